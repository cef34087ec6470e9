/**
 * Finalisation at its edges, on real Postgres and NATS: too early, twice at once, the sweep of
 * stuck audits, and the admin's re-score. Audits are seeded as the crawler stores them (pages with
 * their static HTML) and scored by the real page checks; two scoring contexts with their own
 * database pools and bus connections stand for two scorer replicas.
 */
import { connectNatsBus, deleteNatsNamespace, type Bus, type Subscription } from '@citable/bus';
import { loadConfig } from '@citable/config';
import { EVENTS, QUEUES, REQUESTS, type AuditCompleted, type AuditFailed, type AuditFinalizeJob } from '@citable/contracts';
import { CRITERIA } from '@citable/criteria';
import { openPostgres, toJson, type DatabaseHandle } from '@citable/db';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { createTestDatabase, fillerParagraphs, htmlPage, testNamespace, testNatsUrl, type TestDatabase } from '@citable/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizeAudit, type FinalizeResult } from '../finalize.js';
import { createPageScorer } from '../page-checks/index.js';
import type { RescoreResult } from '../rescore.js';
import { scorePage } from '../score-page.js';
import type { ScoringContext } from '../scoring-context.js';
import { scorerService } from '../service.js';
import { STUCK_AFTER_MS, sweepStuckAudits } from '../sweep.js';

const ORIGIN = 'https://finalize.example';
const log = createLogger({ level: 'silent' });

let database: TestDatabase;
let secondPool: DatabaseHandle;
let natsUrl: string;
let namespace: string;
let busA: Bus;
let busB: Bus;
let listener: Bus;
/** Two replicas: each its own database pool and bus connection. */
let a: ScoringContext;
let b: ScoringContext;
const subs: Subscription[] = [];
const completed: AuditCompleted[] = [];
const failed: AuditFailed[] = [];
const finalizeJobs: AuditFinalizeJob[] = [];

const completedFor = (id: string) => completed.filter((e) => e.auditId === id);
const failedFor = (id: string) => failed.filter((e) => e.auditId === id);
const ago = (ms: number) => new Date(Date.now() - ms);
const settle = () => new Promise((r) => setTimeout(r, 500));

function pageHtml(path: string, i: number): string {
  return htmlPage({
    title: `Finalize test page ${i}: how scoring ends | Finalize Example`,
    description: `Page ${i} of the finalisation tests, with enough text for every page check to have something to judge.`,
    lang: 'en',
    viewport: true,
    canonical: `${ORIGIN}${path}`,
    body: `<main><h1>Finalize test page ${i}</h1><p>Scoring ends when every page is scored and the crawl is complete.</p>${fillerParagraphs(`Page ${i}`, 4)}<h2>Details</h2>${fillerParagraphs('Details', 2)}<a href="/">Home</a></main>`,
  });
}

interface Seeded {
  id: string;
  pageIds: string[];
}

/** An audit as the crawler leaves it: `pages` stored pages, none scored. */
async function seedAudit(opts: { pages: number; status?: 'queued' | 'running'; startedAt?: Date; crawlCompletedAt?: Date | null }): Promise<Seeded> {
  const audit = await database.db
    .insertInto('audits')
    .values({
      project_id: 'finalize-it',
      root_url: `${ORIGIN}/`,
      domain: 'finalize.example',
      max_pages: 50,
      status: opts.status ?? 'running',
      pages_discovered: opts.pages,
      pages_crawled: opts.pages,
      started_at: opts.startedAt ?? new Date(),
      crawl_completed_at: opts.crawlCompletedAt === undefined ? new Date() : opts.crawlCompletedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pageIds: string[] = [];
  for (let i = 0; i < opts.pages; i++) {
    const path = i === 0 ? '/' : `/page-${i}`;
    const row = await database.db
      .insertInto('pages')
      .values({
        audit_id: audit.id,
        url: `${ORIGIN}${path}`,
        status_code: 200,
        content_type: 'text/html; charset=utf-8',
        html_static: pageHtml(path, i),
        headers: toJson({ 'content-type': 'text/html; charset=utf-8' }),
        fetch_ms: 120,
        depth: i === 0 ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pageIds.push(row.id);
  }
  return { id: audit.id, pageIds };
}

/** Scores pages as a replica does, without the finalise request the last one would send. */
async function score(ctx: ScoringContext, s: Seeded, pageIds = s.pageIds): Promise<void> {
  for (const pageId of pageIds) await scorePage(ctx, { auditId: s.id, pageId, url: '' }, { finalize: false });
}

const scoredFactsOf = async (pageId: string) =>
  (await database.db.selectFrom('pages').select('facts').where('id', '=', pageId).executeTakeFirstOrThrow()).facts;

/** Scores page `i` of a seeded audit (no facts stored yet) and returns the facts the scorer stored. */
async function factsAfterScoring(s: Seeded, i: number) {
  await score(a, s, [s.pageIds[i]!]);
  const facts = await scoredFactsOf(s.pageIds[i]!);
  if (!facts) throw new Error('the scorer stored no facts');
  return facts;
}

const auditRow = (id: string) =>
  database.db
    .selectFrom('audits')
    .select(['status', 'fail_reason', 'finalized_at', 'finished_at', 'composite_score', 'aeo_score', 'geo_score', 'category_scores', 'site_checks_json', 'pages_analyzed'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  [database, natsUrl] = await Promise.all([createTestDatabase(), testNatsUrl()]);
  secondPool = await openPostgres(database.url, { poolSize: 2 });
  namespace = testNamespace('scorer-finalize');
  const connect = (name: string) => connectNatsBus({ url: natsUrl, namespace, name, logger: log });
  [busA, busB, listener] = await Promise.all([connect('replica-a'), connect('replica-b'), connect('listener')]);
  const pages = createPageScorer({ workers: 0, criteria: CRITERIA, llm: null, llmSettings: null });
  a = { db: database.db, bus: busA, log, criteria: CRITERIA, pages };
  b = { db: secondPool.db, bus: busB, log, criteria: CRITERIA, pages };
  subs.push(
    await listener.subscribe<AuditCompleted>(EVENTS.auditCompleted, (e) => void completed.push(e)),
    await listener.subscribe<AuditFailed>(EVENTS.auditFailed, (e) => void failed.push(e)),
    // Stands in for the scorer's finaliser: records the requests instead of acting on them.
    await listener.work<AuditFinalizeJob>(QUEUES.auditFinalize, async (job) => void finalizeJobs.push(job.data)),
  );
});

afterAll(async () => {
  for (const sub of subs) await sub.stop();
  await Promise.all([busA?.close(), busB?.close(), listener?.close()]);
  if (natsUrl && namespace) await deleteNatsNamespace({ url: natsUrl, namespace });
  await secondPool?.close();
  await database?.drop();
});

describe('finalisation', () => {
  it('does nothing before the crawl is complete or while a page is unscored; the last page scored asks for it', async () => {
    // Every stored page is scored, but the crawl is still running and may store more.
    const crawling = await seedAudit({ pages: 2, crawlCompletedAt: null });
    await score(a, crawling);
    expect(await finalizeAudit(a, crawling.id)).toBe('not_ready');
    expect((await auditRow(crawling.id)).status).toBe('running');

    // The crawl is complete, one page of three is still unscored.
    const s = await seedAudit({ pages: 3 });
    await score(a, s, s.pageIds.slice(0, 2));
    expect(await finalizeAudit(a, s.id)).toBe('not_ready');
    expect(await finalizeAudit(b, s.id)).toBe('not_ready');
    let row = await auditRow(s.id);
    expect(row.status).toBe('running');
    expect(row.finalized_at).toBeNull();
    expect(row.composite_score).toBeNull();
    expect(row.pages_analyzed).toBe(2);

    // The last page, scored the way the page job does it, queues one finalise job.
    await scorePage(b, { auditId: s.id, pageId: s.pageIds[2]!, url: `${ORIGIN}/page-2` });
    await settle();
    expect(finalizeJobs.filter((j) => j.auditId === s.id)).toHaveLength(1);
    expect(finalizeJobs.filter((j) => j.auditId === crawling.id)).toHaveLength(0);
    expect(completedFor(s.id)).toHaveLength(0);
    expect(completedFor(crawling.id)).toHaveLength(0);

    expect(await finalizeAudit(a, s.id)).toBe('completed');
    expect(await finalizeAudit(b, s.id)).toBe('already_final');
    await settle();
    row = await auditRow(s.id);
    expect(row.status).toBe('completed');
    expect(row.finalized_at).toBeInstanceOf(Date);
    expect(row.pages_analyzed).toBe(3);
    expect(row.composite_score).toBeGreaterThan(0);
    expect(completedFor(s.id)).toEqual([{ auditId: s.id, compositeScore: row.composite_score }]);
  });

  it("scoring keeps the crawler's page facts, and fills them in only where there are none", async () => {
    const s = await seedAudit({ pages: 2 });
    expect(await scoredFactsOf(s.pageIds[1]!)).toBeNull();
    // As the crawler stores a page of a copy crawled with --map-origin: its URLs already public.
    const mapped = { ...(await factsAfterScoring(s, 0)), canonical: 'https://public.example/', links: ['https://public.example/'] };
    await database.db.updateTable('pages').set({ facts: toJson(mapped) }).where('id', '=', s.pageIds[1]!).execute();
    await score(a, s, [s.pageIds[1]!]);
    expect(await scoredFactsOf(s.pageIds[1]!)).toEqual(mapped);
    // The page without facts got the scorer's reading of its HTML.
    expect((await scoredFactsOf(s.pageIds[0]!))?.canonical).toBe(`${ORIGIN}/`);
  });

  it('two replicas finalising at once: exactly one completes each audit', async () => {
    const audits = await Promise.all(Array.from({ length: 6 }, () => seedAudit({ pages: 2 })));
    for (const s of audits) await score(a, s);
    const outcomes = await Promise.all(audits.map((s) => Promise.all([finalizeAudit(a, s.id), finalizeAudit(b, s.id), finalizeAudit(a, s.id), finalizeAudit(b, s.id)])));
    await settle();
    for (const [i, s] of audits.entries()) {
      const counts = outcomes[i]!.reduce<Partial<Record<FinalizeResult, number>>>((m, o) => ({ ...m, [o]: (m[o] ?? 0) + 1 }), {});
      expect(counts, s.id).toEqual({ completed: 1, already_final: 3 });
      const row = await auditRow(s.id);
      expect(row.status).toBe('completed');
      expect(completedFor(s.id)).toHaveLength(1);
      expect(completedFor(s.id)[0]!.compositeScore).toBe(row.composite_score);
    }
  });

  it('the sweep finalises what was scored of a long-stuck audit, fails the empty ones, and leaves live ones alone', async () => {
    const longAgo = ago(2 * STUCK_AFTER_MS);
    // Crawl done long ago, 2 of 4 pages scored (their jobs were lost).
    const partial = await seedAudit({ pages: 4, startedAt: longAgo, crawlCompletedAt: longAgo });
    await score(a, partial, partial.pageIds.slice(0, 2));
    // Started long ago, nothing ever stored.
    const empty = await seedAudit({ pages: 0, startedAt: longAgo, crawlCompletedAt: null });
    // Queued long ago and never picked up.
    const neverStarted = await seedAudit({ pages: 0, status: 'queued', startedAt: longAgo, crawlCompletedAt: null });
    // Pages stored long ago, none could be scored.
    const unscorable = await seedAudit({ pages: 2, startedAt: longAgo, crawlCompletedAt: longAgo });
    // A long crawl (a slow site with a Crawl-delay) that is still fetching: its frontier moved a minute ago.
    const slowCrawl = await seedAudit({ pages: 1, startedAt: longAgo, crawlCompletedAt: null });
    await score(a, slowCrawl);
    await database.db
      .insertInto('crawl_frontier')
      .values({ audit_id: slowCrawl.id, url: `${ORIGIN}/next`, depth: 1, state: 'fetching', source: 'link', updated_at: ago(60_000) })
      .execute();
    // Started a minute ago.
    const fresh = await seedAudit({ pages: 0, startedAt: ago(60_000), crawlCompletedAt: null });
    // Make every stored page look as old as its audit.
    await sql`update pages set updated_at = ${longAgo}, scored_at = case when scored_at is null then null else ${longAgo}::timestamptz end
              where audit_id in (${partial.id}, ${unscorable.id}, ${slowCrawl.id})`.execute(database.db);

    // Both replicas sweep at the same moment.
    const [sa, sb] = await Promise.all([sweepStuckAudits(a), sweepStuckAudits(b)]);
    expect(sa.finalized + sb.finalized).toBe(1);
    expect(sa.failed + sb.failed).toBe(3);
    await settle();

    const p = await auditRow(partial.id);
    expect(p.status).toBe('completed');
    expect(p.pages_analyzed).toBe(2);
    expect(p.composite_score).toBeGreaterThan(0);
    expect(completedFor(partial.id)).toHaveLength(1);
    // A lost page job that turns up after all changes nothing: the scores were made without it.
    await scorePage(b, { auditId: partial.id, pageId: partial.pageIds[3]!, url: `${ORIGIN}/page-3` });
    expect(await auditRow(partial.id)).toEqual(p);
    const late = await database.db.selectFrom('pages').select(['scored_at', 'checks_json']).where('id', '=', partial.pageIds[3]!).executeTakeFirstOrThrow();
    expect(late).toEqual({ scored_at: null, checks_json: null });
    // And a failed audit's page is not scored either.
    await scorePage(b, { auditId: unscorable.id, pageId: unscorable.pageIds[0]!, url: `${ORIGIN}/` });
    expect((await database.db.selectFrom('pages').select('scored_at').where('id', '=', unscorable.pageIds[0]!).executeTakeFirstOrThrow()).scored_at).toBeNull();

    for (const [s, reason] of [
      [empty, 'timeout_no_pages_discovered'],
      [neverStarted, 'timeout_no_pages_discovered'],
      [unscorable, 'internal_error'],
    ] as const) {
      const row = await auditRow(s.id);
      expect(row.status, s.id).toBe('failed');
      expect(row.fail_reason).toBe(reason);
      expect(row.finalized_at).toBeNull();
      expect(failedFor(s.id)).toEqual([{ auditId: s.id, failReason: reason }]);
    }
    for (const s of [slowCrawl, fresh]) {
      const row = await auditRow(s.id);
      expect(row.status, s.id).toBe('running');
      expect(completedFor(s.id)).toHaveLength(0);
      expect(failedFor(s.id)).toHaveLength(0);
    }
    // Nothing left for a later sweep.
    expect(await sweepStuckAudits(b)).toEqual({ finalized: 0, failed: 0 });
  });

  it('re-score (over the bus, as the admin asks for it) recomputes completed audits from their stored pages', async () => {
    const s = await seedAudit({ pages: 3 });
    await score(a, s);
    expect(await finalizeAudit(a, s.id)).toBe('completed');
    const before = await auditRow(s.id);
    const pagesBefore = await database.db.selectFrom('pages').select(['id', 'checks_json', 'diagnostic_score']).where('audit_id', '=', s.id).orderBy('id').execute();
    const failedAudit = await seedAudit({ pages: 0, startedAt: ago(2 * STUCK_AFTER_MS), crawlCompletedAt: null });
    await sweepStuckAudits(a);
    expect((await auditRow(failedAudit.id)).status).toBe('failed');

    // Scores gone stale, as after a change of checks or weights.
    await database.db
      .updateTable('audits')
      .set({ composite_score: 1, aeo_score: 1, geo_score: 1, category_scores: toJson([]), site_checks_json: toJson([]) })
      .where('id', '=', s.id)
      .execute();
    await database.db.updateTable('pages').set({ checks_json: toJson([]), diagnostic_score: 0 }).where('audit_id', '=', s.id).execute();
    const completedBefore = completed.length;

    const config = loadConfig({ DATABASE_URL: database.url, NATS_URL: natsUrl, BUS_NAMESPACE: namespace, LOG_LEVEL: 'silent' });
    const scorer: RunningProcess = await startServices([scorerService], { config, log });
    let reply: { ok: boolean; results: RescoreResult[] };
    try {
      reply = await listener.request<{ limit: number }, { ok: boolean; results: RescoreResult[] }>(REQUESTS.scorer.rescoreRecent, { limit: 50 }, { timeoutMs: 60_000 });
    } finally {
      await scorer.stop();
    }
    const total = await database.db.selectFrom('audits').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'completed').executeTakeFirstOrThrow();
    // At most 10, the most recently finished first: this audit is among them; failed ones are not.
    expect(reply.results).toHaveLength(Math.min(10, Number(total.n)));
    expect(reply.ok).toBe(true);
    expect(reply.results).toContainEqual({ audit_id: s.id, status: 'success' });
    expect(reply.results.map((r) => r.audit_id)).not.toContain(failedAudit.id);

    const after = await auditRow(s.id);
    expect(after.composite_score).toBe(before.composite_score);
    expect(after.aeo_score).toBe(before.aeo_score);
    expect(after.geo_score).toBe(before.geo_score);
    expect(after.category_scores).toEqual(before.category_scores);
    expect(after.site_checks_json).toEqual(before.site_checks_json);
    // Recomputed, not re-run: the audit keeps its finish time, and completes no second time.
    expect(after.finalized_at).toEqual(before.finalized_at);
    expect(after.finished_at).toEqual(before.finished_at);
    await settle();
    expect(completed.length).toBe(completedBefore);
    const pagesAfter = await database.db.selectFrom('pages').select(['id', 'checks_json', 'diagnostic_score']).where('audit_id', '=', s.id).orderBy('id').execute();
    expect(pagesAfter).toEqual(pagesBefore);
    expect((await auditRow(failedAudit.id)).status).toBe('failed');
  });
});
