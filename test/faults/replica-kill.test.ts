/**
 * Fault: kill -9 one of two crawler replicas and one of two scorer replicas mid-audit. Real
 * Postgres and NATS; each replica a `citable start` process; the site is served on 127.0.0.1 and
 * answers in 150 ms ± 50 ms. The killed crawler's crawl comes back after CRAWL_ACK_WAIT_MS to the
 * other crawler, which resumes from the frontier; the killed scorer's pages come back after
 * SCORE_ACK_WAIT_MS. The audit must end as an undisturbed audit of the same site did: the same
 * pages, the same scores (to 1e-9), no page stored twice, no page scored twice beyond the ones
 * the dead scorer held.
 */
import { generateSite, scrapeMetrics, startFixtureSite, withLatency, type FixtureSite, type ServiceProcess } from '@citable/testing';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDeployment, type Deployment } from '../helpers/deployment.js';
import { auditResults, compareResults, describeComparison } from './helpers/audit-results.js';

const PAGES = 80;
const ACK_WAIT_MS = 3_000;
/** A scorer takes two pages per worker thread at once: what a killed one can hold. */
const SCORE_WORKERS = 1;

let d: Deployment | undefined;
let site: FixtureSite | undefined;
afterAll(async () => {
  await d?.close();
  await site?.close();
});

const scored = async (d: Deployment, auditId: string) =>
  Number((await d.db.selectFrom('pages').select((eb) => eb.fn.count<string>('scored_at').as('n')).where('audit_id', '=', auditId).executeTakeFirstOrThrow()).n);

const scoredTotal = async (procs: ServiceProcess[]) => {
  let total = 0;
  for (const p of procs) total += (await scrapeMetrics(p.metricsUrl)).value('citable_scorer_pages_scored_total');
  return total;
};

it('kill -9 of a crawler and a scorer mid-audit: same pages, same scores, nothing stored or scored twice', async () => {
  d = await openDeployment({
    prefix: 'fault-kill',
    env: { CRAWL_ACK_WAIT_MS: String(ACK_WAIT_MS), SCORE_ACK_WAIT_MS: String(ACK_WAIT_MS), RENDER_MODE: 'off', SCORE_WORKERS: String(SCORE_WORKERS) },
  });
  site = await startFixtureSite(withLatency(generateSite(PAGES), { ms: 150, jitterMs: 50 }));
  const [crawlerA, crawlerB, scorerA, scorerB] = await Promise.all([d.start('crawler'), d.start('crawler'), d.start('scorer'), d.start('scorer')]);

  const reference = await d.startAudit(site.url, PAGES);
  expect((await d.waitForEnd(reference, 120_000)).status).toBe('completed');

  const disturbedStart = Date.now();
  const scoredBefore = await scoredTotal([scorerA, scorerB]);
  const auditId = await d.startAudit(site.url, PAGES);
  await d.waitFor(async () => (await d!.pageCount(auditId)) >= 20 && (await scored(d!, auditId)) >= 5, '20 pages stored and 5 scored', 60_000);

  // The crawler that holds the crawl is the one claiming its frontier rows.
  const owners = await sql<{ claimed_by: string }>`select claimed_by from crawl_frontier where audit_id = ${auditId} and claimed_by is not null order by updated_at desc limit 1`.execute(d.db);
  const victimCrawler = [crawlerA, crawlerB].find((c) => c.owner === owners.rows[0]?.claimed_by);
  expect(victimCrawler, 'the crawler holding the crawl').toBeDefined();
  const survivorCrawler = victimCrawler === crawlerA ? crawlerB : crawlerA;
  const victimScoredAtKill = (await scrapeMetrics(scorerA.metricsUrl)).value('citable_scorer_pages_scored_total');
  const storedAtKill = await d.pageCount(auditId);
  const killedAt = Date.now();
  await Promise.all([victimCrawler!.kill('SIGKILL'), scorerA.kill('SIGKILL')]);

  // Recovery: the other crawler claims the crawl's URLs (after the ack wait), then the audit completes.
  const claimedBySurvivor = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from crawl_frontier where audit_id = ${auditId} and claimed_by = ${survivorCrawler.owner}`.execute(d!.db)).rows[0]!.n);
  await d.waitFor(async () => (await claimedBySurvivor()) > 0, 'the crawl to resume on the other crawler', 60_000);
  const resumedAfterMs = Date.now() - killedAt;
  const end = await d.waitForEnd(auditId, 120_000);
  const completedAfterMs = Date.now() - killedAt;
  expect(end.status, `fail_reason ${end.fail_reason}`).toBe('completed');

  // Same pages, same scores as the undisturbed audit.
  const [expected, actual] = await Promise.all([auditResults(d, reference), auditResults(d, auditId)]);
  expect(Object.keys(actual.pages)).toHaveLength(PAGES);
  expect(Object.keys(actual.pages).sort()).toEqual(Object.keys(expected.pages).sort());
  const comparison = compareResults(actual, expected);
  expect(comparison.difference).toBeNull();

  // No page stored twice: one row per URL, and no page fetched more than once but those in flight at the kill.
  const perUrl = await sql<{ n: string }>`select count(*) as n from pages where audit_id = ${auditId} group by url`.execute(d.db);
  expect(perUrl.rows.every((r) => Number(r.n) === 1)).toBe(true);
  const fetches = new Map<string, number>();
  for (const r of site.requests.filter((r) => r.at >= disturbedStart && (r.path === '/' || r.path.startsWith('/p/')))) fetches.set(r.path, (fetches.get(r.path) ?? 0) + 1);
  const refetched = [...fetches].filter(([path, n]) => n > 1 && path !== '/');
  expect(refetched.every(([, n]) => n === 2)).toBe(true);
  // The crawl runs 4 fetches at once (CRAWL_CONCURRENCY): at most those were in flight at the kill.
  expect(refetched.length).toBeLessThanOrEqual(4);

  // No page scored twice, but the ones the killed scorer held (it takes two per worker thread).
  expect(end.pages_analyzed).toBe(PAGES);
  expect(await scored(d, auditId)).toBe(PAGES);
  const scoringRuns = (await scoredTotal([scorerB])) + victimScoredAtKill - scoredBefore;
  const rescored = scoringRuns - PAGES;
  expect(rescored).toBeLessThanOrEqual(2 * SCORE_WORKERS);
  expect(survivorCrawler.process.exitCode).toBeNull();

  console.log(
    [
      `replica kill: stored ${storedAtKill}/${PAGES} pages, then kill -9 crawler pid ${victimCrawler!.pid} (holding the crawl) and scorer pid ${scorerA.pid}`,
      `  crawl resumed on crawler pid ${survivorCrawler.pid} ${(resumedAfterMs / 1000).toFixed(1)} s after the kill (CRAWL_ACK_WAIT_MS ${ACK_WAIT_MS})`,
      `  audit completed ${(completedAfterMs / 1000).toFixed(1)} s after the kill: ${PAGES} pages, ${describeComparison(comparison)}`,
      `  pages fetched twice: ${refetched.length} (in flight at the kill); pages scored twice: ${Math.max(0, rescored)} (held by the dead scorer)`,
    ].join('\n'),
  );
}, 300_000);
