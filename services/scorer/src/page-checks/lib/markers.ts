/** Class and id tokens that mark what an element is (a byline, a related-links block). */
import { attr, attrTokens, type Element } from '@citable/html';

/**
 * The first of the element's class tokens, or its id, that `token` matches; undefined when none
 * does. `word` must match wherever `token` does: most elements' classes and ids hold none of the
 * words, and testing the whole attribute once spares splitting it.
 */
export function markerToken(el: Element, word: RegExp, token: RegExp): string | undefined {
  const cls = attr(el, 'class');
  const id = attr(el, 'id');
  if (!(cls !== null && word.test(cls)) && !(id !== null && word.test(id))) return undefined;
  return [...attrTokens(el, 'class'), (id ?? '').toLowerCase()].find((m) => token.test(m));
}
