import { check as A3 } from './A3_faq_presence.js';
import { check as A4 } from './A4_schema_faqpage.js';
import { check as A5 } from './A5_related_questions_block.js';
import { check as A14 } from './A14_qna_scaffold.js';
import { checkTable, html, words } from '../__tests__/fixture.js';

const JS_ONLY = /only after JavaScript runs/;
/** Ten words: the least an A3 answer needs. */
const ANSWER = 'Most widgets ship within two working days from our warehouse.';
/** Eighteen words: a concise A14 answer. */
const CONCISE = 'Most widgets ship within two working days from our warehouse, and tracked delivery is free on every order.';
const qa = (q: string, a = ANSWER) => `<h3>${q}</h3><p>${a}</p>`;
const Q1 = 'How long does shipping take?';
const Q2 = 'Can I return a widget?';
const Q3 = 'Which sizes are in stock?';
const INTRO = `<h1>Widgets</h1><p>${words(150)}</p>`;
const faqPage = (body: string) => html('', INTRO + body);
const details = (q: string) => `<details><summary>${q}</summary><p>${ANSWER}</p></details>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const question = (name: string, text: string | null = 'Two working days.') => ({
  '@type': 'Question',
  name,
  ...(text === null ? {} : { acceptedAnswer: { '@type': 'Answer', text } }),
});
const schema = (...mainEntity: unknown[]) => ({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity });
const VISIBLE = `<h2>Frequently asked questions</h2>${qa(Q1)}${qa(Q2)}`;

checkTable(A3, [
  { name: 'three answered question headings', page: faqPage(`${qa(Q1)}${qa(Q2)}${qa(Q3)}`), score: 100, evidence: /3 answered question/ },
  { name: 'three disclosures', page: faqPage(`<h2>FAQ</h2>${details('Shipping times')}${details('Returns')}${details('Sizes')}`), score: 100, evidence: /FAQ heading "FAQ"/ },
  { name: 'a definition list of questions', page: faqPage(`<dl>${[Q1, Q2, Q3].map((q) => `<dt>${q}</dt><dd>${ANSWER}</dd>`).join('')}</dl>`), score: 100 },
  { name: 'bold lead-in questions', page: faqPage([Q1, Q2, Q3].map((q) => `<p><strong>${q}</strong> ${ANSWER}</p>`).join('')), score: 100 },
  { name: 'question words with their verb, no "?"', page: faqPage(`${qa('What is a widget')}${qa('How much does a widget cost')}${qa('Can I paint my widget')}`), score: 100 },
  { name: 'two answered questions', page: faqPage(`${qa(Q1)}${qa(Q2)}`), score: 75 },
  { name: 'one answered question', page: faqPage(qa(Q1)), score: 50 },
  { name: 'an FAQ heading with nothing answered', page: faqPage('<h2>Frequently Asked Questions</h2><p>Coming soon.</p>'), score: 30 },
  { name: 'answers shorter than 10 words', page: faqPage(`${qa(Q1, 'Two days.')}${qa(Q2, 'Yes, within a month.')}`), score: 0, evidence: /No question followed by an answer/ },
  { name: 'headings that link elsewhere are teasers', page: faqPage([Q1, Q2, Q3].map((q) => `<h3><a href="/q">${q}</a></h3><p>${ANSWER}</p>`).join('')), score: 0 },
  { name: 'cards wrapped in a link are teasers', page: faqPage([Q1, Q2, Q3].map((q) => `<a href="/q"><h3>${q}</h3><p>${ANSWER}</p></a>`).join('')), score: 0 },
  { name: 'statements that start with a question word', page: faqPage(`${qa('What we know')}${qa('How to build a widget')}`), score: 0 },
  { name: 'questions only in structured data', page: html(ld(schema(question(Q1), question(Q2))), INTRO), score: 0, evidence: /only in FAQPage structured data/ },
  { name: 'too little main text: not applicable', page: html('', `${qa(Q1)}${qa(Q2)}`), score: 'n/a' },
  { name: 'FAQ only after JavaScript', page: faqPage('<div id="faq"></div>'), opts: { rendered: faqPage(VISIBLE) }, score: 0, evidence: JS_ONLY },
]);

checkTable(A4, [
  { name: 'no visible FAQ and no FAQPage: not applicable', page: html('', '<h1>Widgets</h1><p>Plain text.</p>'), score: 'n/a' },
  { name: 'a visible FAQ without FAQPage', page: html('', VISIBLE), score: 0, evidence: /no FAQPage structured data/ },
  { name: 'complete FAQPage matching the page', page: html(ld(schema(question(Q1), question(Q2))), VISIBLE), score: 100, evidence: /2 of 2 question\(s\) complete, 2 of 2 visible/ },
  { name: 'names matched case-insensitively', page: html(ld(schema(question(Q1.toUpperCase()), question(Q2))), VISIBLE), score: 100 },
  { name: 'FAQPage inside @graph', page: html(ld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, schema(question(Q1), question(Q2))] }), VISIBLE), score: 100 },
  { name: 'one of two questions without acceptedAnswer', page: html(ld(schema(question(Q1), question(Q2, null))), VISIBLE), score: 85, evidence: /has no acceptedAnswer/ },
  { name: 'an answer without text', page: html(ld(schema(question(Q1, ''))), VISIBLE), score: 70, evidence: /has no text/ },
  { name: 'marked-up questions not on the page', page: html(ld(schema(question(Q1), question(Q2))), '<p>Plain text.</p>'), score: 70, evidence: /0 of 2 visible/ },
  { name: 'FAQPage without questions', page: html(ld({ '@type': 'FAQPage' }), VISIBLE), score: 40, evidence: /no mainEntity/ },
  {
    name: 'microdata FAQPage',
    page: html(
      '',
      `<div itemscope itemtype="https://schema.org/FAQPage"><h2>FAQ</h2>${[Q1, Q2]
        .map(
          (q) =>
            `<div itemscope itemprop="mainEntity" itemtype="https://schema.org/Question"><h3 itemprop="name">${q}</h3><div itemscope itemprop="acceptedAnswer" itemtype="https://schema.org/Answer"><p itemprop="text">${ANSWER}</p></div></div>`,
        )
        .join('')}</div>`,
    ),
    score: 100,
  },
  { name: 'FAQPage added only by JavaScript', page: html('', VISIBLE), opts: { rendered: html(ld(schema(question(Q1))), VISIBLE) }, score: 0, evidence: JS_ONLY },
  { name: 'invalid JSON-LD is reported', page: html('<script type="application/ld+json">{ "@type": "FAQPage", </script>', VISIBLE), score: 0, evidence: /not valid JSON/ },
]);

const links = (texts: string[], href = (i: number) => `/r${i}`) => `<ul>${texts.map((t, i) => `<li><a href="${href(i)}">${t}</a></li>`).join('')}</ul>`;

checkTable(A5, [
  { name: '"People also ask" with three questions', page: html('', `<h1>W</h1><h2>People also ask</h2>${links([Q1, Q2, Q3])}`), score: 100, evidence: /3 internal link\(s\), 3 descriptive/ },
  { name: '"Related articles" with descriptive links', page: html('', `<h2>Related articles</h2>${links(['Choosing widget sizes', 'Painting your widget', 'Widget care basics'])}`), score: 100 },
  { name: 'related links with one-word text', page: html('', `<h2>Related</h2>${links(['Sizes', 'Paint', 'Care'])}`), score: 70 },
  { name: 'two links', page: html('', `<h2>See also</h2>${links(['Choosing widget sizes', 'Painting your widget'])}`), score: 70 },
  { name: 'a single link', page: html('', `<h2>Further reading</h2>${links(['Choosing widget sizes'])}`), score: 40 },
  { name: 'a container marked "related"', page: html('', `<div class="related-posts">${links(['Sizes', 'Paint'])}</div>`), score: 70, evidence: /labelled "related-posts"/ },
  { name: 'an aria-label', page: html('', `<section aria-label="Related questions">${links([Q1, Q2, Q3])}</section>`), score: 100 },
  { name: 'a list of two question links', page: html('', links([Q1, Q2])), score: 70, evidence: /A list of question links/ },
  { name: 'external links do not count', page: html('', `<h2>Related</h2>${links([Q1, Q2, Q3], (i) => `https://other.org/${i}`)}`), score: 0, evidence: /holds no internal links/ },
  { name: 'links in navigation and footer are ignored', page: html('', `<nav>${links([Q1, Q2, Q3])}</nav><footer><h2>Related</h2>${links([Q1, Q2])}</footer>`), score: 0 },
  { name: 'no block', page: html('', '<h1>W</h1><p>Plain.</p>'), score: 0, evidence: /No related-questions block/ },
  { name: 'block only after JavaScript', page: html('', '<h1>W</h1>'), opts: { rendered: html('', `<h2>People also ask</h2>${links([Q1, Q2, Q3])}`) }, score: 0, evidence: JS_ONLY },
]);

const scaffold = (q: string, a = CONCISE) => `<h2>${q}</h2><p>${a}</p>`;

checkTable(A14, [
  { name: 'three answered questions', page: html('', `<h1>W</h1>${scaffold(Q1)}${scaffold(Q2)}${scaffold(Q3)}`), score: 100, evidence: /3 of 3/ },
  { name: 'three of four answered', page: html('', `${scaffold(Q1)}${scaffold(Q2)}${scaffold(Q3)}<h3>Is there a warranty?</h3><ul><li>Yes</li></ul>`), score: 75, evidence: /Not answered that way: "Is there a warranty\?"/ },
  { name: 'two answered questions', page: html('', `${scaffold(Q1)}${scaffold(Q2)}`), score: 67, evidence: /Full marks need 3/ },
  { name: 'one answered question', page: html('', scaffold(Q1)), score: 33 },
  { name: 'an answer over 80 words', page: html('', `${scaffold(Q1)}${scaffold(Q2)}${scaffold(Q3, words(120))}`), score: 67 },
  { name: 'an answer under 15 words', page: html('', `${scaffold(Q1)}${scaffold(Q2)}${scaffold(Q3, ANSWER)}`), score: 67 },
  { name: 'H4 questions do not count', page: html('', `<h4>${Q1}</h4><p>${CONCISE}</p>`), score: 0 },
  { name: 'question headings in navigation do not count', page: html('', `<nav>${scaffold(Q1)}${scaffold(Q2)}</nav><p>Text</p>`), score: 0 },
  { name: 'no question headings', page: html('', '<h1>W</h1><h2>Sizes</h2><p>Text</p>'), score: 0, evidence: /No question-shaped H2 or H3/ },
  { name: 'questions only after JavaScript', page: html('', '<h1>W</h1>'), opts: { rendered: html('', `${scaffold(Q1)}${scaffold(Q2)}`) }, score: 0, evidence: JS_ONLY },
]);
