/**
 * Fault: NATS restarts mid-audit. The test runs its own nats-server with JetStream on a file store;
 * a crawler and a scorer (`citable start` processes) audit a site answering in 150 ms ± 50 ms; with
 * pages stored, the server is stopped (SIGTERM, as a host's service stop) and started again on the
 * same port and store two seconds later. The clients reconnect, the work queues come back from the
 * file store, and the audit must end as an undisturbed audit of the same site did.
 */
import { generateSite, startFixtureSite, withLatency, type FixtureSite } from '@citable/testing';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDeployment, sleep, type Deployment } from '../helpers/deployment.js';
import { auditResults, compareResults, describeComparison } from './helpers/audit-results.js';
import { startOwnNatsServer, type OwnNatsServer } from './helpers/nats-server.js';

const PAGES = 80;
const OUTAGE_MS = 2_000;
const ACK_WAIT_MS = 3_000;

let nats: OwnNatsServer | undefined;
let d: Deployment | undefined;
let site: FixtureSite | undefined;
afterAll(async () => {
  await d?.close();
  await nats?.remove();
  await site?.close();
});

it('a NATS restart mid-audit: the audit completes with the same pages and scores', async () => {
  nats = await startOwnNatsServer();
  d = await openDeployment({
    prefix: 'fault-nats',
    natsUrl: nats.url,
    env: { CRAWL_ACK_WAIT_MS: String(ACK_WAIT_MS), SCORE_ACK_WAIT_MS: String(ACK_WAIT_MS), RENDER_MODE: 'off', SCORE_WORKERS: '1' },
  });
  site = await startFixtureSite(withLatency(generateSite(PAGES), { ms: 150, jitterMs: 50 }));
  await Promise.all([d.start('crawler'), d.start('scorer')]);

  const reference = await d.startAudit(site.url, PAGES);
  expect((await d.waitForEnd(reference, 120_000)).status).toBe('completed');

  const auditId = await d.startAudit(site.url, PAGES);
  await d.waitFor(async () => (await d!.pageCount(auditId)) >= 20, '20 pages stored', 60_000);
  const storedAtStop = await d.pageCount(auditId);
  const stoppedAt = Date.now();
  await nats.stop();
  await sleep(OUTAGE_MS);
  await nats.start();
  const restartedAt = Date.now();

  const pagesAfter = async () => d!.pageCount(auditId);
  const storedAtRestart = await pagesAfter();
  await d.waitFor(async () => (await pagesAfter()) > storedAtRestart || (await d!.audit(auditId)).crawl_completed_at !== null, 'the crawl to go on', 90_000);
  const crawlingAgainMs = Date.now() - restartedAt;
  const end = await d.waitForEnd(auditId, 180_000);
  const completedAfterMs = Date.now() - restartedAt;
  expect(end.status, `fail_reason ${end.fail_reason}`).toBe('completed');

  const [expected, actual] = await Promise.all([auditResults(d, reference), auditResults(d, auditId)]);
  expect(Object.keys(actual.pages).sort()).toEqual(Object.keys(expected.pages).sort());
  const comparison = compareResults(actual, expected);
  expect(comparison.difference).toBeNull();
  const perUrl = await sql<{ n: string }>`select count(*) as n from pages where audit_id = ${auditId} group by url`.execute(d.db);
  expect(perUrl.rows).toHaveLength(PAGES);
  expect(perUrl.rows.every((r) => Number(r.n) === 1)).toBe(true);

  console.log(
    [
      `NATS restart: ${storedAtStop}/${PAGES} pages stored, nats-server stopped for ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s (file store kept)`,
      `  crawling again ${(crawlingAgainMs / 1000).toFixed(1)} s after the restart; audit completed ${(completedAfterMs / 1000).toFixed(1)} s after it; ${describeComparison(comparison)}`,
    ].join('\n'),
  );
}, 300_000);
