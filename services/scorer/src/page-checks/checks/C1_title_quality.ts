/**
 * C1 title quality (catalogue rule). The first <title>, entities decoded, whitespace collapsed:
 *   100  15..65 characters (the range the UI states as good)
 *    70  66..90 characters (shown truncated)
 *    40  1..14 or more than 90 characters
 *     0  missing or empty
 * A title that is only a boilerplate word ("Home", "Untitled", ...; a "| Brand" suffix aside)
 * is capped at 20. Rendering rule: see lib/rendering.ts.
 */
import { jsOnly, quote } from '../lib/evidence.js';
import type { PageCheck } from '../types.js';

const BOILERPLATE = /^(home|home ?page|index|untitled( document| page)?|welcome|document|new page|page)$/i;
/** "Home | Acme", "Home – Acme": the part before the brand separator. */
const BRAND_SEPARATOR = /\s+[|–—·:-]\s+|\s*\|\s*/;

function lengthScore(length: number): number {
  if (length >= 15 && length <= 65) return 100;
  if (length > 65 && length <= 90) return 70;
  return 40;
}

export const check: PageCheck = {
  id: 'C1_title_quality',
  renderedCredit: true,
  evaluate({ facts, renderedFacts }) {
    const title = facts.title;
    if (title === null) {
      const evidence = ['No <title> in the HTML'];
      if (renderedFacts?.title) evidence.push(jsOnly(`The title ${quote(renderedFacts.title)}`));
      return { score: 0, details: { title: null, length: 0 }, evidence };
    }
    const length = [...title].length;
    const boilerplate = BOILERPLATE.test(title.split(BRAND_SEPARATOR)[0]?.trim() ?? '');
    const score = boilerplate ? Math.min(20, lengthScore(length)) : lengthScore(length);
    const evidence = [`Title ${quote(title)} has ${length} characters (good: 15 to 65)`];
    if (boilerplate) evidence.push('The title is a boilerplate word that names nothing specific');
    return { score, details: { title, length, boilerplate }, evidence };
  },
};
