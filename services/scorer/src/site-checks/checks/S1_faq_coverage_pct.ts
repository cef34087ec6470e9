/** S1: share of pages with FAQ content; answer engines lift question-answer pairs directly. */
import { pageCheckShare } from '../page-check-share.js';
import type { SiteCheck } from '../types.js';

export const check: SiteCheck = pageCheckShare({
  id: 'S1_faq_coverage_pct',
  pageCheckId: 'A3_faq_presence',
  what: 'FAQ content',
  summary: 'have FAQ content',
});
