/**
 * Crash safety across crawler replicas, on real NATS JetStream and Postgres 15. A replica runs in
 * a child process (__tests__/replica-main.ts, started like services/crawler/src/main.ts) and
 * crawls a slow generated site; it is then
 *
 *  - SIGKILLed mid-crawl: its job, never acknowledged, comes back after the ack wait to a replica
 *    in this process, which resumes from the frontier in crawl_frontier;
 *  - or sent SIGTERM: it hands its job back at once (RetryLaterError) and exits 0, and the other
 *    replica resumes long before the (long) ack wait would have returned the job.
 *
 * Either way every page is stored exactly once, the crawl completes with one scoring job per
 * page and one finalise job, and the site's request log shows no page fetched twice except those
 * in flight when the first replica stopped (and the home page, which each crawl's precheck asks
 * for once).
 */
import { generateSite, type FixtureSite } from '@citable/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openHarness, pageRequests, pathOf, sleepMs, type CrawlHarness } from './__tests__/harness.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const REPLICA_MAIN = fileURLToPath(new URL('./__tests__/replica-main.ts', import.meta.url));

const SITE_PAGES = 60;
/** Each answer of the site takes this long, so a crawl lasts a few seconds and can be caught mid-way. */
const PAGE_DELAY_MS = 150;
/** Pages stored before the first replica is stopped. */
const STOP_AFTER_PAGES = 12;
/** A child replica loads the whole service through tsx: seconds on an idle machine, more on a busy one. */
const TEST_TIMEOUT_MS = 120_000;

interface ChildReplica {
  process: ChildProcess;
  owner: string;
  ready: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: string[];
}

let h: CrawlHarness | undefined;
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await h?.close();
  h = undefined;
});

/** A replica in a child process, configured from the environment as a deployment's is. */
function spawnReplica(harness: CrawlHarness, env: Record<string, string>): ChildReplica {
  const child = spawn(process.execPath, ['--import', 'tsx', REPLICA_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...harness.envFor(true),
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: 'tsconfig.test.json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('ready\n')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then(({ code, signal }) => reject(new Error(`replica exited before it was ready (${code ?? signal}):\n${output.join('')}`)));
  });
  return { process: child, owner: `${hostname()}:${child.pid}`, ready, exited, output };
}

async function storedCount(harness: CrawlHarness, auditId: string): Promise<number> {
  const row = await harness.database.db.selectFrom('pages').select((eb) => eb.fn.countAll<string>().as('n')).where('audit_id', '=', auditId).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function waitForPages(harness: CrawlHarness, auditId: string, n: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await storedCount(harness, auditId)) < n) {
    if (Date.now() > deadline) throw new Error(`fewer than ${n} pages stored within ${timeoutMs} ms`);
    await sleepMs(25);
  }
}

const frontierRows = (harness: CrawlHarness, auditId: string) =>
  harness.database.db.selectFrom('crawl_frontier').select(['url', 'state', 'error', 'claimed_by']).where('audit_id', '=', auditId).execute();

/** The end state both tests demand: every page once, the crawl complete, its jobs handed on once. */
async function expectCompleteWithoutDuplicates(harness: CrawlHarness, auditId: string, site: FixtureSite, mayRepeat: ReadonlySet<string>) {
  const { end, audit } = await harness.waitForCrawl(auditId, 40_000);
  expect(end, `fail_reason ${audit.fail_reason}`).toBe('completed');
  expect(audit.pages_crawled).toBe(SITE_PAGES);

  // Every page stored exactly once.
  const perUrl = await sql<{ url: string; n: string }>`select url, count(*) as n from pages where audit_id = ${auditId} group by url`.execute(harness.database.db);
  expect(perUrl.rows).toHaveLength(SITE_PAGES);
  expect(perUrl.rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
  const frontier = await frontierRows(harness, auditId);
  expect(frontier.filter((r) => r.state !== 'done')).toEqual([]);
  expect(frontier).toHaveLength(SITE_PAGES);

  // One scoring job per page (a page stored again after the stop upserts the same row, and its job id is the same).
  const pages = await harness.pages(auditId);
  const jobs = harness.scoreJobs.filter((j) => j.data.auditId === auditId);
  expect(jobs).toHaveLength(SITE_PAGES);
  expect(new Set(jobs.map((j) => j.data.pageId))).toEqual(new Set(pages.map((p) => p.id)));
  expect(harness.finalizeJobs.filter((j) => j.data.auditId === auditId)).toHaveLength(1);

  // No page fetched twice, except those in flight at the stop (and the home page, once per precheck).
  const counts = new Map<string, number>();
  for (const path of pageRequests(site)) counts.set(path, (counts.get(path) ?? 0) + 1);
  expect(counts.size).toBe(SITE_PAGES);
  const repeated = [...counts].filter(([, n]) => n > 1);
  for (const [path, n] of repeated) {
    expect(mayRepeat.has(path) || path === '/', `${path} fetched ${n} times`).toBe(true);
    expect(n).toBe(2);
  }
  return { frontier, pages };
}

describe('a crawler replica stopped mid-crawl', () => {
  it('SIGKILL: the redelivered job finishes on another replica with no page stored or fetched twice', async () => {
    const t = (h = await openHarness());
    const site = await t.site(generateSite(SITE_PAGES), { delayMs: PAGE_DELAY_MS });
    const ackWaitMs = 2_000;
    const env = { CRAWL_ACK_WAIT_MS: String(ackWaitMs) };
    const first = spawnReplica(t, env);
    await first.ready;

    const auditId = await t.startAudit(site.url, { maxPages: 100 });
    await waitForPages(t, auditId, STOP_AFTER_PAGES);
    first.process.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const killedAt = Date.now();

    // The state the dead replica left: some pages stored, some claimed and never finished.
    const storedAtKill = new Set((await t.pages(auditId)).map((p) => p.path));
    const leftInFlight = new Set((await frontierRows(t, auditId)).filter((r) => r.state === 'fetching').map((r) => pathOf(r.url)));
    const requestsAtKill = site.requests.length;
    expect(storedAtKill.size).toBeGreaterThanOrEqual(STOP_AFTER_PAGES);
    expect(storedAtKill.size).toBeLessThan(SITE_PAGES);
    expect((await t.database.db.selectFrom('audits').select('status').where('id', '=', auditId).executeTakeFirstOrThrow()).status).toBe('running');

    await t.startReplica({ env });
    const { frontier } = await expectCompleteWithoutDuplicates(t, auditId, site, leftInFlight);
    // The job came back only after its ack wait (CRAWL_ACK_WAIT_MS; the default is a minute): nobody
    // told the bus the first replica was gone.
    const resumedRequests = site.requests.slice(requestsAtKill);
    expect(resumedRequests.length).toBeGreaterThan(0);
    expect(Math.min(...resumedRequests.map((r) => r.at)) - killedAt).toBeGreaterThan(ackWaitMs / 2);
    // Pages the dead replica had finished were not fetched again.
    const refetched = pageRequests({ ...site, requests: resumedRequests }).filter((p) => storedAtKill.has(p) && p !== '/' && !leftInFlight.has(p));
    expect(refetched).toEqual([]);
    // Both replicas did part of the work.
    const owners = new Set(frontier.map((r) => r.claimed_by));
    expect(owners).toEqual(new Set([first.owner, `${hostname()}:${process.pid}`]));
  }, TEST_TIMEOUT_MS);

  it('SIGTERM: the replica hands its job back and exits 0; another replica resumes it at once', async () => {
    const t = (h = await openHarness());
    const site = await t.site(generateSite(SITE_PAGES), { delayMs: PAGE_DELAY_MS });
    // A long ack wait: the job can only come back this soon if the stopping replica handed it back.
    const ackWaitMs = 60_000;
    const env = { CRAWL_ACK_WAIT_MS: String(ackWaitMs) };
    const first = spawnReplica(t, env);
    await first.ready;

    const auditId = await t.startAudit(site.url, { maxPages: 100 });
    await waitForPages(t, auditId, STOP_AFTER_PAGES);
    const termAt = Date.now();
    first.process.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - termAt).toBeLessThan(10_000);

    // A clean hand-back: nothing left claimed, the fetches it cut short put back in the queue, the audit still running.
    const atStop = await frontierRows(t, auditId);
    expect(atStop.filter((r) => r.state === 'fetching')).toEqual([]);
    const handedBack = new Set(atStop.filter((r) => r.state === 'queued' && r.error === 'crawl stopped').map((r) => pathOf(r.url)));
    const storedAtStop = (await t.pages(auditId)).length;
    expect(storedAtStop).toBeLessThan(SITE_PAGES);
    expect((await t.database.db.selectFrom('audits').select(['status', 'fail_reason']).where('id', '=', auditId).executeTakeFirstOrThrow())).toEqual({
      status: 'running',
      fail_reason: null,
    });

    await t.startReplica({ env });
    await expectCompleteWithoutDuplicates(t, auditId, site, handedBack);
    expect(Date.now() - termAt).toBeLessThan(ackWaitMs / 2);
  }, TEST_TIMEOUT_MS);
});
