import type { CheckResult } from '@citable/contracts';

/** The three tabs of Page Analysis (spec 2). */
export const PAGE_TABS = [
  { id: 'all', label: 'All Diagnostic Checks' },
  { id: 'metadata', label: 'Schema & Metadata' },
  { id: 'html', label: 'HTML Analysis' },
] as const;
export type PageTab = (typeof PAGE_TABS)[number]['id'];

/**
 * Checks that read the page's metadata (head tags, structured data, canonical, language): the
 * "Schema & Metadata" tab. Every other page check reads the body's markup: "HTML Analysis".
 */
export const METADATA_CHECK_IDS: ReadonlySet<string> = new Set([
  'C1_title_quality',
  'C2_meta_description',
  'A4_schema_faqpage',
  'A12_entity_graph',
  'G10_canonical',
  'G2_og_tags_completeness',
  'T2_lang_region',
  'T3_noindex_robots',
  'G5_author_freshness',
]);

export function checksForTab<T extends Pick<CheckResult, 'id'>>(checks: readonly T[], tab: PageTab): T[] {
  if (tab === 'metadata') return checks.filter((c) => METADATA_CHECK_IDS.has(c.id));
  if (tab === 'html') return checks.filter((c) => !METADATA_CHECK_IDS.has(c.id));
  return [...checks];
}
