/**
 * The catalogue of all 36 checks, in display order: the six categories in their spec order
 * (CATEGORIES in @citable/contracts), page checks before site checks within each.
 */
import { AUTHORITY_TRUST } from './authority-trust.js';
import { CONTENT_CLARITY } from './content-clarity.js';
import { CRAWL_DISCOVERABILITY } from './crawl-discoverability.js';
import { EXPERIENCE_PERFORMANCE } from './experience-performance.js';
import { STRUCTURE_ORGANIZATION } from './structure-organization.js';
import { TECHNICAL_FOUNDATIONS } from './technical-foundations.js';
import type { CatalogueCriterion } from './shared.js';

export const CRITERIA: readonly CatalogueCriterion[] = Object.freeze([
  ...CONTENT_CLARITY,
  ...STRUCTURE_ORGANIZATION,
  ...AUTHORITY_TRUST,
  ...TECHNICAL_FOUNDATIONS,
  ...CRAWL_DISCOVERABILITY,
  ...EXPERIENCE_PERFORMANCE,
]);

/**
 * The page check each share-based S-check aggregates (their scoring_approach says how). S7 and
 * S11 read the pages directly and are not listed.
 */
export const SITE_CHECK_SOURCES: Readonly<Record<string, string>> = Object.freeze({
  S1_faq_coverage_pct: 'A3_faq_presence',
  S2_faq_schema_adoption_pct: 'A4_schema_faqpage',
  S3_canonical_correct_pct: 'G10_canonical',
  S4_mobile_ready_pct: 'T1_mobile_viewport',
  S5_lang_correct_pct: 'T2_lang_region',
  S6_entity_graph_adoption_pct: 'A12_entity_graph',
  S8_avg_h2_coverage: 'C5_h2_coverage_ratio',
  S9_og_tags_coverage_pct: 'G2_og_tags_completeness',
  S10_cta_above_fold_pct: 'A6_contact_cta_presence',
});

/**
 * The site check each page check answers: the S-check that counts the page check's own result
 * (the share of pages where it passes, or its mean), so fixing the page check on every page fixes
 * the site check as well. Fix lists (the report's priority fixes and quick wins) name such a pair
 * as one fix with both criteria. S10 is left out: it counts a detail of A6 (a call-to-action
 * above the fold), which a page can lack while passing A6, so it asks for a change of its own.
 */
export const ANSWERED_SITE_CHECK: Readonly<Record<string, string>> = Object.freeze({
  A3_faq_presence: 'S1_faq_coverage_pct',
  A4_schema_faqpage: 'S2_faq_schema_adoption_pct',
  G10_canonical: 'S3_canonical_correct_pct',
  T1_mobile_viewport: 'S4_mobile_ready_pct',
  T2_lang_region: 'S5_lang_correct_pct',
  A12_entity_graph: 'S6_entity_graph_adoption_pct',
  C5_h2_coverage_ratio: 'S8_avg_h2_coverage',
  G2_og_tags_completeness: 'S9_og_tags_coverage_pct',
});

export type { CatalogueCriterion } from './shared.js';
export { AUTHORITY_TRUST, CONTENT_CLARITY, CRAWL_DISCOVERABILITY, EXPERIENCE_PERFORMANCE, STRUCTURE_ORGANIZATION, TECHNICAL_FOUNDATIONS };
