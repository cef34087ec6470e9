import { describe, expect, it } from 'vitest';
import { createMemoryFrontier } from './memory-frontier.js';

describe('createMemoryFrontier', () => {
  it('adds only unknown URLs and claims breadth-first', async () => {
    const f = createMemoryFrontier();
    expect(await f.add(['/d2a'], 2, 'link')).toBe(1);
    expect(await f.add(['/root'], 0, 'seed')).toBe(1);
    expect(await f.add(['/d1a', '/d1b', '/root'], 1, 'sitemap')).toBe(2);
    const claimed = await f.claim(3);
    expect(claimed.map((e) => e.url)).toEqual(['/root', '/d1a', '/d1b']);
    expect(claimed[0]).toEqual({ url: '/root', depth: 0, source: 'seed', attempts: 1 });
    expect((await f.counts()).fetching).toBe(3);
  });

  it('finishes, releases and counts', async () => {
    const f = createMemoryFrontier();
    await f.add(['/a', '/b', '/c'], 0, 'seed');
    await f.claim(3);
    await f.complete('/a', 'done');
    await f.complete('/b', 'skipped', 'robots');
    await f.release('/c', 'timeout');
    expect(await f.counts()).toEqual({ queued: 1, fetching: 0, done: 1, failed: 0, skipped: 1, total: 3 });
    const [again] = await f.claim(1);
    expect(again).toMatchObject({ url: '/c', attempts: 2 });
  });

  it('claims a redirect target only when nobody else owns it', async () => {
    const f = createMemoryFrontier();
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
    const f = createMemoryFrontier();
    await f.add(['/a', '/b'], 0, 'seed');
    await f.claim(2);
    await f.complete('/a', 'done');
    expect(await f.requeueInFlight()).toBe(1);
    expect((await f.claim(5)).map((e) => e.url)).toEqual(['/b']);
  });

  it('refuses to finish a URL that is not being fetched', async () => {
    const f = createMemoryFrontier();
    await f.add(['/a'], 0, 'seed');
    await expect(f.complete('/a', 'done')).rejects.toThrow(/not being fetched/);
  });
});
