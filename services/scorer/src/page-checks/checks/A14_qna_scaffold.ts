/**
 * A14 Q&A scaffold (catalogue rule): question headings (H2/H3 that end in "?" or open with a
 * question word and its verb), each answered by the very next block, a paragraph of 15 to 80
 * words, is the shape answer engines lift whole. Headings in site furniture and headings that
 * link to other pages don't count.
 *   score = round(100 x answered / max(3, question headings)): three answered questions score 100
 * Rendering rule: see lib/rendering.ts.
 */
import type { HtmlDocument } from '@citable/html';
import { blocks, type HeadingBlock } from '../lib/blocks.js';
import { jsOnly, quote } from '../lib/evidence.js';
import { blocksUnder, isQuestion } from '../lib/questions.js';
import { clampScore } from '../lib/score.js';
import type { PageCheck } from '../types.js';

const MIN_ANSWER_WORDS = 15;
const MAX_ANSWER_WORDS = 80;
const FULL_MARKS_AT = 3;

function questionHeadings(doc: HtmlDocument): HeadingBlock[] {
  return blocks(doc).filter(
    (b): b is HeadingBlock => b.kind === 'heading' && (b.level === 2 || b.level === 3) && !b.boilerplate && !b.linked && isQuestion(b.text),
  );
}

export const check: PageCheck = {
  id: 'A14_qna_scaffold',
  renderedCredit: true,
  evaluate({ static: doc, rendered }) {
    const questions = questionHeadings(doc);
    if (questions.length === 0) {
      const evidence = ['No question-shaped H2 or H3 headings'];
      if (rendered && questionHeadings(rendered).length > 0) evidence.push(jsOnly('The question headings'));
      return { score: 0, details: { questionHeadings: 0, answered: 0 }, evidence };
    }
    const unanswered: string[] = [];
    let answered = 0;
    for (const q of questions) {
      const next = blocksUnder(doc, q)[0];
      const ok = next !== undefined && (next.tag === 'p' || next.tag === 'run') && next.words >= MIN_ANSWER_WORDS && next.words <= MAX_ANSWER_WORDS;
      if (ok) answered++;
      else unanswered.push(q.text);
    }
    const score = clampScore((100 * answered) / Math.max(FULL_MARKS_AT, questions.length));
    const evidence = [`${answered} of ${questions.length} question heading(s) are answered by a paragraph of ${MIN_ANSWER_WORDS} to ${MAX_ANSWER_WORDS} words`];
    if (unanswered.length > 0) evidence.push(`Not answered that way: ${unanswered.slice(0, 3).map((t) => quote(t, 60)).join(', ')}`);
    if (questions.length < FULL_MARKS_AT) evidence.push(`Full marks need ${FULL_MARKS_AT} answered question headings`);
    return { score, details: { questionHeadings: questions.length, answered }, evidence };
  },
};
