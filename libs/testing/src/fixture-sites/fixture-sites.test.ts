import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_SITES, generateSite, stalledDiscoverySite, startFixtureSite, type FixtureKind, type FixtureSite } from './index.js';

let site: FixtureSite | null = null;

afterEach(async () => {
  await site?.close();
  site = null;
});

async function get(path: string, userAgent = 'fixture-test'): Promise<{ status: number; type: string | null; body: Buffer; location: string | null }> {
  if (!site) throw new Error('no site');
  const res = await fetch(`${site.origin}${path}`, { headers: { 'user-agent': userAgent }, redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()), location: res.headers.get('location') };
}

describe('startFixtureSite', () => {
  it.each(Object.keys(FIXTURE_SITES) as FixtureKind[])('serves the %s site on 127.0.0.1', async (kind) => {
    site = await startFixtureSite(kind);
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    if (kind === 'slow') return; // answers after 2 s: covered below with a short delay
    const root = await get('/');
    expect([200, 301, 302]).toContain(root.status);
  });

  it('logs every request with its User-Agent', async () => {
    site = await startFixtureSite('poor');
    await get('/page2?x=1', 'TestAgent/1.0');
    expect(site.requests).toEqual([expect.objectContaining({ method: 'GET', url: '/page2?x=1', path: '/page2', userAgent: 'TestAgent/1.0' })]);
  });

  it('writes absolute URLs with the public origin it is given', async () => {
    site = await startFixtureSite('well-optimised', { publicOrigin: 'https://www.acme.example' });
    const robots = (await get('/robots.txt')).body.toString();
    expect(robots).toContain('Sitemap: https://www.acme.example/sitemap.xml');
    expect((await get('/about')).body.toString()).toContain('<link rel="canonical" href="https://www.acme.example/about">');
  });

  it('well-optimised pages carry the structured data checks look for', async () => {
    site = await startFixtureSite('well-optimised');
    const faq = (await get('/faq')).body.toString();
    for (const needle of ['"@type":"FAQPage"', '"@type":"Organization"', '"logo"', '"sameAs"', 'og:title', 'name="viewport"', 'lang="en-US"', 'name="description"']) {
      expect(faq).toContain(needle);
    }
    expect((await get('/llms.txt')).body.toString()).toMatch(/^# Acme Answers/);
  });

  it('the SPA has no text until its script runs', async () => {
    site = await startFixtureSite('spa');
    const shell = (await get('/features')).body.toString();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('Automatic tagging');
    expect((await get('/static/app.js')).body.toString()).toContain("fetch('/api/page?path='");
    expect(JSON.parse((await get('/api/page?path=%2Ffeatures')).body.toString()).page.text).toContain('Automatic tagging');
  });

  it('the login wall redirects to a sign-in form', async () => {
    site = await startFixtureSite('login-wall');
    expect(await get('/')).toMatchObject({ status: 302, location: '/login?next=%2F' });
    expect((await get('/login')).body.toString()).toContain('type="password"');
  });

  it('the AI-forbidden site refuses AI User-Agents only', async () => {
    site = await startFixtureSite('ai-forbidden');
    expect((await get('/', 'Mozilla/5.0 (compatible; GPTBot/1.1)')).status).toBe(403);
    expect((await get('/', 'PerplexityBot/1.0')).status).toBe(429);
    expect((await get('/', 'CCBot/2.0')).body.toString()).toContain('Just a moment...');
    expect((await get('/', 'Mozilla/5.0 (compatible; CitableBot/1.0)')).status).toBe(200);
  });

  it('the huge page is larger than 5 MB', async () => {
    site = await startFixtureSite('huge-page');
    expect((await get('/huge')).body.length).toBeGreaterThan(5 * 1024 * 1024);
  });

  it('the gzip sitemap index serves real gzip files', async () => {
    site = await startFixtureSite('gzip-sitemap-index');
    const gz = await get('/sitemaps/products.xml.gz');
    expect(gz.type).toBe('application/x-gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<urlset');
  });

  it('the slow site answers only after its delay', async () => {
    site = await startFixtureSite({ '/': { body: 'late', delayMs: 150 } });
    const started = Date.now();
    expect((await get('/')).body.toString()).toBe('late');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('the stalled-discovery site answers robots.txt and its pages at once, its sitemap only after the stall', async () => {
    site = await startFixtureSite(stalledDiscoverySite(300));
    const started = Date.now();
    expect((await get('/robots.txt')).status).toBe(200);
    expect((await get('/')).body.toString()).toContain('<h1>Stalled discovery</h1>');
    expect(Date.now() - started).toBeLessThan(250);
    expect((await get('/sitemap.xml')).status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('closes promptly even with answers still pending', async () => {
    site = await startFixtureSite('slow');
    const pending = get('/').catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await site.close();
    site = null;
    expect(Date.now() - started).toBeLessThan(500);
    await pending;
  });
});

describe('generateSite', () => {
  it('builds N linked pages listed in a sitemap', async () => {
    site = await startFixtureSite(generateSite(12, { linksPerPage: 3 }));
    const sitemap = (await get('/sitemap.xml')).body.toString();
    expect(sitemap.match(/<loc>/g)).toHaveLength(12);
    const home = (await get('/')).body.toString();
    expect(home).toContain('href="/p/1"');
    expect(home).toContain('href="/p/3"');
    expect(home).not.toContain('href="/p/4"');
    expect((await get('/p/11')).status).toBe(200);
    expect((await get('/p/12')).status).toBe(404);
  });

  it('has the shape of a docs site when asked: a sidebar, a navigation into a missing section, images', async () => {
    site = await startFixtureSite(generateSite(10, { sidebarLinks: 4, missingPages: 3, images: 2 }));
    const page7 = (await get('/p/7')).body.toString();
    expect(page7).toContain('<ul class="sidebar"><li><a href="/">Topic 0</a></li>');
    expect(page7).toContain('href="/p/3"');
    expect(page7).toContain('href="/missing/1"');
    expect(page7).toContain('href="/missing/2"');
    expect(page7).toContain('href="/img/1.png"');
    expect((await get('/missing/1')).status).toBe(404);
    const image = await get('/img/1.png');
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect((await get('/img/2.png')).status).toBe(404);
  });

  it('rejects a nonsensical size', () => {
    expect(() => generateSite(0)).toThrow(/positive integer/);
  });
});
