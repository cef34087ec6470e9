import { describe, expect, it } from 'vitest';
import {
  extractJsonLd,
  jsonLdStrings,
  extractLinkDetails,
  extractLinks,
  extractPageFacts,
  forms,
  headings,
  images,
  parseHtml,
  parseRobotsDirectives,
  schemaTypes,
  textOf,
  findFirst,
  visibleText,
  countWords,
  collapseWhitespace,
} from './index.js';

const URL_ = 'https://example.com/blog/post';
const page = (head: string, body = '', htmlAttrs = '') =>
  parseHtml(`<!doctype html><html ${htmlAttrs}><head>${head}</head><body>${body}</body></html>`, URL_);

describe('parseHtml', () => {
  it.each([
    ['no base', '', URL_],
    ['absolute base', '<base href="https://cdn.example.org/x/">', 'https://cdn.example.org/x/'],
    ['relative base', '<base href="base/">', 'https://example.com/blog/base/'],
    ['base without href', '<base target="_parent">', URL_],
  ])('resolves against %s', (_name, head, expected) => {
    expect(page(head).baseUrl).toBe(expected);
  });

  it('tolerates broken markup the way a browser does', () => {
    const doc = parseHtml('<html><body><h1>Title<p>unclosed <b>bold<div>x</h1></table></body>', URL_);
    expect(headings(doc).map((h) => h.text)).toEqual(['Title unclosed bold x']);
  });
});

describe('visible text', () => {
  it('drops scripts, styles, templates, noscript and elements hidden by markup', () => {
    const doc = page(
      '<title>T</title><style>.a{}</style>',
      `<p>One <b>two</b></p><script>var x = "no"</script><noscript>no</noscript><template><p>no</p></template>
       <div hidden>no</div><span aria-hidden="true">no</span><div style="display: none">no</div>
       <div style="visibility:hidden">no</div><p>three&nbsp;four</p>`,
    );
    expect(visibleText(doc)).toBe('One two three four');
  });

  it('separates blocks but joins inline runs', () => {
    const doc = page('', '<p>Hel<b>lo</b></p><p>World</p><ul><li>a</li><li>b</li></ul>');
    expect(visibleText(doc)).toBe('Hello World a b');
  });

  it('reads an element the same before and after the page around it', () => {
    const html = `<h2> Q&nbsp;<a href="/a">one\u200b </a></h2><ul><li>a <b>b</b><p>\tc</p></li></ul><p hidden><a href="/b">x</a></p>`;
    const texts = (doc: ReturnType<typeof page>) => doc.elements.filter((el) => el.tagName !== 'html').map(textOf);
    const first = page('', html);
    const before = texts(first);
    const second = page('', html);
    visibleText(second);
    // Reading another page in between leaves each page's texts its own.
    expect(visibleText(page('', '<p>other</p>'))).toBe('other');
    expect(texts(second)).toEqual(before);
    expect(before.slice(2)).toEqual(['Q one', 'one', 'a b c', 'a b c', 'b', 'c', 'x', 'x']);
  });

  it.each([
    [' a  b\u00a0\u00a0c \u200b d\t\n', 'a b c d'],
    ['\u2028x\u3000y\ufeff', 'x y'],
    ['one two', 'one two'],
    ['\u200b\u200b', ''],
  ])('collapses whitespace: %j', (text, expected) => {
    expect(collapseWhitespace(text)).toBe(expected);
  });

  it.each([
    ['spaced words', 'Hello, world! 42 times - ok', 5],
    ['Chinese counts characters', '你好世界', 4],
    ['mixed', 'AI 助手 rocks', 4],
    ['punctuation only', '— … !!', 0],
    ['every kind of space', 'a\u00a0b\u2003c\u3000d\ufeffe\t\nf', 6],
    ['letters beyond ASCII and the BMP', 'naïve café 𝐀𝐁 — ок 42', 5],
    ['Thai', 'สวัสดี ok', 7],
    ['astral Han, lone surrogates', 'a\u{20000}b \ud800 \udc00x', 4],
  ])('counts words: %s', (_name, text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});

describe('headings, forms, images', () => {
  it('lists visible headings in order with levels', () => {
    const doc = page('', '<h1>A</h1><h3> B <span>c</span></h3><h2 hidden>no</h2><div aria-hidden="true"><h2>no</h2></div><h2></h2>');
    expect(headings(doc).map((h) => [h.level, h.text])).toEqual([
      [1, 'A'],
      [3, 'B c'],
      [2, ''],
    ]);
  });

  it('describes forms and images with absolute URLs', () => {
    const doc = page(
      '',
      `<form action="/contact" method="POST"><input type="hidden" name="t"><input type="email"><textarea></textarea><button>Send</button></form>
       <img src="a.png" alt="A" width="10" height="20" loading="LAZY"><img data-src="/b.png">`,
    );
    expect(forms(doc).map(({ element: _e, ...f }) => f)).toEqual([
      { action: 'https://example.com/contact', method: 'post', fieldTypes: ['email', 'textarea'], hasSubmit: true },
    ]);
    expect(images(doc).map(({ element: _e, ...i }) => i)).toEqual([
      { src: 'https://example.com/blog/a.png', alt: 'A', width: '10', height: '20', loading: 'lazy' },
      { src: 'https://example.com/b.png', alt: null, width: null, height: null, loading: null },
    ]);
  });

  it('textOf reads an element', () => {
    const doc = page('', '<h1>  Hello\n <em>there</em> </h1>');
    const h1 = findFirst(doc, 'h1');
    expect(h1 && textOf(h1)).toBe('Hello there');
  });
});

describe('links', () => {
  const doc = page(
    '<base href="https://example.com/docs/">',
    `<a href="a#top">A</a><a href="/b" rel="nofollow ugc">B</a><a href="a#other">A again</a>
     <a href="mailto:x@example.com">mail</a><a href="javascript:void 0">js</a><a href="tel:+1">tel</a>
     <a href="https://other.org/?q=1#x"><img alt="Other"></a><a>no href</a><a href="http://[bad">bad</a>
     <map><area href="/map" alt="m"></map>`,
  );

  it('extractLinks: absolute http(s), fragment-free, de-duplicated, in order', () => {
    expect(extractLinks(doc)).toEqual([
      'https://example.com/docs/a',
      'https://example.com/b',
      'https://other.org/?q=1',
      'https://example.com/map',
    ]);
  });

  it('extractLinkDetails keeps every anchor with rel and text', () => {
    const details = extractLinkDetails(doc).map(({ element: _e, ...d }) => d);
    expect(details[1]).toEqual({ url: 'https://example.com/b', text: 'B', rel: ['nofollow', 'ugc'], nofollow: true });
    expect(details.map((d) => d.text)).toEqual(['A', 'B', 'A again', 'Other', '']);
  });
});

describe('JSON-LD and schema types', () => {
  it("reads a property's string values, one or a list, and at most a hundred of a hostile list", () => {
    expect(jsonLdStrings('Acme')).toEqual(['Acme']);
    expect(jsonLdStrings(['Acme', 3, { name: 'x' }, 'Acme Inc'])).toEqual(['Acme', 'Acme Inc']);
    expect(jsonLdStrings({ name: 'Acme' })).toEqual([]);
    expect(jsonLdStrings(Array.from({ length: 300_000 }, () => 'n'))).toHaveLength(100);
  });

  it('flattens arrays and @graph, records invalid blocks without throwing', () => {
    const doc = page(
      `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"S"},{"@type":["Article","NewsArticle"],"author":{"@type":"Person","name":"P"}}]}</script>
       <script type="application/ld+json; charset=utf-8">[{"@type":"Organization"},{"@type":"schema:BreadcrumbList"}]</script>
       <script type="application/ld+json">{ not json </script>
       <script type="APPLICATION/LD+JSON"><!--{"@type":"FAQPage"}--></script>
       <script type="application/ld+json">  </script>
       <script type="application/json">{"@type":"Ignored"}</script>`,
      '<div itemscope itemtype="https://schema.org/Product"><span itemtype="http://data-vocabulary.org/Breadcrumb" itemscope></span></div>',
    );
    const { items, errors } = extractJsonLd(doc);
    expect(items.map((i) => i['@type'])).toEqual(['WebSite', ['Article', 'NewsArticle'], 'Organization', 'schema:BreadcrumbList', 'FAQPage']);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^JSON-LD block 3 is not valid JSON/);
    expect(errors[1]).toBe('JSON-LD block 5 is empty');
    expect(schemaTypes(doc)).toEqual([
      'WebSite',
      'Article',
      'NewsArticle',
      'Person',
      'Organization',
      'BreadcrumbList',
      'FAQPage',
      'Product',
      'http://data-vocabulary.org/Breadcrumb',
    ]);
  });

  it('keeps a @graph container that carries its own type', () => {
    const doc = page('<script type="application/ld+json">{"@type":"WebPage","@graph":[{"@type":"Thing"}]}</script>');
    expect(extractJsonLd(doc).items).toEqual([{ '@type': 'WebPage' }, { '@type': 'Thing' }]);
  });
});

describe('robots directives', () => {
  it.each([
    ['noindex, nofollow', ['noindex', 'nofollow']],
    ['googlebot: noindex, nofollow', ['noindex', 'nofollow']],
    ['max-snippet: 50, NONE', ['max-snippet:50', 'none']],
    ['unavailable_after: 2030-01-01', ['unavailable_after:2030-01-01']],
    ['', []],
  ])('parses %j', (value, expected) => {
    expect(parseRobotsDirectives(value)).toEqual(expected);
  });
});

describe('robots meta names', () => {
  it('reads robots, googlebot and AI crawler names, not other metas', () => {
    const doc = page('<meta name="GPTBot" content="noindex"><meta name="googlebot" content="nosnippet"><meta name="keywords" content="noindex">');
    expect(extractPageFacts(doc).robotsDirectives).toEqual(['noindex', 'nosnippet']);
  });

  it('ignores microdata itemprop metas when reading page metadata', () => {
    const doc = page('', '<div itemscope itemtype="https://schema.org/Product"><meta itemprop="description" content="A product"></div>');
    expect(extractPageFacts(doc).metaDescription).toBeNull();
  });
});

describe('extractPageFacts', () => {
  it('reads every fact from a complete page', () => {
    const doc = page(
      `<title>  Tom &amp;amp; Jerry &amp;#8211; Guide\n</title>
       <meta name="Description" content="  A   guide. ">
       <meta name="robots" content="index, follow"><meta name="googlebot" content="noarchive">
       <link rel="canonical" href="/blog/post?ref=1">
       <meta property="article:published_time" content="2024-01-02T03:04:05Z">
       <script type="application/ld+json">{"@type":"Article","dateModified":"2024-05-06"}</script>
       <meta property="og:title" content="Guide"><meta name="Twitter:Card" content="summary">`,
      '<svg><title>icon</title></svg><h1>Main <i>title</i></h1><h2>a</h2><h2>b</h2><h1>Second</h1><p>Some words here.</p><img src="/a.png"><a href="/x">x</a>',
      'lang="en-GB"',
    );
    expect(extractPageFacts(doc, { 'X-Robots-Tag': 'noimageindex' })).toEqual({
      title: 'Tom & Jerry – Guide',
      metaDescription: 'A guide.',
      h1: 'Main title',
      h1Count: 2,
      h2Count: 2,
      canonical: 'https://example.com/blog/post?ref=1',
      lang: 'en-GB',
      schemaTypes: ['Article'],
      jsonld: [{ '@type': 'Article', dateModified: '2024-05-06' }],
      robotsDirectives: ['index', 'follow', 'noarchive', 'noimageindex'],
      datePublished: '2024-01-02T03:04:05Z',
      dateModified: '2024-05-06',
      wordCount: 9,
      links: ['https://example.com/x'],
      image: 'https://example.com/a.png',
      socialTags: ['og:title', 'twitter:card'],
    });
  });

  it('gives nulls and zeros for an empty document', () => {
    expect(extractPageFacts(parseHtml('', URL_))).toEqual({
      title: null,
      metaDescription: null,
      h1: null,
      h1Count: 0,
      h2Count: 0,
      canonical: null,
      lang: null,
      schemaTypes: [],
      jsonld: [],
      robotsDirectives: [],
      datePublished: null,
      dateModified: null,
      wordCount: 0,
      links: [],
      image: null,
      socialTags: [],
    });
  });

  it.each([
    ['Content-Language header', {}, '', { 'content-language': 'fr-CA, en' }, 'fr-CA'],
    ['http-equiv meta', {}, '<meta http-equiv="Content-Language" content="de">', undefined, 'de'],
  ])('lang falls back to the %s', (_name, _x, head, headers, expected) => {
    expect(extractPageFacts(page(head), headers).lang).toBe(expected);
  });

  it('falls back to the Link header for canonical and to <time> for the publication date', () => {
    const doc = page('', '<time datetime="yesterday">x</time><time datetime="2023-03-04">March</time>');
    const facts = extractPageFacts(doc, { link: '<https://example.com/c>; rel="canonical"' });
    expect(facts.canonical).toBe('https://example.com/c');
    expect(facts.datePublished).toBe('2023-03-04');
    expect(facts.dateModified).toBeNull();
  });

  it('skips an empty canonical', () => {
    expect(extractPageFacts(page('<link rel="canonical" href=" ">')).canonical).toBeNull();
  });
});
