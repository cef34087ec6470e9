/**
 * The whole audit pipeline on real NATS JetStream and Postgres: the crawler service and scorer
 * replicas each run as a deployment runs them (startServices: their own bus connection and
 * database pool), and audits are started the way the gateway starts them (createAudit).
 *
 * 1. With one scorer replica, audit the well-optimised and the poor fixture sites (render off).
 * 2. Add a second replica (a second startServices with the same configuration), audit both sites
 *    again, and score a copy of the first run's crawl (same stored pages, same audit clock) on
 *    the two replicas.
 *
 * The copy must score exactly as the one-replica run: composite, categories, AEO/GEO, every page
 * check and every site check. The second full crawl must give the same checks too, except A13's
 * fallback measurement (the time the static HTML took to fetch, which differs from one crawl to
 * the next). Every audit is finalised exactly once: one audit.completed event, finalized_at
 * written once, even with extra finalise jobs thrown at both replicas.
 */
import { createAudit } from '@citable/auth';
import { connectNatsBus, deleteNatsNamespace, type Bus, type Subscription } from '@citable/bus';
import { loadConfig, type Config } from '@citable/config';
import {
  EVENTS,
  QUEUES,
  REQUESTS,
  ReportSchema,
  type AuditCompleted,
  type AuditFailed,
  type AuditFinalizeJob,
  type CheckResult,
  type PageScoreJob,
  type Report,
} from '@citable/contracts';
import { crawlerService } from '@citable/crawler';
import { PAGE_CRITERIA, SITE_CRITERIA } from '@citable/criteria';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { BROKEN_LINKS_SITE, createTestDatabase, startFixtureSite, testNamespace, testNatsUrl, type FixtureSite, type TestDatabase } from '@citable/testing';
import { sql } from 'kysely';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORING_LIMITS } from '../scoring/limits.js';
import { createScorerService } from '../service.js';

const AUDIT_TIMEOUT_MS = 90_000;
/** How long to keep listening after completion for a second, wrong, audit.completed. */
const QUIET_MS = 1_500;

type Replica = 'r1' | 'r2';
interface Scored {
  replica: Replica;
  auditId: string;
  url: string;
}

let database: TestDatabase;
let natsUrl: string;
let namespace: string;
let config: Config;
let testBus: Bus;
let good: FixtureSite;
let poor: FixtureSite;
let linkrot: FixtureSite;
const processes: RunningProcess[] = [];
const subs: Subscription[] = [];
const scored: Scored[] = [];
const completedEvents = new Map<string, AuditCompleted[]>();
const failedEvents = new Map<string, AuditFailed[]>();

const log = createLogger({ level: 'silent' });

async function startScorerReplica(replica: Replica): Promise<RunningProcess> {
  const service = createScorerService({ onPageScored: (job) => scored.push({ replica, auditId: job.auditId, url: job.url }) });
  const proc = await startServices([service], { config, log });
  processes.push(proc);
  return proc;
}

const auditRow = (id: string) =>
  database.db
    .selectFrom('audits')
    .select(['status', 'fail_reason', 'finalized_at', 'finished_at', 'composite_score', 'aeo_score', 'geo_score', 'composite', 'category_scores', 'site_checks_json', 'pages_analyzed', 'started_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const pagesOf = (id: string) =>
  database.db.selectFrom('pages').select(['id', 'url', 'status_code', 'diagnostic_score', 'checks_json', 'scored_at', 'fetch_ms']).where('audit_id', '=', id).orderBy('url').execute();

async function waitForFinish(auditId: string): Promise<void> {
  const deadline = Date.now() + AUDIT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((completedEvents.get(auditId)?.length ?? 0) > 0) return;
    const failed = failedEvents.get(auditId);
    if (failed?.length) throw new Error(`audit ${auditId} failed: ${failed[0]!.failReason}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const row = await auditRow(auditId);
  throw new Error(`audit ${auditId} did not complete within ${AUDIT_TIMEOUT_MS} ms (status ${row.status}, ${row.pages_analyzed} pages analysed)`);
}

function startAudit(site: FixtureSite, maxPages = 50): Promise<string> {
  return createAudit(database.db, testBus, config, {
    userId: null,
    draft: { project_id: 'scorer-it', root_url: site.url, site_description: null, max_pages: maxPages },
    options: { renderMode: 'off', allowPrivate: true, mapOrigin: null },
  });
}

/**
 * A second audit of exactly the same crawl: the audit row (its clock included), every stored
 * page as the crawler stored it, and the site artifacts, with nothing scored; then one scoring
 * job per page, as the crawler queues them. The last page scored asks for finalisation.
 */
async function copyCrawl(sourceId: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into audits (project_id, root_url, domain, max_pages, status, options, pages_discovered, pages_crawled, started_at, crawl_completed_at, crawl_summary)
    select project_id, root_url, domain, max_pages, 'running', options, pages_discovered, pages_crawled, started_at, now(), crawl_summary
    from audits where id = ${sourceId}
    returning id`.execute(database.db);
  const copyId = rows[0]!.id;
  await sql`
    insert into pages (audit_id, url, title, status_code, h1, canonical, schema_types, jsonld, html_static, html_rendered, content_type, headers, redirect_chain, fetch_ms, depth, rendered_metrics, facts)
    select ${copyId}, url, title, status_code, h1, canonical, schema_types, jsonld, html_static, html_rendered, content_type, headers, redirect_chain, fetch_ms, depth, rendered_metrics, facts
    from pages where audit_id = ${sourceId}`.execute(database.db);
  await sql`
    insert into site_artifacts (audit_id, kind, url, status_code, content, data, error, fetched_at)
    select ${copyId}, kind, url, status_code, content, data, error, fetched_at from site_artifacts where audit_id = ${sourceId}`.execute(database.db);
  for (const page of await pagesOf(copyId)) {
    await testBus.enqueue<PageScoreJob>(QUEUES.pageScore, { auditId: copyId, pageId: page.id, url: page.url }, { id: `score:${copyId}:${page.id}` });
  }
  return copyId;
}

interface AuditResult {
  id: string;
  status: string;
  composite: number | null;
  aeo: number | null;
  geo: number | null;
  composite_json: unknown;
  categories: unknown;
  siteChecks: CheckResult[];
  /** url -> that page's checks, sorted by id. */
  pages: Map<string, CheckResult[]>;
  diagnostics: Map<string, number | null>;
  finalizedAt: Date | null;
}

async function resultOf(id: string): Promise<AuditResult> {
  const a = await auditRow(id);
  const pages = await pagesOf(id);
  return {
    id,
    status: a.status,
    composite: a.composite_score,
    aeo: a.aeo_score,
    geo: a.geo_score,
    composite_json: a.composite,
    categories: a.category_scores,
    siteChecks: a.site_checks_json ?? [],
    pages: new Map(pages.map((p) => [p.url, [...(p.checks_json ?? [])].sort((x, y) => (x.id < y.id ? -1 : 1))])),
    diagnostics: new Map(pages.map((p) => [p.url, p.diagnostic_score])),
    finalizedAt: a.finalized_at,
  };
}

/** A13 without a rendered LCP falls back on the fetch time of this crawl: a measurement, not a judgement of the HTML. */
function withoutFetchTiming(checks: CheckResult[]): unknown[] {
  return checks.map((c) =>
    c.id === 'A13_page_speed_lcp' && (c.details as { source?: string }).source === 'fetch'
      ? { id: c.id, source: 'fetch', measured: typeof (c.details as { fetchMs?: unknown }).fetchMs === 'number' }
      : c,
  );
}

async function reportOf(id: string): Promise<Report | null> {
  return testBus.request<{ auditId: string }, Report | null>(REQUESTS.scorer.report, { auditId: id }, { timeoutMs: 30_000 });
}

function expectReportWithinLimits(report: Report, result: AuditResult): void {
  expect(Value.Check(ReportSchema, report), JSON.stringify([...Value.Errors(ReportSchema, report)].slice(0, 3))).toBe(true);
  expect(report.scores.overall).toBe(result.composite);
  expect(report.audit.pages_analyzed).toBe(result.pages.size);
  expect(report.strengths.length).toBeLessThanOrEqual(SCORING_LIMITS.strengths);
  expect(report.weaknesses.length).toBeLessThanOrEqual(SCORING_LIMITS.weaknesses);
  expect(report.priorityFixes.length).toBeLessThanOrEqual(SCORING_LIMITS.priorityFixes);
  for (const fix of report.priorityFixes) expect(fix.affected_pages.length).toBeLessThanOrEqual(SCORING_LIMITS.affectedPagesPerFix);
  expect(report.siteDiagnostics.length).toBeLessThanOrEqual(SCORING_LIMITS.siteDiagnostics);
  expect(report.topPages.length).toBeLessThanOrEqual(SCORING_LIMITS.topPages);
  expect(report.quickWins.length).toBeLessThanOrEqual(SCORING_LIMITS.quickWins);
  // No citation run here: the section is zeros (its caps are the citation service's, tested there).
  expect(report.citations).toMatchObject({ total_queries: 0, successful_citations: [], missed_opportunities: [], top_cited_pages: [] });
  // Six categories, the best pages first, fixes worth the most first.
  expect(report.categories).toHaveLength(6);
  const topScores = report.topPages.map((p) => p.score);
  expect(topScores).toEqual([...topScores].sort((a, b) => b - a));
  const impacts = report.priorityFixes.map((f) => f.expected_impact);
  expect(Math.max(...impacts, 0)).toBe(impacts[0] ?? 0);
  // No citation run yet: nothing invented.
  expect(report.citations.total_queries).toBe(0);
}

/** Every audit of this file is checked for: completed, finalised once, one completed event. */
async function expectFinalisedOnce(r: AuditResult): Promise<void> {
  expect(r.status).toBe('completed');
  expect(r.finalizedAt).toBeInstanceOf(Date);
  expect(completedEvents.get(r.id)).toHaveLength(1);
  expect(completedEvents.get(r.id)![0]!.compositeScore).toBe(r.composite);
  expect(failedEvents.get(r.id)).toBeUndefined();
  const again = await auditRow(r.id);
  expect(again.finalized_at?.getTime()).toBe(r.finalizedAt!.getTime());
}

const results: Record<'good1' | 'poor1' | 'good2' | 'poor2' | 'goodCopy' | 'poorCopy', AuditResult> = {} as never;

beforeAll(async () => {
  [database, natsUrl] = await Promise.all([createTestDatabase(), testNatsUrl()]);
  namespace = testNamespace('scorer-pipeline');
  config = loadConfig({
    DATABASE_URL: database.url,
    NATS_URL: natsUrl,
    BUS_NAMESPACE: namespace,
    CRAWL_ALLOW_PRIVATE: 'true',
    RENDER_MODE: 'off',
    LOG_LEVEL: 'silent',
  });
  [good, poor, linkrot] = await Promise.all([startFixtureSite('well-optimised'), startFixtureSite('poor'), startFixtureSite('broken-links')]);
  testBus = await connectNatsBus({ url: natsUrl, namespace, name: 'scorer-pipeline-test', logger: log });
  subs.push(
    await testBus.subscribe<AuditCompleted>(EVENTS.auditCompleted, (e) => void completedEvents.set(e.auditId, [...(completedEvents.get(e.auditId) ?? []), e])),
    await testBus.subscribe<AuditFailed>(EVENTS.auditFailed, (e) => void failedEvents.set(e.auditId, [...(failedEvents.get(e.auditId) ?? []), e])),
  );
  processes.push(await startServices([crawlerService], { config, log }));
  await startScorerReplica('r1');
});

afterAll(async () => {
  for (const sub of subs) await sub.stop();
  for (const proc of processes.reverse()) await proc.stop();
  await testBus?.close();
  await Promise.all([good?.close(), poor?.close(), linkrot?.close()]);
  if (natsUrl && namespace) await deleteNatsNamespace({ url: natsUrl, namespace });
  await database?.drop();
});

describe('audit pipeline on NATS and Postgres', () => {
  it('one scorer replica: audits both fixture sites, each finalised once', async () => {
    const [goodId, poorId] = [await startAudit(good), await startAudit(poor)];
    await Promise.all([waitForFinish(goodId), waitForFinish(poorId)]);
    await new Promise((r) => setTimeout(r, QUIET_MS));
    results.good1 = await resultOf(goodId);
    results.poor1 = await resultOf(poorId);
    for (const r of [results.good1, results.poor1]) {
      await expectFinalisedOnce(r);
      // Every page scored, each with every page check, none broken.
      expect(r.pages.size).toBeGreaterThan(0);
      for (const [url, checks] of r.pages) {
        expect(checks.map((c) => c.id), url).toEqual(PAGE_CRITERIA.map((c) => c.id).sort());
        expect(checks.filter((c) => c.status === 'error'), url).toEqual([]);
      }
      expect(r.siteChecks.map((c) => c.id).sort()).toEqual(SITE_CRITERIA.map((c) => c.id).sort());
      expect(r.siteChecks.filter((c) => c.status === 'error')).toEqual([]);
      expect((await auditRow(r.id)).pages_analyzed).toBe(r.pages.size);
    }
    expect(scored.every((s) => s.replica === 'r1')).toBe(true);

    // Absolute sanity: the fixtures were written to score far apart.
    console.info(`scores (1 replica): well-optimised ${results.good1.composite?.toFixed(1)} over ${results.good1.pages.size} pages, poor ${results.poor1.composite?.toFixed(1)} over ${results.poor1.pages.size} pages`);
    expect(results.good1.pages.size).toBe(8);
    expect(results.poor1.pages.size).toBe(3);
    expect(results.good1.composite!).toBeGreaterThan(80);
    expect(results.poor1.composite!).toBeLessThan(35);
    expect(results.good1.aeo!).toBeGreaterThan(results.poor1.aeo! + 30);
    expect(results.good1.geo!).toBeGreaterThan(results.poor1.geo! + 30);
  }, 180_000);

  it('the report endpoint answers within every limit, and nothing for an unfinished audit', async () => {
    for (const r of [results.good1, results.poor1]) {
      const report = await reportOf(r.id);
      expect(report).not.toBeNull();
      expectReportWithinLimits(report!, r);
    }
    // The poor site has plenty to fix: the list is full, and the summary has weaknesses.
    const poorReport = (await reportOf(results.poor1.id))!;
    expect(poorReport.priorityFixes).toHaveLength(SCORING_LIMITS.priorityFixes);
    expect(poorReport.weaknesses.length).toBeGreaterThan(0);
    const goodReport = (await reportOf(results.good1.id))!;
    expect(goodReport.strengths.length).toBeGreaterThan(0);

    const { rows } = await sql<{ id: string }>`
      insert into audits (project_id, root_url, domain, max_pages, status) values ('scorer-it', ${good.url}, '127.0.0.1', 5, 'running') returning id`.execute(database.db);
    expect(await reportOf(rows[0]!.id)).toBeNull();
    expect(await reportOf('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('two scorer replicas: the same scores as one, both replicas at work, each audit finalised once', async () => {
    await startScorerReplica('r2');
    const before = scored.length;
    const [goodId, poorId] = [await startAudit(good), await startAudit(poor)];
    const [goodCopyId, poorCopyId] = [await copyCrawl(results.good1.id), await copyCrawl(results.poor1.id)];
    const ids = [goodId, poorId, goodCopyId, poorCopyId];
    // A storm of finalise requests while the audits run, so both replicas race to finish each one.
    let storming = true;
    let extra = 0;
    const storm = (async () => {
      while (storming) {
        for (const id of ids) await testBus.enqueue<AuditFinalizeJob>(QUEUES.auditFinalize, { auditId: id }, { id: `finalize:${id}:storm-${extra++}` });
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    try {
      await Promise.all(ids.map(waitForFinish));
    } finally {
      storming = false;
      await storm;
    }
    // Both replicas now hold finalise jobs for finished audits: they must change nothing.
    for (const id of ids) {
      for (let i = 0; i < 3; i++) await testBus.enqueue<AuditFinalizeJob>(QUEUES.auditFinalize, { auditId: id }, { id: `finalize:${id}:extra-${i}` });
    }
    await new Promise((r) => setTimeout(r, QUIET_MS * 2));

    results.good2 = await resultOf(goodId);
    results.poor2 = await resultOf(poorId);
    results.goodCopy = await resultOf(goodCopyId);
    results.poorCopy = await resultOf(poorCopyId);
    for (const r of [results.good2, results.poor2, results.goodCopy, results.poorCopy]) await expectFinalisedOnce(r);

    const run = scored.slice(before);
    const byReplica = { r1: run.filter((s) => s.replica === 'r1').length, r2: run.filter((s) => s.replica === 'r2').length };
    console.info(
      `pages scored with 2 replicas: r1 ${byReplica.r1}, r2 ${byReplica.r2}\n${run.map((s) => `  ${s.replica} ${s.auditId.slice(0, 8)} ${s.url}`).join('\n')}`,
    );
    expect(byReplica.r1).toBeGreaterThan(0);
    expect(byReplica.r2).toBeGreaterThan(0);
    // Each page of the four audits scored once (no redelivery on a healthy run).
    const expectedPages = [results.good2, results.poor2, results.goodCopy, results.poorCopy].reduce((n, r) => n + r.pages.size, 0);
    expect(run).toHaveLength(expectedPages);

    // The same crawl scored by two replicas: identical to one replica, to the last digit.
    for (const [one, two] of [
      [results.good1, results.goodCopy],
      [results.poor1, results.poorCopy],
    ] as const) {
      expect(two.composite).toBe(one.composite);
      expect(two.aeo).toBe(one.aeo);
      expect(two.geo).toBe(one.geo);
      expect(two.composite_json).toEqual(one.composite_json);
      expect(two.categories).toEqual(one.categories);
      expect(two.siteChecks).toEqual(one.siteChecks);
      expect([...two.pages.keys()]).toEqual([...one.pages.keys()]);
      for (const [url, checks] of one.pages) expect(two.pages.get(url), url).toEqual(checks);
      expect(two.diagnostics).toEqual(one.diagnostics);
    }
    // A fresh crawl scored by two replicas: the same checks, but for the fetch time it measured.
    for (const [one, two] of [
      [results.good1, results.good2],
      [results.poor1, results.poor2],
    ] as const) {
      expect([...two.pages.keys()]).toEqual([...one.pages.keys()]);
      for (const [url, checks] of one.pages) expect(withoutFetchTiming(two.pages.get(url)!), url).toEqual(withoutFetchTiming(checks));
      expect(two.siteChecks).toEqual(one.siteChecks);
      expect(Math.abs(two.composite! - one.composite!)).toBeLessThan(5);
    }
  }, 240_000);

  it('a site whose nav links to missing pages and images: only its HTML 200 pages are pages, scored; the broken links are a site diagnostic', async () => {
    const [fullId, cappedId] = [await startAudit(linkrot), await startAudit(linkrot, 3)];
    await Promise.all([waitForFinish(fullId), waitForFinish(cappedId)]);
    const full = await resultOf(fullId);
    await expectFinalisedOnce(full);
    const path = (u: string) => new URL(u).pathname;
    // Pages: the HTML 200 answers, each with every page check; nothing else was stored or scored.
    expect([...full.pages.keys()].map(path).sort()).toEqual([...BROKEN_LINKS_SITE.pages].sort());
    for (const page of await pagesOf(fullId)) expect(page.status_code).toBe(200);
    expect(scored.filter((s) => s.auditId === fullId).map((s) => path(s.url)).sort()).toEqual([...BROKEN_LINKS_SITE.pages].sort());
    expect((await auditRow(fullId)).pages_analyzed).toBe(4);
    // No 37th check: the 36 of the catalogue, and the broken links beside them.
    expect(full.siteChecks.map((c) => c.id).sort()).toEqual(SITE_CRITERIA.map((c) => c.id).sort());

    const { crawl_summary: summary } = await database.db.selectFrom('audits').select('crawl_summary').where('id', '=', fullId).executeTakeFirstOrThrow();
    expect(summary).not.toBeNull();
    expect(Object.fromEntries(summary!.broken_links.map((b) => [path(b.url), b.status_code]))).toEqual(BROKEN_LINKS_SITE.broken);
    const docs = summary!.broken_links.find((b) => path(b.url) === '/docs/');
    expect(docs?.linked_from.map(path).sort()).toEqual(['/', '/about', '/pricing', '/pricing-copy']);
    expect(summary!.redirects.map((r) => [path(r.url), r.status_code, path(r.target)]).sort()).toEqual([
      ['/moved', 302, '/nowhere'],
      ['/old-pricing', 301, '/pricing'],
    ]);
    expect(Object.fromEntries(summary!.resources.map((r) => [path(r.url), r.content_type]))).toEqual(BROKEN_LINKS_SITE.resources);
    // The copy whose canonical is a missing page: S3 holds the dead end against it.
    const s3 = full.siteChecks.find((c) => c.id === 'S3_canonical_correct_pct');
    expect(s3?.evidence.some((e) => e.includes('/pricing-copy: found canonical') && e.includes('/docs/missing answered HTTP 404'))).toBe(true);
    const report = (await reportOf(fullId))!;
    expectReportWithinLimits(report, full);
    expect(report.crawlSummary).toEqual(summary);

    // max_pages counts pages only: three pages, the dead links before them notwithstanding.
    const capped = await resultOf(cappedId);
    await expectFinalisedOnce(capped);
    expect([...capped.pages.keys()].map(path).sort()).toEqual(['/', '/about', '/pricing']);
    expect((await auditRow(cappedId)).pages_analyzed).toBe(3);
  }, 180_000);
});
