/**
 * G10 and S3: a canonical link naming the page itself, absolute and on its own host, for a page
 * that declares none. A page whose canonicals disagree or sit in the body needs a person to choose.
 */
import { checkOf, detail, falls, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';

export function canonicalFix(page: FixPageInput): HeadFix | null {
  const g10 = checkOf(page.checks, 'G10_canonical');
  if (!falls(g10) || detail<number>(g10, 'declared') !== 0) return null;
  const url = new URL(page.url);
  url.hash = '';
  return { check: 'G10_canonical', kind: 'canonical', drafted: false, elements: [{ tag: 'link', attrs: [['rel', 'canonical'], ['href', url.href]] }], replaces: null, texts: [] };
}
