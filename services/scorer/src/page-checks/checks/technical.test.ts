import { check as T1 } from './T1_mobile_viewport.js';
import { check as T2 } from './T2_lang_region.js';
import { check as T3 } from './T3_noindex_robots.js';
import { check as T4 } from './T4_core_web_vitals_hints.js';
import { check as A13 } from './A13_page_speed_lcp.js';
import { checkTable, html, metrics, words } from '../__tests__/fixture.js';

const JS_ONLY = /only after JavaScript runs/;
const viewport = (content: string) => html(`<meta name="viewport" content="${content}">`);

checkTable(T1, [
  { name: 'device width', page: viewport('width=device-width, initial-scale=1'), score: 100, evidence: /Viewport "width=device-width/ },
  { name: 'zoom allowed up to 5', page: viewport('width=device-width, maximum-scale=5'), score: 100 },
  { name: 'initial-scale without width', page: viewport('initial-scale=1'), score: 100 },
  { name: 'zoom disabled', page: viewport('width=device-width, user-scalable=no'), score: 80, evidence: /Zoom is disabled or limited/ },
  { name: 'zoom limited by maximum-scale 1', page: viewport('width=device-width, initial-scale=1, maximum-scale=1'), score: 80 },
  { name: 'fixed width', page: viewport('width=1024'), score: 30, evidence: /Fixed width 1024/ },
  { name: 'fixed width and zoom disabled', page: viewport('width=1024, user-scalable=0'), score: 30 },
  { name: 'no width at all', page: viewport('user-scalable=yes'), score: 30, evidence: /No width=device-width/ },
  { name: 'missing', page: html(''), score: 0, evidence: /No <meta name="viewport">/ },
  { name: 'the first of two counts (Lighthouse)', page: html('<meta name="viewport" content="width=1024"><meta name="viewport" content="width=device-width">'), score: 30 },
  { name: 'in the body, after a <div> ended the head', page: html('<div></div><meta name="viewport" content="width=device-width">'), score: 0, evidence: /after the <head> ended/ },
  { name: 'added only by JavaScript', page: html(''), opts: { rendered: viewport('width=device-width') }, score: 0, evidence: JS_ONLY },
]);

const ENGLISH = 'The cat is on the table and the children are in the garden to play with the dog. '.repeat(8);
const FRENCH = 'Le chat est sur la table et les enfants sont dans le jardin pour jouer avec le chien. '.repeat(8);
const DANISH = 'Katten sidder på bordet, og børnene leger i haven med hunden. Vi skal handle ind i morgen, fordi køleskabet er næsten tomt. '.repeat(8);
const NORWEGIAN = 'Katten sitter på bordet, og barna leker i hagen med hunden. Vi skal handle i morgen, fordi kjøleskapet er nesten tomt. '.repeat(8);
const SPANISH = 'El gato está sobre la mesa y los niños juegan en el jardín con el perro. Mañana iremos de compras porque la nevera está casi vacía. '.repeat(8);
const WELSH = "Mae'r gath ar y bwrdd ac mae'r plant yn chwarae yn yr ardd gyda'r ci. Byddwn ni'n mynd i siopa yfory achos mae'r oergell bron yn wag. ".repeat(8);
const lang = (value: string | null, body = '<p>Text</p>', head = '') => html(head, body, value === null ? '' : `lang="${value}"`);
const alternate = (code: string, href: string) => `<link rel="alternate" hreflang="${code}" href="${href}">`;

checkTable(T2, [
  { name: 'language only', page: lang('en'), score: 100, evidence: /<html lang="en">/ },
  { name: 'language and region', page: lang('en-GB'), score: 100, evidence: /region GB/ },
  { name: 'script and region', page: lang('zh-Hant-TW'), score: 100 },
  { name: 'underscore instead of hyphen', page: lang('en_US'), score: 40, evidence: /not a valid BCP 47/ },
  { name: 'a word, not a tag', page: lang('english'), score: 40 },
  { name: 'declared language matches the text', page: lang('fr', `<p>${FRENCH}</p>`), score: 100, evidence: /reads as "fr"/ },
  { name: 'declared language contradicts the text', page: lang('de', `<p>${ENGLISH}</p>`), score: 70, evidence: /reads as en, not "de"/ },
  { name: 'Danish declared and written', page: lang('da-DK', `<p>${DANISH}</p>`), score: 100, evidence: /reads as "da"/ },
  { name: 'Norwegian Bokmål (nb) reads as Norwegian', page: lang('nb', `<p>${NORWEGIAN}</p>`), score: 100 },
  { name: 'Spanish text declared Portuguese', page: lang('pt-BR', `<p>${SPANISH}</p>`), score: 70, evidence: /reads as es, not "pt-BR"/ },
  { name: 'a language the detector does not know gets the benefit of the doubt', page: lang('cy', `<p>${WELSH}</p>`), score: 100 },
  { name: 'under 100 words: not checked', page: lang('de', `<p>${ENGLISH.slice(0, 200)}</p>`), score: 100 },
  {
    name: 'valid hreflang set including this page',
    page: lang('en', '<p>Text</p>', alternate('en', 'https://example.com/guide/widgets') + alternate('fr', 'https://example.com/fr/guide/widgets') + alternate('x-default', 'https://example.com/')),
    score: 100,
    evidence: /3 valid hreflang annotation/,
  },
  { name: 'hreflang without this page', page: lang('en', '<p>Text</p>', alternate('fr', 'https://example.com/fr/guide/widgets')), score: 90, evidence: /none for this page itself/ },
  { name: 'invalid hreflang code', page: lang('en', '<p>Text</p>', alternate('en_GB', 'https://example.com/guide/widgets')), score: 90, evidence: /Invalid hreflang/ },
  { name: 'missing', page: lang(null), score: 0, evidence: /No lang attribute/ },
  { name: 'empty', page: lang(''), score: 0 },
  { name: 'Content-Language header alone does not count', page: lang(null), opts: { headers: { 'content-language': 'de-AT' } }, score: 0 },
  { name: 'set only by JavaScript', page: lang(null), opts: { rendered: lang('en') }, score: 0, evidence: JS_ONLY },
]);

const robots = (content: string, name = 'robots') => html(`<meta name="${name}" content="${content}">`);

checkTable(T3, [
  { name: 'no directives', page: html(''), score: 100, evidence: /indexing allowed/ },
  { name: 'index, follow', page: robots('index, follow'), score: 100 },
  { name: 'unlimited snippet', page: robots('max-snippet:-1, max-image-preview:large'), score: 100 },
  { name: 'nofollow alone', page: robots('nofollow'), score: 100 },
  { name: 'noindex', page: robots('noindex'), score: 0, evidence: /noindex: the page is dropped/ },
  { name: 'none', page: robots('NONE'), score: 0 },
  { name: 'googlebot noindex', page: robots('noindex', 'googlebot'), score: 0 },
  { name: 'an AI crawler told noindex', page: robots('noindex', 'GPTBot'), score: 0 },
  { name: 'X-Robots-Tag noindex', page: html(''), opts: { headers: { 'x-robots-tag': 'noindex, nofollow' } }, score: 0 },
  { name: 'X-Robots-Tag noindex for googlebot', page: html(''), opts: { headers: { 'x-robots-tag': 'googlebot: noindex' } }, score: 0 },
  { name: 'X-Robots-Tag noindex for a crawler we do not report on', page: html(''), opts: { headers: { 'x-robots-tag': 'yandex: noindex' } }, score: 100 },
  { name: 'robots and googlebot add up, the most restrictive wins', page: html('<meta name="robots" content="index, follow"><meta name="googlebot" content="noindex">'), score: 0 },
  { name: 'a later index does not undo noindex', page: html('<meta name="robots" content="noindex"><meta name="robots" content="index">'), score: 0 },
  { name: 'a robots meta in the body is ignored', page: html('<iframe src="/x"></iframe><meta name="robots" content="noindex">'), score: 100 },
  { name: 'nosnippet', page: robots('nosnippet'), score: 20, evidence: /not quote it/ },
  { name: 'max-snippet:0', page: robots('max-snippet:0'), score: 20 },
  { name: 'max-snippet:30', page: robots('max-snippet:30'), score: 60, evidence: /only very short quotes/ },
  { name: 'data-nosnippet over most of the text', page: html('', `<p data-nosnippet>${words(80)}</p><p>${words(20)}</p>`), score: 60, evidence: /covers 80%/ },
  { name: 'noai is reported, not scored', page: robots('noai, noimageai'), score: 100, evidence: /not standard directives/ },
  { name: 'noindex added by JavaScript', page: html(''), opts: { rendered: robots('noindex') }, score: 0, evidence: /Added by JavaScript: noindex/ },
  { name: 'a 404 page: not applicable', page: html(''), opts: { statusCode: 404 }, score: 'n/a' },
]);

const img = (attrs: string) => `<img src="/i.png" ${attrs}>`;
const sized = 'width="10" height="10"';

checkTable(T4, [
  { name: 'clean page', page: html('<script src="/a.js" defer></script>', img(sized)), score: 100, evidence: /No blocking scripts/ },
  { name: 'async, defer and module scripts do not block', page: html('<script src="/a.js" async></script><script type="module" src="/m.js"></script><script>inline()</script>'), score: 100 },
  { name: 'two blocking scripts', page: html('<script src="/a.js"></script><script src="/b.js"></script>'), score: 90, evidence: /2 synchronous script/ },
  { name: 'blocking scripts capped at 25', page: html('<script src="/a.js"></script>'.repeat(6)), score: 75 },
  { name: 'scripts at the end of the body do not block', page: html('', '<script src="/a.js"></script>'), score: 100 },
  { name: 'one unsized image', page: html('', img(sized) + img('')), score: 95, evidence: /1 of the first 2 image/ },
  { name: 'unsized images capped at 20', page: html('', img('').repeat(5)), score: 80 },
  { name: 'an inline aspect-ratio counts as sized', page: html('', img('style="aspect-ratio: 4 / 3; width: 100%"')), score: 100 },
  { name: 'only the first 10 images are looked at', page: html('', img(sized).repeat(10) + img('')), score: 100 },
  { name: 'lazy-loaded first image of the main content', page: html('', `<header>${img(sized)}</header><main>${img(`${sized} loading="lazy"`)}</main>`), score: 85, evidence: /lazy-loaded/ },
  { name: 'HTML over 1 MB', page: html(`<!-- ${'x'.repeat(1_100_000)} -->`), score: 90, evidence: /1\.0 MB/ },
  { name: 'measured CLS good', page: html(''), opts: { metrics: metrics({ cls: 0.05 }) }, score: 100, evidence: /CLS\) 0.050: good/ },
  { name: 'measured CLS needs improvement', page: html(''), opts: { metrics: metrics({ cls: 0.15 }) }, score: 90 },
  { name: 'measured CLS poor', page: html(''), opts: { metrics: metrics({ cls: 0.3 }) }, score: 80, evidence: /poor/ },
]);

const lcp = (lcpMs: number | null) => ({ page: html(''), opts: { metrics: metrics({ lcpMs }) } });
const fetched = (fetchMs: number | null) => ({ page: html(''), opts: { fetchMs } });

checkTable(A13, [
  { name: 'fast LCP', ...lcp(1800), score: 100, evidence: /1800 ms \(good/ },
  { name: 'LCP at the good limit', ...lcp(2500), score: 100 },
  { name: 'LCP halfway to poor', ...lcp(3250), score: 73, evidence: /needs improvement/ },
  { name: 'LCP at the poor limit', ...lcp(4000), score: 60 },
  { name: 'slow LCP', ...lcp(6000), score: 35, evidence: /poor/ },
  { name: 'LCP at 8 s', ...lcp(8000), score: 10 },
  { name: 'LCP over 8 s', ...lcp(12_000), score: 10 },
  { name: 'not rendered: a fast fetch stands in', ...fetched(120), score: 100, evidence: /not rendered.*120 ms to fetch/ },
  { name: 'not rendered: fetch under 1.5 s', ...fetched(1000), score: 75 },
  { name: 'not rendered: fetch under 3 s', ...fetched(2000), score: 50 },
  { name: 'not rendered: slow fetch', ...fetched(5000), score: 20 },
  { name: 'rendered without an LCP: the fetch stands in', page: html(''), opts: { metrics: metrics({ lcpMs: null }), fetchMs: 700 }, score: 75 },
  { name: 'nothing measured: not applicable', ...fetched(null), score: 'n/a' },
]);
