import { check as A1 } from './A1_answer_first.js';
import { check as A2 } from './A2_headings_semantic.js';
import { checkTable, html, words } from '../__tests__/fixture.js';

const ANSWER = 'Widget sizing depends on the load: pick a widget rated for at least twice the weight it carries, measured in kilograms.';
const MORE = `<p>${words(60)}</p>`;
const page = (body: string) => html('<title>Widget sizing guide</title>', `<h1>Widget sizing</h1>${body}`);
const shortItems = (n: number) => `<ul>${'<li>one two three four five</li>'.repeat(n)}</ul>`;

checkTable(A1, [
  { name: 'direct answer right after the H1', page: page(`<p>${ANSWER}</p>${MORE}`), score: 100, evidence: /\(21 words\) starts after 2 words/ },
  { name: 'short lines before the answer are skipped', page: page(`<p>By Jane Doe</p><p>March 3, 2026</p><p>${ANSWER}</p>${MORE}`), score: 100 },
  {
    name: 'an aside is not main content',
    page: page(`<aside><p>Sign up for our newsletter to get weekly widget deals in your inbox right now</p></aside><p>${ANSWER}</p>${MORE}`),
    score: 100,
  },
  {
    name: 'only <main> is main content',
    page: html('<title>Widget sizing guide</title>', `<div>${words(200)}</div><main><h1>Widget sizing</h1><p>${ANSWER}</p>${MORE}</main>`),
    score: 100,
  },
  {
    name: 'opens with a back-reference',
    page: page(`<p>It depends on the load: pick a widget rated for at least twice the weight it carries.</p>${MORE}`),
    score: 70,
    evidence: /pointing back/,
  },
  { name: 'answer after 200 words', page: page(`${shortItems(40)}<p>${ANSWER}</p>`), score: 80, evidence: /after the first 100 words/ },
  { name: 'answer after 300 words', page: page(`${shortItems(60)}<p>${ANSWER}</p>`), score: 65 },
  { name: 'a wall of text', page: page(`<p>Widget ${words(199)}</p>`), score: 70, evidence: /20 to 80 words/ },
  {
    name: 'off-topic opening',
    page: page(`<p>Our company was founded in 1999 by two friends who loved making things by hand in a small shop.</p>${MORE}`),
    score: 65,
    evidence: /no key word with the H1/,
  },
  { name: 'no paragraph of 12 words', page: page(shortItems(12)), score: 0, evidence: /No paragraph of 12 or more words/ },
  { name: 'too little main text', page: page(`<p>${ANSWER}</p>`), score: 0, evidence: /Only 23 words of main text/ },
  { name: 'answer only after JavaScript', page: page('<div id="app"></div>'), opts: { rendered: page(`<p>${ANSWER}</p>${MORE}`) }, score: 0, evidence: /only after JavaScript runs/ },
  { name: 'no H1: the lead is read from the top, the topic from the title', page: html('<title>Widget sizing guide</title>', `<p>${ANSWER}</p>${MORE}`), score: 100 },
]);

const outline = (body: string) => html('', body);

checkTable(A2, [
  { name: 'clean outline', page: outline('<h1>Widget sizing</h1><h2>Loads</h2><h3>Static loads</h3><h2>Materials</h2>'), score: 100, evidence: /4 headings/ },
  { name: 'one skipped level', page: outline('<h1>Widget sizing</h1><h3>Loads</h3>'), score: 90, evidence: /H1 "Widget sizing" then H3 "Loads"/ },
  { name: 'two levels skipped at once', page: outline('<h1>Widget sizing</h1><h4>Loads</h4>'), score: 80 },
  { name: 'skipped levels capped at 30', page: outline('<h1>Widget sizing</h1><h3>Loads</h3><h5>Static</h5><h2>Materials</h2><h4>Steel</h4><h2>Costs</h2><h6>Tax</h6>'), score: 70 },
  { name: 'an empty heading', page: outline('<h1>Widget sizing</h1><h2></h2>'), score: 90, evidence: /Empty headings/ },
  { name: 'empty headings capped at 20', page: outline('<h1>Widget sizing</h1><h2></h2><h2></h2><h2></h2>'), score: 80 },
  { name: 'an image heading is not empty', page: outline('<h1>Widget sizing</h1><h2><img src="/l.png" alt="Loads chart"></h2>'), score: 100 },
  { name: 'a generic heading', page: outline('<h1>Widget sizing</h1><h2>Overview</h2>'), score: 95, evidence: /Generic headings: "Overview"/ },
  { name: 'generic headings capped at 20', page: outline(`<h1>Widget sizing</h1>${'<h2>Read more</h2>'.repeat(5)}`), score: 80 },
  { name: 'main content does not start with the H1', page: outline('<h2>Widget news</h2><h1>Widget sizing</h1>'), score: 90, evidence: /starts with H2 "Widget news", not the H1/ },
  { name: 'a long page without subheadings', page: outline(`<h1>Widget sizing</h1><p>${words(320)}</p>`), score: 60, evidence: /no H2 to H6/ },
  { name: 'a short page without headings', page: outline('<p>Just text</p>'), score: 90, evidence: /no heading/ },
  { name: 'a long page without headings', page: outline(`<p>${words(320)}</p>`), score: 50 },
  { name: 'headings in navigation are ignored', page: outline('<nav><h2>Menu</h2></nav><h1>Widget sizing</h1><h2>Loads</h2>'), score: 100 },
  { name: 'headings only after JavaScript', page: outline('<p>Just text</p>'), opts: { rendered: outline('<h1>Widget sizing</h1>') }, score: 90, evidence: /only after JavaScript runs/ },
]);
