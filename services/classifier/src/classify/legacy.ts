/**
 * The legacy classifier: a keyword vote (legacy-rules.ts) over the home page's words, weighted by
 * where they stand (head, menus, headings, body); a site type that is its own business (a
 * newspaper) fixes the vertical. Pure.
 */
import { verticalLabel, type SiteType, type Vertical } from '@citable/contracts';
import { headings, metaByName, metaValue, titleText, visibleText } from '@citable/html';
import type { SitePage } from '../signals/site-page.js';
import { pageNavLabels } from '../signals/nav-terms.js';
import {
  LEGACY_BODY_CHARS,
  LEGACY_DEFAULT_SITE_TYPE,
  LEGACY_DEFAULT_VERTICAL,
  LEGACY_MAX_USES,
  LEGACY_REGION_WEIGHTS,
  LEGACY_SITE_TYPE_KEYWORDS,
  LEGACY_TYPE_VERTICALS,
  LEGACY_VERTICAL_KEYWORDS,
} from './legacy-rules.js';

export interface LegacyResult {
  site_type: SiteType;
  /** The vertical's label: the legacy classifier knows verticals, not industries. */
  industry: string;
  vertical: Vertical;
}

type Region = keyof typeof LEGACY_REGION_WEIGHTS;

/** Lower-cased, accent-folded words; "non-profit" is "non profit", "5G" is "5g". */
function tokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Keyword lists compiled once: each keyword as its words joined by one space. */
const compile = <T>(lists: ReadonlyArray<[T, readonly string[]]>) => lists.map(([value, keywords]) => [value, keywords.map((k) => tokens(k).join(' '))] as const);
const SITE_TYPE_KEYWORDS = compile(LEGACY_SITE_TYPE_KEYWORDS);
const VERTICAL_KEYWORDS = compile(LEGACY_VERTICAL_KEYWORDS);
const KEYWORDS: ReadonlySet<string> = new Set([...SITE_TYPE_KEYWORDS, ...VERTICAL_KEYWORDS].flatMap(([, keywords]) => keywords));

/** How often each keyword (a phrase of one to three words) occurs in a text. */
function phraseCounts(text: string): Map<string, number> {
  const ws = tokens(text);
  const counts = new Map<string, number>();
  const put = (p: string) => {
    if (KEYWORDS.has(p)) counts.set(p, (counts.get(p) ?? 0) + 1);
  };
  for (let i = 0; i < ws.length; i++) {
    put(ws[i]!);
    if (i + 1 < ws.length) put(`${ws[i]} ${ws[i + 1]}`);
    if (i + 2 < ws.length) put(`${ws[i]} ${ws[i + 1]} ${ws[i + 2]}`);
  }
  return counts;
}

/** The home page's text by region, as the legacy rules read it. */
export function legacyRegions(home: SitePage): Record<Region, string> {
  const hs = headings(home.doc);
  return {
    head: [titleText(home.doc) ?? '', metaValue(metaByName(home.doc, 'description')) ?? '', ...hs.filter((h) => h.level === 1).map((h) => h.text)].join(' . '),
    nav: pageNavLabels(home).join(' . '),
    headings: hs.filter((h) => h.level > 1 && h.level <= 3).map((h) => h.text).join(' . '),
    body: visibleText(home.doc).slice(0, LEGACY_BODY_CHARS),
  };
}

/** The value whose keywords score most (the first listed on a tie), or the default when none is used. */
function vote<T>(lists: ReadonlyArray<readonly [T, readonly string[]]>, regions: ReadonlyArray<[number, Map<string, number>]>, fallback: T): T {
  let best = fallback;
  let bestScore = 0;
  for (const [value, keywords] of lists) {
    let score = 0;
    for (const [weight, counts] of regions) for (const k of keywords) score += weight * Math.min(LEGACY_MAX_USES, counts.get(k) ?? 0);
    if (score > bestScore) {
      best = value;
      bestScore = score;
    }
  }
  return best;
}

export function classifyLegacy(home: SitePage): LegacyResult {
  const text = legacyRegions(home);
  const regions = (Object.keys(LEGACY_REGION_WEIGHTS) as Region[]).map((r) => [LEGACY_REGION_WEIGHTS[r], phraseCounts(text[r])] as [number, Map<string, number>]);
  const siteType = vote(SITE_TYPE_KEYWORDS, regions, LEGACY_DEFAULT_SITE_TYPE);
  const vertical = LEGACY_TYPE_VERTICALS[siteType] ?? vote(VERTICAL_KEYWORDS, regions, LEGACY_DEFAULT_VERTICAL);
  return { site_type: siteType, industry: verticalLabel(vertical), vertical };
}
