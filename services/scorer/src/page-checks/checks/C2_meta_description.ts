/**
 * C2 meta description (catalogue rule). The first <meta name="description"> in the head, as
 * Lighthouse reads it (a blank first tag is an empty description, whatever follows it):
 *   100  50..160 characters (the range the UI states as good)
 *    75  161..200 characters
 *    50  1..49 or more than 200 characters
 *     0  missing or empty
 * A description identical to the title is capped at 50. Rendering rule: see lib/rendering.ts.
 */
import { attrTokens, headMetas, metaByName, metaName, metasOutsideHead, type HtmlDocument } from '@citable/html';
import { jsOnly, outsideHead, quote } from '../lib/evidence.js';
import type { PageCheck } from '../types.js';

function lengthScore(length: number): number {
  if (length >= 50 && length <= 160) return 100;
  if (length > 160 && length <= 200) return 75;
  return 50;
}

/** Why a page that seems to have a description has none engines read: it sits in the body, or is a property. */
function misreadDescription(doc: HtmlDocument): string | null {
  if (metasOutsideHead(doc).some((m) => metaName(m) === 'description')) return outsideHead('A <meta name="description">');
  if (headMetas(doc).some((m) => attrTokens(m, 'property').includes('description'))) {
    return '<meta property="description"> is not a meta description: search engines and Lighthouse read name="description"';
  }
  return null;
}

export const check: PageCheck = {
  id: 'C2_meta_description',
  renderedCredit: true,
  evaluate({ static: doc, facts, renderedFacts }) {
    // The page facts read the same tag: entity-decoded, whitespace collapsed, null when blank.
    const description = facts.metaDescription;
    if (description === null) {
      const meta = metaByName(doc, 'description');
      const evidence = [meta === null ? 'No <meta name="description"> in the <head>' : 'The meta description is empty'];
      const misread = meta === null ? misreadDescription(doc) : null;
      if (misread) evidence.push(misread);
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
