/**
 * make bench-citation: one citation run of 20 queries x 4 sources x 3 repeats (240 answers)
 * against the local provider server answering each request after 300 ms, on Postgres and NATS
 * JetStream (DATABASE_URL / NATS_URL as for the tests, else containers), with the citation
 * service as a deployment runs it (startServices) and CITATION_CONCURRENCY answers per source at
 * once (default 4).
 *
 * The ideal wall time is the total provider latency over the concurrency: 240 x 300 ms / (4
 * sources x 4) = 4.5 s. The ratio to it is what queueing, the database and the bus cost.
 * Writes bench/results/citation.json and prints a table.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectNatsBus, deleteNatsNamespace } from '@citable/bus';
import { citationService } from '@citable/citation';
import { loadConfig } from '@citable/config';
import { EVENTS, REQUESTS, type CitationProgress, type CitationRunResponse } from '@citable/contracts';
import { migrateToLatest, openPostgres, toJson } from '@citable/db';
import { extractJsonLd, findFirst, parseHtml, textOf, titleText } from '@citable/html';
import { createLogger } from '@citable/log';
import { startServices } from '@citable/runtime';
import { startFixtureSite, startProviderServer, testNatsUrl, testPostgresUrl } from '@citable/testing';
import { sql } from 'kysely';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results/citation.json');
const SITE = 'https://acme-answers.test';
const QUERIES = 20;
const SOURCES = 4;
const REPEATS = 3;
const LATENCY_MS = 300;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PATHS = ['/', '/about', '/services', '/pricing', '/faq', '/blog', '/blog/answer-first-writing', '/contact'];

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!;
  const [serverUrl, natsUrl] = [await testPostgresUrl(), await testNatsUrl()];
  const dbName = `citable_bench_${randomBytes(4).toString('hex')}`;
  const namespace = `bench-${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(serverUrl, { poolSize: 1 });
  await sql.raw(`create database ${dbName}`).execute(admin.db);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const database = await openPostgres(dbUrl.href, { poolSize: 2 });
  const site = await startFixtureSite('well-optimised', { publicOrigin: SITE });
  // Half the queries get an answer citing the site, the others a competitor.
  const provider = await startProviderServer(
    (req) => ({
      answer: req.query.length % 2 === 0
        ? { text: 'Acme Answers does this.', citations: [{ url: `${SITE}/services` }, { url: 'https://rival.test/' }], read: [{ url: 'https://third.test/' }] }
        : { text: 'Rival Co does this.', citations: [{ url: 'https://rival.test/' }] },
    }),
    { latencyMs: LATENCY_MS },
  );
  try {
    await migrateToLatest(database.db);
    // A completed audit of the fixture site, its pages stored as the crawler stores them.
    const audit = await database.db
      .insertInto('audits')
      .values({ project_id: 'bench', root_url: `${SITE}/`, domain: 'acme-answers.test', max_pages: 20, status: 'completed', finished_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const p of PATHS) {
      const html = await (await fetch(`${site.origin}${p}`)).text();
      const doc = parseHtml(html, `${SITE}${p}`);
      const h1 = findFirst(doc, 'h1');
      await database.db
        .insertInto('pages')
        .values({ audit_id: audit.id, url: `${SITE}${p}`, title: titleText(doc), h1: h1 ? textOf(h1) : null, html_static: html, jsonld: toJson(extractJsonLd(doc).items as unknown[]), depth: p === '/' ? 0 : 1, status_code: 200, diagnostic_score: 80 })
        .execute();
    }

    const keys = Object.fromEntries(
      (
        [
          ['OPENAI', 'chatgpt'],
          ['ANTHROPIC', 'claude'],
          ['PERPLEXITY', 'perplexity'],
          ['BRAVE', 'brave'],
        ] as const
      ).flatMap(([prefix, tag]) => [
        [`${prefix}_API_KEY`, `bench-${tag}`],
        [`${prefix}_BASE_URL`, provider.baseUrl(tag)],
      ]),
    );
    const config = loadConfig({
      DATABASE_URL: dbUrl.href,
      NATS_URL: natsUrl,
      BUS_NAMESPACE: namespace,
      LOG_LEVEL: 'warn',
      CITATION_AUTO_RUN: 'false',
      CITATION_REPEATS: String(REPEATS),
      CITATION_MAX_QUERIES: String(QUERIES),
      CITATION_CONCURRENCY: String(CONCURRENCY),
      ...keys,
    });
    const proc = await startServices([citationService], { config, log: createLogger({ level: 'warn' }) });
    const bus = await connectNatsBus({ url: natsUrl, namespace, name: 'citation-bench' });
    try {
      let end: CitationProgress | null = null;
      const done = new Promise<void>((resolve) => {
        void bus.subscribe<CitationProgress>(EVENTS.citationProgress, (p) => {
          if (p.status !== 'running') {
            end = p;
            resolve();
          }
        });
      });
      // The prompt set is made (and cached) before the clock starts: the bench measures the run.
      await bus.request(REQUESTS.citation.prompts, { domain: 'acme-answers.test' }, { timeoutMs: 30_000 });
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const run = await bus.request<unknown, CitationRunResponse>(REQUESTS.citation.run, { auditId: audit.id, domain: 'acme-answers.test', sources: ['perplexity', 'chatgpt', 'claude', 'brave'] }, { timeoutMs: 30_000 });
      await done;
      const wallS = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const finished = end as CitationProgress | null;
      const answers = QUERIES * SOURCES * REPEATS;
      if (run.total !== answers || finished?.status !== 'completed' || finished.done !== answers) {
        throw new Error(`the run did not complete as planned: ${JSON.stringify({ total: run.total, end: finished })}`);
      }
      const latencies = (await database.db.selectFrom('citation_results').select('latency_ms').where('run_id', '=', run.run_id).execute())
        .map((r) => r.latency_ms ?? 0)
        .sort((a, b) => a - b);
      const idealS = (answers * LATENCY_MS) / 1000 / (SOURCES * CONCURRENCY);
      const result = {
        setup: {
          queries: QUERIES,
          sources: SOURCES,
          repeats: REPEATS,
          answers,
          provider_latency_ms: LATENCY_MS,
          concurrency_per_source: CONCURRENCY,
          stack: 'Postgres + NATS JetStream, one citation replica (startServices), the provider server in this process',
          cpus: os.cpus().length,
          load_average_at_start: round(loadAtStart),
          node: process.version,
          date: new Date().toISOString(),
        },
        wall_s: round(wallS),
        ideal_s: round(idealS),
        ratio_to_ideal: round(wallS / idealS),
        answers_per_s: round(answers / wallS),
        /** CPU of this process per answer (the service, the SDKs, and the provider server it shares the process with). */
        cpu_ms_per_answer: round((cpu.user + cpu.system) / 1000 / answers),
        answer_latency_ms: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) ?? 0 },
        errors: finished.errors,
        load_average_at_end: round(os.loadavg()[0]!),
      };
      await mkdir(path.dirname(RESULTS), { recursive: true });
      await writeFile(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
      const rows: Array<[string, string]> = [
        ['answers', `${answers} (${QUERIES} queries x ${SOURCES} sources x ${REPEATS} repeats)`],
        ['provider latency', `${LATENCY_MS} ms per answer`],
        ['concurrency', `${CONCURRENCY} per source (${SOURCES * CONCURRENCY} at once)`],
        ['wall', `${result.wall_s} s`],
        ['ideal', `${result.ideal_s} s (total latency / concurrency)`],
        ['ratio to ideal', `${result.ratio_to_ideal}`],
        ['answers/s', `${result.answers_per_s}`],
        ['CPU per answer', `${result.cpu_ms_per_answer} ms (service, SDKs and the provider server, one process)`],
        ['answer latency p50 / p95', `${result.answer_latency_ms.p50} / ${result.answer_latency_ms.p95} ms`],
        ['load average', `${result.setup.load_average_at_start} at start, ${result.load_average_at_end} at end (${result.setup.cpus} cpus)`],
      ];
      for (const [k, v] of rows) process.stdout.write(`${k.padEnd(26)} ${v}\n`);
      process.stdout.write(`\nwritten ${path.relative(ROOT, RESULTS)}\n`);
    } finally {
      await bus.close();
      await proc.stop();
    }
  } finally {
    await provider.close();
    await site.close();
    await database.close();
    await sql.raw(`drop database if exists ${dbName} with (force)`).execute(admin.db);
    await admin.close();
    await deleteNatsNamespace({ url: natsUrl, namespace }).catch(() => undefined);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench-citation: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
