/** Every site check, by id. The catalogue (libs/criteria) decides which run and with what texts. */
import { check as A8 } from './checks/A8_sitemap_discoverability.js';
import { check as S1 } from './checks/S1_faq_coverage_pct.js';
import { check as S10 } from './checks/S10_cta_above_fold_pct.js';
import { check as S11 } from './checks/S11_freshness_coverage_pct.js';
import { check as S2 } from './checks/S2_faq_schema_adoption_pct.js';
import { check as S3 } from './checks/S3_canonical_correct_pct.js';
import { check as S4 } from './checks/S4_mobile_ready_pct.js';
import { check as S5 } from './checks/S5_lang_correct_pct.js';
import { check as S6 } from './checks/S6_entity_graph_adoption_pct.js';
import { check as S7 } from './checks/S7_dup_title_pct.js';
import { check as S8 } from './checks/S8_avg_h2_coverage.js';
import { check as S9 } from './checks/S9_og_tags_coverage_pct.js';
import { check as T5 } from './checks/T5_ai_bot_access.js';
import type { SiteCheck } from './types.js';

export const SITE_CHECKS: ReadonlyMap<string, SiteCheck> = new Map(
  [S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, A8, T5].map((c) => [c.id, c]),
);
