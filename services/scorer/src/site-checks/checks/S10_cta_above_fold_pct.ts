/**
 * S10: share of indexable pages whose contact or call to action sits above the fold, as
 * A6_contact_cta_presence records it in details.cta_above_fold (a CTA lower down still earns A6
 * points, but not this check).
 */
import { shareOfPages } from '../page-check-share.js';
import type { SiteCheck } from '../types.js';

const spec = {
  id: 'S10_cta_above_fold_pct',
  pageCheckId: 'A6_contact_cta_presence',
  what: 'contact/CTA above the fold',
  summary: 'show a contact or call to action above the fold',
};

export const check: SiteCheck = {
  id: spec.id,
  evaluate: ({ pages }) =>
    shareOfPages(spec, pages, () => ({
      expected: 'a contact link, form or call to action in the header or before the first screenful ends',
      judge: ({ page, result }) => {
        const above = result.details['cta_above_fold'] === true;
        return { url: page.url, pass: above, found: above ? 'CTA above the fold' : 'no CTA above the fold', rank: above ? 1 : 0 };
      },
    })),
};
