/**
 * A4 and S2: FAQPage only for a page that shows questions and answers, built from that block's own
 * text (A4 stores the visible pairs word for word). Search engines' rules forbid FAQ markup for
 * content the page does not show, so a page with no visible FAQ never gets one. Only questions the
 * page asks as questions (ending in a question mark) count: A4 also reads headings such as "What we
 * do" as questions, which a reader would not take for an FAQ.
 */
import type { FAQPage, Question, WithContext } from 'schema-dts';
import { checkOf, detail, falls, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';
import { jsonLdScript } from '../html.js';

interface VisiblePair {
  question: string;
  answer: string;
}

export function faqPageFix(page: FixPageInput): HeadFix | null {
  const a4 = checkOf(page.checks, 'A4_schema_faqpage');
  const pairs = (detail<VisiblePair[]>(a4, 'faq') ?? []).filter((p) => /[?？]\s*$/.test(p.question) && p.answer.trim());
  if (!falls(a4) || pairs.length === 0) return null;
  const questions: Question[] = pairs.map((p) => ({ '@type': 'Question', name: p.question, acceptedAnswer: { '@type': 'Answer', text: p.answer } }));
  const faq: WithContext<FAQPage> = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: questions };
  return {
    check: 'A4_schema_faqpage',
    kind: 'jsonld_faqpage',
    drafted: false,
    elements: [jsonLdScript(faq)],
    replaces: null,
    texts: pairs.flatMap((p) => [p.question, p.answer]),
    jsonld: faq,
  };
}
