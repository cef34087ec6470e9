/** S9: share of pages with complete Open Graph tags. */
import { pageCheckShare } from '../page-check-share.js';
import type { SiteCheck } from '../types.js';

export const check: SiteCheck = pageCheckShare({
  id: 'S9_og_tags_coverage_pct',
  pageCheckId: 'G2_og_tags_completeness',
  what: 'Open Graph tags',
  summary: 'have complete Open Graph tags',
});
