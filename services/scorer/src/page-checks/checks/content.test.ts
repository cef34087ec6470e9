import { check as C1 } from './C1_title_quality.js';
import { check as C2 } from './C2_meta_description.js';
import { check as C3 } from './C3_h1_presence.js';
import { check as C5 } from './C5_h2_coverage_ratio.js';
import { checkTable, html, words } from '../__tests__/fixture.js';

const JS_ONLY = /only after JavaScript runs/;
const titled = (title: string) => html(`<title>${title}</title>`, '<h1>Widgets</h1>');

checkTable(C1, [
  { name: 'good length (33)', page: titled('Widget sizing guide for beginners'), score: 100, evidence: /33 characters/ },
  { name: 'exactly 15', page: titled('x'.repeat(15)), score: 100 },
  { name: 'exactly 65', page: titled('x'.repeat(65)), score: 100 },
  { name: 'truncated (66)', page: titled('x'.repeat(66)), score: 70 },
  { name: 'truncated (90)', page: titled('x'.repeat(90)), score: 70 },
  { name: 'far too long (91)', page: titled('x'.repeat(91)), score: 40 },
  { name: 'too short (13)', page: titled('Widgets guide'), score: 40 },
  { name: 'entities count as one character', page: titled('Tom &amp;amp; Jerry'), score: 40, evidence: /"Tom & Jerry" has 11 characters/ },
  { name: 'boilerplate word with a brand suffix', page: titled('Home | Acme Widgets Incorporated'), score: 20, evidence: /boilerplate/ },
  { name: 'boilerplate title', page: titled('Untitled document'), score: 20 },
  { name: 'missing', page: html('', '<h1>Widgets</h1>'), score: 0, evidence: /No <title>/ },
  { name: 'set only by JavaScript', page: html('', '<h1>Widgets</h1>'), opts: { rendered: titled('Widget sizing guide for beginners') }, score: 0, evidence: JS_ONLY },
]);

const described = (d: string, title = 'Widget sizing guide') => html(`<title>${title}</title><meta name="description" content="${d}">`);
const SAME = 'Widget sizing: how to pick the right widget for any load';

checkTable(C2, [
  { name: 'good length (80)', page: described('x'.repeat(80)), score: 100, evidence: /80 characters/ },
  { name: 'exactly 50', page: described('x'.repeat(50)), score: 100 },
  { name: 'exactly 160', page: described('x'.repeat(160)), score: 100 },
  { name: 'long (170)', page: described('x'.repeat(170)), score: 75 },
  { name: 'exactly 200', page: described('x'.repeat(200)), score: 75 },
  { name: 'too long (250)', page: described('x'.repeat(250)), score: 50 },
  { name: 'too short (40)', page: described('x'.repeat(40)), score: 50 },
  { name: 'identical to the title', page: described(SAME, SAME), score: 50, evidence: /repeats the title/ },
  { name: 'the first of two descriptions counts', page: html(`<meta name="description" content="${'x'.repeat(20)}"><meta name="Description" content="${'x'.repeat(80)}">`), score: 50 },
  { name: 'missing', page: html('<title>Widgets</title>'), score: 0, evidence: /No <meta name="description">/ },
  { name: 'empty', page: described(''), score: 0, evidence: /empty/ },
  { name: 'whitespace only', page: described('  \n  '), score: 0, evidence: /empty/ },
  { name: 'a blank first tag hides a later one (Lighthouse)', page: html(`<meta name="description" content=" "><meta name="description" content="${'x'.repeat(80)}">`), score: 0, evidence: /empty/ },
  { name: 'property="description" is not read', page: html(`<meta property="description" content="${'x'.repeat(80)}">`), score: 0, evidence: /read name="description"/ },
  { name: 'in the body, after an <img> ended the head', page: html(`<img src="/p.gif"><meta name="description" content="${'x'.repeat(80)}">`), score: 0, evidence: /after the <head> ended/ },
  { name: 'set only by JavaScript', page: html(''), opts: { rendered: described('x'.repeat(80)) }, score: 0, evidence: JS_ONLY },
]);

checkTable(C3, [
  { name: 'exactly one', page: html('', '<h1>Widget sizing</h1><h2>Loads</h2>'), score: 100, evidence: /One <h1>: "Widget sizing"/ },
  { name: 'none', page: html('', '<h2>Loads</h2>'), score: 0, evidence: /No <h1>/ },
  { name: 'two', page: html('', '<h1>Widget sizing</h1><h1>Loads</h1>'), score: 30, evidence: /2 <h1> elements/ },
  { name: 'an image H1 reads its alt text', page: html('', '<h1><img src="/logo.png" alt="Acme Widgets"></h1>'), score: 100, evidence: /"Acme Widgets"/ },
  { name: 'an empty H1 does not count', page: html('', '<h1></h1><h1>Widget sizing</h1>'), score: 100 },
  { name: 'a hidden H1 does not count', page: html('', '<h1>Widget sizing</h1><h1 aria-hidden="true">Logo</h1><h1 style="display:none">Old</h1>'), score: 100 },
  { name: 'H1 only after JavaScript', page: html('', '<div id="app"></div>'), opts: { rendered: html('', '<h1>Widget sizing</h1>') }, score: 0, evidence: JS_ONLY },
]);

const p = (n: number) => `<p>${words(n)}</p>`;

checkTable(C5, [
  { name: 'short page: not applicable', page: html('', `<h1>W</h1>${p(198)}`), score: 'n/a' },
  { name: 'every section within 400 words', page: html('', `<h2>Part one</h2>${p(298)}<h2>Part two</h2>${p(298)}`), score: 100, evidence: /2 H2 section\(s\) cover 100% of 600 words/ },
  { name: 'a short intro and two sections', page: html('', `${p(100)}<h2>Part one</h2>${p(248)}<h2>Part two</h2>${p(248)}`), score: 100 },
  { name: 'no H2: only 150 intro words count', page: html('', p(600)), score: 31, evidence: /600 words before the first H2/ },
  { name: 'one long section: 400 of its words count', page: html('', `<h2>Part one</h2>${p(898)}`), score: 56, evidence: /runs 900 words/ },
  { name: 'H2s only after JavaScript', page: html('', p(600)), opts: { rendered: html('', `<h2>Part one</h2>${p(300)}<h2>Part two</h2>${p(300)}`) }, score: 31, evidence: JS_ONLY },
  { name: 'text outside <main> is not main text', page: html('', `<nav>${p(400)}</nav><main><h1>W</h1>${p(100)}</main>`), score: 'n/a' },
]);
