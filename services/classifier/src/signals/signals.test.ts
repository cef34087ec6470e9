/** Each signal is a pure function of parsed pages: tested on literal HTML. */
import { describe, expect, it } from 'vitest';
import { adMarkers } from './ads.js';
import { articleMarkers } from './article.js';
import { commerceMarkers } from './commerce.js';
import { docsMarkers } from './docs.js';
import { hreflangs, normaliseLangTag, siteLang } from './language.js';
import { loginMarkers } from './login.js';
import { markerCounts } from './markers.js';
import { navTerms } from './nav-terms.js';
import { detectPlatform } from './platform.js';
import { phoneCountries, postcodeCountries, siteRegion, tldCountry } from './region.js';
import { sitePage } from './site-page.js';
import { jsonldTypes, ogType, schemaTypeCounts } from './structured-data.js';
import { siteTerms } from './terms.js';

const doc = (body: string, head = '', url = 'https://example.com/') => sitePage(url, `<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('navTerms', () => {
  it('reads menu labels from nav and header, most frequent over the pages first, chrome left out', () => {
    const a = doc('<header><a href="/">Home</a><nav><a href="/shop">Shop</a> <a href="/about">About us</a> <a href="/x">Skip to content</a></nav></header><main><a href="/deep">Not a menu</a></main>');
    const b = doc('<nav><a href="/about">About Us</a><a href="/blog">Blog</a></nav>', '', 'https://example.com/b');
    expect(navTerms([a, b])).toEqual(['about us', 'shop', 'blog']);
  });
  it('falls back to the first links of a page without menus, and keeps at most 10', () => {
    const links = Array.from({ length: 14 }, (_, i) => `<a href="/p${i}">Topic ${String.fromCharCode(97 + i)}</a>`).join('');
    expect(navTerms([doc(links)])).toHaveLength(10);
  });
});

describe('structured data', () => {
  it('counts JSON-LD and microdata types per page, leaving scaffolding out of the shown list', () => {
    const a = doc('<div itemscope itemtype="https://schema.org/Product"></div>', ld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite' }, { '@type': 'Organization' }, { '@type': 'ListItem' }] }));
    const b = doc('', ld({ '@type': 'Organization' }));
    expect(schemaTypeCounts([a, b]).get('Organization')).toBe(2);
    expect(jsonldTypes([a, b])).toEqual(['Organization', 'Product', 'WebSite']);
  });
  it('reads og:type lower-cased from the first page that has one', () => {
    expect(ogType([doc(''), doc('', '<meta property="og:type" content="Article">')])).toBe('article');
    expect(ogType([doc('')])).toBeNull();
  });
});

describe('terms', () => {
  it('gathers category terms from breadcrumbs, article sections, product categories and keywords', () => {
    const page = doc(
      '<nav aria-label="Breadcrumb"><a href="/">Home</a> <a href="/garden">Garden tools</a></nav><h2>Pruning shears</h2>',
      `${ld({ '@type': 'Product', category: 'Secateurs' })}<meta property="article:section" content="Gardening"><meta name="keywords" content="pruning, roses">`,
    );
    const terms = siteTerms([page], []);
    // "Gardening" and "Garden" are one term (stemmed), shown as its commoner spelling.
    expect(terms.categoryTerms).toEqual(expect.arrayContaining(['garden', 'tools', 'secateurs', 'pruning', 'roses', 'shears']));
  });
  it('weighs the title and description most, and reads their terms', () => {
    const page = doc('<h1>Fresh bread</h1><p>bakery bakery bakery</p>', '<title>Crumb Bakery | Sourdough bread</title><meta name="description" content="Sourdough and pastries baked daily">');
    const terms = siteTerms([page], []);
    expect(terms.titleTerms.slice(0, 3)).toEqual(expect.arrayContaining(['sourdough']));
    expect(terms.bag.get('bakeri')).toBeGreaterThan(terms.bag.get('pastri'));
  });
});

describe('language and region', () => {
  it('normalises language tags and reads html lang, Content-Language and og:locale in that order', () => {
    expect(normaliseLangTag('EN_us')).toBe('en-US');
    expect(normaliseLangTag('not a tag')).toBeNull();
    expect(siteLang([sitePage('https://e.com/', '<html lang="fr-CA"><body></body></html>')])).toBe('fr-CA');
    expect(siteLang([sitePage('https://e.com/', '<html><body></body></html>', { 'content-language': 'de' })])).toBe('de');
    expect(siteLang([doc('', '<meta property="og:locale" content="es_ES">')])).toBe('es-ES');
  });
  it('lists hreflang alternates', () => {
    expect(hreflangs([doc('', '<link rel="alternate" hreflang="en-gb" href="/uk"><link rel="alternate" hreflang="x-default" href="/">')])).toEqual(['en-GB', 'x-default']);
  });
  it('tells the country from the TLD, phone numbers, postcodes and structured addresses', () => {
    expect(tldCountry('shop.example.co.uk')).toBe('GB');
    expect(tldCountry('example.com')).toBeNull();
    expect(phoneCountries('Call +44 20 7946 0000 or +358 9 1234')).toEqual(['GB', 'FI']);
    expect(postcodeCountries('Portland, OR 97209 and Leeds LS1 4DY')).toEqual(['US', 'GB']);
    const page = doc('<p>Call +49 30 123456</p>', ld({ '@type': 'Organization', address: { '@type': 'PostalAddress', addressCountry: 'DE' } }));
    expect(siteRegion('example.com', 'en-US', [], [page]).country).toBe('DE');
    expect(siteRegion('example.com', null, [], [doc('<p>nothing</p>')]).country).toBeNull();
  });
});

describe('markers', () => {
  const types = new Map<string, number>();
  it('finds carts, prices and products', () => {
    const page = doc('<a href="/cart">Cart</a><button>Add to bag</button><p>$19.99 and 12,50 € and £5</p>');
    expect(commerceMarkers([page], new Map([['Offer', 1]]), null)).toEqual({ cartControls: 2, prices: 3, productPages: 1 });
    expect(commerceMarkers([doc('<p>Our story</p>')], types, 'product').productPages).toBe(1);
  });
  it('finds login walls: a sign-in home page with little to read', () => {
    const wall = sitePage('https://app.example/login', '<form><input type="email"><input type="password"><button>Sign in</button></form>');
    expect(loginMarkers([wall])).toMatchObject({ passwordFields: 1, wall: true });
    const site = doc('<a href="/login">Log in</a> <a href="/signup">Start free trial</a><p>We make accounting simple.</p>');
    expect(loginMarkers([site])).toEqual({ passwordFields: 0, signInLinks: 1, signUpLinks: 1, wall: false });
  });
  it('finds articles, dates and bylines', () => {
    const page = doc('<article><p class="byline">By Ann</p><time datetime="2026-01-02">2 Jan</time></article>', ld({ '@type': 'NewsArticle', datePublished: '2026-01-02' }));
    expect(articleMarkers([page], schemaTypeCounts([page]), null)).toEqual({ articlePages: 1, newsPages: 1, blogPages: 0, datedPages: 1, bylinePages: 1, articleElements: 1, articleLinks: 0 });
  });
  it("counts links to the site's own articles: dated paths, story ids, long slugs, not menus or other sites", () => {
    const links = [
      '/2013/06/06/kings-lose-at-home',
      'https://news.example.com/story/8349975',
      '/cats-paw-nebula-bursting-with-new-star-growth',
      '/cats-paw-nebula-bursting-with-new-star-growth#comments',
      '/about',
      '/sport/football',
      'https://other.example.org/2013/06/06/their-story',
    ].map((href) => `<a href="${href}">x</a>`);
    expect(articleMarkers([doc(links.join(''))], new Map(), null).articleLinks).toBe(3);
  });
  it('finds docs: code blocks, a docs host or path', () => {
    expect(docsMarkers('docs.example.com', [doc('<pre><code>npm i x</code></pre>')], types)).toEqual({ codeBlocks: 1, docsLocation: true, techPages: 0 });
    expect(docsMarkers('example.com', [doc('<p>x</p>', '', 'https://example.com/reference/api')], types).docsLocation).toBe(true);
  });
  it('counts menu markers in menus only and text markers in menus and headlines', () => {
    const counts = markerCounts(['pricing', 'features', 'log in'], 'Sport and politics. Donate to our charity');
    expect(counts.saasNav).toBe(2);
    expect(counts.newsSections).toBe(0);
    // "Donate" is a call to action wherever it stands; "charity" headlines stories about charities too.
    expect(counts.nonprofitTerms).toBe(1);
    expect(counts.nonprofitNav).toBe(0);
    expect(markerCounts(['volunteer', 'charity'], '').nonprofitNav).toBe(2);
  });
  it('counts heading markers in menus and in headings of any level, not in the body', () => {
    const counts = markerCounts(['home'], 'A story', 'Most read . Related stories . Recent posts');
    expect(counts.newsHeadings).toBe(2);
    expect(counts.blogHeadings).toBe(1);
    expect(markerCounts([], 'Most read stories of the week').newsHeadings).toBe(0);
  });
  it('counts ad servers and ad slots, not words that merely contain "ad"', () => {
    const page = doc('<script src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script><div class="ad-top"></div><div id="ad_2"></div><div class="header download loader"></div>');
    expect(adMarkers([page])).toBe(3);
    expect(adMarkers([doc('<div class="heading"><a class="read">x</a></div>')])).toBe(0);
  });
  it('names the platform from the generator or asset URLs', () => {
    expect(detectPlatform([doc('', '<meta name="generator" content="WordPress 6.5">')])).toEqual({ name: 'WordPress', kind: 'cms' });
    expect(detectPlatform([doc('<script src="https://cdn.shopify.com/s/x.js"></script>')])).toEqual({ name: 'Shopify', kind: 'shop' });
    expect(detectPlatform([doc('')])).toBeNull();
    // A documentation generator builds a manual: Doxygen, Texinfo's makeinfo.
    expect(detectPlatform([doc('', '<meta name="generator" content="Doxygen 1.9.4">')])).toEqual({ name: 'Doxygen', kind: 'docs' });
    expect(detectPlatform([doc('', '<meta name="generator" content="makeinfo 6.8">')])).toEqual({ name: 'Texinfo', kind: 'docs' });
    // Haskell packages' references on Hackage load Haddock's bundle (batch ah: four read by their subject's words).
    expect(detectPlatform([doc('<script src="haddock-bundle.min.js" async="async"></script>')])).toEqual({ name: 'Haddock', kind: 'docs' });
    // A Sphinx build ships its own scripts whatever its theme or host (batches ak to ao: a dozen manuals read as publishers).
    expect(detectPlatform([doc('<script src="_static/documentation_options.js"></script><script src="_static/doctools.js"></script>')])).toEqual({ name: 'Sphinx', kind: 'docs' });
    expect(detectPlatform([doc('<script src="/static/js/tools.js"></script>')])).toBeNull();
  });
});
