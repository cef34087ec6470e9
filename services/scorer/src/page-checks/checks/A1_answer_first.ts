/**
 * A1 answer first (catalogue rule): does the main content open with a direct, self-contained
 * answer an engine can lift? The lead is the first paragraph or text block of 12+ words after the
 * H1 (from the top of the main content when it has no H1). Points:
 *   35  position: the lead starts within the first 100 words of main content (15 within 250)
 *   30  length: 20..80 words (15 for 12..19 or 81..150)
 *   20  topic: shares a non-stopword with the H1 (the title when there is no H1)
 *   15  self-contained: doesn't open with a back-reference (It, This, That, These, They, Here,
 *       "As mentioned")
 * Fewer than 50 words of main text score 0: there is nothing to quote. Rendering rule: see
 * lib/rendering.ts.
 */
import { countWords, type HtmlDocument } from '@citable/html';
import type { TextBlock } from '../lib/blocks.js';
import { jsOnly, quote } from '../lib/evidence.js';
import { mainBlocks, mainWords } from '../lib/main-content.js';
import { sharesTopic } from '../lib/topic.js';
import type { PageCheck } from '../types.js';

const LEAD_TAGS = new Set(['p', 'run', 'blockquote', 'dd']);
const MIN_LEAD_WORDS = 12;
const MIN_MAIN_WORDS = 50;
const BACK_REFERENCE = /^(it|this|that|these|they|here|as mentioned)\b/i;

interface Lead {
  block: TextBlock;
  /** Words of main content before the lead. */
  wordsBefore: number;
  h1: string | null;
}

function findLead(doc: HtmlDocument): Lead | null {
  const all = mainBlocks(doc);
  const h1Index = all.findIndex((b) => b.kind === 'heading' && b.level === 1);
  let wordsBefore = 0;
  for (const [i, block] of all.entries()) {
    const eligible = i > h1Index && block.kind === 'text' && LEAD_TAGS.has(block.tag) && block.words >= MIN_LEAD_WORDS;
    if (eligible) return { block, wordsBefore, h1: h1Index >= 0 ? (all[h1Index]?.text ?? null) : null };
    wordsBefore += block.kind === 'text' ? block.words : countWords(block.text);
  }
  return null;
}

/** Enough of the opening for a 160-character meta description cut at a word. */
const OPENING_CHARS = 400;

/**
 * The lead and the text after it, up to OPENING_CHARS: what the fix pack drafts a meta description
 * from. A heading that is a sentence ("Do you need access?") reads on; any other ends the opening.
 */
function openingText(doc: HtmlDocument, lead: TextBlock): string {
  const all = mainBlocks(doc);
  const parts: string[] = [];
  let length = 0;
  for (const block of all.slice(all.indexOf(lead))) {
    if (length >= OPENING_CHARS) break;
    if (block.kind !== 'text' && !/[.?!]$/.test(block.text.trim())) break;
    parts.push(block.text);
    length += block.text.length + 1;
  }
  return parts.join(' ').slice(0, OPENING_CHARS);
}

function positionPoints(wordsBefore: number): number {
  if (wordsBefore <= 100) return 35;
  return wordsBefore <= 250 ? 15 : 0;
}

function lengthPoints(words: number): number {
  if (words >= 20 && words <= 80) return 30;
  return words >= MIN_LEAD_WORDS && words <= 150 ? 15 : 0;
}

export const check: PageCheck = {
  id: 'A1_answer_first',
  renderedCredit: true,
  evaluate({ static: doc, rendered, facts }) {
    const words = mainWords(doc);
    const renderedLead = rendered ? findLead(rendered) : null;
    if (words < MIN_MAIN_WORDS) {
      const evidence = [`Only ${words} words of main text: nothing to quote`];
      if (renderedLead) evidence.push(jsOnly(`The opening paragraph ${quote(renderedLead.block.text)}`));
      return { score: 0, details: { mainWords: words, lead: null }, evidence };
    }
    const lead = findLead(doc);
    if (!lead) {
      const evidence = [`No paragraph of ${MIN_LEAD_WORDS} or more words after the H1`];
      if (renderedLead) evidence.push(jsOnly(`The opening paragraph ${quote(renderedLead.block.text)}`));
      return { score: 0, details: { mainWords: words, lead: null }, evidence };
    }
    const { block, wordsBefore } = lead;
    const topicSource = lead.h1 ?? facts.title;
    const topic = topicSource !== null && sharesTopic(topicSource, block.text);
    const selfContained = !BACK_REFERENCE.test(block.text);
    const score = positionPoints(wordsBefore) + lengthPoints(block.words) + (topic ? 20 : 0) + (selfContained ? 15 : 0);
    const evidence = [`Opening paragraph ${quote(block.text)} (${block.words} words) starts after ${wordsBefore} words of main content`];
    if (wordsBefore > 100) evidence.push('The answer starts after the first 100 words');
    if (lengthPoints(block.words) < 30) evidence.push('A quotable answer is 20 to 80 words');
    if (!topic) evidence.push(`The opening paragraph shares no key word with the ${lead.h1 !== null ? 'H1' : 'title'}`);
    if (!selfContained) evidence.push('The opening paragraph starts by pointing back ("It", "This", ...) instead of naming its subject');
    return {
      score,
      details: { mainWords: words, lead: block.text, leadWords: block.words, wordsBefore, topic, selfContained, opening: openingText(doc, block) },
      evidence,
    };
  },
};
