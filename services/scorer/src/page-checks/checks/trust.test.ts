import { check as A12 } from './A12_entity_graph.js';
import { check as G2 } from './G2_og_tags_completeness.js';
import { check as A6 } from './A6_contact_cta_presence.js';
import { check as G5 } from './G5_author_freshness.js';
import { checkTable, html, words } from '../__tests__/fixture.js';

const JS_ONLY = /only after JavaScript runs/;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const TITLE = '<title>Widget sizing guide | Acme Widgets</title>';
const org = (extra: Record<string, unknown> = {}) => ({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Globex', ...extra });

checkTable(A12, [
  {
    name: 'logo, two profiles and the name in the title (capped at 100)',
    page: html(TITLE + ld(org({ name: 'Acme Widgets', logo: 'https://example.com/logo.png', sameAs: ['https://twitter.com/acme', 'https://www.linkedin.com/company/acme'] }))),
    score: 100,
    evidence: /2 sameAs profile link/,
  },
  { name: 'an entity whose name is not in the title', page: html(TITLE + ld(org())), score: 20, evidence: /"Globex" does not appear in the title/ },
  { name: 'an entity without a name', page: html(TITLE + ld({ '@type': 'Organization', logo: 'https://example.com/l.png' })), score: 40, evidence: /has no name/ },
  { name: 'a logo object', page: html(TITLE + ld(org({ logo: { '@type': 'ImageObject', url: 'https://example.com/l.png' } }))), score: 50 },
  { name: 'one social profile', page: html(TITLE + ld(org({ sameAs: 'https://github.com/globex' }))), score: 40 },
  { name: 'a sameAs that is not a profile', page: html(TITLE + ld(org({ sameAs: ['https://globex.example/about'] }))), score: 20 },
  { name: 'name in the title', page: html(TITLE + ld(org({ name: 'Acme Widgets' }))), score: 40, evidence: /"Acme Widgets" appears in the title/ },
  { name: 'a Person with two profiles', page: html(TITLE + ld({ '@type': 'Person', name: 'Jane Doe', sameAs: ['https://x.com/jane', 'https://mastodon.social/@jane'] })), score: 60 },
  {
    name: 'a publisher nested in an Article',
    page: html(TITLE + ld({ '@type': 'Article', headline: 'W', publisher: { '@type': 'NewsMediaOrganization', name: 'Daily', logo: { '@type': 'ImageObject', url: '/l.png' } } })),
    score: 50,
  },
  {
    name: 'microdata Organization',
    page: html(TITLE, '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme Widgets</span><img itemprop="logo" src="/l.png"></div>'),
    score: 70,
  },
  { name: 'a WebSite is not an entity', page: html(TITLE + ld({ '@type': 'WebSite', name: 'Acme Widgets' })), score: 0, evidence: /No Organization or Person/ },
  { name: 'no entity schema', page: html(TITLE + ld({ '@type': 'Article', headline: 'W' })), score: 0 },
  { name: 'entity only after JavaScript', page: html(TITLE), opts: { rendered: html(TITLE + ld(org())) }, score: 0, evidence: JS_ONLY },
]);

const ogTags = (tags: Record<string, string>, attr = 'property') => Object.entries(tags).map(([p, c]) => `<meta ${attr}="${p}" content="${c}">`).join('');
const og = (tags: Record<string, string>) => html(ogTags(tags));
const ALL_OG = { 'og:title': 'Widgets', 'og:description': 'All about widgets', 'og:image': 'https://example.com/w.png', 'og:url': 'https://example.com/guide/widgets', 'og:type': 'article' };

checkTable(G2, [
  { name: 'all five', page: og(ALL_OG), score: 100, evidence: /Present: og:title, og:description, og:image, og:url, og:type/ },
  { name: 'three of five', page: og({ 'og:title': 'W', 'og:description': 'D', 'og:type': 'website' }), score: 60, evidence: /Missing: og:image, og:url/ },
  { name: 'relative og:image does not count', page: og({ ...ALL_OG, 'og:image': '/w.png' }), score: 80, evidence: /Not an absolute URL: og:image/ },
  { name: 'empty content does not count', page: og({ ...ALL_OG, 'og:type': '' }), score: 80 },
  { name: 'whitespace-only content does not count', page: og({ ...ALL_OG, 'og:type': '  ' }), score: 80 },
  { name: 'name="og:…" counts, as Open Graph consumers read it', page: html(ogTags(ALL_OG, 'name')), score: 100 },
  { name: 'og:image:url stands for og:image', page: og({ ...ALL_OG, 'og:image': '', 'og:image:url': 'https://example.com/w.png' }), score: 100 },
  { name: 'the first og:title counts', page: html(`<meta property="og:title" content=" ">${ogTags(ALL_OG)}`), score: 80 },
  { name: 'tags in the body are ignored', page: html(`<img src="/p.gif">${ogTags(ALL_OG)}`), score: 0, evidence: /after the <head> ended/ },
  { name: 'none', page: html(''), score: 0, evidence: /No Open Graph tags/ },
  { name: 'added only by JavaScript', page: html(''), opts: { rendered: og(ALL_OG) }, score: 0, evidence: JS_ONLY },
]);

const MAIN = `<p>${words(50)}</p><h2>Sizes</h2><p>${words(50)}</p>`;
const page = (header: string, main = MAIN, footer = '') => html('', `<header>${header}</header><main>${main}</main><footer>${footer}</footer>`);

checkTable(A6, [
  {
    name: 'contact page, email and a call to action in the header',
    page: page('<a href="/contact">Contact</a><a href="/signup">Get started</a>', MAIN, '<a href="mailto:hi@example.com">Email us</a>'),
    score: 100,
    evidence: /Call to action "Get started" above the fold/,
  },
  { name: 'a contact page link only', page: page('<a href="/about/contact-us">Talk to us</a>'), score: 50, evidence: /Contact route "Talk to us"/ },
  { name: 'a mailto link only', page: page('', MAIN, '<a href="mailto:hi@example.com">Write to us</a>'), score: 50 },
  { name: 'phone link and a postal address', page: page('', MAIN, '<a href="tel:+15551234">Call</a><address>1 Main St, Springfield</address>'), score: 70, evidence: /phone, address/ },
  { name: 'an email address in the text and a contact link', page: page('<a href="/contact">Contact</a>', `<p>Write to hello@example.com any time.</p>${MAIN}`), score: 70 },
  { name: 'address and ContactPoint markup, no route', page: html(ld({ '@type': 'Organization', contactPoint: { '@type': 'ContactPoint', telephone: '+1' } }), '<address>1 Main St</address>'), score: 20 },
  { name: 'a call to action in the header only', page: page('<button>Sign up</button>'), score: 30, evidence: /No contact page link, mailto: or tel: link/ },
  { name: 'a call to action below the first H2', page: page('', `${MAIN}<a href="/quote">Get a quote</a>`), score: 30, evidence: /below the first H2/ },
  { name: 'a call to action in the footer does not count', page: page('', MAIN, '<a href="/buy">Buy now</a>'), score: 0 },
  { name: 'nothing', page: page(''), score: 0, evidence: /No call-to-action link or button/ },
  { name: 'added only by JavaScript', page: page(''), opts: { rendered: page('<a href="/contact">Contact</a>') }, score: 0, evidence: JS_ONLY },
]);

const byline = '<p class="byline">By Jane Doe</p>';
const article = (extra: Record<string, unknown>) => ld({ '@type': 'Article', ...extra });

checkTable(G5, [
  {
    name: 'byline, structured author, recent date',
    page: html(article({ author: { '@type': 'Person', name: 'Jane Doe' }, dateModified: '2026-03-01' }), `<h1>Widgets</h1>${byline}<p>Text</p>`),
    score: 100,
    evidence: /Byline "By Jane Doe"/,
  },
  { name: 'a date 18 months old, no author', page: html('<meta property="article:published_time" content="2025-01-15T10:00:00Z">', '<p>Text</p>'), score: 35, evidence: /latest 531 day/ },
  { name: 'meta author is not machine-readable authorship', page: html('<meta name="author" content="Jane Doe">', '<p>Text</p>'), score: 0, evidence: /No machine-readable author/ },
  { name: '"By Name" line under the H1 and an old date', page: html(article({ datePublished: '2020-05-01' }), '<h1>Widgets</h1><p>By Jane Doe</p><p>Text</p>'), score: 50 },
  { name: '"By Name" far from the H1 does not count', page: html('', `<h1>Widgets</h1>${'<p>Text</p>'.repeat(8)}<p>By Jane Doe</p>`), score: 0 },
  { name: 'rel=author link', page: html('', '<a rel="author" href="/jane">Jane Doe</a>'), score: 30 },
  {
    name: 'microdata author',
    page: html('', '<span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jane Doe</span></span>'),
    score: 50,
    evidence: /Machine-readable author "Jane Doe"/,
  },
  { name: '<time> within the year', page: html('', '<time datetime="2026-02-01">1 Feb</time>'), score: 50, evidence: /latest 150 day/ },
  { name: 'a date in the future is ignored', page: html(article({ datePublished: '2027-01-01' })), score: 0, evidence: /future was ignored/ },
  { name: 'nothing', page: html('', '<p>Text</p>'), score: 0, evidence: /No visible byline/ },
]);
