import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  htmlResponse as html,
  redirectResponse as redirect,
  startFixtureSite,
  type FixtureSite,
} from '../../testing/src/fixture-sites/index.js';
import { CITABLE_BOT } from '@citable/contracts';
import { createOriginMap } from './url/origin-map.js';
import { createAddressPolicy, type AddressPolicyOptions } from './address-policy.js';
import { decodeText } from './decode-text.js';
import { createFetcher } from './fetcher.js';
import { createGuardedAgent } from './guarded-agent.js';

const LIMITS = { timeoutMs: 2_000, maxBytes: 1024 * 1024, maxRedirects: 5 };

function fetcherWith(policy: AddressPolicyOptions) {
  const agent = createGuardedAgent({ policy: createAddressPolicy(policy), connectionsPerOrigin: 4, connectTimeoutMs: 2_000 });
  return { fetcher: createFetcher(agent, LIMITS), close: () => agent.close() };
}

const PAGE = '<!doctype html><html><head><title>Hello</title></head><body><p>Hello world</p></body></html>';
const BOMB = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024));

let site: FixtureSite;
const open = fetcherWith({ allowPrivate: true });
const strict = fetcherWith({});

beforeAll(async () => {
  site = await startFixtureSite({
    '/': html(PAGE),
    '/gzip': { ...html(PAGE), encoding: 'gzip' },
    '/br': { ...html(PAGE), encoding: 'br' },
    '/deflate': { ...html(PAGE), encoding: 'deflate' },
    '/bomb': { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, body: BOMB },
    '/big': { ...html('x'.repeat(2 * 1024 * 1024)), chunks: 32 },
    '/r1': redirect('/r2', 301),
    '/r2': redirect('/', 302),
    '/loop-a': redirect('/loop-b'),
    '/loop-b': redirect('/loop-a'),
    ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`/chain${i}`, redirect(`/chain${i + 1}`)])),
    '/chain7': html(PAGE),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/'),
    '/to-decimal-metadata': redirect('http://2852039166/latest/meta-data/'),
    '/to-ftp': redirect('ftp://example.com/file'),
    '/slow': { ...html(PAGE), delayMs: 1_500 },
    '/pdf': { headers: { 'content-type': 'application/pdf' }, body: Buffer.alloc(100_000, 1) },
    '/absolute-self': (req) => redirect(`http://${req.headers.host}/`),
  });
});

afterAll(async () => {
  await site.close();
  await open.close();
  await strict.close();
});

describe('fetcher', () => {
  it('fetches a page as CitableBot and returns it as data', async () => {
    const result = await open.fetcher.fetch(site.url);
    expect(result).toMatchObject({ requestedUrl: site.url, finalUrl: site.url, status: 200, error: null, redirectChain: [] });
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(result.body?.toString()).toBe(PAGE);
    expect(result.timings.ttfbMs).toBeGreaterThanOrEqual(0);
    expect(site.requests.at(-1)?.userAgent).toBe(CITABLE_BOT.userAgent);
  });

  it.each(['/gzip', '/br', '/deflate'])('undoes the %s content encoding', async (path) => {
    const result = await open.fetcher.fetch(`${site.origin}${path}`);
    expect(result.error).toBeNull();
    expect(result.body?.toString()).toBe(PAGE);
  });

  it('refuses a decompression bomb once the decoded size passes the cap', async () => {
    const result = await open.fetcher.fetch(`${site.origin}/bomb`);
    expect(result.error?.code).toBe('too_large');
    expect(result.status).toBe(200);
    expect(result.body).toBeNull();
  });

  it('aborts a body that streams past the cap and records too_large', async () => {
    const result = await open.fetcher.fetch(`${site.origin}/big`);
    expect(result.error?.code).toBe('too_large');
    expect(result.status).toBe(200);
  });

  it('follows redirects by hand and records each hop', async () => {
    const result = await open.fetcher.fetch(`${site.origin}/r1`);
    expect(result.error).toBeNull();
    expect(result.finalUrl).toBe(site.url);
    expect(result.redirectChain).toEqual([
      { url: `${site.origin}/r1`, statusCode: 301 },
      { url: `${site.origin}/r2`, statusCode: 302 },
    ]);
  });

  it('detects a redirect loop', async () => {
    const result = await open.fetcher.fetch(`${site.origin}/loop-a`);
    expect(result.error?.code).toBe('redirect_loop');
  });

  it('stops after the fifth redirect', async () => {
    const result = await open.fetcher.fetch(`${site.origin}/chain0`);
    expect(result.error?.code).toBe('too_many_redirects');
    expect(result.redirectChain).toHaveLength(6);
    const fiveAllowed = await open.fetcher.fetch(`${site.origin}/chain2`);
    expect(fiveAllowed.error).toBeNull();
    expect(fiveAllowed.redirectChain).toHaveLength(5);
  });

  it.each(['/to-metadata', '/to-decimal-metadata'])('refuses a redirect (%s) to the cloud metadata address, even with private addresses allowed', async (path) => {
    const result = await open.fetcher.fetch(`${site.origin}${path}`);
    expect(result.error?.code).toBe('address_not_allowed');
    expect(result.error?.message).toMatch(/169\.254\.169\.254/);
    expect(result.redirectChain).toEqual([{ url: `${site.origin}${path}`, statusCode: 301 }]);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    expect((await open.fetcher.fetch(`${site.origin}/to-ftp`)).error?.code).toBe('unsupported_scheme');
  });

  it.each([
    ['a host name that resolves to loopback', (port: number) => `http://localhost:${port}/`],
    ['a loopback IP', (port: number) => `http://127.0.0.1:${port}/`],
    ['a decimal loopback IP', (port: number) => `http://2130706433:${port}/`],
    ['an octal loopback IP', (port: number) => `http://0177.0.0.1:${port}/`],
    ['a hex loopback IP', (port: number) => `http://0x7f.0.0.1:${port}/`],
    ['an IPv4-mapped IPv6 loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
  ])('refuses %s without ever connecting (default policy)', async (_label, urlFor) => {
    const before = site.requests.length;
    const result = await strict.fetcher.fetch(urlFor(site.port));
    expect(result.error?.code).toBe('address_not_allowed');
    expect(result.status).toBeNull();
    expect(site.requests.length).toBe(before);
  });

  it('reports a refused connection', async () => {
    const gone = await startFixtureSite({});
    await gone.close();
    const result = await open.fetcher.fetch(gone.url);
    expect(result.error?.code).toBe('connection_refused');
  });

  it('gives up on a slow answer after the timeout', async () => {
    const result = await open.fetcher.fetch(`${site.origin}/slow`, { limits: { timeoutMs: 200 } });
    expect(result.error?.code).toBe('timeout');
    expect(result.timings.totalMs).toBeLessThan(1_000);
  });

  it('skips the body of content types the caller does not want', async () => {
    const result = await open.fetcher.fetch(`${site.origin}/pdf`, { bodyFor: (type) => type?.includes('html') ?? false });
    expect(result).toMatchObject({ status: 200, body: null, error: null });
    expect(result.headers['content-type']).toBe('application/pdf');
  });

  it('fetches public URLs from a mapped origin and reports the public URL back', async () => {
    const originMap = createOriginMap({ from: 'https://www.example.com', to: site.origin });
    const result = await open.fetcher.fetch('https://www.example.com/absolute-self', { originMap });
    expect(result.error).toBeNull();
    expect(result.finalUrl).toBe('https://www.example.com/');
    expect(result.redirectChain).toEqual([{ url: 'https://www.example.com/absolute-self', statusCode: 301 }]);
  });
});

describe('decodeText', () => {
  it('uses the Content-Type charset', () => {
    expect(decodeText(Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'text/html; charset=windows-1252', true)).toBe('café');
  });

  it('falls back to <meta charset> for HTML', () => {
    const body = Buffer.concat([Buffer.from('<meta charset="iso-8859-1"><p>'), Buffer.from([0xe9]), Buffer.from('</p>')]);
    expect(decodeText(body, 'text/html', true)).toBe('<meta charset="iso-8859-1"><p>é</p>');
  });

  it('defaults to UTF-8 and honours a BOM', () => {
    expect(decodeText(Buffer.from('héllo'), null, true)).toBe('héllo');
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('x')]), 'text/plain; charset=latin1', false)).toBe('x');
  });
});
