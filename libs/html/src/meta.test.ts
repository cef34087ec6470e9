import { describe, expect, it } from 'vitest';
import { extractPageFacts, metaByName, metaByProperty, metaValue, parseHtml, parseRobotsDirectives, pageDates, type HtmlDocument } from './index.js';

const URL_ = 'https://example.com/blog/post';
const page = (head: string, body = '') => parseHtml(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, URL_);

interface Case {
  name: string;
  head: string;
  body?: string;
  headers?: Record<string, string>;
  expected: unknown;
}

/** One table per fact: each row is a way engines (Google, Lighthouse, Open Graph consumers) document reading that tag. */
const FACTS: Array<{ fact: string; read: (doc: HtmlDocument, headers?: Record<string, string>) => unknown; cases: Case[] }> = [
  {
    fact: 'meta description',
    read: (doc) => extractPageFacts(doc).metaDescription,
    cases: [
      { name: 'name="description"', head: '<meta name="description" content="A guide.">', expected: 'A guide.' },
      { name: 'the name in any case, padded', head: '<meta name=" DESCRIPTION " content="A guide.">', expected: 'A guide.' },
      { name: 'property="description" is not a description', head: '<meta property="description" content="A guide.">', expected: null },
      { name: 'og:description is not a description', head: '<meta property="og:description" content="A guide.">', expected: null },
      { name: 'a name listing several words is not a description', head: '<meta name="description keywords" content="A guide.">', expected: null },
      { name: 'the first of several', head: '<meta name="description" content="First."><meta name="description" content="Second.">', expected: 'First.' },
      { name: 'a blank first tag: empty, whatever follows', head: '<meta name="description" content="  "><meta name="description" content="Second.">', expected: null },
      { name: 'whitespace-only content', head: '<meta name="description" content=" \n\t ">', expected: null },
      { name: 'no content attribute', head: '<meta name="description">', expected: null },
      { name: 'entities decoded, whitespace collapsed', head: '<meta name="description" content="  Tom &amp;amp; Jerry\n guide ">', expected: 'Tom & Jerry guide' },
      { name: 'a microdata itemprop meta', head: '', body: '<div itemscope><meta itemprop="description" content="A product"></div>', expected: null },
      { name: 'in the body (the head ended at an <img>)', head: '<img src="/pixel.gif"><meta name="description" content="Too late.">', expected: null },
      { name: 'after a noscript pixel in the head', head: '<noscript><img src="/p.gif"></noscript><meta name="description" content="Read.">', expected: 'Read.' },
    ],
  },
  {
    fact: 'robots directives',
    read: (doc, headers) => extractPageFacts(doc, headers).robotsDirectives,
    cases: [
      { name: 'name="robots"', head: '<meta name="robots" content="noindex, nofollow">', expected: ['noindex', 'nofollow'] },
      { name: 'name and content in any case', head: '<meta name="ROBOTS" content="NoIndex">', expected: ['noindex'] },
      { name: 'several robots tags add up', head: '<meta name="robots" content="noindex"><meta name="robots" content="nofollow">', expected: ['noindex', 'nofollow'] },
      { name: 'a conflicting index does not cancel noindex', head: '<meta name="robots" content="index"><meta name="robots" content="noindex">', expected: ['index', 'noindex'] },
      { name: 'googlebot and robots add up', head: '<meta name="robots" content="nosnippet"><meta name="googlebot" content="noindex">', expected: ['nosnippet', 'noindex'] },
      { name: 'AI crawler names', head: '<meta name="GPTBot" content="noindex">', expected: ['noindex'] },
      { name: 'an unrelated crawler', head: '<meta name="yandex" content="noindex">', expected: [] },
      { name: 'property="robots" is not read', head: '<meta property="robots" content="noindex">', expected: [] },
      { name: 'in the body', head: '<iframe src="/x"></iframe><meta name="robots" content="noindex">', expected: [] },
      { name: 'X-Robots-Tag', head: '', headers: { 'X-Robots-Tag': 'noindex' }, expected: ['noindex'] },
      { name: 'X-Robots-Tag for googlebot', head: '', headers: { 'x-robots-tag': 'googlebot: noindex, nofollow' }, expected: ['noindex', 'nofollow'] },
      { name: 'X-Robots-Tag for another crawler', head: '', headers: { 'x-robots-tag': 'otherbot: noindex, nofollow' }, expected: [] },
      { name: 'X-Robots-Tag headers joined, each scoped', head: '', headers: { 'x-robots-tag': 'otherbot: noindex, googlebot: nosnippet' }, expected: ['nosnippet'] },
      { name: 'meta and header add up', head: '<meta name="robots" content="noarchive">', headers: { 'x-robots-tag': 'noimageindex' }, expected: ['noarchive', 'noimageindex'] },
    ],
  },
  {
    fact: 'viewport',
    read: (doc) => metaValue(metaByName(doc, 'viewport')),
    cases: [
      { name: 'name="viewport"', head: '<meta name="viewport" content="width=device-width">', expected: 'width=device-width' },
      { name: 'the name in any case', head: '<meta name="Viewport" content="width=device-width">', expected: 'width=device-width' },
      { name: 'the first of several (Lighthouse)', head: '<meta name="viewport" content="width=1024"><meta name="viewport" content="width=device-width">', expected: 'width=1024' },
      { name: 'property="viewport" is not read', head: '<meta property="viewport" content="width=device-width">', expected: null },
      { name: 'in the body', head: '<div></div><meta name="viewport" content="width=device-width">', expected: null },
    ],
  },
  {
    fact: 'Open Graph title',
    read: (doc) => metaValue(metaByProperty(doc, 'og:title')),
    cases: [
      { name: 'property="og:title"', head: '<meta property="og:title" content="Widgets">', expected: 'Widgets' },
      { name: 'name="og:title", as consumers also accept', head: '<meta name="og:title" content="Widgets">', expected: 'Widgets' },
      { name: 'the property in any case', head: '<meta property="OG:Title" content="Widgets">', expected: 'Widgets' },
      { name: 'one of several RDFa properties', head: '<meta property="dc:title og:title" content="Widgets">', expected: 'Widgets' },
      { name: 'the first of several (OGP)', head: '<meta property="og:title" content="First"><meta property="og:title" content="Second">', expected: 'First' },
      { name: 'a blank first tag', head: '<meta property="og:title" content=" "><meta property="og:title" content="Second">', expected: null },
      { name: 'twitter:title is not og:title', head: '<meta name="twitter:title" content="Widgets">', expected: null },
      { name: 'in the body', head: '<img src="/p.gif"><meta property="og:title" content="Widgets">', expected: null },
    ],
  },
  {
    fact: 'dates',
    read: (doc) => pageDates(doc),
    cases: [
      { name: 'article:published_time and :modified_time', head: '<meta property="article:published_time" content="2024-01-02"><meta property="article:modified_time" content="2024-03-04">', expected: { datePublished: '2024-01-02', dateModified: '2024-03-04' } },
      { name: 'og:updated_time', head: '<meta property="og:updated_time" content="2024-03-04">', expected: { datePublished: null, dateModified: '2024-03-04' } },
      { name: 'name="date"', head: '<meta name="date" content="2024-01-02">', expected: { datePublished: '2024-01-02', dateModified: null } },
      { name: 'a blank first tag', head: '<meta property="article:published_time" content=""><meta property="article:published_time" content="2024-01-02">', expected: { datePublished: null, dateModified: null } },
    ],
  },
  {
    fact: 'language',
    read: (doc, headers) => extractPageFacts(doc, headers).lang,
    cases: [
      { name: 'http-equiv content-language in any case', head: '<meta http-equiv="Content-Language" content="de">', expected: 'de' },
      { name: 'the header before the meta', head: '<meta http-equiv="content-language" content="de">', headers: { 'Content-Language': 'fr-CA, en' }, expected: 'fr-CA' },
      { name: 'name="content-language" is not read', head: '<meta name="content-language" content="de">', expected: null },
      { name: 'http-equiv in the body', head: '<img src="/p.gif"><meta http-equiv="content-language" content="de">', expected: null },
    ],
  },
];

describe.each(FACTS)('$fact as engines read it', ({ read, cases }) => {
  it.each(cases)('$name', ({ head, body, headers, expected }) => {
    expect(read(page(head, body), headers)).toEqual(expected);
  });
});

describe('X-Robots-Tag agent scopes', () => {
  it.each([
    ['googlebot: noindex, nofollow', ['noindex', 'nofollow']],
    ['noindex, otherbot: nofollow', ['noindex']],
    ['otherbot: nofollow, googlebot: noarchive', ['noarchive']],
    ['max-snippet: 20, unavailable_after: 2030-01-01', ['max-snippet:20', 'unavailable_after:2030-01-01']],
  ])('%j', (value, expected) => {
    expect(parseRobotsDirectives(value, new Set(['googlebot']))).toEqual(expected);
  });
});
