/**
 * The citation test end to end on real Postgres and NATS JetStream. A fixture site (Acme Answers,
 * audited as https://acme-answers.test, CRAWL_MAP_ORIGIN-style) is crawled and scored; its
 * completion starts a citation run by itself (CITATION_AUTO_RUN) on the four sources x 3 repeats,
 * answered by the local provider server through the real SDKs, 250 ms per answer. Two citation
 * replicas share the run: one in this process, one a `citable start --services citation` child
 * process, which is killed (SIGKILL) mid-run with answers in flight. Its jobs come back after the
 * ack wait and the other replica answers them: every answer is stored exactly once.
 *
 * Each source answers each query by a fixed rule (below), so the summary, the report's citation
 * section, the Wilson intervals and Fix First are checked against values computed from the rules.
 */
import { createAudit } from '@citable/auth';
import { connectNatsBus, deleteNatsNamespace, type Bus, type Subscription } from '@citable/bus';
import { citationService } from '@citable/citation';
import { loadConfig, type Config } from '@citable/config';
import {
  CITATION_SOURCES,
  CitationSummarySchema,
  EVENTS,
  REQUESTS,
  ReportSchema,
  type AuditCompleted,
  type CitationProgress,
  type CitationSource,
  type CitationSummary,
  type FixFirstItem,
  type Report,
} from '@citable/contracts';
import { crawlerService } from '@citable/crawler';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { scorerService } from '@citable/scorer';
import {
  createTestDatabase,
  startFixtureSite,
  startProviderServer,
  testNamespace,
  testNatsUrl,
  type FixtureSite,
  type ProviderReply,
  type ProviderRequest,
  type ProviderServer,
  type TestDatabase,
} from '@citable/testing';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, startCli, type RunningCli } from '../helpers/cli.js';

const SITE = 'https://acme-answers.test';
const REPEATS = 3;
const LATENCY_MS = 250;
const RUN_TIMEOUT_MS = 180_000;
const log = createLogger({ level: 'silent' });

// ---- the scripted answers: who cites what ----

interface Verdict {
  cites: string[];
  mentions: boolean;
  /** Perplexity's legacy Sonar format for branded queries: both formats are read. */
  legacy?: boolean;
}

const isBranded = (query: string) => /acme answers/i.test(query);

/** What `source` answers to the query at `index` (its place in the run's queries). Deterministic. */
function rule(source: CitationSource, query: string, index: number): Verdict {
  const branded = isBranded(query);
  switch (source) {
    case 'chatgpt':
      if (branded) return { cites: [`${SITE}/pricing?utm_source=chatgpt.com`, 'https://rival.test/pricing'], mentions: true };
      return index % 2 === 0 ? { cites: [`${SITE}/services`, 'https://rival.test/services'], mentions: false } : { cites: ['https://rival.test/services'], mentions: false };
    case 'claude':
      // Names the brand without a link for branded queries; cites nobody otherwise.
      return branded ? { cites: ['https://rival.test/review'], mentions: true } : { cites: [], mentions: false };
    case 'perplexity':
      return branded ? { cites: [`http://www.acme-answers.test/`], mentions: true, legacy: true } : { cites: ['https://rival.test/guide', 'https://third.test/list'], mentions: false };
    case 'brave':
      return index % 4 === 0 ? { cites: [`${SITE}/faq#results`], mentions: false } : { cites: ['https://third.test/list'], mentions: false };
  }
}

const SOURCE_OF_TAG: Record<string, CitationSource> = { chatgpt: 'chatgpt', claude: 'claude', perplexity: 'perplexity', brave: 'brave' };
let queries: string[] = [];

function reply(req: ProviderRequest): ProviderReply {
  const source = SOURCE_OF_TAG[req.tag ?? ''];
  if (!source) return { status: 404, body: { error: { message: `no source at ${req.path}` } } };
  const index = queries.indexOf(req.query);
  if (index < 0) return { status: 400, body: { error: { message: `unexpected query "${req.query}"` } } };
  const v = rule(source, req.query, index);
  const text = v.mentions ? 'Acme Answers is one option here.' : 'Several agencies offer this.';
  return { answer: { text, citations: v.cites.map((url) => ({ url })), read: [{ url: 'https://read-only.test/' }], perplexityStyle: v.legacy ? 'legacy' : 'markers', tokens: { input: 50, output: 50 } } };
}

/** The audited page a cited URL is (the same normalisation the service promises), or null. */
const pageOf = (url: string) => {
  const u = new URL(url);
  if (!/^(www\.)?acme-answers\.test$/.test(u.hostname)) return null;
  return `${SITE}${u.pathname}`;
};

// ---- the run ----

let database: TestDatabase;
let natsUrl: string;
let namespace: string;
let config: Config;
let site: FixtureSite;
let server: ProviderServer;
let proc: RunningProcess;
let replica2: RunningCli | null = null;
let bus: Bus;
const subs: Subscription[] = [];
const progress: CitationProgress[] = [];
const completed: AuditCompleted[] = [];
let auditId: string;
let runId: string;
let killedWithInFlight = 0;
let storedWhenKilled = 0;


const storedAnswers = async () => Number((await database.db.selectFrom('citation_results').select((eb) => eb.fn.countAll<number>().as('n')).where('audit_id', '=', auditId).executeTakeFirstOrThrow()).n);

async function until<T>(what: string, probe: () => T | Promise<T>, timeoutMs: number): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  [database, natsUrl, site, server] = await Promise.all([
    createTestDatabase(),
    testNatsUrl(),
    startFixtureSite('well-optimised', { publicOrigin: SITE }),
    startProviderServer((req) => reply(req), { latencyMs: LATENCY_MS }),
  ]);
  namespace = testNamespace('citation-run');
  const common = {
    DATABASE_URL: database.url,
    NATS_URL: natsUrl,
    BUS_NAMESPACE: namespace,
    CITATION_REPEATS: String(REPEATS),
    CITATION_CONCURRENCY: '2',
    CITATION_ACK_WAIT_MS: '2000',
    CITATION_ANSWER_TIMEOUT_MS: '10000',
    CITATION_AUTO_RUN: 'true',
  };
  config = loadConfig({ ...common, ...server.sourceEnv(CITATION_SOURCES), LOG_LEVEL: 'silent', RENDER_MODE: 'off', CRAWL_ALLOW_PRIVATE: 'true' });
  bus = await connectNatsBus({ url: natsUrl, namespace, name: 'citation-run-test' });
  subs.push(await bus.subscribe<CitationProgress>(EVENTS.citationProgress, (p) => void progress.push(p)));
  subs.push(await bus.subscribe<AuditCompleted>(EVENTS.auditCompleted, (e) => void completed.push(e)));
  // The second replica first, so the run's jobs are shared from its first answer.
  replica2 = await startCli(cleanEnv({ ...common, ...server.sourceEnv(CITATION_SOURCES, 'r2'), LOG_LEVEL: 'warn' }), ['--services', 'citation']);
  proc = await startServices([crawlerService, scorerService, citationService], { config, log });
}, 180_000);

afterAll(async () => {
  for (const s of subs) await s.stop().catch(() => undefined);
  replica2?.proc.kill('SIGKILL');
  await proc?.stop().catch(() => undefined);
  await bus?.close().catch(() => undefined);
  await Promise.all([site?.close(), server?.close()].map((p) => p?.catch(() => undefined)));
  if (namespace) await deleteNatsNamespace({ url: natsUrl, namespace }).catch(() => undefined);
  await database?.drop().catch(() => undefined);
});

describe('a citation run of a fixture site: 4 sources x 3 repeats, 2 replicas, one killed mid-run', () => {
  it(
    'starts when the audit completes, survives the kill, and stores every answer exactly once',
    async () => {
      auditId = await createAudit(database.db, bus, config, {
        userId: null,
        draft: { project_id: 'citations', root_url: 'acme-answers.test', site_description: 'AI search visibility agency', max_pages: 20 },
        options: { renderMode: 'off', allowPrivate: true, mapOrigin: { from: SITE, to: site.origin } },
      });
      await until('the audit completes', () => completed.some((e) => e.auditId === auditId), 120_000);
      const run = await until('the citation run starts', () => database.db.selectFrom('citation_runs').selectAll().where('audit_id', '=', auditId).executeTakeFirst(), 60_000);
      runId = run.id;
      queries = run.queries.map((q) => q.query);
      expect(run.sources).toEqual([...CITATION_SOURCES]);
      expect(run.repeats).toBe(REPEATS);
      // As many questions as the site's profile grounds (the generator ships no filler, and since issue 22's batches g to
      // k no frame the hand judges rejected, such as "Which answer engines are best for clear reporting?"): this
      // agency site gets its branded questions and a few non-branded ones, still enough to measure (7 questions, 84 answers).
      expect(queries.length).toBeGreaterThanOrEqual(5);
      expect(queries.length).toBeLessThanOrEqual(20);
      expect(run.total).toBe(queries.length * 4 * REPEATS);

      // Kill the second replica while it holds answers in flight.
      await until('the second replica is answering', async () => server.inFlight('r2') > 0 && (await storedAnswers()) >= 30, 60_000);
      killedWithInFlight = server.inFlight('r2');
      storedWhenKilled = await storedAnswers();
      replica2!.proc.kill('SIGKILL');
      await new Promise<void>((resolve) => (replica2!.proc.exitCode !== null ? resolve() : replica2!.proc.once('exit', () => resolve())));

      const end = await until('the run ends', () => progress.find((p) => p.runId === runId && p.status !== 'running'), RUN_TIMEOUT_MS).catch(async (err: unknown) => {
        const last = progress.filter((p) => p.runId === runId).at(-1);
        const errors = await database.db.selectFrom('citation_results').select(['ai_source', 'error']).where('run_id', '=', runId).where('error', 'is not', null).limit(5).execute();
        const state = { stored: await storedAnswers(), last, requests: server.requests.length, inFlight: server.inFlight(), errors, killedWithInFlight, storedWhenKilled };
        throw new Error(`${(err as Error).message}; where it stood: ${JSON.stringify(state)}`);
      });
      const answers = queries.length * 4 * REPEATS;
      expect(end).toMatchObject({ status: 'completed', total: answers, done: answers, errors: 0 });
      expect(killedWithInFlight).toBeGreaterThan(0);
      expect(storedWhenKilled).toBeLessThan(answers);

      const rows = await database.db.selectFrom('citation_results').select(['ai_source', 'query', 'repeat']).where('run_id', '=', runId).execute();
      expect(rows).toHaveLength(answers);
      expect(new Set(rows.map((r) => `${r.ai_source}|${r.query}|${r.repeat}`)).size).toBe(answers);
      // Both replicas answered; the killed one's answers in flight were asked again by the other.
      const asked = server.requests.filter((r) => r.tag !== null);
      expect(asked.some((r) => r.labels.includes('r2'))).toBe(true);
      expect(asked.some((r) => !r.labels.includes('r2'))).toBe(true);
      expect(asked.length).toBeGreaterThan(answers);
    },
    RUN_TIMEOUT_MS + 120_000,
  );

  it('summarises exactly what the sources answered, with Wilson intervals', async () => {
    const s = await bus.request<unknown, CitationSummary>(REQUESTS.citation.summary, { auditId }, { timeoutMs: 10_000 });
    expect(Value.Check(CitationSummarySchema, s)).toBe(true);
    const verdicts = CITATION_SOURCES.map((source) => ({ source, v: queries.map((q, i) => rule(source, q, i)) }));
    const citesSite = (v: Verdict) => v.cites.some((u) => pageOf(u) !== null);

    for (const { source, v } of verdicts) {
      const cited = v.filter(citesSite).length;
      const row = s.bySource.find((b) => b.ai_source === source)!;
      expect(row).toMatchObject({ configured: true, state: 'completed', total_queries: queries.length, cited_queries: cited, cited_percentage: (100 * cited) / queries.length, errors: 0 });
      // Every repeat answered alike: k = 3 x cited queries of n = 3 x queries answers.
      expect(row.answer_rate.cited).toBe(REPEATS * cited);
      expect(row.answer_rate.total).toBe(REPEATS * queries.length);
      const p = cited / queries.length;
      const z = 1.959963984540054;
      const n = REPEATS * queries.length;
      const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
      const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
      expect(row.answer_rate.low).toBeCloseTo(100 * Math.max(0, centre - half), 9);
      expect(row.answer_rate.high).toBeCloseTo(100 * Math.min(1, centre + half), 9);
      expect(row.mentioned_answers).toBe(REPEATS * v.filter((x) => x.mentions).length);
    }

    const brandedCount = queries.filter(isBranded).length;
    const citedQueries = queries.filter((q, i) => CITATION_SOURCES.some((src) => citesSite(rule(src, q, i))));
    expect(s.byType).toEqual([
      { query_type: 'branded', cited_percentage: 100, cited_queries: brandedCount, total_queries: brandedCount, total_citations: expect.any(Number) },
      {
        query_type: 'non-branded',
        cited_percentage: (100 * (citedQueries.length - brandedCount)) / (queries.length - brandedCount),
        cited_queries: citedQueries.length - brandedCount,
        total_queries: queries.length - brandedCount,
        total_citations: expect.any(Number),
      },
    ]);

    // First matches per page, every repeat counting.
    const firstMatches = new Map<string, number>();
    for (const { source, v } of verdicts) {
      void source;
      for (const x of v) {
        const first = x.cites.map(pageOf).find((u) => u !== null);
        if (first) firstMatches.set(first, (firstMatches.get(first) ?? 0) + REPEATS);
      }
    }
    expect(new Map(s.topCitedUrls.map((u) => [u.first_match_url, u.citation_count]))).toEqual(firstMatches);
    expect(s.topCitingQueries.map((q) => q.query).sort()).toEqual([...citedQueries].sort());

    const missing = queries.filter((q) => !citedQueries.includes(q));
    expect(s.missingQueries.map((m) => m.query)).toEqual(missing);
    for (const m of s.missingQueries) {
      const i = queries.indexOf(m.query);
      expect(m.query_type).toBe('non-branded');
      expect(m.ai_sources).toBe('perplexity, chatgpt, claude, brave');
      // Competitors: the domains the four answers cited instead, each answer counted once per domain.
      const counts = new Map<string, number>();
      for (const src of CITATION_SOURCES) for (const d of new Set(rule(src, m.query, i).cites.map((u) => new URL(u).hostname))) counts.set(d, (counts.get(d) ?? 0) + REPEATS);
      expect(m.competitors.map((c) => [c.domain, c.citations])).toEqual([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
    }

    const allAnswers = queries.length * 4 * REPEATS;
    const citedAnswers = verdicts.reduce((sum, { v }) => sum + REPEATS * v.filter(citesSite).length, 0);
    expect(s.overall.answer_rate).toMatchObject({ cited: citedAnswers, total: allAnswers, rate: (100 * citedAnswers) / allAnswers });
    // Claude names the brand without a link on every branded query: mentioned, never cited.
    expect(s.overall.mentioned_only_answers).toBe(REPEATS * brandedCount);
    expect(s.run).toMatchObject({ id: runId, status: 'completed', total: allAnswers, done: allAnswers, errors: 0, tokens_used: allAnswers * 100 });
    expect(s.prompts).toMatchObject({ brand: 'Acme Answers', classifier: 'unavailable', vertical: 'general' });
    expect(s.pageScores.cited.pages).toBe(new Set(firstMatches.keys()).size);
  });

  it('gives the report the same numbers, and puts the cited pages first in Fix First', async () => {
    const report = await bus.request<unknown, Report>(REQUESTS.scorer.report, { auditId }, { timeoutMs: 10_000 });
    expect(Value.Check(ReportSchema, report)).toBe(true);
    const c = report.citations;
    const citesSite = (v: Verdict) => v.cites.some((u) => pageOf(u) !== null);
    const citedQueries = queries.filter((q, i) => CITATION_SOURCES.some((src) => citesSite(rule(src, q, i))));
    expect(c).toMatchObject({ total_queries: queries.length, cited_queries: citedQueries.length, overall_rate: (100 * citedQueries.length) / queries.length, errors: 0 });
    expect(c.by_source.map((b) => [b.source, b.cited, b.total])).toEqual(
      CITATION_SOURCES.map((source) => [source, queries.filter((q, i) => citesSite(rule(source, q, i))).length, queries.length]),
    );
    // The report's lists, from the same rule: cited and missed (query, source) pairs, and the page most answers cited first.
    const pairs = CITATION_SOURCES.flatMap((source) => queries.map((q, i) => ({ source, v: rule(source, q, i) })));
    expect(c.successful_citations).toHaveLength(Math.min(10, pairs.filter((p) => citesSite(p.v)).length));
    expect(c.missed_opportunities).toHaveLength(Math.min(8, pairs.filter((p) => !citesSite(p.v)).length));
    expect(c.missed_opportunities.every((m) => !isBranded(m.query) || m.source === 'claude')).toBe(true);
    const firstCited = new Map<string, number>();
    for (const p of pairs) {
      const first = p.v.cites.map(pageOf).find((u) => u !== null);
      if (first) firstCited.set(first, (firstCited.get(first) ?? 0) + REPEATS);
    }
    const [topPage] = [...firstCited].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    expect(c.top_cited_pages[0]).toMatchObject({ url: topPage![0], citation_count: topPage![1] });
    expect(report.topPages.some((p) => p.citation_count > 0)).toBe(true);

    // The scorer re-scores Fix First when the run completes: AI-cited pages first.
    const fixFirst = await until(
      'Fix First carries the citations',
      async () => {
        const audit = await database.db.selectFrom('audits').select('fix_first').where('id', '=', auditId).executeTakeFirstOrThrow();
        const items = (audit.fix_first ?? []) as FixFirstItem[];
        return items.some((i) => i.citation_count > 0) ? items : null;
      },
      30_000,
    );
    const firstUncited = fixFirst.findIndex((i) => i.citation_count === 0);
    expect(fixFirst.slice(firstUncited === -1 ? fixFirst.length : firstUncited).every((i) => i.citation_count === 0)).toBe(true);
    expect(fixFirst.find((i) => i.url === `${SITE}/services`)?.citation_count).toBe(REPEATS * queries.filter((q, i) => !isBranded(q) && i % 2 === 0).length);
  });
});
