/** sitemap.xml, robots.txt and llms.txt from stored sites, and the sites that need none. */
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusPage, siteOf } from '../__tests__/stored.js';
import { bareSite, wellOptimisedSite } from '../__tests__/sites.js';
import type { FixSiteInput } from '../input.js';
import { llmsTxtProblems, parseLlmsTxt } from '../validate/llms-txt.js';
import { robotsTxtProblems } from '../validate/robots-txt.js';
import { sitemapProblems } from '../validate/sitemap.js';
import { llmsTxtFile } from './llms-txt.js';
import { robotsTxtFile } from './robots-txt.js';
import { sitemapFile } from './sitemap.js';

let bare: FixSiteInput;
beforeAll(async () => {
  bare = await bareSite();
});

describe('sitemapFile', () => {
  it('lists every page of a site with no sitemap, valid against the sitemaps.org schema', async () => {
    const file = sitemapFile(bare)!;
    expect(file.content.match(/<loc>/g)).toHaveLength(bare.pages.length);
    expect(await sitemapProblems(file.content, 'http://site.test')).toEqual([]);
  });

  it('takes lastmod from the Last-Modified header, else the date the page carries, and invents none', async () => {
    const page = await corpusPage('bbc-1.html');
    const dated = sitemapFile(siteOf('https://corpus.example/', [{ ...page, headers: { 'last-modified': 'Wed, 21 Oct 2026 07:28:00 GMT' } }]))!;
    expect(dated.content).toContain('<lastmod>2026-10-21</lastmod>');
    const fromPage = sitemapFile(siteOf('https://corpus.example/', [page]))!;
    expect(fromPage.content).toContain('<lastmod>2015-07-24</lastmod>');
    const undated = await corpusPage('rtl-1.html');
    expect(sitemapFile(siteOf('https://corpus.example/', [undated]))!.content).not.toContain('lastmod');
  });

  it('leaves out noindex pages', async () => {
    const page = await corpusPage('bbc-1.html');
    const hidden = { ...page, url: 'https://corpus.example/hidden', facts: { ...page.facts, canonical: null, robotsDirectives: ['noindex'] } };
    expect(sitemapFile(siteOf('https://corpus.example/', [page, hidden]))!.content).not.toContain('/hidden');
  });

  it('writes none when the site\'s sitemap already lists as many pages as the crawl found', async () => {
    const well = await wellOptimisedSite();
    const sitemaps = [{ url: 'http://site.test/sitemap.xml', source: 'robots' as const, statusCode: 200, isIndex: false, gzip: false, urlCount: 8, sameSiteUrlCount: 8, lastmodCount: 8, error: null }];
    const a8 = { id: 'A8_sitemap_discoverability', status: 'ok', score: 100, details: {} } as unknown as FixSiteInput['siteChecks'][number];
    expect(sitemapFile({ ...well, sitemaps, siteChecks: [a8] })).toBeNull();
  });
});

describe('robotsTxtFile', () => {
  const pages = ['http://site.test/', 'http://site.test/private/x'];

  it('adds the Sitemap line to the file as served, changing no access rule', () => {
    const original = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';
    const site = { ...bare, robotsTxt: { url: 'http://site.test/robots.txt', statusCode: 200, content: original, error: null } };
    const file = robotsTxtFile(site, 'http://site.test/sitemap.xml')!;
    expect(file.content.startsWith(original.trimEnd())).toBe(true);
    expect(robotsTxtProblems('http://site.test/robots.txt', original, file.content, 'http://site.test/sitemap.xml', pages)).toEqual([]);
  });

  it('writes a new file allowing everything when the site has none', () => {
    const file = robotsTxtFile(bare, 'http://site.test/sitemap.xml')!;
    expect(robotsTxtProblems('http://site.test/robots.txt', '', file.content, 'http://site.test/sitemap.xml', pages)).toEqual([]);
  });

  it('writes none when robots.txt did not answer (the robots advice says to fix that first)', () => {
    expect(robotsTxtFile({ ...bare, robotsTxt: { url: 'http://site.test/robots.txt', statusCode: 503, content: null, error: null } }, 'http://site.test/sitemap.xml')).toBeNull();
  });
});

describe('llmsTxtFile', () => {
  const entries = (site: FixSiteInput) => site.pages.map((p) => ({ page: p, title: p.facts.title!, description: p.facts.metaDescription }));

  it('writes the llmstxt.org format: the name, the summary, sections of links with their descriptions', () => {
    const file = llmsTxtFile(bare, 'Acme Answers', 'Acme Answers helps B2B teams get cited by AI assistants.', entries(bare))!;
    const parsed = parseLlmsTxt(file.content)!;
    expect(parsed.title).toBe('Acme Answers');
    expect(parsed.summary).toBe('Acme Answers helps B2B teams get cited by AI assistants.');
    expect([...parsed.sections.keys()]).toEqual(['Pages', 'Blog']);
    expect(parsed.sections.get('Blog')?.map((l) => l?.url)).toEqual(['http://site.test/blog', 'http://site.test/blog/answer-first-writing']);
    expect(llmsTxtProblems(file.content, { name: 'Acme Answers', summary: 'Acme Answers helps B2B teams get cited by AI assistants.', urls: bare.pages.map((p) => p.url) }, 'http://site.test')).toEqual([]);
  });

  it('lists corpus pages under their own titles', async () => {
    const pages = await Promise.all(['bbc-1.html', 'wikipedia.html'].map(corpusPage));
    const site = siteOf('https://corpus.example/', pages);
    const file = llmsTxtFile(site, 'corpus.example', null, entries(site))!;
    const links = [...parseLlmsTxt(file.content)!.sections.values()].flat();
    expect(links.map((l) => l?.title)).toEqual(pages.map((p) => p.facts.title));
  });

  it('writes none for a site that serves its own llms.txt', async () => {
    const site = { ...bare, llmsTxt: { url: 'http://site.test/llms.txt', statusCode: 200, content: '# Acme\n', error: null } };
    expect(llmsTxtFile(site, 'Acme', null, entries(bare))).toBeNull();
  });
});
