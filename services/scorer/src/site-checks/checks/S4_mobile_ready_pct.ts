/** S4: share of pages with a mobile viewport. */
import { pageCheckShare } from '../page-check-share.js';
import type { SiteCheck } from '../types.js';

export const check: SiteCheck = pageCheckShare({
  id: 'S4_mobile_ready_pct',
  pageCheckId: 'T1_mobile_viewport',
  what: 'mobile viewport',
  summary: 'are mobile-ready',
});
