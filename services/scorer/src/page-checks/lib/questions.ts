/**
 * Questions and their answers as a reader finds them on a page: question-shaped headings with the
 * text under them, <details>/<summary> disclosures, and <dt>/<dd> pairs. FAQ, related-questions
 * and Q&A-scaffold checks share these readings.
 */
import { attr, countWords, descendants, findAll, memo, textOf, type Element, type HtmlDocument } from '@citable/html';
import { blocks, type HeadingBlock, type TextBlock } from './blocks.js';
import { hasItemType, microdataItems } from './microdata.js';

const QUESTION_MARK = /[?？؟]\s*$/;
/**
 * Openings that make a heading a question even without "?": a wh-word followed by a verb ("What is
 * GEO", "How much does it cost") or a verb followed by its subject ("Can I return an order").
 * "What we know" and "How to build a terrarium" are statements and titles, not questions.
 */
const WH_QUESTION = /^(what|why|how|when|where|who|which)(\s+\p{L}+)?\s+(is|are|was|were|do|does|did|can|could|should|would|will|has|have|makes?)\b/iu;
const VERB_QUESTION = /^(can|do|does|did|is|are|should|will|could|would|has|have)\s+(i|you|we|it|they|my|your|the|a|an|this|there|he|she)\b/i;

export function isQuestion(text: string): boolean {
  const t = text.trim();
  if (t.length < 5 || t.length > 200) return false;
  return QUESTION_MARK.test(t) || WH_QUESTION.test(t) || VERB_QUESTION.test(t);
}

const FAQ_HEADING =
  /\b(faqs?|f\.a\.q\.?|frequently asked questions?|common questions|questions (and|&) answers|q ?& ?a)\b|^questions$|preguntas frecuentes|foire aux questions|häufig gestellte fragen|domande frequenti|perguntas frequentes/i;

function isFaqHeading(text: string): boolean {
  return FAQ_HEADING.test(text);
}

/** An answer needs this many words before the next question to count. */
const MIN_ANSWER_WORDS = 10;

export interface QaPair {
  question: string;
  source: 'heading' | 'details' | 'dl' | 'lead-in';
  /** Words of answer before the next question (for a heading question: up to the next heading). */
  answerWords: number;
  /** The answer's visible text, as the page shows it (the fix pack's FAQPage is built from it). */
  answer: string;
  element: Element;
}

/** Text blocks from a heading up to the next heading (of any level). */
export function blocksUnder(doc: HtmlDocument, heading: HeadingBlock): TextBlock[] {
  const all = blocks(doc);
  const out: TextBlock[] = [];
  for (let i = all.indexOf(heading) + 1; i < all.length; i++) {
    const block = all[i];
    if (!block || block.kind === 'heading') break;
    out.push(block);
  }
  return out;
}

function headingPairs(doc: HtmlDocument): QaPair[] {
  return blocks(doc)
    .filter((b): b is HeadingBlock => b.kind === 'heading' && b.level >= 2 && !b.linked && isQuestion(b.text))
    .map((h) => {
      const under = blocksUnder(doc, h);
      return {
        question: h.text,
        source: 'heading' as const,
        answerWords: under.reduce((n, b) => n + b.words, 0),
        answer: under.map((b) => b.text).join(' '),
        element: h.element,
      };
    });
}

function detailsPairs(doc: HtmlDocument): QaPair[] {
  const out: QaPair[] = [];
  for (const details of findAll(doc, 'details')) {
    const summary = descendants(details).find((el) => el.tagName === 'summary');
    if (!summary) continue;
    const question = textOf(summary);
    const answer = textOf(details).slice(question.length).trim();
    if (!question || !answer) continue;
    out.push({ question, source: 'details', answerWords: countWords(answer), answer, element: details });
  }
  return out;
}

function dlPairs(doc: HtmlDocument): QaPair[] {
  const out: QaPair[] = [];
  for (const dl of findAll(doc, 'dl')) {
    const items = dl.childNodes.filter((c): c is Element => 'tagName' in c && (c.tagName === 'dt' || c.tagName === 'dd'));
    items.forEach((dt, i) => {
      const dd = items[i + 1];
      if (dt.tagName !== 'dt' || dd?.tagName !== 'dd') return;
      const question = textOf(dt);
      if (!isQuestion(question)) return;
      const answer = textOf(dd);
      out.push({ question, source: 'dl', answerWords: countWords(answer), answer, element: dt });
    });
  }
  return out;
}

/** The bold question a paragraph opens with ("<p><strong>Can I pay later?</strong> Yes, ...</p>"), or null. */
function leadInQuestion(block: TextBlock): string | null {
  if (block.tag !== 'p') return null;
  const first = block.element.childNodes.find((c) => !(c.nodeName === '#text' && (c as { value: string }).value.trim() === ''));
  if (!first || !('tagName' in first) || (first.tagName !== 'strong' && first.tagName !== 'b')) return null;
  const question = textOf(first);
  return isQuestion(question) ? question : null;
}

function leadInPairs(doc: HtmlDocument): QaPair[] {
  const all = blocks(doc);
  const out: QaPair[] = [];
  all.forEach((block, i) => {
    if (block.kind !== 'text') return;
    const question = leadInQuestion(block);
    if (question === null) return;
    let answerWords = block.words - countWords(question);
    const answer = [block.text.slice(question.length).trim()];
    for (let j = i + 1; j < all.length; j++) {
      const next = all[j]!;
      if (next.kind === 'heading' || leadInQuestion(next) !== null) break;
      answerWords += next.words;
      answer.push(next.text);
    }
    out.push({ question, source: 'lead-in', answerWords, answer: answer.filter(Boolean).join(' '), element: block.element });
  });
  return out;
}

/** Visible question/answer pairs whose answer has at least MIN_ANSWER_WORDS words. */
export function qaPairs(doc: HtmlDocument): readonly QaPair[] {
  return memo(doc, 'scorer:qaPairs', () =>
    [...headingPairs(doc), ...detailsPairs(doc), ...dlPairs(doc), ...leadInPairs(doc)].filter((p) => p.answerWords >= MIN_ANSWER_WORDS),
  );
}

/** Headings that announce an FAQ section. */
export function faqHeadings(doc: HtmlDocument): readonly HeadingBlock[] {
  return memo(doc, 'scorer:faqHeadings', () =>
    blocks(doc).filter((b): b is HeadingBlock => b.kind === 'heading' && isFaqHeading(b.text)),
  );
}

const QUESTION_TYPE = /schema\.org\/Question\/?$/i;

/** Microdata Question items: those with an acceptedAnswer count as answered; names are their itemprop="name" text. */
export function microdataQuestions(doc: HtmlDocument): { total: number; answered: number; names: string[] } {
  const questions = microdataItems(doc).filter((el) => hasItemType(el, QUESTION_TYPE));
  const hasProp = (el: Element, prop: string) => (attr(el, 'itemprop') ?? '').split(/\s+/).includes(prop);
  const answered = questions.filter((q) => descendants(q).some((el) => hasProp(el, 'acceptedAnswer'))).length;
  const names = questions.flatMap((q) => {
    const nameEl = descendants(q).find((el) => hasProp(el, 'name'));
    const name = nameEl ? (attr(nameEl, 'content') ?? textOf(nameEl)) : '';
    return name ? [name] : [];
  });
  return { total: questions.length, answered, names };
}

