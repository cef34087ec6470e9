/**
 * Rendering in the system Chromium (/usr/bin/chromium) through whole crawls of fixture sites:
 * script-built content, LCP/CLS measured in the browser, the static-text share, and the address
 * policy applied to the browser's own requests.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  htmlResponse as html,
  htmlPage as page,
  fillerParagraphs as paragraphs,
  startFixtureSite,
  type FixtureSite,
} from '../../../../libs/testing/src/fixture-sites/index.js';
import { createCrawler } from '../crawler.js';
import { resultOf, runCrawl } from '../__tests__/crawl-run.js';

const crawler = createCrawler({ addressPolicy: { allowPrivate: true }, pageTimeoutMs: 5_000, render: { settleCapMs: 2_000 } });
const sites: FixtureSite[] = [];

async function start(...args: Parameters<typeof startFixtureSite>): Promise<FixtureSite> {
  const site = await startFixtureSite(...args);
  sites.push(site);
  return site;
}

afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
  await crawler.close();
});

describe('rendering', () => {
  it('crawls a JavaScript-only single-page app through its rendered pages', async () => {
    const site = await start('spa');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'sample' });
    expect(resultOf(run)).toBe('completed');
    // /features and /pricing are linked only from the rendered DOM.
    expect([...run.byPath.keys()].sort()).toEqual(['/', '/features', '/pricing']);
    const root = run.byPath.get('/');
    expect(root?.htmlStatic).toContain('<div id="root"></div>');
    expect(root?.htmlRendered).toContain('Notes that organise themselves');
    expect(root?.renderedMetrics?.staticTextShare).toBeLessThan(0.2);
    expect(root?.renderedMetrics?.renderMs).toBeGreaterThan(0);
    expect(root?.renderedMetrics?.lcpMs).toBeGreaterThan(0);
    expect(root?.renderedMetrics?.cls).toBeGreaterThanOrEqual(0);
    // Facts describe the static HTML: what a crawler that runs no JavaScript gets.
    expect(root?.facts?.h1).toBeNull();
    for (const p of run.pages) expect(p.htmlRendered).not.toBeNull();
  });

  it('fails a shell that renders no content either as non_content_platform', async () => {
    const site = await start({
      '/': html(page({ title: 'App', body: '<div id="app"></div><script src="/app.js"></script>' })),
      '/app.js': { headers: { 'content-type': 'text/javascript' }, body: 'document.getElementById("app").textContent = "Loading";' },
    });
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'sample' });
    expect(resultOf(run)).toBe('non_content_platform');
  });

  it('renders a sample of a static site and finds its text already in the static HTML', async () => {
    const site = await start('well-optimised');
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'sample' });
    expect(resultOf(run)).toBe('completed');
    if (run.outcome.status !== 'completed') throw new Error('unreachable');
    expect(run.outcome.stats.renderedPages).toBe(crawler.config.renderSampleSize);
    const root = run.byPath.get('/');
    expect(root?.renderedMetrics?.staticTextShare).toBeGreaterThan(0.95);
    expect(run.pages.filter((p) => p.htmlRendered !== null)).toHaveLength(crawler.config.renderSampleSize);
  });

  it('measures layout shift and the largest contentful paint in the browser', async () => {
    // The banner arrives with data the page fetches (answered after 150 ms), after the first paint:
    // the renderer waits for that request, so the shift is seen however busy the machine is.
    const shifting = `${paragraphs('Shift', 6)}<script>fetch('/banner').then((r) => r.text()).then((text) => {
      const banner = document.createElement('div');
      banner.style.height = '300px';
      banner.textContent = text;
      document.body.prepend(banner);
    });</script>`;
    const site = await start({
      '/': html(page({ title: 'Shifty', viewport: true, body: `<h1>Shifty page</h1>${shifting}` })),
      '/banner': { headers: { 'content-type': 'text/plain' }, body: 'A late banner pushes everything down', delayMs: 150 },
    });
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'all' });
    expect(resultOf(run)).toBe('completed');
    const root = run.byPath.get('/');
    expect(root?.htmlRendered).toContain('A late banner pushes everything down');
    expect(root?.renderedMetrics?.cls).toBeGreaterThan(0.05);
    expect(root?.renderedMetrics?.lcpMs).toBeGreaterThan(0);
  });
});

describe('address policy inside the browser', () => {
  /** A page whose image points at another loopback address; the rendered DOM says whether it loaded. */
  async function probeSite(target: FixtureSite): Promise<FixtureSite> {
    return start({
      '/': html(
        page({
          title: 'Probe',
          body: `<h1>Probe</h1>${paragraphs('Probe', 3)}
<img src="http://127.0.0.2:${target.port}/pixel.png" onload="document.body.setAttribute('data-probe','loaded')" onerror="document.body.setAttribute('data-probe','blocked')">`,
        }),
      ),
    });
  }

  const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  it('refuses a sub-request to an address outside the allowlist, without it reaching the server', async () => {
    const target = await start({ '/pixel.png': { headers: { 'content-type': 'image/png' }, body: PIXEL } }, { host: '127.0.0.2' });
    const site = await probeSite(target);
    const allowOnlySite = createCrawler({ addressPolicy: { allowCidrs: ['127.0.0.1/32'] }, pageTimeoutMs: 5_000, render: { settleCapMs: 2_000 } });
    try {
      const run = await runCrawl(allowOnlySite, { rootUrl: site.url, render: 'all' });
      expect(resultOf(run)).toBe('completed');
      expect(run.byPath.get('/')?.htmlRendered).toContain('data-probe="blocked"');
      expect(target.requests).toEqual([]);
    } finally {
      await allowOnlySite.close();
    }
  });

  it('lets the same sub-request through when the address is allowed (the probe can tell)', async () => {
    const target = await start({ '/pixel.png': { headers: { 'content-type': 'image/png' }, body: PIXEL } }, { host: '127.0.0.2' });
    const site = await probeSite(target);
    const run = await runCrawl(crawler, { rootUrl: site.url, render: 'all' });
    expect(run.byPath.get('/')?.htmlRendered).toContain('data-probe="loaded"');
    expect(target.requests.map((r) => r.path)).toEqual(['/pixel.png']);
  });
});
