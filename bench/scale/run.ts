/**
 * make bench-scale: how audit throughput scales with crawler and scorer replicas.
 *
 * 8 fixture sites of 200 pages each (generateSite), every answer 150 ms ± 50 ms (withLatency),
 * each on its own port of 127.0.0.1 (so each is its own host for the crawler's politeness: 4
 * fetches at once per host, CRAWL_CONCURRENCY). For each layout, a fresh database and bus
 * namespace, crawler and scorer replicas as separate `citable start` processes (render off: the
 * curve is the crawl's and the scoring's, not Chromium's), then 8 audits started at once:
 *
 *   1, 2 and 4 crawlers with 1 scorer; then 4 crawlers with 2 scorers.
 *
 * Sampled every second: pages stored and scored, the JetStream backlog of the crawl and score
 * queues (consumer pending and ack pending, through the bus), each replica's resident memory.
 * Reports pages/s (crawled, and scored end to end), the speedup over 1 crawler, the lag over time
 * and memory per replica; writes bench/results/scale.json. Needs DATABASE_URL and NATS_URL.
 */
import { createAudit } from '@citable/auth';
import { connectNatsBus, deleteNatsNamespace, type Bus } from '@citable/bus';
import { loadConfig } from '@citable/config';
import { QUEUES } from '@citable/contracts';
import { migrateToLatest, openPostgres, type DatabaseHandle } from '@citable/db';
import { generateSite, startFixtureSite, startServiceProcess, withLatency, type FixtureSite, type ServiceProcess } from '@citable/testing';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results/scale.json');
const SITES = 8;
const PAGES = 200;
const LATENCY = { ms: 150, jitterMs: 50 };
const LAYOUTS = [
  { crawlers: 1, scorers: 1 },
  { crawlers: 2, scorers: 1 },
  { crawlers: 4, scorers: 1 },
  { crawlers: 4, scorers: 2 },
];
const SAMPLE_MS = 1_000;
const RUN_TIMEOUT_MS = 10 * 60_000;

interface Sample {
  t: number;
  stored: number;
  scored: number;
  crawl_pending: number;
  crawl_ack_pending: number;
  score_pending: number;
  score_ack_pending: number;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / 1024 / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freshDatabase(serverUrl: string): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const name = `citable_bench_scale_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(serverUrl, { poolSize: 1 });
  await sql.raw(`create database ${name}`).execute(admin.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.href, { poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    url: url.href,
    handle,
    async drop() {
      await handle.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    },
  };
}

async function runLayout(layout: { crawlers: number; scorers: number }, sites: FixtureSite[], serverUrl: string, natsUrl: string) {
  const database = await freshDatabase(serverUrl);
  const namespace = `bench-scale-${randomBytes(4).toString('hex')}`;
  const env = { DATABASE_URL: database.url, NATS_URL: natsUrl, BUS_NAMESPACE: namespace, CRAWL_ALLOW_PRIVATE: 'true', RENDER_MODE: 'off' };
  const bus: Bus = await connectNatsBus({ url: natsUrl, namespace, name: 'bench-scale' });
  const replicas: Array<{ role: 'crawler' | 'scorer'; proc: ServiceProcess; peak: number }> = [];
  try {
    const started = await Promise.all([
      ...Array.from({ length: layout.crawlers }, () => startServiceProcess('crawler', { env }).then((proc) => ({ role: 'crawler' as const, proc, peak: 0 }))),
      ...Array.from({ length: layout.scorers }, () => startServiceProcess('scorer', { env }).then((proc) => ({ role: 'scorer' as const, proc, peak: 0 }))),
    ]);
    replicas.push(...started);
    const config = loadConfig(env);
    const db = database.handle.db;
    const load = os.loadavg()[0]!;
    const t0 = Date.now();
    const ids = await Promise.all(
      sites.map((site) =>
        createAudit(db, bus, config, {
          userId: null,
          draft: { project_id: 'bench-scale', root_url: site.url, site_description: null, max_pages: PAGES },
          options: { renderMode: 'off', allowPrivate: true },
        }),
      ),
    );
    const samples: Sample[] = [];
    let crawlDoneAt = 0;
    for (;;) {
      const [counts, audits, stats] = await Promise.all([
        sql<{ stored: string; scored: string }>`select count(*) as stored, count(scored_at) as scored from pages`.execute(db),
        db.selectFrom('audits').select(['status', 'fail_reason', 'crawl_completed_at']).execute(),
        Promise.all([QUEUES.crawl, QUEUES.pageScore].map((queue) => bus.queueStatus(queue))),
      ]);
      const of = (queue: string) => stats.find((s) => s.queue === queue) ?? { pending: 0, ack_pending: 0 };
      const row = counts.rows[0]!;
      samples.push({
        t: round((Date.now() - t0) / 1000),
        stored: Number(row.stored),
        scored: Number(row.scored),
        crawl_pending: of(QUEUES.crawl).pending,
        crawl_ack_pending: of(QUEUES.crawl).ack_pending,
        score_pending: of(QUEUES.pageScore).pending,
        score_ack_pending: of(QUEUES.pageScore).ack_pending,
      });
      for (const r of replicas) r.peak = Math.max(r.peak, r.proc.rssBytes());
      const failed = audits.filter((a) => a.status === 'failed');
      if (failed.length) throw new Error(`audits failed: ${failed.map((a) => a.fail_reason).join(', ')}`);
      if (!crawlDoneAt && audits.every((a) => a.crawl_completed_at)) crawlDoneAt = Date.now();
      if (audits.length === ids.length && audits.every((a) => a.status === 'completed')) break;
      if (Date.now() - t0 > RUN_TIMEOUT_MS) throw new Error(`the 8 audits did not complete in ${RUN_TIMEOUT_MS / 1000} s`);
      await sleep(SAMPLE_MS);
    }
    const wall = (Date.now() - t0) / 1000;
    const crawlSeconds = (crawlDoneAt - t0) / 1000;
    const pages = SITES * PAGES;
    const peaks = (role: 'crawler' | 'scorer') => replicas.filter((r) => r.role === role).map((r) => mb(r.peak));
    return {
      crawlers: layout.crawlers,
      scorers: layout.scorers,
      pages,
      crawl_seconds: round(crawlSeconds),
      seconds: round(wall),
      crawl_pages_per_s: round(pages / crawlSeconds),
      pages_per_s: round(pages / wall),
      peak_lag: {
        crawl: Math.max(...samples.map((s) => s.crawl_pending + s.crawl_ack_pending)),
        score: Math.max(...samples.map((s) => s.score_pending + s.score_ack_pending)),
      },
      peak_rss_mb: { crawler: peaks('crawler'), scorer: peaks('scorer') },
      load_average_at_start: round(load, 2),
      load_average_at_end: round(os.loadavg()[0]!, 2),
      lag: samples,
    };
  } finally {
    await Promise.all(replicas.map((r) => r.proc.kill('SIGTERM')));
    await bus.close();
    await deleteNatsNamespace({ url: natsUrl, namespace }).catch(() => undefined);
    await database.drop();
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const natsUrl = process.env.NATS_URL;
  if (!serverUrl || !natsUrl) throw new Error('make bench-scale needs DATABASE_URL and NATS_URL (make bench-scale finds or starts them)');
  const sites = await Promise.all(Array.from({ length: SITES }, () => startFixtureSite(withLatency(generateSite(PAGES), LATENCY))));
  const runs = [];
  try {
    for (const layout of LAYOUTS) {
      process.stdout.write(`${layout.crawlers} crawler(s), ${layout.scorers} scorer(s): 8 audits of ${PAGES} pages at once...\n`);
      runs.push(await runLayout(layout, sites, serverUrl, natsUrl));
    }
  } finally {
    await Promise.all(sites.map((s) => s.close()));
  }
  const base = runs[0]!;
  const table = runs.map((r) => ({
    crawlers: r.crawlers,
    scorers: r.scorers,
    crawl_pages_per_s: r.crawl_pages_per_s,
    pages_per_s: r.pages_per_s,
    speedup: round(r.pages_per_s / base.pages_per_s, 2),
    crawl_speedup: round(r.crawl_pages_per_s / base.crawl_pages_per_s, 2),
    seconds: r.seconds,
    peak_crawl_lag: r.peak_lag.crawl,
    peak_score_lag: r.peak_lag.score,
    crawler_peak_rss_mb: r.peak_rss_mb.crawler,
    scorer_peak_rss_mb: r.peak_rss_mb.scorer,
    load_average: `${r.load_average_at_start} -> ${r.load_average_at_end}`,
  }));
  const report = {
    setup: {
      sites: `${SITES} sites of ${PAGES} pages (generateSite), each on its own port of 127.0.0.1, answering in ${LATENCY.ms} ms ± ${LATENCY.jitterMs} ms`,
      audits: `${SITES} audits started at once per layout, render off, CRAWL_CONCURRENCY 4 (fetches per host), SCORE_WORKERS default (one per core but one)`,
      replicas: 'each a `citable start --services crawler|scorer` process; Postgres and NATS JetStream shared',
      lag: 'JetStream consumer pending + ack pending (what KEDA scales on), sampled every second',
      cpus: os.cpus().length,
      node: process.version,
      date: new Date().toISOString(),
    },
    table,
    runs,
  };
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  console.table(table.map(({ crawler_peak_rss_mb, scorer_peak_rss_mb, ...row }) => ({ ...row, crawler_rss_mb: crawler_peak_rss_mb.join('/'), scorer_rss_mb: scorer_peak_rss_mb.join('/') })));
  process.stdout.write(`wrote ${path.relative(ROOT, RESULTS)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench-scale failed: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
