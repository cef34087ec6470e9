/**
 * A3 FAQ presence (catalogue rule): visible question-and-answer pairs an answer engine can match
 * to a user's question. A question is a heading, <summary>, <dt> or bold lead-in that ends in "?"
 * or opens with a question word and its verb ("What is", "How much does", "Can I"); it counts when
 * at least 10 words of answer follow before the next question. Headings that link to another
 * page are teasers, not questions answered here.
 *   100  3+ answered questions     75  2     50  1
 *    30  an FAQ heading ("FAQ", "Frequently asked questions", "Questions") with none answered
 *     0  none (questions only in JSON-LD don't count: see A4)
 * Not applicable below 150 words of main text. Rendering rule: see lib/rendering.ts.
 */
import { jsOnly, quote } from '../lib/evidence.js';
import { faqSchema } from '../lib/faq-schema.js';
import { mainWords } from '../lib/main-content.js';
import { faqHeadings, qaPairs } from '../lib/questions.js';
import type { PageCheck } from '../types.js';

const MIN_MAIN_WORDS = 150;

export const check: PageCheck = {
  id: 'A3_faq_presence',
  renderedCredit: true,
  evaluate({ static: doc, rendered }) {
    const words = mainWords(doc);
    if (words < MIN_MAIN_WORDS) {
      return { notApplicable: true, reason: `Only ${words} words of main text: too short for an FAQ`, details: { mainWords: words } };
    }
    const pairs = qaPairs(doc);
    const faqHeading = faqHeadings(doc)[0]?.text ?? null;
    const n = pairs.length;
    const score = n >= 3 ? 100 : n === 2 ? 75 : n === 1 ? 50 : faqHeading !== null ? 30 : 0;
    const details = { answeredQuestions: n, faqHeading, mainWords: words };
    const evidence: string[] = [];
    if (faqHeading !== null) evidence.push(`FAQ heading ${quote(faqHeading)}`);
    if (n > 0) evidence.push(`${n} answered question(s), e.g. ${pairs.slice(0, 3).map((p) => quote(p.question, 60)).join(', ')}`);
    else evidence.push('No question followed by an answer of 10 or more words');
    if (n === 0 && rendered && qaPairs(rendered).length > 0) evidence.push(jsOnly('The FAQ content'));
    if (n === 0 && faqSchema(doc).validQuestions > 0) evidence.push('Questions exist only in FAQPage structured data, not on the page');
    return { score, details, evidence };
  },
};
