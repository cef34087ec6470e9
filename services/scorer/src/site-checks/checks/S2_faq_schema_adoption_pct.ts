/**
 * S2: of the pages with FAQ content, the share carrying valid FAQPage schema. A4_schema_faqpage
 * is not applicable on a page without FAQ content or FAQPage markup, so its share is exactly that;
 * a site without FAQs is not_applicable here.
 */
import { pageCheckShare } from '../page-check-share.js';
import type { SiteCheck } from '../types.js';

export const check: SiteCheck = pageCheckShare({
  id: 'S2_faq_schema_adoption_pct',
  pageCheckId: 'A4_schema_faqpage',
  what: 'FAQPage schema',
  summary: 'with FAQ content carry valid FAQPage schema',
  noPagesReason: 'No indexable page has FAQ content or FAQPage markup',
});
