/**
 * Graceful shutdown of real `citable start` processes (runServices), on Postgres and NATS:
 *  - SIGTERM to a crawler mid-crawl: /readyz turns 503, it takes no new job, hands its crawl back
 *    (another replica resumes it at once, not after the ack wait), closes Chromium, exits 0;
 *  - SIGTERM to a scorer whose page waits on an LLM that never answers: after SHUTDOWN_TIMEOUT_MS
 *    the job is handed back (another replica scores it at once) and the process exits 1;
 *  - a second SIGTERM exits at once.
 */
import { generateSite, startFixtureSite, type FixtureSite } from '@citable/testing';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openDeployment, sleep, type Deployment } from '../helpers/deployment.js';

let d: Deployment | undefined;
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
  await d?.close();
  d = undefined;
});

/** Every process below `pid` (Chromium and its helpers, for a crawler). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its closing ")" are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone since readdir.
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parents) if (parent === p) found.push(child), walk(child);
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z';
  } catch {
    return false;
  }
};

/** An LLM endpoint that accepts requests and never answers them. */
async function silentLlm(): Promise<{ url: string; close(): Promise<void> }> {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((_req, res) => void held.push(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a process stopped with SIGTERM', () => {
  it('crawler: stops taking jobs, hands its crawl back at once, closes Chromium and exits 0', async () => {
    d = await openDeployment({ prefix: 'shutdown', env: { CRAWL_ACK_WAIT_MS: '60000', RENDER_MODE: 'sample' } });
    const site: FixtureSite = await startFixtureSite(generateSite(40), { delayMs: 150 });
    cleanups.push(() => site.close());
    const first = await d.start('crawler');
    const auditId = await d.startAudit(site.url, 40, { renderMode: 'sample' });
    await d.waitFor(async () => (await d!.pageCount(auditId)) >= 8, 'eight pages stored', 60_000);
    const browser = descendants(first.pid);
    expect(browser.length, 'Chromium runs under the crawler').toBeGreaterThan(0);

    const signalled = Date.now();
    first.process.kill('SIGTERM');
    const readyz = await fetch(`${first.metricsUrl}/readyz`).then(
      async (r) => ({ status: r.status, body: await r.json() }),
      () => null,
    );
    const exit = await first.exited;
    const stoppedInMs = Date.now() - signalled;
    expect(exit).toEqual({ code: 0, signal: null });
    // Answered while draining (unless the process was already gone): not ready.
    if (readyz) expect(readyz).toEqual({ status: 503, body: { status: 'not_ready', reason: 'shutting down' } });
    expect(stoppedInMs).toBeLessThan(15_000);
    expect(browser.filter(alive), 'Chromium processes left behind').toEqual([]);
    expect((await d.audit(auditId)).status).toBe('running');

    // The crawl was handed back: a new replica resumes it now, with a 60 s ack wait that did not run out.
    const resumedAfter = Date.now();
    await d.start('crawler');
    await d.waitFor(async () => (await d!.audit(auditId)).crawl_completed_at !== null, 'the crawl to complete', 60_000);
    expect(Date.now() - resumedAfter).toBeLessThan(45_000);
    const perUrl = await d.db.selectFrom('pages').select(['url']).where('audit_id', '=', auditId).execute();
    expect(perUrl).toHaveLength(40);
    expect(new Set(perUrl.map((p) => p.url)).size).toBe(40);
    console.log(`crawler SIGTERM: exited 0 in ${stoppedInMs} ms, Chromium (${browser.length} processes) closed; crawl resumed elsewhere`);
  }, 180_000);

  it('scorer: past SHUTDOWN_TIMEOUT_MS the running page goes back to the queue for another replica, exit 1; a second signal exits at once', async () => {
    const llm = await silentLlm();
    cleanups.push(() => llm.close());
    d = await openDeployment({ prefix: 'shutdown', env: { SCORE_ACK_WAIT_MS: '60000', SCORE_WORKERS: '1' } });
    const site = await startFixtureSite(generateSite(2));
    cleanups.push(() => site.close());
    const stuckEnv = { LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-test', LLM_BASE_URL: llm.url, SHUTDOWN_TIMEOUT_MS: '2000' };
    const stuck = await d.start('scorer', stuckEnv);
    await d.start('crawler');
    const auditId = await d.startAudit(site.url, 2);
    await d.waitFor(async () => (await d!.bus.queueStatus('score.pages')).ack_pending === 2, 'both pages held by the stuck scorer', 60_000);

    const signalled = Date.now();
    const exit = await stuck.kill('SIGTERM');
    const stoppedInMs = Date.now() - signalled;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stoppedInMs).toBeGreaterThanOrEqual(2_000);
    expect(stoppedInMs).toBeLessThan(10_000);
    expect(stuck.output()).toContain('shutdown out of time');

    // Handed back, not waiting out the 60 s ack wait: a healthy scorer finishes the audit now.
    const handedBackAt = Date.now();
    const healthy = await d.start('scorer');
    const audit = await d.waitForEnd(auditId, 45_000);
    expect(audit.status).toBe('completed');
    expect(Date.now() - handedBackAt).toBeLessThan(40_000);

    // A second SIGTERM while the first shutdown waits: out at once.
    expect(await healthy.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    const patient = await d.start('scorer', { ...stuckEnv, SHUTDOWN_TIMEOUT_MS: '60000' });
    await d.startAudit(site.url, 2);
    await d.waitFor(async () => (await d!.bus.queueStatus('score.pages')).ack_pending >= 1, 'a page held by the patient scorer', 60_000);
    patient.process.kill('SIGTERM');
    await sleep(500);
    const secondAt = Date.now();
    patient.process.kill('SIGTERM');
    expect(await patient.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - secondAt).toBeLessThan(2_000);
    expect(patient.output()).toContain('second signal');
    console.log(`scorer SIGTERM: out of time after ${stoppedInMs} ms (SHUTDOWN_TIMEOUT_MS 2000), pages handed back; second signal exited in ${Date.now() - secondAt} ms`);
  }, 180_000);
});
