/**
 * What every FrontierStore does, run against the in-memory store (crawl/memory-frontier.test.ts)
 * and the Postgres one (__integration__/pg-frontier.test.ts), so the engine's unit tests and the
 * benchmark's engine runs stand on the behaviour production has.
 */
import { expect, it } from 'vitest';
import type { FrontierStore } from '../frontier.js';

export function frontierContract(make: () => Promise<FrontierStore>): void {
  it('adds only unknown URLs and claims breadth-first', async () => {
    const f = await make();
    expect(await f.add(['/d2a'], 2, 'link')).toBe(1);
    expect(await f.add(['/root'], 0, 'seed')).toBe(1);
    expect(await f.add(['/d1a', '/d1b', '/root', '/d1a'], 1, 'sitemap')).toBe(2);
    expect(await f.add([], 1, 'link')).toBe(0);
    const claimed = await f.claim(3);
    expect(claimed.map((e) => e.url)).toEqual(['/root', '/d1a', '/d1b']);
    expect(claimed[0]).toEqual({ url: '/root', depth: 0, source: 'seed', attempts: 1 });
    expect((await f.counts()).fetching).toBe(3);
    expect((await f.claim(5)).map((e) => e.url)).toEqual(['/d2a']);
    expect(await f.claim(5)).toEqual([]);
    expect(await f.claim(0)).toEqual([]);
  });

  it('finishes, releases and counts', async () => {
    const f = await make();
    await f.add(['/a', '/b', '/c'], 0, 'seed');
    await f.claim(3);
    await f.complete('/a', 'done');
    await f.complete('/b', 'skipped', 'robots');
    await f.release('/c', 'timeout');
    expect(await f.counts()).toEqual({ queued: 1, fetching: 0, done: 1, failed: 0, skipped: 1, total: 3 });
    const [again] = await f.claim(1);
    expect(again).toMatchObject({ url: '/c', attempts: 2 });
    await f.complete('/c', 'failed', 'timeout: twice');
    expect(await f.counts()).toEqual({ queued: 0, fetching: 0, done: 1, failed: 1, skipped: 1, total: 3 });
    expect(await f.stateOf('/c')).toBe('failed');
    expect(await f.stateOf('/unknown')).toBeNull();
  });

  it('claims a redirect target only when nobody else owns it', async () => {
    const f = await make();
    await f.add(['/queued', '/done', '/skipped', '/failed'], 1, 'link');
    await f.claim(4);
    await f.complete('/done', 'done');
    await f.complete('/skipped', 'skipped', 'canonical is /x');
    await f.complete('/failed', 'failed', 'timeout');
    await f.release('/queued', 'x');
    expect(await f.claimUrl('/new', 1, 'redirect')).toBe(true);
    expect(await f.claimUrl('/queued', 1, 'redirect')).toBe(true);
    expect(await f.claimUrl('/skipped', 1, 'redirect')).toBe(true);
    expect(await f.claimUrl('/done', 1, 'redirect')).toBe(false);
    expect(await f.claimUrl('/failed', 1, 'redirect')).toBe(false);
    expect(await f.claimUrl('/new', 1, 'redirect')).toBe(false);
    // A claimed URL is never handed out again by claim().
    expect(await f.claim(5)).toEqual([]);
  });

  it('requeues what was in flight when a crawl resumes after a crash', async () => {
    const f = await make();
    await f.add(['/a', '/b', '/c'], 0, 'seed');
    await f.claim(3);
    await f.complete('/a', 'done');
    expect(await f.requeueInFlight()).toBe(2);
    expect(await f.requeueInFlight()).toBe(0);
    expect((await f.claim(5)).map((e) => [e.url, e.attempts])).toEqual([
      ['/b', 2],
      ['/c', 2],
    ]);
    expect(await f.counts()).toEqual({ queued: 0, fetching: 2, done: 1, failed: 0, skipped: 0, total: 3 });
  });

  it('keeps a late outcome from a replica presumed dead, and ignores its late release', async () => {
    const f = await make();
    await f.add(['/a', '/b'], 0, 'seed');
    await f.claim(2);
    // The crawl resumed elsewhere: both URLs are queued again.
    expect(await f.requeueInFlight()).toBe(2);
    // The first replica's fetch of /a finished after all (its page is stored): the outcome stands.
    await f.complete('/a', 'done');
    // Its release of /b changes nothing: /b is already queued, and not twice.
    await f.release('/b', 'timeout');
    await f.complete('/unknown', 'done');
    expect(await f.counts()).toEqual({ queued: 1, fetching: 0, done: 1, failed: 0, skipped: 0, total: 2 });
    expect((await f.claim(5)).map((e) => e.url)).toEqual(['/b']);
  });
}
