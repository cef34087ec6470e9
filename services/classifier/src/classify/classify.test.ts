/** The rules of both classifiers, on literal pages and on features. */
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITES, type FixtureResponse } from '@citable/testing';
import { sitePage } from '../signals/site-page.js';
import { loadTaxonomy } from '../taxonomy/taxonomy.js';
import { classifySite } from './classify-site.js';
import { confidenceOf, LOW_CONFIDENCE } from './confidence.js';
import { classifyLegacy } from './legacy.js';
import { LEGACY_SITE_TYPE_KEYWORDS, LEGACY_VERTICAL_KEYWORDS } from './legacy-rules.js';
import { chooseSiteType } from './site-type.js';
import { SITE_TYPE_WEIGHTS } from './site-type-weights.js';

const home = (title: string, nav: string[] = [], description = '') =>
  sitePage('https://example.com/', `<html><head><title>${title}</title><meta name="description" content="${description}"></head><body><nav>${nav.map((n) => `<a href="/${n}">${n}</a>`).join('')}</nav></body></html>`);

describe('legacy keyword rules', () => {
  it.each([
    ['Shop now: free shipping on shoes', 'ecommerce', 'Retail & E-commerce'],
    ['Acme API reference and getting started', 'documentation', 'Software & SaaS'],
    ['City council: official website', 'government', 'Government & Public Sector'],
    ['Breaking news and headlines', 'publisher', 'Media & Publishing'],
    ['Trattoria: our menu and opening hours', 'local_business', 'Food & Dining'],
    ['Hello', 'corporate', 'General'],
  ])('%j -> %s, %s', (title, siteType, industry) => {
    expect(classifyLegacy(home(title))).toMatchObject({ site_type: siteType, industry });
  });
  it('the type whose keywords count most wins; menu labels count, less than the title', () => {
    expect(classifyLegacy(home('Welcome', ['Blog', 'Archive', 'Checkout'])).site_type).toBe('blog');
    expect(classifyLegacy(home('Shop now', ['Blog'])).site_type).toBe('ecommerce');
    // A tie goes to the type listed first.
    expect(classifyLegacy(home('Welcome', ['Blog', 'Checkout'])).site_type).toBe('ecommerce');
    expect(LEGACY_SITE_TYPE_KEYWORDS.length).toBe(12);
    expect(LEGACY_VERTICAL_KEYWORDS.length).toBeGreaterThanOrEqual(18);
  });
  it('a word repeated down the body counts as a few uses, not as many', () => {
    const body = `<p>${'recipes '.repeat(50)}</p>`;
    const page = sitePage('https://example.com/', `<html><head><title>Our bank: loans and mortgages</title></head><body>${body}</body></html>`);
    expect(classifyLegacy(page).vertical).toBe('finance');
  });
  it("a newspaper is media whatever its stories are about", () => {
    expect(classifyLegacy(home('Breaking news: car prices', ['World', 'Politics', 'Cars'])).vertical).toBe('media');
  });
});

describe('v2 site type', () => {
  it('picks the type with the most weighted evidence', () => {
    expect(chooseSiteType({ product_schema: 1, cart: 1, prices: 1 }).value).toBe('ecommerce');
    expect(chooseSiteType({ gov_tld: 1, gov_terms: 1 }).value).toBe('government');
    expect(chooseSiteType({ login_wall: 1 }).value).toBe('web_app');
  });
  it('is unknown with no evidence, and unsure when the evidence is close', () => {
    expect(chooseSiteType({})).toMatchObject({ value: 'unknown', confidence: 0 });
    const close = chooseSiteType({ blog_nav: 1, news_sections: 0.6 });
    expect(close.confidence).toBeLessThan(LOW_CONFIDENCE);
  });
  it('has weights for every site type but unknown', () => {
    expect(Object.keys(SITE_TYPE_WEIGHTS)).toHaveLength(13);
  });
});

describe('confidence', () => {
  it('grows with the evidence and with the margin over the runner-up', () => {
    expect(confidenceOf(0, 0, 3)).toBe(0);
    expect(confidenceOf(9, 0, 3)).toBeGreaterThan(confidenceOf(3, 0, 3));
    expect(confidenceOf(9, 8, 3)).toBeLessThan(confidenceOf(9, 1, 3));
    expect(confidenceOf(100, 0, 3)).toBeLessThanOrEqual(1);
  });
});

describe('v2 industry', () => {
  it('names no industry for a site with no industry signal (the plain pages of the "poor" fixture)', async () => {
    const routes = FIXTURE_SITES.poor();
    const pages = ['/', '/page2', '/page3'].map((p) => sitePage(`https://plain.example${p}`, String((routes[p] as FixtureResponse).body)));
    const c = classifySite(await loadTaxonomy(), 'plain.example', pages);
    expect(c.comparison.v2.industry).toEqual({ value: 'Unknown', confidence: 0 });
    expect(c.vertical).toBe('general');
    expect(c.comparison.v2.notes).toContain('No industry evidence on the pages read.');
  });
});

/** A page of a site as literal HTML: head, menu, main. */
const site = (host: string, head: string, nav: string[], main: string) =>
  sitePage(`https://${host}/`, `<html><head>${head}</head><body><header><nav>${nav.map((n) => `<a href="/${n.toLowerCase().replace(/\W+/g, '-')}">${n}</a>`).join('')}</nav></header><main>${main}</main></body></html>`);
const storyLinks = (n: number) => Array.from({ length: n }, (_, i) => `<a href="/2014/06/${i + 1}/a-story-headline-of-the-day-${i}">A story headline of the day ${i}</a>`).join('');
const adSlots = '<script src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script><div class="ad ad-top"></div><div id="ad-slot-2"></div><div class="dfp-ad"></div>';

describe('sites the rules were never tuned on (issue 22)', () => {
  it('a tech-review magazine stays a publisher in periodical publishing, whatever products its story names', async () => {
    const page = site(
      'reviews.example.com',
      '<title>The best phone cameras of the year: smartphones, laptops and cameras tested | Gadget Weekly</title><meta property="og:type" content="article"><meta name="author" content="Ann Reviewer">',
      ['Reviews', 'Phones', 'Laptops', 'Cameras', 'Opinion', 'Columnists', 'Video'],
      `<article><h1>The best phone cameras of the year</h1><p>Smartphones from $299. Our camera test of phones and laptops.</p></article><h3>Most popular</h3>${storyLinks(25)}<h3>Related stories</h3>${adSlots}`,
    );
    const c = classifySite(await loadTaxonomy(), 'reviews.example.com', [page]);
    expect(c.comparison.v2.site_type.value).toBe('publisher');
    expect(c.industryCode).toBe('5111');
  });

  it('a project with a Blog menu item is its documentation, not a blog', async () => {
    const page = site(
      'project.example.org',
      '<title>Quill: a fast job queue for Node.js</title>',
      ['Docs', 'Getting started', 'API reference', 'Blog', 'Community', 'GitHub'],
      '<h1>Quill</h1><pre><code>npm install quill</code></pre><pre><code>queue.add(job)</code></pre>',
    );
    expect(classifySite(await loadTaxonomy(), 'project.example.org', [page]).comparison.v2.site_type.value).toBe('documentation');
  });

  it("a manual's subjects are not its trade: a docs site about tables and chairs of data is software", async () => {
    const page = site(
      'tabula.example.org',
      '<title>Tabula 2.1 documentation</title>',
      ['Docs', 'Getting started', 'API reference', 'GitHub'],
      '<h1>Tabula</h1><h2>Tables</h2><p>Create tables, join tables, and sort tables.</p><h2>Chairs and beds</h2><p>The tables hold chairs, beds and sofas as rows.</p><pre><code>pip install tabula</code></pre>',
    );
    const c = classifySite(await loadTaxonomy(), 'tabula.example.org', [page]);
    expect(c.comparison.v2.site_type.value).toBe('documentation');
    expect(c.industryCode).toBe('5112');
    // A software library's manual is no library of books (5191).
    const lib = site(
      'vecmath.example.org',
      '<title>VecMath: a C++ library for vector math</title><meta name="generator" content="Doxygen 1.9.4">',
      ['Main Page', 'Modules', 'Classes', 'Files'],
      '<h1>VecMath library</h1><p>VecMath is a header-only library. The library ships portable kernels; link the library and call it.</p><h2>Using the library</h2><p>Each library function is documented here.</p>',
    );
    expect(classifySite(await loadTaxonomy(), 'vecmath.example.org', [lib]).industryCode).toBe('5112');
  });

  it("a how-to story about college names no school: topic words in headlines are the story's", async () => {
    const page = site(
      'howto.example.com',
      '<title>How to survive your first college semester: tips for students</title><meta property="og:type" content="article">',
      ['Home', 'Money', 'Food', 'Tech', 'Health'],
      `<article><h1>How to survive your first college semester</h1><h2>University life and school supplies</h2><p>Students...</p></article>${adSlots}${storyLinks(20)}`,
    );
    const c = classifySite(await loadTaxonomy(), 'howto.example.com', [page]);
    expect(c.comparison.v2.site_type.value).not.toBe('education');
    expect(c.vertical).not.toBe('education');
  });

  it('an advocacy charity with a news page is a nonprofit; a news story about a charity is a publisher', async () => {
    const taxonomy = await loadTaxonomy();
    const charity = site(
      'rivers.example.org',
      '<title>Save Our Rivers: campaigning for clean water</title>',
      ['Our campaigns', 'Take action', 'Volunteer', 'News', 'Donate'],
      '<h1>Clean rivers for everyone</h1><h2>Our mission</h2><p>We campaign against river pollution.</p>',
    );
    expect(classifySite(taxonomy, 'rivers.example.org', [charity]).comparison.v2.site_type.value).toBe('nonprofit');
    const story = site(
      'dailynews.example.com',
      '<title>Charity seeks volunteers as donations fall</title><meta property="og:type" content="article"><meta name="author" content="Sam Writer">',
      ['World', 'Politics', 'Business', 'Sport', 'Opinion'],
      `<article><h1>Charity seeks volunteers as donations fall</h1><p>The nonprofit foundation...</p></article><h3>Most read</h3>${storyLinks(20)}${adSlots}`,
    );
    const c = classifySite(taxonomy, 'dailynews.example.com', [story]);
    expect(c.comparison.v2.site_type.value).toBe('publisher');
    expect(c.industryCode).toBe('5111');
  });
});

describe('a site of recipes', () => {
  const recipePost = (voice: string) =>
    `<html><head><title>Easy Shakshuka</title><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Article","headline":"Easy Shakshuka","datePublished":"2019-03-02"},{"@type":"Recipe","name":"Easy Shakshuka","author":{"@type":"Person","name":"Brittany"}}]}</script></head>
     <body><nav><a href="/">Home</a><a href="/recipes">Recipes</a></nav><article><h1>Easy Shakshuka</h1>${Array.from({ length: 6 }, () => `<p>${voice}</p>`).join('')}
     <h2>Ingredients</h2><p>Eggs, tomatoes, peppers, onion, cumin, paprika, bread and butter for the bakery loaf on the side.</p></article></body></html>`;
  const blog = 'I make this shakshuka every Sunday and my kids love it. I learned it from my grandmother, and I still use her pan for it, so it is my favourite weekend breakfast by far.';
  const magazine = 'This shakshuka is a weekend breakfast from North Africa: eggs poached in a spiced sauce of tomatoes and peppers, served with bread from the bakery to mop up the sauce.';

  it("is a publisher of recipes (5191), not a bakery or a restaurant, whatever its words are about", async () => {
    const taxonomy = await loadTaxonomy();
    for (const text of [blog, magazine]) expect(classifySite(taxonomy, 'cook.example', [sitePage('https://cook.example/', recipePost(text))]).industryCode, text).toBe('5191');
  });

  it("is a blog when it writes in the first person, quotations aside", async () => {
    const taxonomy = await loadTaxonomy();
    const type = (text: string) => classifySite(taxonomy, 'cook.example', [sitePage('https://cook.example/', recipePost(text))]).comparison.v2.site_type.value;
    expect(type(blog)).toBe('blog');
    expect(type(`“${blog}”, the chef told us. ${magazine}`)).not.toBe('blog');
  });

  it('is a blog, not a publication, when it writes in the first person, even with the dates, bylines and article markup a publication has', () => {
    // The evidence of a one-person food blog read as a publisher at first sight (batches aa and ab): Article markup, a date,
    // a byline, article elements, a menu a little like a paper's sections, a CMS, and its author's "I" and "my".
    const post = { article_schema: 1, dated: 1, bylines: 1, article_elements: 1, news_sections: 0.5, cms_platform: 1 };
    expect(chooseSiteType({ ...post, first_person: 1 }).value).toBe('blog');
    expect(chooseSiteType(post).value).toBe('publisher');
  });
});
