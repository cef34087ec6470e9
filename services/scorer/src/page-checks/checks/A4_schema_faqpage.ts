/**
 * A4 FAQPage schema (catalogue rule): FAQ content marked up as FAQPage lets machines read the
 * questions and answers without guessing. Applies to pages with a visible FAQ (at least one
 * answered question, as A3 finds them) or with FAQPage markup (JSON-LD or microdata); other pages
 * are not applicable.
 *   40  an FAQPage
 *   30  x the share of its Questions with a name and a non-empty acceptedAnswer text
 *   30  x the share of its Question names found in the visible page text
 *    0  a visible FAQ without FAQPage markup
 * Rendering rule: see lib/rendering.ts.
 */
import { extractJsonLd, visibleText } from '@citable/html';
import { jsOnly } from '../lib/evidence.js';
import { faqSchema } from '../lib/faq-schema.js';
import { qaPairs } from '../lib/questions.js';
import { clampScore } from '../lib/score.js';
import type { PageCheck } from '../types.js';

const normalise = (text: string) => text.toLowerCase().replace(/[\s\u00a0]+/g, ' ').trim();

export const check: PageCheck = {
  id: 'A4_schema_faqpage',
  renderedCredit: true,
  evaluate({ static: doc, rendered }) {
    const schema = faqSchema(doc);
    const pairs = qaPairs(doc);
    const visibleFaq = pairs.length > 0;
    const jsonLdErrors = extractJsonLd(doc).errors;
    if (schema.faqPages === 0) {
      const renderedSchema = rendered ? faqSchema(rendered) : null;
      const details = { faqPages: 0, visibleFaq };
      if (!visibleFaq) {
        return { notApplicable: true, reason: 'The page has no visible FAQ and no FAQPage markup', details, evidence: jsonLdErrors };
      }
      const evidence = ['The page shows questions and answers but has no FAQPage structured data', ...jsonLdErrors];
      if (renderedSchema && renderedSchema.faqPages > 0) evidence.push(jsOnly('The FAQPage structured data'));
      // The visible pairs, word for word: the fix pack builds the FAQPage from them and nothing else.
      return { score: 0, details: { ...details, faq: pairs.map(({ question, answer }) => ({ question, answer })) }, evidence };
    }
    const text = normalise(visibleText(doc));
    const names = schema.names.filter((n) => n.trim() !== '');
    const visibleNames = names.filter((n) => text.includes(normalise(n))).length;
    const completeShare = schema.questions > 0 ? schema.validQuestions / schema.questions : 0;
    const visibleShare = names.length > 0 ? visibleNames / names.length : 0;
    const score = clampScore(40 + 30 * completeShare + 30 * visibleShare);
    const evidence = [
      `${schema.faqPages} FAQPage block(s): ${schema.validQuestions} of ${schema.questions} question(s) complete, ${visibleNames} of ${names.length} visible on the page`,
      ...schema.problems.slice(0, 5),
      ...jsonLdErrors,
    ];
    return {
      score,
      details: { faqPages: schema.faqPages, questions: schema.questions, validQuestions: schema.validQuestions, visibleQuestions: visibleNames, visibleFaq },
      evidence,
    };
  },
};
