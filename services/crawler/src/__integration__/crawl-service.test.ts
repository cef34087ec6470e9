/**
 * The crawler SERVICE on real NATS JetStream and Postgres 15: audits are started as the gateway
 * starts them (createAudit: a queued audit row and a crawl job on the bus), a crawler replica
 * started with startServices takes the job, and the test consumes what the crawler hands on (one
 * scoring job per stored page, the finalise job, progress and failure events).
 *
 * Every fixture site reaches its outcome: stored pages with the spec's fields, site artifacts,
 * and for failures the exact fail_reason, fail_at and events. Each test has its own database and
 * NATS namespace. Rendering is off except where it is the point (the single-page app).
 */
import { AI_BOTS } from '@citable/contracts';
import type { AiBotAccessArtifact, SitemapArtifact } from '@citable/contracts';
import {
  BLOCKED_AI_TOKENS,
  GZIP_SITEMAP_PAGES,
  generateSite,
  htmlResponse as html,
  htmlPage as page,
  fillerParagraphs as paragraphs,
  redirectResponse as redirect,
  slowSite,
  stalledDiscoverySite,
  startFixtureSite,
} from '@citable/testing';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openHarness, pageRequests, pathOf, type CrawlHarness, type ReplicaOptions } from './__tests__/harness.js';

let h: CrawlHarness | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A fresh database, namespace and crawler replica (CRAWL_ALLOW_PRIVATE true unless said otherwise). */
async function setup(replica: ReplicaOptions = {}): Promise<CrawlHarness> {
  h = await openHarness();
  await h.startReplica(replica);
  return h;
}

const WELL_PATHS = ['/', '/about', '/blog', '/blog/answer-first-writing', '/contact', '/faq', '/pricing', '/services'];

async function artifactsOf(harness: CrawlHarness, auditId: string) {
  return harness.database.db.selectFrom('site_artifacts').selectAll().where('audit_id', '=', auditId).orderBy('kind').orderBy('url').execute();
}

async function frontierOf(harness: CrawlHarness, auditId: string) {
  return harness.database.db.selectFrom('crawl_frontier').selectAll().where('audit_id', '=', auditId).execute();
}

/** A completed crawl: stored pages, one scoring job per page, one finalise job, sane progress. */
async function expectCompleted(harness: CrawlHarness, auditId: string, expectedPaths: readonly string[]) {
  const { end, audit } = await harness.waitForCrawl(auditId);
  expect(end, `fail_reason ${audit.fail_reason}`).toBe('completed');
  // The crawler finishes the crawl; the scorer (not running here) finishes the audit.
  expect(audit).toMatchObject({ status: 'running', fail_reason: null, pages_crawled: expectedPaths.length });
  expect(audit.crawl_completed_at).toBeInstanceOf(Date);
  const pages = await harness.pages(auditId);
  expect(pages.map((p) => p.path).sort()).toEqual([...expectedPaths].sort());

  const jobs = harness.scoreJobs.filter((j) => j.data.auditId === auditId);
  expect(jobs).toHaveLength(pages.length);
  expect(new Map(jobs.map((j) => [j.data.pageId, j.data.url]))).toEqual(new Map(pages.map((p) => [p.id, p.url])));
  expect(harness.finalizeJobs.filter((j) => j.data.auditId === auditId)).toEqual([{ jobId: `finalize:${auditId}:crawl`, data: { auditId } }]);
  expect(harness.failedEvents.filter((e) => e.auditId === auditId)).toEqual([]);

  const progress = harness.progress.filter((p) => p.auditId === auditId);
  expect(progress.length).toBeGreaterThan(1);
  const crawled = progress.map((p) => p.crawled);
  expect(crawled).toEqual([...crawled].sort((a, b) => a - b));
  expect(progress.at(-1)).toMatchObject({ status: 'running', crawled: expectedPaths.length });
  return { audit, pages, byPath: new Map(pages.map((p) => [p.path, p])) };
}

/** The crawl summary the crawler saved on the audit. */
async function summaryOf(harness: CrawlHarness, auditId: string) {
  return (await harness.database.db.selectFrom('audits').select('crawl_summary').where('id', '=', auditId).executeTakeFirstOrThrow()).crawl_summary;
}

/** A failed audit: the exact reason, fail_at during the crawl, its events, and nothing handed to the scorer. */
async function expectFailed(harness: CrawlHarness, auditId: string, reason: string, startedAt: number) {
  const { end, audit } = await harness.waitForCrawl(auditId);
  expect(end).toBe('failed');
  expect(audit.fail_reason).toBe(reason);
  expect(audit.fail_at).toBeInstanceOf(Date);
  const failAt = (audit.fail_at as Date).getTime();
  expect(failAt).toBeGreaterThanOrEqual(startedAt - 1_000);
  expect(failAt).toBeLessThanOrEqual(Date.now());
  expect(audit.finished_at).toBeInstanceOf(Date);
  expect(audit.crawl_completed_at).toBeNull();
  // Events reach subscribers shortly after the database write.
  await expect.poll(() => harness.failedEvents.filter((e) => e.auditId === auditId)).toEqual([{ auditId, failReason: reason }]);
  await expect.poll(() => harness.progress.filter((p) => p.auditId === auditId).at(-1)?.status).toBe('failed');
  expect(harness.scoreJobs.filter((j) => j.data.auditId === auditId)).toEqual([]);
  expect(harness.finalizeJobs.filter((j) => j.data.auditId === auditId)).toEqual([]);
  return audit;
}

describe('fixture sites through the crawler service', () => {
  it('well-optimised: every page stored once with the spec fields, every site artifact, a job per page', async () => {
    const t = await setup();
    const site = await t.site('well-optimised');
    const auditId = await t.startAudit(site.url);
    const { audit, pages, byPath } = await expectCompleted(t, auditId, WELL_PATHS);
    expect(audit.pages_discovered).toBe(8);
    // Each page fetched once: the precheck's fetch of the home page is the one stored.
    expect(pageRequests(site).sort()).toEqual(WELL_PATHS);

    const faq = byPath.get('/faq');
    expect(faq).toMatchObject({
      url: `${site.origin}/faq`,
      title: 'Frequently Asked Questions | Acme Answers',
      status_code: 200,
      canonical: `${site.origin}/faq`,
      content_type: 'text/html; charset=utf-8',
      html_rendered: null,
      rendered_metrics: null,
      redirect_chain: [],
      depth: 1,
    });
    expect(faq?.h1).toBe('Frequently asked questions');
    expect(faq?.schema_types).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
    expect(faq?.jsonld.length).toBeGreaterThan(0);
    expect(faq?.html_static).toContain('<h1>Frequently asked questions</h1>');
    expect(faq?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(faq?.fetch_ms).toBeGreaterThanOrEqual(0);
    expect(faq?.facts).toMatchObject({ title: 'Frequently Asked Questions | Acme Answers', canonical: `${site.origin}/faq` });
    expect(byPath.get('/')?.depth).toBe(0);
    for (const p of pages) expect(p.html_static).toMatch(/^<!doctype html>/i);

    const artifacts = await artifactsOf(t, auditId);
    expect(artifacts.map((a) => [a.kind, a.url])).toEqual([
      ['ai_bot_access', site.url],
      ['llms_txt', `${site.origin}/llms.txt`],
      ['robots_txt', `${site.origin}/robots.txt`],
      ['sitemap', `${site.origin}/sitemap.xml`],
    ]);
    const byKind = new Map(artifacts.map((a) => [a.kind, a]));
    expect(byKind.get('robots_txt')).toMatchObject({ status_code: 200, error: null });
    expect(byKind.get('robots_txt')?.content).toContain('Sitemap:');
    expect(byKind.get('llms_txt')?.content).toContain('# Acme Answers');
    expect(byKind.get('sitemap')?.data).toMatchObject({ source: 'robots', statusCode: 200, urlCount: 8, sameSiteUrlCount: 8, error: null });
    const access = byKind.get('ai_bot_access')?.data as AiBotAccessArtifact;
    expect(access.robotsTxtFound).toBe(true);
    expect(access.bots).toHaveLength(AI_BOTS.length);
    for (const bot of access.bots) expect(bot).toMatchObject({ robotsAllowsRoot: true, live: { blocked: false } });

    const frontier = await frontierOf(t, auditId);
    expect(frontier.every((r) => r.state === 'done')).toBe(true);
    expect(frontier).toHaveLength(8);
  });

  it('poor: its pages stored, and the missing robots.txt, sitemap and llms.txt stored as artifacts', async () => {
    const t = await setup();
    const site = await t.site('poor');
    const auditId = await t.startAudit(site.url);
    const { byPath } = await expectCompleted(t, auditId, ['/', '/page2', '/page3']);
    expect(byPath.get('/')).toMatchObject({ title: null, canonical: null, h1: null, schema_types: [], jsonld: [] });
    const artifacts = new Map((await artifactsOf(t, auditId)).map((a) => [a.kind, a]));
    expect(artifacts.get('robots_txt')).toMatchObject({ status_code: 404, content: null, error: null });
    expect(artifacts.get('llms_txt')).toMatchObject({ status_code: 404, content: null });
    expect(artifacts.get('sitemap')).toMatchObject({ status_code: 404, error: 'HTTP 404' });
    expect((artifacts.get('ai_bot_access')?.data as AiBotAccessArtifact).robotsTxtFound).toBe(false);
  });

  it('spa (render sample): the rendered HTML, its metrics and the links only rendering reveals', async () => {
    const t = await setup();
    const site = await t.site('spa');
    const auditId = await t.startAudit(site.url, { renderMode: 'sample' });
    const { byPath } = await expectCompleted(t, auditId, ['/', '/features', '/pricing']);
    const root = byPath.get('/');
    // Facts describe the static HTML (what a crawler without JavaScript reads)...
    expect(root?.title).toBe('Nimbus Notes');
    expect(root?.html_static).not.toContain('Notes that organise themselves');
    // ...and the rendered HTML is stored beside it.
    expect(root?.html_rendered).toContain('Notes that organise themselves');
    expect(root?.rendered_metrics?.staticTextShare).toBeLessThan(0.2);
    expect(root?.rendered_metrics?.renderMs).toBeGreaterThan(0);
    expect(byPath.get('/pricing')?.html_rendered).toContain('eight dollars');
  });

  it('robots-block-ai: crawled as CitableBot, the AI crawlers robots.txt shuts out recorded', async () => {
    const t = await setup();
    const site = await t.site('robots-block-ai');
    const auditId = await t.startAudit(site.url);
    await expectCompleted(t, auditId, WELL_PATHS);
    const access = (await artifactsOf(t, auditId)).find((a) => a.kind === 'ai_bot_access')?.data as AiBotAccessArtifact;
    const bots = new Map(access.bots.map((b) => [b.token, b]));
    for (const token of BLOCKED_AI_TOKENS) expect(bots.get(token)).toMatchObject({ robotsAllowsRoot: false, robotsAllowedShare: 0 });
    expect(bots.get('OAI-SearchBot')).toMatchObject({ robotsAllowsRoot: true, live: { statusCode: 200, blocked: false } });
    expect(site.requests.some((r) => r.userAgent.includes('GPTBot'))).toBe(false);
  });

  it('ai-forbidden: the 403, 429 and challenge answers robots.txt does not show', async () => {
    const t = await setup();
    const site = await t.site('ai-forbidden');
    const auditId = await t.startAudit(site.url);
    await expectCompleted(t, auditId, WELL_PATHS);
    const access = (await artifactsOf(t, auditId)).find((a) => a.kind === 'ai_bot_access')?.data as AiBotAccessArtifact;
    const bots = new Map(access.bots.map((b) => [b.token, b]));
    expect(bots.get('GPTBot')).toMatchObject({ robotsAllowsRoot: true, live: { statusCode: 403, blocked: true } });
    expect(bots.get('PerplexityBot')?.live).toMatchObject({ statusCode: 429, blocked: true });
    expect(bots.get('CCBot')?.live).toMatchObject({ statusCode: 200, blocked: true });
  });

  it('huge-page: the page over 5 MB is not stored and is failed as too_large in the frontier', async () => {
    const t = await setup();
    const site = await t.site('huge-page');
    const auditId = await t.startAudit(site.url);
    await expectCompleted(t, auditId, ['/', '/small']);
    const huge = (await frontierOf(t, auditId)).find((r) => r.url === `${site.origin}/huge`);
    expect(huge?.state).toBe('failed');
    expect(huge?.error).toMatch(/^too_large/);
  });

  it('non-html: files are not pages (no row, no scoring job); the crawl summary lists them with their types', async () => {
    const t = await setup();
    const site = await t.site('non-html');
    const auditId = await t.startAudit(site.url);
    await expectCompleted(t, auditId, ['/', '/about']);
    expect(site.requests.some((r) => r.path === '/secret-from-json')).toBe(false);
    const summary = await summaryOf(t, auditId);
    expect(summary?.resources.map((r) => [pathOf(r.url), r.content_type])).toEqual([
      ['/brochure.pdf', 'application/pdf'],
      ['/logo.png', 'image/png'],
      ['/data.json', 'application/json'],
    ]);
    expect(summary).toMatchObject({ pages: 2, fetched: 5, fetch_cap_reached: false });
  });

  it('gzip-sitemap-index: nested gzip sitemaps stored as artifacts, and the pages only they list crawled', async () => {
    const t = await setup();
    const site = await t.site('gzip-sitemap-index');
    const auditId = await t.startAudit(site.url);
    await expectCompleted(t, auditId, ['/', ...GZIP_SITEMAP_PAGES]);
    const sitemaps = (await artifactsOf(t, auditId)).filter((a) => a.kind === 'sitemap').map((a) => a.data as SitemapArtifact);
    expect(sitemaps.map((s) => [pathOf(s.url), s.isIndex, s.gzip, s.urlCount]).sort()).toEqual(
      [
        ['/sitemap_index.xml', true, false, 2],
        ['/sitemaps/products.xml.gz', false, true, 3],
        ['/sitemaps/guides-index.xml.gz', true, true, 1],
        ['/sitemaps/guides.xml', false, false, 2],
      ].sort(),
    );
    const frontier = await frontierOf(t, auditId);
    for (const path of GZIP_SITEMAP_PAGES) expect(frontier.find((r) => r.url === `${site.origin}${path}`)?.source).toBe('sitemap');
  });

  it('a local copy crawled under its public origin (mapOrigin)', async () => {
    const t = await setup();
    const publicOrigin = 'https://www.acme-answers.example';
    const site = await t.site('well-optimised', { publicOrigin });
    const auditId = await t.startAudit(`${publicOrigin}/`, { mapOrigin: { from: publicOrigin, to: site.origin } });
    const { pages } = await expectCompleted(t, auditId, WELL_PATHS);
    for (const p of pages) {
      expect(p.url.startsWith(`${publicOrigin}/`)).toBe(true);
      expect(p.canonical).toBe(p.url);
    }
    const artifacts = await artifactsOf(t, auditId);
    expect(artifacts.find((a) => a.kind === 'robots_txt')?.url).toBe(`${publicOrigin}/robots.txt`);
  });

  it('a public site of CRAWL_MAP_ORIGIN: an audit started without a mapping is crawled from the copy', async () => {
    h = await openHarness();
    const publicOrigin = 'https://www.acme-answers.test';
    const site = await h.site('well-optimised', { publicOrigin });
    await h.startReplica({ env: { CRAWL_MAP_ORIGIN: `https://acme-answers.test=${site.origin}` } });
    // What the dashboard's form sends: https:// and the domain typed (here the www twin of the mapped site).
    const auditId = await h.startAudit('www.acme-answers.test');
    const { audit, pages } = await expectCompleted(h, auditId, WELL_PATHS);
    expect(audit.options).toMatchObject({ mapOrigin: null });
    // Stored under the public site (its canonicals name the www twin), fetched from the copy.
    for (const p of pages) expect(p.url.startsWith(`${publicOrigin}/`)).toBe(true);
    expect(pageRequests(site).sort()).toEqual(WELL_PATHS);
    const artifacts = await artifactsOf(h, auditId);
    expect(artifacts.find((a) => a.kind === 'robots_txt')?.url).toBe(`${publicOrigin}/robots.txt`);
  });

  it('stops at max_pages, storing each page once', async () => {
    const t = await setup();
    const site = await t.site(generateSite(40));
    const auditId = await t.startAudit(site.url, { maxPages: 15 });
    const { pages } = await expectCompleted(t, auditId, firstGeneratedPaths(15));
    expect(pages).toHaveLength(15);
    expect(pageRequests(site)).toHaveLength(15);
  });
});

/** Breadth-first over generateSite: the home page, then pages in discovery (sitemap) order. */
function firstGeneratedPaths(n: number): string[] {
  return ['/', ...Array.from({ length: n - 1 }, (_, i) => `/p/${i + 1}`)];
}

describe('fail reasons through the crawler service', () => {
  it('non_content_platform: a login wall', async () => {
    const t = await setup();
    const site = await t.site('login-wall');
    const started = Date.now();
    await expectFailed(t, await t.startAudit(site.url), 'non_content_platform', started);
  });

  it('non_content_platform: a JavaScript shell with rendering off', async () => {
    const t = await setup();
    const site = await t.site('spa');
    const started = Date.now();
    await expectFailed(t, await t.startAudit(site.url, { renderMode: 'off' }), 'non_content_platform', started);
  });

  it.each([
    ['a parked domain', 'parked' as const],
    ['a 5xx home page', { '/': { status: 500, body: 'Internal Server Error' } }],
    ['an empty home page', { '/': { status: 200, headers: { 'content-type': 'text/html' }, body: '' } }],
  ])('domain_error_or_empty_page: %s', async (_label, fixture) => {
    const t = await setup();
    const site = await t.site(fixture);
    const started = Date.now();
    await expectFailed(t, await t.startAudit(site.url), 'domain_error_or_empty_page', started);
  });

  it('no_crawlable_pages_found: robots.txt blocks everything, and only robots.txt is fetched', async () => {
    const t = await setup();
    const site = await t.site('robots-block-all');
    const started = Date.now();
    const auditId = await t.startAudit(site.url);
    await expectFailed(t, auditId, 'no_crawlable_pages_found', started);
    expect(site.requests.map((r) => r.path)).toEqual(['/robots.txt']);
    expect(await t.pages(auditId)).toEqual([]);
    // What the crawl found is kept for the failure page.
    const robots = (await artifactsOf(t, auditId)).find((a) => a.kind === 'robots_txt');
    expect(robots?.content).toContain('Disallow: /');
  });

  it('timeout_no_pages_discovered: a slow server and a short cut-off', async () => {
    const t = await setup({ service: { crawler: { noPagesCutoffMs: 700 } } });
    const site = await t.site(slowSite(4_000));
    const started = Date.now();
    const audit = await expectFailed(t, await t.startAudit(site.url), 'timeout_no_pages_discovered', started);
    // Cut off at ~0.7 s after the crawl started, long before the slow site answered anything.
    expect((audit.fail_at as Date).getTime() - started).toBeLessThan(3_500);
    expect(site.requests.map((r) => r.path)).toEqual(['/robots.txt']);
  });

  it('timeout_no_pages_discovered: CRAWL_NO_PAGES_CUTOFF_MS runs out while discovery stalls after the precheck', async () => {
    const t = await setup({ env: { CRAWL_NO_PAGES_CUTOFF_MS: '1000' } });
    const site = await t.site(stalledDiscoverySite(10_000));
    const started = Date.now();
    const auditId = await t.startAudit(site.url);
    const audit = await expectFailed(t, auditId, 'timeout_no_pages_discovered', started);
    // Cut off at ~1 s, long before the sitemap (10 s) or the page timeout (15 s) would have let the crawl on.
    expect((audit.fail_at as Date).getTime() - started).toBeLessThan(5_000);
    // The precheck passed (robots.txt and the home page answered); the sitemap never came.
    expect(site.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/robots.txt', '/', '/sitemap.xml']));
    expect(await t.pages(auditId)).toEqual([]);
  });

  it('precheck_failed_connection_timeout: a server slower than the page timeout', async () => {
    const t = await setup({ service: { crawler: { pageTimeoutMs: 400 } } });
    const site = await t.site(slowSite(1_500));
    const started = Date.now();
    await expectFailed(t, await t.startAudit(site.url), 'precheck_failed_connection_timeout', started);
  });

  it('precheck_failed_dns_not_found: a host that does not resolve', async () => {
    const t = await setup();
    const started = Date.now();
    await expectFailed(t, await t.startAudit('https://no-such-host.invalid/'), 'precheck_failed_dns_not_found', started);
  });

  it('precheck_failed_connection_refused: nothing listens', async () => {
    const t = await setup();
    const gone = await startFixtureSite({});
    await gone.close();
    const started = Date.now();
    await expectFailed(t, await t.startAudit(gone.url), 'precheck_failed_connection_refused', started);
  });

  it('precheck_failed_unreachable: the server resets every connection', async () => {
    const t = await setup();
    const server = net.createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const started = Date.now();
      await expectFailed(t, await t.startAudit(`http://127.0.0.1:${port}/`), 'precheck_failed_unreachable', started);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('precheck_failed_tls_error: https to a server that speaks plain HTTP', async () => {
    const t = await setup();
    const site = await t.site('well-optimised');
    const started = Date.now();
    await expectFailed(t, await t.startAudit(`https://127.0.0.1:${site.port}/`), 'precheck_failed_tls_error', started);
  });

  it('precheck_failed_redirect_loop', async () => {
    const t = await setup();
    const site = await t.site('redirect-loop');
    const started = Date.now();
    await expectFailed(t, await t.startAudit(site.url), 'precheck_failed_redirect_loop', started);
  });

  it('precheck_failed_too_many_redirects', async () => {
    const t = await setup();
    const site = await t.site(Object.fromEntries(Array.from({ length: 8 }, (_, i) => [i === 0 ? '/' : `/r${i}`, redirect(`/r${i + 1}`)])));
    const started = Date.now();
    await expectFailed(t, await t.startAudit(site.url), 'precheck_failed_too_many_redirects', started);
  });

  it('precheck_failed_address_not_allowed: the home page redirects to the metadata address (refused even with CRAWL_ALLOW_PRIVATE)', async () => {
    const t = await setup();
    const site = await t.site({ '/': redirect('http://169.254.169.254/latest/meta-data/') });
    const started = Date.now();
    await expectFailed(t, await t.startAudit(site.url), 'precheck_failed_address_not_allowed', started);
  });

  it.each([
    ['http://', 'precheck_failed_invalid_url'],
    ['ftp://example.com/', 'precheck_failed_unsupported_scheme'],
  ])('%s -> %s (a job the gateway would not send, written by hand)', async (rootUrl, reason) => {
    const t = await setup();
    const started = Date.now();
    await expectFailed(t, await t.enqueueCrawl(rootUrl), reason, started);
  });

  it('internal_error: a crawl job that can never run is dead-lettered and its audit failed', async () => {
    const t = await setup();
    const started = Date.now();
    const auditId = await t.enqueueCrawl('http://127.0.0.1:9/', { renderMode: 'bogus' as never });
    const { end, audit } = await t.waitForCrawl(auditId);
    expect(end).toBe('failed');
    expect(audit.fail_reason).toBe('internal_error');
    expect((audit.fail_at as Date).getTime()).toBeGreaterThanOrEqual(started - 1_000);
  });
});

describe('pages that fail do not fail the crawl', () => {
  it('a page answering 503 twice and a page timing out are broken links, not pages, and do not fail the crawl', async () => {
    const t = await setup({ service: { crawler: { pageTimeoutMs: 1_000 } } });
    const site = await t.site({
      '/': html(page({ title: 'Home', body: `<h1>Home</h1>${paragraphs('Home', 3)}<a href="/broken">Broken</a> <a href="/slow">Slow</a> <a href="/ok">OK</a>` })),
      '/broken': { status: 503, headers: { 'content-type': 'text/html' }, body: '<h1>Service unavailable</h1>' },
      '/slow': { ...html(page({ title: 'Slow', body: paragraphs('Slow', 2) })), delayMs: 3_000 },
      '/ok': html(page({ title: 'OK', body: `<h1>OK</h1>${paragraphs('OK', 2)}` })),
    });
    const auditId = await t.startAudit(site.url);
    await expectCompleted(t, auditId, ['/', '/ok']);
    // 503 is retried once before it is recorded as it is.
    expect(site.requests.filter((r) => r.path === '/broken')).toHaveLength(2);
    const slow = (await frontierOf(t, auditId)).find((r) => r.url === `${site.origin}/slow`);
    expect(slow).toMatchObject({ state: 'broken', attempts: 2 });
    expect(slow?.error).toMatch(/^timeout/);
    const summary = await summaryOf(t, auditId);
    expect(summary?.broken_links.map((b) => [pathOf(b.url), b.status_code, b.linked_from])).toEqual([
      ['/broken', 503, [site.url]],
      ['/slow', null, [site.url]],
    ]);
    expect(summary?.broken_links[1]?.error).toMatch(/^timeout: /);
  });
});
