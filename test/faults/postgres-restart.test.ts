/**
 * Fault: Postgres restarts mid-audit. The test runs its own Postgres (Debian's initdb and pg_ctl
 * on a temporary folder); a crawler and a scorer audit a site answering in 150 ms ± 50 ms; with
 * pages stored and scored, the server is stopped (`pg_ctl stop -m fast`: connections cut, open
 * transactions rolled back) and started again two seconds later. The audit must end, completed or
 * failed with a fail_reason, well before the scorer's sweep would have to step in; no page stored
 * or scored before the restart may be lost; and a completed audit must match an undisturbed one.
 */
import { FAIL_REASONS } from '@citable/contracts';
import { generateSite, startFixtureSite, withLatency, type FixtureSite } from '@citable/testing';
import { afterAll, expect, it } from 'vitest';
import { openDeployment, sleep, type Deployment } from '../helpers/deployment.js';
import { auditResults, compareResults, describeComparison, type Comparison } from './helpers/audit-results.js';
import { startOwnPostgres, type OwnPostgres } from './helpers/postgres-server.js';

const PAGES = 80;
const OUTAGE_MS = 2_000;
/** The scorer's sweep finalises audits untouched this long (sweep.ts): the audit must end long before. */
const STUCK_AFTER_MS = 30 * 60_000;

let pg: OwnPostgres | undefined;
let d: Deployment | undefined;
let site: FixtureSite | undefined;
afterAll(async () => {
  await d?.close().catch(() => undefined);
  await pg?.remove();
  await site?.close();
});

it('a Postgres restart mid-audit: the audit ends with a clear outcome and no finished page is lost', async () => {
  pg = await startOwnPostgres();
  const database = await pg.createDatabase('citable_fault');
  d = await openDeployment({ prefix: 'fault-pg', database, env: { CRAWL_ACK_WAIT_MS: '3000', SCORE_ACK_WAIT_MS: '3000', RENDER_MODE: 'off', SCORE_WORKERS: '1' } });
  site = await startFixtureSite(withLatency(generateSite(PAGES), { ms: 150, jitterMs: 50 }));
  const services = await Promise.all([d.start('crawler'), d.start('scorer')]);

  const reference = await d.startAudit(site.url, PAGES);
  expect((await d.waitForEnd(reference, 120_000)).status).toBe('completed');

  const auditId = await d.startAudit(site.url, PAGES);
  const scoredPages = () => d!.db.selectFrom('pages').select(['id', 'url', 'checks_json', 'diagnostic_score']).where('audit_id', '=', auditId).where('scored_at', 'is not', null).execute();
  await d.waitFor(async () => (await d!.pageCount(auditId)) >= 20 && (await scoredPages()).length >= 5, '20 pages stored and 5 scored', 60_000);
  const storedBefore = await d.db.selectFrom('pages').select(['id', 'url']).where('audit_id', '=', auditId).execute();
  const scoredBefore = await scoredPages();
  const stoppedAt = Date.now();
  await pg.stop();
  await sleep(OUTAGE_MS);
  await pg.start();
  const restartedAt = Date.now();

  // On a timeout, say where the audit stood and what the services logged, so a rare failure can be read.
  const end = await d.waitForEnd(auditId, 180_000).catch(async (error: Error) => {
    const row = await d!.audit(auditId).catch(() => null);
    const pages = await d!.pageCount(auditId).catch(() => -1);
    const scored = (await scoredPages().catch(() => [])).length;
    const logs = services.map((s) => `--- ${s.services} ---\n${s.output().slice(-6000)}`).join('\n');
    throw new Error(`${error.message}; audit ${row?.status ?? '?'}, ${pages} pages stored, ${scored} scored\n${logs}`);
  });
  const endedAfterMs = Date.now() - restartedAt;
  expect(['completed', 'failed']).toContain(end.status);
  expect(endedAfterMs).toBeLessThan(STUCK_AFTER_MS);
  // A reason of the spec's list (or internal_error), never a stack trace.
  if (end.status === 'failed') expect([...FAIL_REASONS, 'internal_error']).toContain(end.fail_reason);

  // Nothing finished before the restart is lost: every stored page is there, every scored one still scored alike.
  const after = await d.db.selectFrom('pages').select(['id', 'url', 'checks_json', 'diagnostic_score', 'scored_at']).where('audit_id', '=', auditId).execute();
  const byId = new Map(after.map((p) => [p.id, p]));
  for (const page of storedBefore) expect(byId.get(page.id)?.url, page.url).toBe(page.url);
  for (const page of scoredBefore) {
    expect(byId.get(page.id)?.scored_at, page.url).not.toBeNull();
    expect(byId.get(page.id)?.diagnostic_score).toBe(page.diagnostic_score);
  }
  let comparison: Comparison | null = null;
  if (end.status === 'completed') {
    const [expected, actual] = await Promise.all([auditResults(d, reference), auditResults(d, auditId)]);
    comparison = compareResults(actual, expected);
    expect(comparison.difference).toBeNull();
  }

  console.log(
    [
      `Postgres restart: ${storedBefore.length}/${PAGES} pages stored (${scoredBefore.length} scored), pg_ctl stop -m fast, down ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s, started again`,
      `  audit ${end.status}${end.fail_reason ? ` (${end.fail_reason})` : ''} ${(endedAfterMs / 1000).toFixed(1)} s after the restart; all ${storedBefore.length} pages stored before it kept${comparison ? `; ${describeComparison(comparison)}` : ''}`,
    ].join('\n'),
  );
}, 300_000);
