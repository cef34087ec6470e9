/**
 * C2 meta description (catalogue rule). The first <meta name="description">:
 *   100  50..160 characters (the range the UI states as good)
 *    75  161..200 characters
 *    50  1..49 or more than 200 characters
 *     0  missing or empty
 * A description identical to the title is capped at 50. Rendering rule: see lib/rendering.ts.
 */
import { collapseWhitespace, decodeResidualEntities, metaContents } from '@citable/html';
import { jsOnly, quote } from '../lib/evidence.js';
import type { PageCheck } from '../types.js';

function lengthScore(length: number): number {
  if (length >= 50 && length <= 160) return 100;
  if (length > 160 && length <= 200) return 75;
  return 50;
}

export const check: PageCheck = {
  id: 'C2_meta_description',
  renderedCredit: true,
  evaluate({ static: doc, facts, renderedFacts }) {
    const first = metaContents(doc, 'description')[0];
    const description = first === undefined ? '' : collapseWhitespace(decodeResidualEntities(first));
    if (description === '') {
      const evidence = [first === undefined ? 'No <meta name="description"> in the HTML' : 'The meta description is empty'];
      if (renderedFacts?.metaDescription) evidence.push(jsOnly(`The meta description ${quote(renderedFacts.metaDescription)}`));
      return { score: 0, details: { metaDescription: null, length: 0 }, evidence };
    }
    const length = [...description].length;
    const repeatsTitle = facts.title !== null && description.toLowerCase() === facts.title.toLowerCase();
    const score = repeatsTitle ? Math.min(50, lengthScore(length)) : lengthScore(length);
    const evidence = [`Meta description ${quote(description)} has ${length} characters (good: 50 to 160)`];
    if (repeatsTitle) evidence.push('The meta description repeats the title word for word');
    return { score, details: { metaDescription: description, length, repeatsTitle }, evidence };
  },
};
