/**
 * S8: the mean C5_h2_coverage_ratio score over the pages where it applies (pages long enough to
 * need sections), rounded as the catalogue states. Unlike the share checks, partial H2
 * structure earns partial credit here, as it does on the page.
 */
import { PAGE_PASS_SCORE, pagePasses } from '../../scoring/pass-mark.js';
import { applicableResults } from '../page-results.js';
import { WORST_PAGES_SHOWN } from '../share.js';
import type { SiteCheck } from '../types.js';

const H2_CHECK = 'C5_h2_coverage_ratio';

export const check: SiteCheck = {
  id: 'S8_avg_h2_coverage',
  evaluate({ pages }) {
    const { applicable, excluded } = applicableResults(pages, H2_CHECK);
    if (applicable.length === 0) {
      return { notApplicable: true, reason: `${H2_CHECK} did not apply to any page`, details: { pages_excluded: excluded } };
    }
    const mean = Math.round(applicable.reduce((sum, r) => sum + r.result.score, 0) / applicable.length);
    const worst = applicable
      .filter((r) => !pagePasses(r.result.score))
      .sort((a, b) => a.result.score - b.result.score || a.page.url.localeCompare(b.page.url))
      .slice(0, WORST_PAGES_SHOWN);
    return {
      score: mean,
      details: {
        page_check: H2_CHECK,
        pages_considered: applicable.length,
        pages_excluded: excluded,
        affected_pages: worst.map((r) => r.page.url),
      },
      evidence: [
        `Mean H2 coverage score ${mean} over ${applicable.length} pages`,
        ...worst.map((r) => `${r.page.url}: found H2 coverage score ${Math.round(r.result.score)}; expected >= ${PAGE_PASS_SCORE}`),
      ],
    };
  },
};
