/**
 * S10: share of pages with a contact or call to action near the top. A6_contact_cta_presence
 * gives 60 points only for a signal in the first quarter of the page (the rest add up to 40), so
 * a page passes it (>= 60) exactly when it has a CTA above the fold.
 */
import { pageCheckShare } from '../page-check-share.js';
import type { SiteCheck } from '../types.js';

export const check: SiteCheck = pageCheckShare({
  id: 'S10_cta_above_fold_pct',
  pageCheckId: 'A6_contact_cta_presence',
  what: 'contact/CTA',
  summary: 'show a contact or call to action near the top',
});
