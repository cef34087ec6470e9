/**
 * T2 language (catalogue rule): the page says which language it is in, truthfully.
 *   0   no <html lang> (a Content-Language header alone doesn't count)
 *   60  a well-formed BCP 47 tag ("en", "en-GB"; region optional); 30 if malformed ("english", "en_US")
 *   30  its primary language matches the language of the main text, as lib/language.ts detects it
 *       (also given under 100 words, when the text gives no clear signal, or for a language the
 *       detector doesn't know)
 *   10  hreflang: none, or annotations with valid codes that include this page itself
 * Rendering rule: see lib/rendering.ts.
 */
import { attr, attrTokens, findAll, findFirst, resolveUrl, type HtmlDocument } from '@citable/html';
import { jsOnly, quote } from '../lib/evidence.js';
import { detectLanguage, guessLanguages, primaryLanguage } from '../lib/language.js';
import { mainBlocks, mainWords } from '../lib/main-content.js';
import { sameTarget } from '../lib/site.js';
import type { PageCheck } from '../types.js';

const MIN_DETECT_WORDS = 100;

/** Intl validates BCP 47 structure (language, script, region, variants) and rejects anything else. */
function isValidLanguageTag(tag: string): boolean {
  if (!/^[a-z]{2,3}(-|$)/i.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

function htmlLang(doc: HtmlDocument): string | null {
  const html = findFirst(doc, 'html');
  const lang = html ? (attr(html, 'lang') ?? attr(html, 'xml:lang'))?.trim() : undefined;
  return lang || null;
}

function hreflangPoints(doc: HtmlDocument, pageUrl: string): { points: number; evidence: string; alternates: number } {
  const alternates = findAll(doc, 'link').filter((l) => attrTokens(l, 'rel').includes('alternate') && attr(l, 'hreflang') !== null);
  if (alternates.length === 0) return { points: 10, evidence: 'No hreflang annotations', alternates: 0 };
  const codes = alternates.map((l) => (attr(l, 'hreflang') ?? '').trim());
  const invalid = codes.filter((c) => c.toLowerCase() !== 'x-default' && !isValidLanguageTag(c));
  const self = alternates.some((l) => {
    const href = resolveUrl(attr(l, 'href') ?? '', doc.baseUrl);
    return href !== null && sameTarget(href, pageUrl);
  });
  if (invalid.length > 0) return { points: 0, evidence: `Invalid hreflang code(s): ${invalid.slice(0, 3).map((c) => quote(c)).join(', ')}`, alternates: alternates.length };
  if (!self) return { points: 0, evidence: `${alternates.length} hreflang annotation(s), none for this page itself`, alternates: alternates.length };
  return { points: 10, evidence: `${alternates.length} valid hreflang annotation(s), including this page`, alternates: alternates.length };
}

export const check: PageCheck = {
  id: 'T2_lang_region',
  renderedCredit: true,
  async evaluate({ static: doc, page, renderedFacts }) {
    const lang = htmlLang(doc);
    if (lang === null) {
      const evidence = ['No lang attribute on <html>'];
      if (renderedFacts?.lang) evidence.push(jsOnly(`The language ${quote(renderedFacts.lang)}`));
      // What the text reads as, when it says so clearly: the fix pack's <html lang>.
      const detected = mainWords(doc) >= MIN_DETECT_WORDS ? await detectLanguage(mainBlocks(doc).map((b) => b.text)) : null;
      if (detected) evidence.push(`The main text reads as ${quote(detected)}`);
      return { score: 0, details: { lang: null, detected }, evidence };
    }
    const valid = isValidLanguageTag(lang);
    const words = mainWords(doc);
    const guessed = valid && words >= MIN_DETECT_WORDS ? await guessLanguages(mainBlocks(doc).map((b) => b.text), lang) : null;
    const matches = valid && (guessed === null || guessed.map(primaryLanguage).includes(primaryLanguage(lang)));
    const hreflang = hreflangPoints(doc, page.url);
    const score = (valid ? 60 : 30) + (matches ? 30 : 0) + hreflang.points;
    const region = valid ? (new Intl.Locale(lang).region ?? null) : null;
    const evidence = [
      valid ? `<html lang=${quote(lang)}>${region ? ` (region ${region})` : ''}` : `${quote(lang)} is not a valid BCP 47 language tag (e.g. "en" or "en-GB")`,
    ];
    if (valid && guessed !== null) {
      evidence.push(matches ? `The main text reads as ${quote(primaryLanguage(lang))}` : `The main text reads as ${guessed.join(' or ')}, not ${quote(lang)}`);
    }
    evidence.push(hreflang.evidence);
    return { score, details: { lang, valid, region, detected: guessed, matches, hreflang: hreflang.alternates }, evidence };
  },
};
