/**
 * T2 and S5: <html lang> from the language the page's main text reads as (T2 detects it for a page
 * that declares none). Nothing when the text gives no clear answer.
 */
import { checkOf, detail, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';

export function htmlLangFix(page: FixPageInput): HeadFix | null {
  const t2 = checkOf(page.checks, 'T2_lang_region');
  if (t2 === null || detail<string | null>(t2, 'lang') !== null) return null;
  const detected = detail<string | null>(t2, 'detected');
  if (!detected) return null;
  return { check: 'T2_lang_region', kind: 'html_lang', drafted: false, elements: [], htmlAttribute: ['lang', detected], replaces: null, texts: [] };
}
