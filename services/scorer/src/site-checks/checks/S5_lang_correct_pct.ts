/**
 * S5: share of pages whose language declaration is correct (T2_lang_region passes) and consistent
 * with the rest of the site. A page declaring another language than the site's dominant one is
 * counted wrong, unless its URL puts it in a localised section (/fr/, /pt-br/) of that language:
 * that is a deliberate translation, not a template copied with the wrong lang.
 */
import { PAGE_PASS_SCORE, pagePasses } from '../../scoring/pass-mark.js';
import { shareOfPages, type PageCheckShareSpec } from '../page-check-share.js';
import type { PageResult } from '../page-results.js';
import type { PageVerdict } from '../share.js';
import type { SiteCheck } from '../types.js';

const SPEC: PageCheckShareSpec = {
  id: 'S5_lang_correct_pct',
  pageCheckId: 'T2_lang_region',
  what: 'language',
  summary: 'declare a correct, consistent language',
};
const LANGUAGE_TAG = /^([a-z]{2,3})(?:[-_][a-z0-9]{2,8})?$/i;

/** "en-GB" -> "en"; null when the value is not a language tag. */
export function primaryLanguage(tag: string | null): string | null {
  const match = tag ? LANGUAGE_TAG.exec(tag.trim()) : null;
  return match?.[1]?.toLowerCase() ?? null;
}

/** The language a URL's first path segment names (/fr/..., /pt-br/...), if any. */
export function localeSection(url: string): string | null {
  const first = new URL(url).pathname.split('/').find((segment) => segment !== '');
  return first === undefined ? null : primaryLanguage(first);
}

function languageCounts(results: readonly PageResult[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { page } of results) {
    const lang = primaryLanguage(page.facts.lang);
    if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  return counts;
}

/** The most declared language; ties go to the alphabetically first, so the result is stable. */
function dominant(counts: ReadonlyMap<string, number>): string | null {
  let best: [string, number] | null = null;
  for (const entry of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (!best || entry[1] > best[1]) best = entry;
  }
  return best?.[0] ?? null;
}

function verdict({ page, result }: PageResult, siteLang: string | null): PageVerdict {
  const declared = page.facts.lang ?? 'none';
  const lang = primaryLanguage(page.facts.lang);
  const base = { url: page.url, rank: result.score };
  if (!pagePasses(result.score)) {
    return { ...base, pass: false, found: `lang "${declared}" (language score ${Math.round(result.score)})` };
  }
  // T2 passed, so a missing facts.lang means T2 found the language elsewhere: nothing to compare.
  const consistent = lang === null || siteLang === null || lang === siteLang || localeSection(page.url) === lang;
  return consistent
    ? { ...base, pass: true, found: `lang "${declared}"` }
    : { ...base, pass: false, found: `lang "${declared}" outside a /${lang}/ section while the site declares "${siteLang}"` };
}

export const check: SiteCheck = {
  id: SPEC.id,
  evaluate({ pages }) {
    return shareOfPages(SPEC, pages, (applicable) => {
      const counts = languageCounts(applicable);
      const siteLang = dominant(counts);
      return {
        judge: (r) => verdict(r, siteLang),
        expected: `language score >= ${PAGE_PASS_SCORE} and lang "${siteLang ?? 'set'}" (or a matching /xx/ section)`,
        details: { site_lang: siteLang, languages: Object.fromEntries(counts) },
      };
    });
  },
};
