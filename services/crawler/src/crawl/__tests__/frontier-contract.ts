/**
 * What every FrontierStore does, run against the in-memory store (crawl/memory-frontier.test.ts)
 * and the Postgres one (__integration__/pg-frontier.test.ts), so the engine's unit tests and the
 * benchmark's engine runs stand on the behaviour production has.
 */
import { expect, it } from 'vitest';
import type { FrontierCounts, FrontierStore } from '../frontier.js';

const NONE: FrontierCounts = { queued: 0, fetching: 0, done: 0, failed: 0, skipped: 0, broken: 0, redirected: 0, resource: 0, disallowed: 0, total: 0 };

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
    await f.complete('/a', { state: 'done' });
    await f.complete('/b', { state: 'disallowed', reason: 'robots' });
    await f.release('/c', 'timeout');
    expect(await f.counts()).toEqual({ ...NONE, queued: 1, done: 1, disallowed: 1, total: 3 });
    const [again] = await f.claim(1);
    expect(again).toMatchObject({ url: '/c', attempts: 2 });
    await f.complete('/c', { state: 'broken', statusCode: null, error: 'timeout: twice' });
    expect(await f.counts()).toEqual({ ...NONE, done: 1, broken: 1, disallowed: 1, total: 3 });
    expect(await f.stateOf('/c')).toBe('broken');
    expect(await f.stateOf('/unknown')).toBeNull();
  });

  it('claims a redirect target only when nobody else owns it', async () => {
    const f = await make();
    await f.add(['/queued', '/done', '/skipped', '/failed'], 1, 'link');
    await f.claim(4);
    await f.complete('/done', { state: 'done' });
    await f.complete('/skipped', { state: 'skipped', reason: 'canonical is /x', target: '/x' });
    await f.complete('/failed', { state: 'failed', reason: 'too_large' });
    await f.release('/queued', 'x');
    expect(await f.claimUrl('/new', 1, 'redirect', '/r')).toBe(true);
    expect(await f.claimUrl('/queued', 1, 'redirect', '/r')).toBe(true);
    expect(await f.claimUrl('/skipped', 1, 'redirect', '/r')).toBe(true);
    expect(await f.claimUrl('/done', 1, 'redirect', '/r')).toBe(false);
    expect(await f.claimUrl('/failed', 1, 'redirect', '/r')).toBe(false);
    expect(await f.claimUrl('/new', 1, 'redirect', '/r')).toBe(false);
    for (const outcome of [
      { state: 'broken', statusCode: 404, error: null },
      { state: 'redirected', statusCode: 301, target: '/t', reason: 'redirects to /t' },
      { state: 'resource', statusCode: 200, contentType: 'image/png' },
      { state: 'disallowed', reason: 'robots' },
    ] as const) {
      await f.add([`/${outcome.state}`], 1, 'link');
      await f.claim(1);
      await f.complete(`/${outcome.state}`, outcome);
      expect(await f.claimUrl(`/${outcome.state}`, 1, 'redirect', '/r'), outcome.state).toBe(false);
    }
    // A claimed URL is never handed out again by claim().
    expect(await f.claim(5)).toEqual([]);
  });

  it('requeues what was in flight when a crawl resumes after a crash', async () => {
    const f = await make();
    await f.add(['/a', '/b', '/c'], 0, 'seed');
    await f.claim(3);
    await f.complete('/a', { state: 'done' });
    expect(await f.requeueInFlight()).toBe(2);
    expect(await f.requeueInFlight()).toBe(0);
    expect((await f.claim(5)).map((e) => [e.url, e.attempts])).toEqual([
      ['/b', 2],
      ['/c', 2],
    ]);
    expect(await f.counts()).toEqual({ ...NONE, fetching: 2, done: 1, total: 3 });
  });

  it('keeps a late outcome from a replica presumed dead, and ignores its late release', async () => {
    const f = await make();
    await f.add(['/a', '/b'], 0, 'seed');
    await f.claim(2);
    // The crawl resumed elsewhere: both URLs are queued again.
    expect(await f.requeueInFlight()).toBe(2);
    // The first replica's fetch of /a finished after all (its page is stored): the outcome stands.
    await f.complete('/a', { state: 'done' });
    // Its release of /b changes nothing: /b is already queued, and not twice.
    await f.release('/b', 'timeout');
    await f.complete('/unknown', { state: 'done' });
    expect(await f.counts()).toEqual({ ...NONE, queued: 1, done: 1, total: 2 });
    expect((await f.claim(5)).map((e) => e.url)).toEqual(['/b']);
  });

  it('keeps what each URL turned out to be, and who linked to it, for the crawl summary', async () => {
    const f = await make();
    await f.add(['/'], 0, 'seed');
    await f.add(['/gone', '/logo.png', '/old', '/page'], 1, 'link', '/');
    await f.add(['/gone', '/from-sitemap'], 1, 'sitemap');
    await f.claim(10);
    await f.complete('/', { state: 'done' });
    await f.complete('/gone', { state: 'broken', statusCode: 404, error: null });
    await f.complete('/from-sitemap', { state: 'broken', statusCode: null, error: 'connection_refused: nobody home' });
    await f.complete('/logo.png', { state: 'resource', statusCode: 200, contentType: 'image/png' });
    await f.complete('/old', { state: 'redirected', statusCode: 301, target: '/page', reason: 'redirects to /page' });
    expect(await f.claimUrl('/moved-target', 1, 'redirect', '/page')).toBe(true);
    await f.complete('/moved-target', { state: 'broken', statusCode: 410, error: null });
    const row = (url: string, rest: object) => ({ url, source: 'link', referrer: '/', statusCode: null, contentType: null, target: null, error: null, ...rest });
    expect(await f.outcomes('broken', 10)).toEqual([
      row('/gone', { statusCode: 404 }),
      row('/from-sitemap', { source: 'sitemap', referrer: null, error: 'connection_refused: nobody home' }),
      row('/moved-target', { source: 'redirect', referrer: '/page', statusCode: 410 }),
    ]);
    expect(await f.outcomes('broken', 1)).toHaveLength(1);
    expect(await f.outcomes('resource', 10)).toEqual([row('/logo.png', { statusCode: 200, contentType: 'image/png' })]);
    expect(await f.outcomes('redirected', 10)).toEqual([row('/old', { statusCode: 301, target: '/page', error: 'redirects to /page' })]);
    expect(await f.counts()).toEqual({ ...NONE, done: 1, broken: 3, resource: 1, redirected: 1, fetching: 1, total: 7 });
  });

  it('queues again the pages that deferred to a canonical which turned out not to be a page', async () => {
    const f = await make();
    await f.add(['/a', '/b', '/c'], 1, 'link');
    await f.claim(3);
    await f.complete('/a', { state: 'skipped', reason: 'canonical is /gone', target: '/gone' });
    await f.complete('/b', { state: 'skipped', reason: 'canonical is /gone', target: '/gone' });
    await f.complete('/c', { state: 'skipped', reason: 'canonical is /other', target: '/other' });
    expect(await f.requeueDeferredTo('/gone')).toBe(2);
    expect(await f.requeueDeferredTo('/gone')).toBe(0);
    expect((await f.claim(5)).map((e) => [e.url, e.attempts])).toEqual([
      ['/a', 2],
      ['/b', 2],
    ]);
    expect(await f.stateOf('/c')).toBe('skipped');
    // Only the copy still deferring is a canonical copy of the summary, with the URL it defers to.
    expect(await f.outcomes('skipped', 10)).toEqual([
      { url: '/c', source: 'link', referrer: null, statusCode: null, contentType: null, target: '/other', error: 'canonical is /other' },
    ]);
  });
}
