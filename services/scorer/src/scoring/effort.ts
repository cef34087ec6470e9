/**
 * How much work a fix usually takes. A template or config change that fixes every page at once
 * is low; new markup or sections across pages is medium; rewriting content or performance
 * engineering is high.
 */
import type { Effort } from '@citable/contracts';

export const EFFORT: Readonly<Record<string, Effort>> = {
  C1_title_quality: 'low',
  C2_meta_description: 'low',
  C3_h1_presence: 'low',
  A1_answer_first: 'high',
  A2_headings_semantic: 'medium',
  A3_faq_presence: 'medium',
  A4_schema_faqpage: 'low',
  A9_internal_linking: 'medium',
  G10_canonical: 'low',
  T1_mobile_viewport: 'low',
  T2_lang_region: 'low',
  T3_noindex_robots: 'low',
  A12_entity_graph: 'medium',
  G2_og_tags_completeness: 'low',
  A6_contact_cta_presence: 'medium',
  A5_related_questions_block: 'medium',
  C5_h2_coverage_ratio: 'medium',
  T4_core_web_vitals_hints: 'high',
  A7_llm_answerability: 'high',
  G5_author_freshness: 'medium',
  G6_fact_url_stability: 'medium',
  A13_page_speed_lcp: 'high',
  A14_qna_scaffold: 'medium',
  S1_faq_coverage_pct: 'medium',
  S2_faq_schema_adoption_pct: 'low',
  S3_canonical_correct_pct: 'low',
  S4_mobile_ready_pct: 'low',
  S5_lang_correct_pct: 'low',
  S6_entity_graph_adoption_pct: 'medium',
  S7_dup_title_pct: 'medium',
  S8_avg_h2_coverage: 'medium',
  S9_og_tags_coverage_pct: 'low',
  S10_cta_above_fold_pct: 'medium',
  S11_freshness_coverage_pct: 'medium',
  A8_sitemap_discoverability: 'low',
  T5_ai_bot_access: 'low',
};

/** A check missing from the table gets the middle estimate rather than a confident guess. */
export function effortFor(checkId: string): Effort {
  return EFFORT[checkId] ?? 'medium';
}
