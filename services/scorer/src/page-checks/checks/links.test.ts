import { check as A9 } from './A9_internal_linking.js';
import { check as G10 } from './G10_canonical.js';
import { check as G6 } from './G6_fact_url_stability.js';
import { checkTable, html, words } from '../__tests__/fixture.js';

const JS_ONLY = /only after JavaScript runs/;
const anchors = (items: Array<[string, string]>) => items.map(([href, text]) => `<a href="${href}">${text}</a>`).join(' ');
const internal = (n: number, text = (i: number) => `Widget model ${i}`) => anchors(Array.from({ length: n }, (_, i) => [`/widgets/${i}`, text(i)] as [string, string]));

checkTable(A9, [
  { name: 'ten descriptive contextual links, shallow page', page: html('', `<p>${internal(10)}</p>`), score: 100, evidence: /10 distinct internal page\(s\) linked from the main content/ },
  { name: 'five "click here" links', page: html('', internal(5, () => 'click here')), score: 80, evidence: /Vague anchors: "click here"/ },
  { name: 'two of three anchors descriptive (50..80%)', page: html('', anchors([['/a', 'Widget sizes'], ['/b', 'Widget care'], ['/c', 'Read more']])), score: 90 },
  { name: 'one contextual link', page: html('', anchors([['/a', 'Widget sizes']])), score: 80 },
  { name: 'www. host is the same site', page: html('', anchors([['https://www.example.com/a', 'Widget sizes']])), score: 80 },
  { name: 'an image link reads its alt text', page: html('', '<a href="/a"><img src="x.png" alt="Widget sizes"></a>'), score: 80 },
  { name: 'links only in navigation are not contextual', page: html('', `<nav>${internal(5)}</nav><p>Text</p>`), score: 60, evidence: /0 distinct internal page\(s\) linked from the main content \(5 from the whole page\)/ },
  {
    name: 'too many links crawlers cannot follow',
    page: html('', `${internal(3)}<a href="#">Open</a><a href="javascript:void(0)">Menu</a><a onclick="go()">Next</a>`),
    score: 80,
    evidence: /3 link-like element\(s\) crawlers can't follow \(50%\)/,
  },
  { name: 'four clicks deep', page: html('', internal(3)), opts: { depth: 4 }, score: 90 },
  { name: 'five clicks deep', page: html('', internal(3)), opts: { depth: 5 }, score: 80 },
  { name: 'only external links and a self link', page: html('', anchors([['https://other.org/', 'Other'], ['/guide/widgets#top', 'Top']])), score: 20 },
  { name: 'links only after JavaScript', page: html('', '<div id="nav"></div>'), opts: { rendered: html('', internal(3)) }, score: 20, evidence: JS_ONLY },
]);

const canonical = (href: string) => `<link rel="canonical" href="${href}">`;
const SELF = 'https://example.com/guide/widgets';

checkTable(G10, [
  { name: 'absolute self-reference', page: html(canonical(SELF)), score: 100, evidence: /names this page/ },
  { name: 'trailing slash is the same page', page: html(canonical(`${SELF}/`)), score: 100 },
  { name: 'another page of the same host', page: html(canonical('https://example.com/guide')), score: 100, evidence: /another page of the site/ },
  { name: 'relative URL', page: html(canonical('/guide/widgets')), score: 70, evidence: /relative/ },
  { name: 'another host', page: html(canonical('https://syndication.example.net/widgets')), score: 50, evidence: /another host/ },
  { name: 'the www. host is another host', page: html(canonical('https://www.example.com/guide/widgets')), score: 50 },
  { name: 'http canonical on an https page', page: html(canonical('http://example.com/guide/widgets')), score: 50, evidence: /http:\/\/ on an https page/ },
  { name: 'two canonicals that disagree', page: html(canonical(SELF) + canonical('https://example.com/other')), score: 0, evidence: /name different URLs/ },
  { name: 'two canonicals that agree', page: html(canonical(SELF) + canonical('/guide/widgets')), score: 100 },
  { name: 'the only canonical pushed into the body', page: html(`<img src="/pixel.gif">${canonical(SELF)}`), score: 0, evidence: /ends up in the <body>/ },
  { name: 'empty href', page: html(canonical('')), score: 30, evidence: /empty href/ },
  { name: 'not an http URL', page: html(canonical('ftp://example.com/guide/widgets')), score: 30 },
  { name: 'from the Link header', page: html(''), opts: { headers: { link: `<${SELF}>; rel="canonical"` } }, score: 100 },
  { name: 'Link header disagreeing with the tag', page: html(canonical(SELF)), opts: { headers: { link: '<https://example.com/x>; rel="canonical"' } }, score: 0 },
  { name: 'missing', page: html(''), score: 30, evidence: /No canonical URL/ },
  { name: 'set only by JavaScript', page: html(''), opts: { rendered: html(canonical(SELF)) }, score: 30, evidence: JS_ONLY },
]);

const sections = (ids: boolean[]) => ids.map((id, i) => `<h2${id ? ` id="s${i}"` : ''}>Part ${i}</h2><p>${words(100)}</p>`).join('');

checkTable(G6, [
  { name: 'direct, clean, self-canonical, short page', page: html(canonical(SELF)), score: 100, evidence: /Reached directly/ },
  { name: 'no canonical', page: html(''), score: 75, evidence: /No canonical naming this URL/ },
  { name: 'one permanent redirect', page: html(canonical(SELF)), opts: { redirects: [301] }, score: 85, evidence: /one permanent redirect \(301\)/ },
  { name: 'one temporary redirect', page: html(canonical(SELF)), opts: { redirects: [302] }, score: 70, evidence: /temporary redirect \(302\)/ },
  { name: 'two redirects', page: html(canonical(SELF)), opts: { redirects: [301, 308] }, score: 70 },
  { name: 'tracking parameters', page: html(canonical(SELF)), opts: { url: `${SELF}?utm_source=x` }, score: 55, evidence: /Session or tracking parameters: utm_source/ },
  { name: 'a session id', page: html(canonical(`${SELF}?sessionid=1`)), opts: { url: `${SELF}?sessionid=1` }, score: 80 },
  { name: 'a canonical naming another URL', page: html(canonical('https://example.com/guide')), score: 75, evidence: /names another URL/ },
  { name: 'every H2 anchored', page: html(canonical(SELF), sections([true, true, true])), score: 100, evidence: /3 of 3 H2\/H3/ },
  { name: 'half of the H2s anchored', page: html(canonical(SELF), sections([true, false])), score: 100 },
  { name: 'some H2s anchored', page: html(canonical(SELF), sections([true, false, false])), score: 85 },
  { name: 'an anchor inside the heading counts', page: html(canonical(SELF), '<h2><a name="a"></a>Part</h2><p>x</p>'), score: 100 },
  { name: 'no H2 anchored', page: html(canonical(SELF), sections([false, false])), score: 75 },
  { name: 'a long page without sections', page: html(canonical(SELF), `<p>${words(320)}</p>`), score: 75, evidence: /320 words without H2\/H3/ },
]);
