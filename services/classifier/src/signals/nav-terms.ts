/**
 * The site's navigation terms: the labels of the links in its menus (nav, header, role
 * navigation), counted over the pages read, most frequent first (the home page's order breaks
 * ties). A page without menus lends its first links. Pure.
 */
import { extractLinkDetails } from '@citable/html';
import { inNavigation } from './dom-regions.js';
import type { SitePage } from './site-page.js';

export const NAV_TERMS_SHOWN = 10;
/** Links a page without menus lends, from its top. */
const FALLBACK_LINKS = 30;

/** Menu chrome, not a term of the site. */
const NOISE = new Set([
  'home', 'homepage', 'menu', 'main menu', 'search', 'close', 'open', 'skip to content', 'skip to main content', 'skip navigation',
  'toggle navigation', 'more', 'back', 'next', 'previous', 'prev', 'top', 'back to top', 'read more', 'see all', 'view all', 'english',
]);

/** A link label as a term: lower-cased, trimmed of punctuation, at most 4 words; null when it is none. */
export function navLabel(text: string): string | null {
  const label = text
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+)]+$/gu, '')
    .trim();
  if (!label || label.length > 40 || label.split(' ').length > 4 || NOISE.has(label) || /^\d+$/.test(label)) return null;
  return label;
}

/** Labels already read, per page: both classifiers read the home page's menus. */
const labelsOf = new WeakMap<SitePage, readonly string[]>();

/** Menu labels of one page, in document order (repeats kept). */
export function pageNavLabels(page: SitePage): readonly string[] {
  let labels = labelsOf.get(page);
  if (!labels) {
    const links = extractLinkDetails(page.doc);
    const inMenus = links.filter((l) => inNavigation(l.element));
    const chosen = inMenus.length > 0 ? inMenus : links.slice(0, FALLBACK_LINKS);
    labels = chosen.map((l) => navLabel(l.text)).filter((l): l is string => l !== null);
    labelsOf.set(page, labels);
  }
  return labels;
}

/** Every menu label over the pages with its count, most frequent first. */
export function navTermCounts(pages: readonly SitePage[]): Array<[string, number]> {
  const counts = new Map<string, { count: number; first: number }>();
  let order = 0;
  for (const page of pages) {
    for (const label of new Set(pageNavLabels(page))) {
      const entry = counts.get(label) ?? { count: 0, first: order++ };
      entry.count++;
      counts.set(label, entry);
    }
  }
  return [...counts].sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first).map(([label, e]) => [label, e.count]);
}

/** The top 10 navigation terms (spec section 9: "Nav terms top 10"). */
export function navTerms(pages: readonly SitePage[]): string[] {
  return navTermCounts(pages)
    .slice(0, NAV_TERMS_SHOWN)
    .map(([label]) => label);
}
