/** Every page check, by criterion id. */
import type { PageCheck } from './types.js';
import { check as A12_entity_graph } from './checks/A12_entity_graph.js';
import { check as A13_page_speed_lcp } from './checks/A13_page_speed_lcp.js';
import { check as A14_qna_scaffold } from './checks/A14_qna_scaffold.js';
import { check as A1_answer_first } from './checks/A1_answer_first.js';
import { check as A2_headings_semantic } from './checks/A2_headings_semantic.js';
import { check as A3_faq_presence } from './checks/A3_faq_presence.js';
import { check as A4_schema_faqpage } from './checks/A4_schema_faqpage.js';
import { check as A5_related_questions_block } from './checks/A5_related_questions_block.js';
import { check as A6_contact_cta_presence } from './checks/A6_contact_cta_presence.js';
import { check as A7_llm_answerability } from './checks/A7_llm_answerability.js';
import { check as A9_internal_linking } from './checks/A9_internal_linking.js';
import { check as C1_title_quality } from './checks/C1_title_quality.js';
import { check as C2_meta_description } from './checks/C2_meta_description.js';
import { check as C3_h1_presence } from './checks/C3_h1_presence.js';
import { check as C5_h2_coverage_ratio } from './checks/C5_h2_coverage_ratio.js';
import { check as G10_canonical } from './checks/G10_canonical.js';
import { check as G2_og_tags_completeness } from './checks/G2_og_tags_completeness.js';
import { check as G5_author_freshness } from './checks/G5_author_freshness.js';
import { check as G6_fact_url_stability } from './checks/G6_fact_url_stability.js';
import { check as T1_mobile_viewport } from './checks/T1_mobile_viewport.js';
import { check as T2_lang_region } from './checks/T2_lang_region.js';
import { check as T3_noindex_robots } from './checks/T3_noindex_robots.js';
import { check as T4_core_web_vitals_hints } from './checks/T4_core_web_vitals_hints.js';

const ALL: readonly PageCheck[] = [
  C1_title_quality,
  C2_meta_description,
  C3_h1_presence,
  A1_answer_first,
  A2_headings_semantic,
  A3_faq_presence,
  A4_schema_faqpage,
  A9_internal_linking,
  G10_canonical,
  T1_mobile_viewport,
  T2_lang_region,
  T3_noindex_robots,
  A12_entity_graph,
  G2_og_tags_completeness,
  A6_contact_cta_presence,
  A5_related_questions_block,
  C5_h2_coverage_ratio,
  T4_core_web_vitals_hints,
  A7_llm_answerability,
  G5_author_freshness,
  G6_fact_url_stability,
  A13_page_speed_lcp,
  A14_qna_scaffold,
];

export const PAGE_CHECKS: ReadonlyMap<string, PageCheck> = new Map(ALL.map((c) => [c.id, c]));
