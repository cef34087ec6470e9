/**
 * The crawl engine against real fixture web sites on 127.0.0.1, real sockets, static fetching
 * (render: 'off'; rendering has its own test file). allowPrivate is on because the fixtures live
 * on loopback; the SSRF refusals are tested with the default policy.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { AI_BOTS, CITABLE_BOT } from '@citable/contracts';
import {
  BLOCKED_AI_TOKENS,
  BROKEN_LINKS_SITE,
  VERSIONED_DOCS_SITE,
  GZIP_SITEMAP_PAGES,
  generateSite,
  htmlResponse as html,
  htmlPage as page,
  fillerParagraphs as paragraphs,
  redirectResponse as redirect,
  slowSite,
  startFixtureSite,
  type FixtureSite,
} from '../../../../libs/testing/src/fixture-sites/index.js';
import { createCrawler } from '../crawler.js';
import { CrawlAbortedError } from './crawl-engine.js';
import { createMemoryFrontier } from './memory-frontier.js';
import { resultOf, runCrawl } from '../__tests__/crawl-run.js';

const crawler = createCrawler({ addressPolicy: { allowPrivate: true }, pageTimeoutMs: 3_000, noPagesCutoffMs: 20_000 });
const strictCrawler = createCrawler({ pageTimeoutMs: 3_000 });
const sites: FixtureSite[] = [];

async function start(...args: Parameters<typeof startFixtureSite>): Promise<FixtureSite> {
  const site = await startFixtureSite(...args);
  sites.push(site);
  return site;
}

afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
  await crawler.close();
  await strictCrawler.close();
});

const WELL_PATHS = ['/', '/about', '/blog', '/blog/answer-first-writing', '/contact', '/faq', '/pricing', '/services'];

/** Page paths CitableBot requested, in order (robots.txt, sitemaps and llms.txt excluded). */
function pageRequests(site: FixtureSite): string[] {
  return site.requests
    .filter((r) => r.userAgent === CITABLE_BOT.userAgent && !/^\/(robots\.txt|sitemap.*|llms\.txt)$/.test(r.path))
    .map((r) => r.url);
}

describe('crawl of a well-optimised site', () => {
  it('stores every page once, with facts, and gathers all site artifacts', async () => {
    const site = await start('well-optimised');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    expect([...run.byPath.keys()].sort()).toEqual(WELL_PATHS);
    expect(new Set(run.pages.map((p) => p.url)).size).toBe(run.pages.length);
    // Each page was fetched exactly once (no refetch of the root after the precheck).
    expect(pageRequests(site).sort()).toEqual(WELL_PATHS);

    const faq = run.byPath.get('/faq');
    expect(faq).toMatchObject({ statusCode: 200, contentType: 'text/html; charset=utf-8', depth: 1, htmlRendered: null });
    expect(faq?.facts?.schemaTypes).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
    expect(faq?.facts?.canonical).toBe(`${site.origin}/faq`);
    expect(faq?.facts?.title).toBe('Frequently Asked Questions | Acme Answers');
    expect(faq?.htmlStatic).toContain('<h1>Frequently asked questions</h1>');
    expect(faq?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(faq?.fetchMs).toBeGreaterThanOrEqual(0);
    expect(run.byPath.get('/')?.depth).toBe(0);

    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    const { artifacts, stats } = run.outcome;
    expect(stats).toMatchObject({ pagesStored: 8, fetched: 8, renderedPages: 0 });
    expect(run.outcome.summary).toMatchObject({ pages: 8, fetched: 8, fetch_cap: 300, fetch_cap_reached: false, broken_links: [], redirects: [], resources: [] });
    expect(artifacts.rootUrl).toBe(site.url);
    expect(artifacts.robotsTxt).toMatchObject({ url: `${site.origin}/robots.txt`, statusCode: 200, error: null });
    expect(artifacts.sitemaps).toEqual([
      {
        url: `${site.origin}/sitemap.xml`,
        source: 'robots',
        statusCode: 200,
        isIndex: false,
        gzip: false,
        urlCount: 8,
        sameSiteUrlCount: 8,
        lastmodCount: 8,
        error: null,
      },
    ]);
    expect(artifacts.llmsTxt).toMatchObject({ statusCode: 200, error: null });
    expect(artifacts.llmsTxt?.content).toContain('# Acme Answers');
    expect(artifacts.aiBotAccess?.robotsTxtFound).toBe(true);
    expect(artifacts.aiBotAccess?.bots).toHaveLength(AI_BOTS.length);
    for (const bot of artifacts.aiBotAccess?.bots ?? []) {
      expect(bot).toMatchObject({ robotsAllowsRoot: true, robotsAllowedShare: 1 });
      expect(bot.live.blocked).toBe(false);
    }
    expect(artifacts.aiBotAccess?.bots.find((b) => b.token === 'GPTBot')?.live.statusCode).toBe(200);
    expect(run.progress.at(-1)).toEqual({ discovered: 8, fetched: 8 });
  });

  it('crawls a local copy under the public origin its pages name (mapOrigin)', async () => {
    const publicOrigin = 'https://www.acme-answers.example';
    const site = await start('well-optimised', { publicOrigin });
    const run = await runCrawl(crawler, { rootUrl: `${publicOrigin}/`, render: 'off', mapOrigin: { from: publicOrigin, to: site.origin } });
    expect(resultOf(run)).toBe('completed');
    expect(run.pages.map((p) => p.url).sort()).toEqual(WELL_PATHS.map((p) => `${publicOrigin}${p}`).sort());
    for (const p of run.pages) expect(p.facts?.canonical).toBe(p.url);
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    expect(run.outcome.artifacts.rootUrl).toBe(`${publicOrigin}/`);
    expect(run.outcome.artifacts.sitemaps[0]).toMatchObject({ url: `${publicOrigin}/sitemap.xml`, sameSiteUrlCount: 8 });
  });

  it('maps a public site of the process-wide mapOrigins (CRAWL_MAP_ORIGIN) as if the job named it', async () => {
    const publicOrigin = 'https://acme-answers.example';
    const site = await start('well-optimised', { publicOrigin });
    const other = await start('poor');
    const mapped = createCrawler({
      addressPolicy: { allowPrivate: true },
      pageTimeoutMs: 3_000,
      mapOrigins: [
        { from: 'https://elsewhere.example', to: other.origin },
        { from: publicOrigin, to: site.origin },
      ],
    });
    try {
      const run = await runCrawl(mapped, { rootUrl: `${publicOrigin}/`, render: 'off' });
      expect(resultOf(run)).toBe('completed');
      expect(run.pages.map((p) => p.url).sort()).toEqual(WELL_PATHS.map((p) => `${publicOrigin}${p}`).sort());
      expect(pageRequests(site).sort()).toEqual(WELL_PATHS);
      expect(other.requests).toEqual([]);
      // A job's own mapping wins over the process's.
      const own = await runCrawl(mapped, { rootUrl: `${publicOrigin}/`, render: 'off', mapOrigin: { from: publicOrigin, to: other.origin } });
      expect(resultOf(own)).toBe('completed');
      expect([...own.byPath.keys()].sort()).toEqual(['/', '/page2', '/page3']);
    } finally {
      await mapped.close();
    }
  });

  it('refuses a process-wide mapping that is not two http(s) origins', () => {
    expect(() => createCrawler({ mapOrigins: [{ from: 'acme.example', to: 'http://127.0.0.1:1' }] })).toThrow(/mapOrigins\[0\]: FROM "acme\.example" is not an absolute URL/);
  });

  it('also accepts the copy\'s own address as the root URL', async () => {
    const publicOrigin = 'https://acme-answers.example';
    const site = await start('well-optimised', { publicOrigin });
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off', mapOrigin: { from: publicOrigin, to: site.origin } });
    expect(resultOf(run)).toBe('completed');
    expect(run.pages.map((p) => p.url)).toContain(`${publicOrigin}/pricing`);
  });
});

describe('crawl of a poor site', () => {
  it('stores its pages and records what is missing as data', async () => {
    const site = await start('poor');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    expect([...run.byPath.keys()].sort()).toEqual(['/', '/page2', '/page3']);
    expect(run.byPath.get('/')?.facts).toMatchObject({ title: null, canonical: null, lang: null, h1Count: 0 });
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    const { artifacts } = run.outcome;
    expect(artifacts.robotsTxt).toMatchObject({ statusCode: 404, content: null, error: null });
    expect(artifacts.llmsTxt).toEqual({ url: `${site.origin}/llms.txt`, statusCode: 404, content: null, error: null });
    expect(artifacts.sitemaps).toEqual([expect.objectContaining({ url: `${site.origin}/sitemap.xml`, source: 'default_location', statusCode: 404, error: 'HTTP 404' })]);
    expect(artifacts.aiBotAccess?.robotsTxtFound).toBe(false);
  });
});

describe('crawl limits and identity', () => {
  it('stops at max_pages and never stores a page twice', async () => {
    const site = await start(generateSite(60));
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off', maxPages: 25 });
    expect(resultOf(run)).toBe('completed');
    expect(run.pages).toHaveLength(25);
    expect(new Set(run.pages.map((p) => p.url)).size).toBe(25);
    expect(pageRequests(site)).toHaveLength(25);
  });

  it('clamps max_pages to the 500 cap', async () => {
    const site = await start(generateSite(3));
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off', maxPages: 10_000 });
    expect(run.pages).toHaveLength(3);
  });

  it('follows canonicals and redirects without double counting', async () => {
    const site = await start(({ origin }) => ({
      '/': html(page({ title: 'Home', body: `<h1>Home</h1>${paragraphs('Home', 3)}<a href="/a?ref=nav">A copy</a> <a href="/old">Old</a> <a href="/new">New</a> <a href="/b#top">B</a>` })),
      '/a': html(page({ title: 'A copy', canonical: `${origin}/b`, body: `<h1>Copy</h1>${paragraphs('Copy', 3)}` })),
      '/b': html(page({ title: 'B', canonical: `${origin}/b`, body: `<h1>B</h1>${paragraphs('B', 3)}` })),
      '/old': redirect('/new', 301),
      '/new': html(page({ title: 'New', body: `<h1>New</h1>${paragraphs('New', 3)}<a href="/">Home</a>` })),
    }));
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    expect([...run.byPath.keys()].sort()).toEqual(['/', '/b', '/new']);
    const rows = new Map(run.frontier.rows().map((r) => [new URL(r.url).pathname + new URL(r.url).search, r]));
    expect(rows.get('/a?ref=nav')).toMatchObject({ state: 'skipped', error: `canonical is ${site.origin}/b` });
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    expect(run.outcome.summary.counts.canonical_copies).toBe(1);
    expect(run.outcome.summary.canonical_copies).toEqual([{ url: `${site.origin}/a?ref=nav`, canonical: `${site.origin}/b` }]);
    expect(rows.get('/old')).toMatchObject({ state: 'redirected', statusCode: 301, target: `${site.origin}/new` });
    expect(rows.get('/old')?.error).toMatch(/redirects to/);
    // Whichever of /old or /new came first, /new is stored once, with the chain of the fetch that stored it.
    const stored = run.byPath.get('/new');
    expect(stored?.url).toBe(`${site.origin}/new`);
    expect(stored?.redirectChain.length === 0 || stored?.redirectChain[0]?.url === `${site.origin}/old`).toBe(true);
  });

  it('keeps a page whose canonical redirects back to it (no cycle loses both)', async () => {
    const site = await start(({ origin }) => ({
      '/': html(page({ title: 'Home', body: `<h1>Home</h1>${paragraphs('Home', 3)}<a href="/a">A</a>` })),
      '/a': html(page({ title: 'A', canonical: `${origin}/b`, body: `<h1>A</h1>${paragraphs('A', 3)}` })),
      '/b': redirect('/a', 301),
    }));
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect([...run.byPath.keys()].sort()).toEqual(['/', '/a']);
    expect(run.byPath.get('/a')?.redirectChain).toEqual([{ url: `${site.origin}/b`, statusCode: 301 }]);
  });

  it('records non-HTML files as resources with their content type: not pages, never followed', async () => {
    const site = await start('non-html');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    expect([...run.byPath.keys()].sort()).toEqual(['/', '/about']);
    expect(site.requests.some((r) => r.path === '/secret-from-json')).toBe(false);
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    expect(run.outcome.stats).toMatchObject({ pagesStored: 2, fetched: 5 });
    expect(run.outcome.summary.resources).toEqual([
      { url: `${site.origin}/brochure.pdf`, status_code: 200, content_type: 'application/pdf' },
      { url: `${site.origin}/logo.png`, status_code: 200, content_type: 'image/png' },
      { url: `${site.origin}/data.json`, status_code: 200, content_type: 'application/json' },
    ]);
  });

  it('records a page over the size cap as too_large and goes on', async () => {
    const site = await start('huge-page');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    expect([...run.byPath.keys()].sort()).toEqual(['/', '/small']);
    const huge = run.frontier.rows().find((r) => r.url.endsWith('/huge'));
    expect(huge).toMatchObject({ state: 'failed' });
    expect(huge?.error).toMatch(/^too_large/);
  });

  it('reads nested gzip sitemap indexes and crawls the pages only they list', async () => {
    const site = await start('gzip-sitemap-index');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    expect([...run.byPath.keys()].sort()).toEqual(['/', ...GZIP_SITEMAP_PAGES].sort());
    for (const path of GZIP_SITEMAP_PAGES) expect(run.frontier.rows().find((r) => r.url.endsWith(path))?.source).toBe('sitemap');
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    expect(run.outcome.artifacts.sitemaps.map((s) => [new URL(s.url).pathname, s.source, s.isIndex, s.gzip, s.urlCount, s.lastmodCount])).toEqual([
      ['/sitemap_index.xml', 'robots', true, false, 2, 0],
      ['/sitemaps/products.xml.gz', 'sitemap_index', false, true, 3, 2],
      ['/sitemaps/guides-index.xml.gz', 'sitemap_index', true, true, 1, 0],
      ['/sitemaps/guides.xml', 'sitemap_index', false, false, 2, 1],
    ]);
  });

  it('obeys Crawl-delay for CitableBot', async () => {
    const site = await start(({ origin }) => ({
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: `User-agent: CitableBot\nCrawl-delay: 0.15\n\nSitemap: ${origin}/sitemap.xml\n` },
      '/': html(page({ title: 'Home', body: `${paragraphs('Home', 3)}<a href="/x">x</a><a href="/y">y</a><a href="/z">z</a>` })),
      '/x': html(page({ title: 'X', body: paragraphs('X', 3) })),
      '/y': html(page({ title: 'Y', body: paragraphs('Y', 3) })),
      '/z': html(page({ title: 'Z', body: paragraphs('Z', 3) })),
    }));
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    const starts = site.requests.filter((r) => /^\/[xyz]$/.test(r.path)).map((r) => r.at);
    expect(starts).toHaveLength(3);
    // Starts are spaced by 150 ms; arrival times can jitter a little on a busy machine.
    for (let i = 1; i < starts.length; i++) expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(100);
  });
});

describe('what is not a page: broken links, redirects, files', () => {
  const paths = (urls: readonly string[]) => urls.map((u) => new URL(u).pathname);

  it('counts and lists the copies of a versioned manual, each with the canonical it defers to', async () => {
    const site = await start('versioned-docs');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    expect([...run.byPath.keys()].sort()).toEqual([...VERSIONED_DOCS_SITE.pages].sort());
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    const { summary } = run.outcome;
    const copies = Object.keys(VERSIONED_DOCS_SITE.copies).length;
    expect(summary.pages).toBe(VERSIONED_DOCS_SITE.pages.length);
    expect(summary.counts).toMatchObject({ canonical_copies: copies, broken_links: 0, redirects: 0, resources: 0 });
    expect(Object.fromEntries((summary.canonical_copies ?? []).map((c) => [new URL(c.url).pathname, new URL(c.canonical).pathname]))).toEqual(VERSIONED_DOCS_SITE.copies);
    // A copy is fetched (to read its canonical) but never stored or scored.
    expect(summary.fetched).toBe(VERSIONED_DOCS_SITE.pages.length + copies);
  });

  it('stores only HTML 2xx pages and reports broken links with the pages linking to them', async () => {
    const site = await start('broken-links');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    // The copy whose canonical is a missing page is a page after all.
    expect([...run.byPath.keys()].sort()).toEqual([...BROKEN_LINKS_SITE.pages].sort());
    for (const p of run.pages) expect(p.statusCode).toBe(200);
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    const { summary, stats } = run.outcome;
    expect(stats.pagesStored).toBe(4);
    expect(summary.pages).toBe(4);

    const broken = new Map(summary.broken_links.map((b) => [new URL(b.url).pathname, b]));
    expect(Object.fromEntries([...broken].map(([path, b]) => [path, b.status_code]))).toEqual(BROKEN_LINKS_SITE.broken);
    // The nav's dead links name every page that links to them, the first linking page first.
    expect(broken.get('/docs/')).toMatchObject({ found_via: 'link', error: null, linked_from_count: 4 });
    expect(paths(broken.get('/docs/')?.linked_from ?? []).sort()).toEqual(['/', '/about', '/pricing', '/pricing-copy']);
    expect(paths(broken.get('/down')?.linked_from ?? [])).toEqual(['/about']);
    // The 503 was asked twice (a transient status gets one retry) and reported once.
    expect(site.requests.filter((r) => r.path === '/down')).toHaveLength(2);
    // A canonical is not a link: the copy that named it led the crawl there.
    expect(paths(broken.get('/docs/missing')?.linked_from ?? [])).toEqual(['/pricing-copy']);
    // The end of a redirect names the redirect.
    expect(broken.get('/nowhere')).toMatchObject({ found_via: 'redirect', linked_from: [`${site.origin}/moved`], linked_from_count: 1 });

    expect(summary.redirects.map((r) => [new URL(r.url).pathname, r.status_code, new URL(r.target).pathname]).sort()).toEqual([
      ['/moved', 302, '/nowhere'],
      ['/old-pricing', 301, '/pricing'],
    ]);
    expect(Object.fromEntries(summary.resources.map((r) => [new URL(r.url).pathname, r.content_type]))).toEqual(BROKEN_LINKS_SITE.resources);
    expect(summary.counts).toEqual({ broken_links: 5, redirects: 2, resources: 2, disallowed: 0, not_fetched: 0, canonical_copies: 0 });
    // Its canonical is missing, so the copy is a page and no canonical copy.
    expect(summary.canonical_copies).toEqual([]);
    expect(summary).toMatchObject({ fetch_cap_reached: false, fetched: stats.fetched });
    // A file's body is never downloaded for a page's sake, and its links never followed.
    expect(pageRequests(site).filter((u) => u === '/logo.png')).toHaveLength(1);
  });

  it('counts only pages toward max_pages: error responses and files do not use it up', async () => {
    const site = await start('broken-links');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off', maxPages: 3 });
    expect(resultOf(run)).toBe('completed');
    // Home, then /about and the redirect's /pricing at depth 1 (the dead docs links and the logo
    // before them in the nav did not count).
    expect([...run.byPath.keys()].sort()).toEqual(['/', '/about', '/pricing']);
    expect(run.progress.at(-1)?.fetched).toBe(3);
  });

  it('stops a site of endless dead ends at the fetch cap, and says so', async () => {
    const site = await start('dead-ends');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off', maxPages: 5 });
    expect(resultOf(run)).toBe('completed');
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    const { summary } = run.outcome;
    expect(summary).toMatchObject({ fetch_cap: 15, fetched: 15, fetch_cap_reached: true });
    expect(pageRequests(site)).toHaveLength(15);
    expect([...run.byPath.keys()].sort()).toEqual(['/', '/about']);
    expect(summary.counts.broken_links + summary.counts.resources).toBe(13);
    expect(summary.broken_links[0]).toMatchObject({ status_code: 404, linked_from: [site.url], linked_from_count: 1 });
  });
});

describe('robots.txt and AI crawler access', () => {
  it('obeys a robots.txt that blocks everything: nothing but robots.txt is fetched', async () => {
    const site = await start('robots-block-all');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('no_crawlable_pages_found');
    expect(run.pages).toEqual([]);
    expect(site.requests.map((r) => r.path)).toEqual(['/robots.txt']);
    if (run.outcome.status !== 'failed') throw new Error('unreachable');
    expect(run.outcome.artifacts?.sitemaps[0]?.error).toMatch(/robots\.txt disallows/);
    expect(run.outcome.summary?.counts).toMatchObject({ disallowed: 1, broken_links: 0 });
    expect(run.outcome.detail).toMatch(/1 disallowed by robots\.txt/);
  });

  it('reports AI crawlers that robots.txt shuts out, and still crawls as CitableBot', async () => {
    const site = await start('robots-block-ai');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    expect(run.pages).toHaveLength(8);
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    const bots = new Map(run.outcome.artifacts.aiBotAccess?.bots.map((b) => [b.token, b]));
    for (const token of BLOCKED_AI_TOKENS) {
      expect(bots.get(token)).toMatchObject({ robotsAllowsRoot: false, robotsAllowedShare: 0 });
      expect(bots.get(token)?.live.statusCode).toBeNull();
    }
    expect(bots.get('OAI-SearchBot')).toMatchObject({ robotsAllowsRoot: true, robotsAllowedShare: 1, live: { statusCode: 200, blocked: false } });
    expect(bots.get('GPTBot')?.sampledPaths.length).toBeGreaterThan(1);
    // No fetch was made under the User-Agent of a crawler the site excluded.
    expect(site.requests.some((r) => r.userAgent.includes('GPTBot'))).toBe(false);
  });

  it('catches refusals robots.txt does not show: 403, 429 and challenge pages', async () => {
    const site = await start('ai-forbidden');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('completed');
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    const bots = new Map(run.outcome.artifacts.aiBotAccess?.bots.map((b) => [b.token, b]));
    expect(bots.get('GPTBot')).toMatchObject({ robotsAllowsRoot: true, live: { statusCode: 403, blocked: true } });
    expect(bots.get('ClaudeBot')?.live).toMatchObject({ statusCode: 403, blocked: true });
    expect(bots.get('PerplexityBot')?.live).toMatchObject({ statusCode: 429, blocked: true });
    expect(bots.get('CCBot')?.live).toMatchObject({ statusCode: 200, blocked: true, reason: expect.stringMatching(/Just a moment/) });
    expect(bots.get('Amazonbot')?.live).toMatchObject({ statusCode: 200, blocked: false });
    expect(bots.get('Google-Extended')?.live).toMatchObject({ statusCode: null, blocked: false });
  });
});

describe('fail reasons', () => {
  it('domain_error_or_empty_page for a parked domain', async () => {
    const site = await start('parked');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('domain_error_or_empty_page');
    if (run.outcome.status !== 'failed') throw new Error('unreachable');
    expect(run.outcome.detail).toMatch(/parked/);
    expect(Date.parse(run.outcome.failAt)).not.toBeNaN();
  });

  it('domain_error_or_empty_page for a 5xx home page', async () => {
    const site = await start({ '/': { status: 502, body: 'Bad gateway' } });
    expect(resultOf(await runCrawl(crawler, { rootUrl: site.url, render: 'off' }))).toBe('domain_error_or_empty_page');
  });

  it('non_content_platform for a login wall', async () => {
    const site = await start('login-wall');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'off' });
    expect(resultOf(run)).toBe('non_content_platform');
    if (run.outcome.status !== 'failed') throw new Error('unreachable');
    expect(run.outcome.detail).toMatch(/sign-in/);
  });

  it('non_content_platform for a JavaScript shell when rendering is off', async () => {
    const site = await start('spa');
    expect(resultOf(await runCrawl(crawler, { rootUrl: site.url, render: 'off' }))).toBe('non_content_platform');
  });

  it('precheck_failed_redirect_loop for a redirect loop', async () => {
    const site = await start('redirect-loop');
    expect(resultOf(await runCrawl(crawler, { rootUrl: site.url, render: 'off' }))).toBe('precheck_failed_redirect_loop');
  });

  it('precheck_failed_too_many_redirects for a long chain', async () => {
    const site = await start(Object.fromEntries(Array.from({ length: 8 }, (_, i) => [i === 0 ? '/' : `/r${i}`, redirect(`/r${i + 1}`)])));
    expect(resultOf(await runCrawl(crawler, { rootUrl: site.url, render: 'off' }))).toBe('precheck_failed_too_many_redirects');
  });

  it('precheck_failed_connection_timeout for a server slower than the timeout', async () => {
    const site = await start(slowSite(1_500));
    const impatient = createCrawler({ addressPolicy: { allowPrivate: true }, pageTimeoutMs: 300 });
    try {
      expect(resultOf(await runCrawl(impatient, { rootUrl: site.url, render: 'off' }))).toBe('precheck_failed_connection_timeout');
    } finally {
      await impatient.close();
    }
  });

  it('timeout_no_pages_discovered when no page arrives before the cut-off', async () => {
    const site = await start({ '/': { ...html(page({ title: 'Slow', body: paragraphs('Slow', 3) })), delayMs: 1_500 } });
    const cutOff = createCrawler({ addressPolicy: { allowPrivate: true }, pageTimeoutMs: 5_000, noPagesCutoffMs: 300 });
    try {
      const started = Date.now();
      const run = await runCrawl(cutOff, { rootUrl: site.url, render: 'off' });
      expect(resultOf(run)).toBe('timeout_no_pages_discovered');
      expect(Date.now() - started).toBeLessThan(1_400);
    } finally {
      await cutOff.close();
    }
  });

  it('precheck_failed_connection_refused when nothing listens', async () => {
    const gone = await startFixtureSite({});
    await gone.close();
    expect(resultOf(await runCrawl(crawler, { rootUrl: gone.url, render: 'off' }))).toBe('precheck_failed_connection_refused');
  });

  it.each([
    ['http://', 'precheck_failed_invalid_url'],
    ['ftp://example.com/', 'precheck_failed_unsupported_scheme'],
    ['https://no-such-host.invalid/', 'precheck_failed_dns_not_found'],
  ])('%s -> %s', async (rootUrl, reason) => {
    expect(resultOf(await runCrawl(crawler, { rootUrl, render: 'off' }))).toBe(reason);
  });

  it('precheck_failed_address_not_allowed when the home page redirects to the metadata address', async () => {
    const site = await start({ '/': redirect('http://169.254.169.254/latest/meta-data/') });
    expect(resultOf(await runCrawl(crawler, { rootUrl: site.url, render: 'off' }))).toBe('precheck_failed_address_not_allowed');
  });

  it.each([
    ['a loopback IP', (s: FixtureSite) => s.url],
    ['a host name that resolves inside', (s: FixtureSite) => `http://localhost:${s.port}/`],
    ['a decimal IP', (s: FixtureSite) => `http://2130706433:${s.port}/`],
    ['an IPv6-mapped IP', (s: FixtureSite) => `http://[::ffff:127.0.0.1]:${s.port}/`],
  ])('precheck_failed_address_not_allowed for %s under the default policy, with no request made', async (_label, urlOf) => {
    const site = await start('well-optimised');
    const run = await runCrawl(strictCrawler, { rootUrl: urlOf(site), render: 'off' });
    expect(resultOf(run)).toBe('precheck_failed_address_not_allowed');
    expect(site.requests).toEqual([]);
  });
});

describe('crash safety', () => {
  it('resumes a crawl from its frontier without refetching or storing a page twice', async () => {
    const site = await start(generateSite(30));
    const frontier = createMemoryFrontier();
    const firstPages: string[] = [];
    const stopFirst = new AbortController();
    const first = crawler.crawl(
      { rootUrl: site.url, render: 'off', maxPages: 100 },
      {
        frontier,
        signal: stopFirst.signal,
        onPage: async (p) => {
          firstPages.push(p.url);
          if (firstPages.length === 8) stopFirst.abort();
        },
      },
    );
    await expect(first).rejects.toBeInstanceOf(CrawlAbortedError);
    const afterFirst = site.requests.length;

    const second = await runCrawl(crawler, { rootUrl: site.url, render: 'off', maxPages: 100 }, frontier);
    expect(resultOf(second)).toBe('completed');
    const all = [...firstPages, ...second.pages.map((p) => p.url)];
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    // Pages finished by the first run were not fetched again (the root is, once, by the precheck).
    const refetched = site.requests
      .slice(afterFirst)
      .filter((r) => r.path !== '/' && firstPages.includes(`${site.origin}${r.path}`));
    expect(refetched).toEqual([]);
    expect((await frontier.counts()).done).toBe(30);
  });
});
