/**
 * Which marker phrases (marker-phrases.ts) a site's menus and headlines use: a count of distinct
 * phrases per marker, so a menu of "Pricing, Features, Integrations" counts 3 for saasNav. Menu
 * markers are looked for in menus only; heading markers in menus and every heading; text markers
 * in menus and headlines. Pure.
 */
import { headings, metaByName, metaValue, titleText } from '@citable/html';
import { HEADING_MARKERS, NAV_MARKERS, TEXT_MARKERS, type Marker } from './marker-phrases.js';
import type { SitePage } from './site-page.js';

export type MarkerCounts = Record<Marker, number>;

function fold(text: string): string {
  return ` ${text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}.-]+/gu, ' ')} `;
}

/** The headline text of the pages: titles, meta descriptions and headings up to h3. */
export function headlineText(pages: readonly SitePage[]): string {
  return pages
    .flatMap((p) => [titleText(p.doc) ?? '', metaValue(metaByName(p.doc, 'description')) ?? '', ...headings(p.doc).filter((h) => h.level <= 3).map((h) => h.text)])
    .join(' . ');
}

/** Every heading of the pages, h1 to h6: the titles of a page's boxes ("Most read", "Recent posts"). */
export function headingsText(pages: readonly SitePage[]): string {
  return pages.flatMap((p) => headings(p.doc).map((h) => h.text)).join(' . ');
}

/** Distinct phrases of each marker found in the nav labels, the headings and the headline text. */
export function markerCounts(navLabels: readonly string[], headline: string, allHeadings = ''): MarkerCounts {
  const nav = navLabels.map(fold);
  const text = fold(headline);
  const headingText = fold(allHeadings);
  const counts = {} as MarkerCounts;
  const inNav = (p: string) => nav.some((label) => label.includes(p));
  for (const [marker, phrases] of Object.entries(NAV_MARKERS) as Array<[Marker, readonly string[]]>) {
    counts[marker] = phrases.filter((phrase) => inNav(fold(phrase))).length;
  }
  for (const [marker, phrases] of Object.entries(HEADING_MARKERS) as Array<[Marker, readonly string[]]>) {
    counts[marker] = phrases.filter((phrase) => inNav(fold(phrase)) || headingText.includes(fold(phrase))).length;
  }
  for (const [marker, phrases] of Object.entries(TEXT_MARKERS) as Array<[Marker, readonly string[]]>) {
    counts[marker] = phrases.filter((phrase) => inNav(fold(phrase)) || text.includes(fold(phrase))).length;
  }
  return counts;
}
