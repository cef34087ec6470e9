import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, ResponseCache } from './response-cache.js';

const json = (n: number) => JSON.stringify({ pages: Array.from({ length: n }, (_, i) => ({ i, text: 'the same long catalogue text '.repeat(50) })) });

describe(ResponseCache.name, () => {
  it('builds once per version, however many ask at the same time', async () => {
    const cache = new ResponseCache(10_000_000);
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 20));
      return json(3);
    };
    const bodies = await Promise.all([cache.body('k', 'v1', build), cache.body('k', 'v1', build), cache.body('k', 'v1', build)]);
    expect(builds).toBe(1);
    expect(new Set(bodies.map((b) => b.etag)).size).toBe(1);
    await cache.body('k', 'v1', build);
    expect(builds).toBe(1);
  });

  it('builds again for a new version, with a new etag', async () => {
    const cache = new ResponseCache(10_000_000);
    let n = 0;
    const build = async () => json(++n);
    const v1 = await cache.body('k', 'v1', build);
    const v2 = await cache.body('k', 'v2', build);
    expect(v2.etag).not.toBe(v1.etag);
    expect(JSON.parse((await v2.encoded('identity')).toString()).pages).toHaveLength(2);
    expect(cache.stats.entries).toBe(1);
  });

  it('gives the same JSON in every encoding', async () => {
    const cache = new ResponseCache(10_000_000);
    const body = await cache.body('k', 'v', async () => json(40));
    const plain = await body.encoded('identity');
    expect(zlib.brotliDecompressSync(await body.encoded('br')).equals(plain)).toBe(true);
    expect(zlib.gunzipSync(await body.encoded('gzip')).equals(plain)).toBe(true);
    expect((await body.encoded('br')).length * 20).toBeLessThan(plain.length);
  });

  it('forgets a failed build, so the next request tries again', async () => {
    const cache = new ResponseCache(10_000_000);
    await expect(cache.body('k', 'v', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.stats.entries).toBe(0);
    expect((await (await cache.body('k', 'v', async () => json(1))).encoded('identity')).length).toBeGreaterThan(0);
  });

  it('drops the least recently used entries past its memory budget', async () => {
    const size = Buffer.byteLength(json(10));
    const cache = new ResponseCache(size * 2.5);
    await cache.body('a', 'v', async () => json(10));
    await cache.body('b', 'v', async () => json(10));
    await cache.body('a', 'v', async () => json(10)); // a is now the most recent
    await cache.body('c', 'v', async () => json(10));
    expect(cache.stats.entries).toBe(2);
    expect(cache.stats.bytes).toBeLessThanOrEqual(size * 2.5);
    let rebuilt = false;
    await cache.body('a', 'v', async () => ((rebuilt = true), json(10)));
    expect(rebuilt).toBe(false);
    await cache.body('b', 'v', async () => ((rebuilt = true), json(10)));
    expect(rebuilt).toBe(true);
  });
});

describe(preferredEncoding.name, () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['*', 'identity'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
