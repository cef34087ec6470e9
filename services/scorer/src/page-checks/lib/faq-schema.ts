/** FAQPage structured data (JSON-LD or microdata) and how many of its questions are complete. */
import { entityTypes, isRecord, jsonLdEntities, memo, type HtmlDocument } from '@citable/html';
import { hasItemType, microdataItems } from './microdata.js';
import { microdataQuestions } from './questions.js';

export interface FaqSchema {
  /** FAQPage entities found (JSON-LD) plus FAQPage microdata scopes. */
  readonly faqPages: number;
  readonly questions: number;
  /** Questions with a name and an acceptedAnswer that has text. */
  readonly validQuestions: number;
  /** The questions' names, to compare with the visible page. */
  readonly names: readonly string[];
  readonly problems: readonly string[];
}

const FAQ_PAGE_TYPE = /schema\.org\/FAQPage\/?$/i;

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function questionProblem(q: unknown, index: number): string | null {
  if (!isRecord(q) || !entityTypes(q).includes('Question')) return `mainEntity ${index + 1} is not a Question`;
  if (!nonEmpty(q['name'])) return `Question ${index + 1} has no name`;
  const answers = asList(q['acceptedAnswer']).filter(isRecord);
  if (answers.length === 0) return `Question ${quoteName(q)} has no acceptedAnswer`;
  if (!answers.some((a) => nonEmpty(a['text']))) return `The answer to ${quoteName(q)} has no text`;
  return null;
}

function quoteName(q: Record<string, unknown>): string {
  const name = String(q['name']);
  return `"${name.length > 60 ? `${name.slice(0, 59)}…` : name}"`;
}

/** A3 and A4 both read it, each of the static and the rendered page. */
export function faqSchema(doc: HtmlDocument): FaqSchema {
  return memo(doc, 'scorer:faqSchema', () => readFaqSchema(doc));
}

function readFaqSchema(doc: HtmlDocument): FaqSchema {
  const pages = jsonLdEntities(doc).filter((e) => entityTypes(e).includes('FAQPage'));
  let questions = 0;
  let validQuestions = 0;
  const names: string[] = [];
  const problems: string[] = [];
  for (const page of pages) {
    const entries = asList(page['mainEntity']);
    if (entries.length === 0) problems.push('FAQPage has no mainEntity questions');
    entries.forEach((q, i) => {
      questions++;
      if (isRecord(q) && nonEmpty(q['name'])) names.push(q['name']);
      const problem = questionProblem(q, i);
      if (problem) problems.push(problem);
      else validQuestions++;
    });
  }
  const microdataPages = microdataItems(doc).filter((el) => hasItemType(el, FAQ_PAGE_TYPE)).length;
  if (microdataPages > 0) {
    const md = microdataQuestions(doc);
    questions += md.total;
    validQuestions += md.answered;
    names.push(...md.names);
    if (md.answered < md.total) problems.push(`${md.total - md.answered} microdata Question(s) without an acceptedAnswer`);
  }
  return { faqPages: pages.length + microdataPages, questions, validQuestions, names, problems };
}
