/**
 * T2: hreflang alternates between language twins: pages whose paths differ only in a leading
 * language segment (/en/pricing, /fr/pricing) and whose <html lang> says that language. Each twin
 * lists every twin, itself included, as T2 asks. Nothing for a page with no twin or with hreflang
 * links of its own (T2 counts them).
 */
import { checkOf, detail, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';
import type { ElementSpec } from '../html.js';

const LANG_SEGMENT = /^\/([a-z]{2,3}(?:-[a-z]{2})?)(\/.*)?$/i;

/** The page's language and its path without the language segment, when its first segment is its language. */
function twinKey(page: FixPageInput): { lang: string; rest: string } | null {
  const url = new URL(page.url);
  const m = LANG_SEGMENT.exec(url.pathname);
  const lang = page.facts.lang?.toLowerCase();
  if (!m || !lang || lang.split('-')[0] !== m[1]!.toLowerCase().split('-')[0]) return null;
  return { lang: m[1]!, rest: `${url.origin}${m[2] ?? '/'}${url.search}` };
}

export function hreflangFixes(pages: readonly FixPageInput[]): Map<string, HeadFix> {
  const groups = new Map<string, Array<{ page: FixPageInput; lang: string }>>();
  for (const page of pages) {
    const key = twinKey(page);
    if (key) groups.set(key.rest, [...(groups.get(key.rest) ?? []), { page, lang: key.lang }]);
  }
  const out = new Map<string, HeadFix>();
  for (const twins of groups.values()) {
    if (new Set(twins.map((t) => t.lang)).size < 2) continue;
    const elements: ElementSpec[] = twins.map((t) => ({ tag: 'link', attrs: [['rel', 'alternate'], ['hreflang', t.lang], ['href', t.page.url]] }));
    for (const t of twins.filter((t) => detail<number>(checkOf(t.page.checks, 'T2_lang_region'), 'hreflang') === 0)) out.set(t.page.url, { check: 'T2_lang_region', kind: 'hreflang', drafted: false, elements, replaces: null, texts: [] });
  }
  return out;
}
