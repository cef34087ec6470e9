/** The JSON-LD generators on corpus pages and the bare fixture site, including pages where nothing may be generated. */
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusPage } from '../__tests__/stored.js';
import { bareSite, pageAt } from '../__tests__/sites.js';
import type { FixSiteInput } from '../input.js';
import { vocabularyProblems } from '../validate/vocabulary.js';
import { articleFix, bylineName } from './article.js';
import { breadcrumbFix } from './breadcrumb.js';
import { faqPageFix } from './faq-page.js';
import { organizationFix, profileLinks, siteGraph } from './organization.js';

let bare: FixSiteInput;
beforeAll(async () => {
  bare = await bareSite();
});

describe('faqPageFix', () => {
  it('builds the FAQPage from the visible questions and answers, word for word', () => {
    const fix = faqPageFix(pageAt(bare, '/faq'));
    const faq = fix?.jsonld as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(['How long until we see results?', 'Do you need access to our CMS?', 'Which assistants do you track?']);
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toBe('Most customers see their first AI citations within six weeks of publishing rewritten pages.');
    expect(vocabularyProblems(fix?.jsonld)).toEqual([]);
  });

  it.each(['gitlab-blog.html', 'webmd-2.html'])('answers %s\'s visible question from its own text', async (file) => {
    const page = await corpusPage(file);
    const fix = faqPageFix(page);
    expect(fix).not.toBeNull();
    const pairs = page.checks.find((c) => c.id === 'A4_schema_faqpage')!.details['faq'] as Array<{ question: string; answer: string }>;
    expect(fix?.texts).toEqual(pairs.flatMap((p) => [p.question, p.answer]));
  });

  it.each(['bbc-1.html', 'wikipedia.html', 'ars-1.html', 'mozilla-1.html'])('writes no FAQPage for %s, which shows no FAQ', async (file) => {
    expect(faqPageFix(await corpusPage(file))).toBeNull();
  });

  it('writes no FAQPage for a bare-site page without questions', () => {
    expect(faqPageFix(pageAt(bare, '/pricing'))).toBeNull();
  });
});

describe('articleFix', () => {
  it('names the author and date the article shows', () => {
    const fix = articleFix(pageAt(bare, '/blog/answer-first-writing'));
    expect(fix?.jsonld).toMatchObject({ '@type': 'Article', headline: 'How to write answer-first pages', author: { '@type': 'Person', name: 'Dana Reyes' }, datePublished: '2026-10-01' });
    expect(vocabularyProblems(fix?.jsonld)).toEqual([]);
  });

  it('writes no dates for a page that shows none', async () => {
    const page = await corpusPage('iab-1.html');
    const fix = articleFix({ ...page, facts: { ...page.facts, datePublished: null, dateModified: null } });
    expect(fix?.jsonld).toMatchObject({ author: { name: 'Scott Cunningham' } });
    expect(fix?.jsonld).not.toHaveProperty('datePublished');
    expect(fix?.jsonld).not.toHaveProperty('dateModified');
  });

  it.each(['bbc-1.html', 'wikipedia.html', 'mozilla-1.html'])('writes no Article for %s, which shows no author', async (file) => {
    expect(articleFix(await corpusPage(file))).toBeNull();
  });

  it('writes none for a page whose author is already machine-readable', async () => {
    expect(articleFix(await corpusPage('ars-1.html'))).toBeNull();
  });

  it.each([
    ['By Scott Cunningham', 'Scott Cunningham'],
    ['Dan Goodin - Apr 16, 2015 8:02 pm UTC', 'Dan Goodin'],
    ['Nicolas Perriault —', 'Nicolas Perriault'],
    ['By Lucy Akins eHow Contributor', null],
    ['by Lucas Nolan22 Dec 2016651', null],
    ['Mark Di Stefano BuzzFeed News Reporter', null],
    ['Written by Rob Ewaschuk Edited by Betsy Beyer', null],
  ])('reads the name in the byline %j as %j, or none when the byline runs on', (byline, name) => {
    expect(bylineName(byline)).toBe(name);
  });
});

describe('organizationFix', () => {
  it('names the site as its titles do, with the profiles the home page links to', () => {
    const entity = { name: 'Acme Answers', rootUrl: bare.rootUrl, sameAs: profileLinks(pageAt(bare, '/')) };
    expect(entity.sameAs).toEqual(['https://www.linkedin.com/company/acme-answers', 'https://x.com/acmeanswers']);
    const fix = organizationFix(pageAt(bare, '/about'), entity);
    expect(fix?.siteTexts).toEqual(['Acme Answers']);
    expect(vocabularyProblems(fix?.jsonld)).toEqual([]);
  });

  it.each(['ars-1.html', 'bbc-1.html', 'cnet-svg-classes.html'])('writes none for %s, which names who stands behind it', async (file) => {
    expect(organizationFix(await corpusPage(file), { name: 'X', rootUrl: 'https://corpus.example/', sameAs: [] })).toBeNull();
  });

  it('writes no sameAs when the home page links to no profile', () => {
    expect(JSON.stringify(siteGraph({ name: 'X', rootUrl: 'https://x.test/', sameAs: [] }))).not.toContain('sameAs');
  });
});

describe('breadcrumbFix', () => {
  it('walks the URL path through the crawled ancestors, named by their H1', () => {
    const byPath = new Map(bare.pages.map((p) => [new URL(p.url).pathname, p]));
    const fix = breadcrumbFix(pageAt(bare, '/blog/answer-first-writing'), byPath, 'Acme Answers', bare.rootUrl);
    const items = (fix?.jsonld as { itemListElement: Array<{ position: number; name: string; item: string }> }).itemListElement;
    expect(items.map((i) => i.name)).toEqual(['Acme Answers', 'The Acme Answers blog', 'How to write answer-first pages']);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(vocabularyProblems(fix?.jsonld)).toEqual([]);
  });

  it('leaves out levels the crawl did not read rather than guess their names', async () => {
    const page = await corpusPage('bbc-1.html');
    const deep = { ...page, url: 'https://corpus.example/news/world/bbc-1' };
    const items = (breadcrumbFix(deep, new Map(), 'BBC', 'https://corpus.example/')?.jsonld as { itemListElement: unknown[] }).itemListElement;
    expect(items).toHaveLength(2);
  });

  it('writes none for the home page', () => {
    expect(breadcrumbFix(pageAt(bare, '/'), new Map(), 'Acme Answers', bare.rootUrl)).toBeNull();
  });
});
