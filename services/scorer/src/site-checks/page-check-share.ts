/**
 * A site check that is the share of indexable pages passing one page check (S1 to S6, S9, S10):
 * the page check already judged each page; the site check says how widespread the fix is.
 */
import { PAGE_PASS_SCORE, pagePasses } from '../scoring/pass-mark.js';
import { applicableResults, indexablePages, type PageResult } from './page-results.js';
import { shareOutcome, type PageVerdict } from './share.js';
import type { CheckOutcome, SiteCheck, SitePage } from './types.js';

export interface PageCheckShareSpec {
  id: string;
  pageCheckId: string;
  /** What the page check measures, for evidence: "FAQ content". */
  what: string;
  /** Completes "N of M pages ...". */
  summary: string;
  /** Given when the page check applied nowhere. */
  noPagesReason?: string;
}

/** How one site check judges pages, decided once it sees all the applicable results. */
export interface Judging {
  judge: (r: PageResult) => PageVerdict;
  expected?: string;
  details?: Record<string, unknown>;
}

export function verdictOf({ page, result }: PageResult, what: string): PageVerdict {
  return {
    url: page.url,
    pass: pagePasses(result.score),
    found: `${what} score ${Math.round(result.score)}`,
    rank: result.score,
  };
}

/**
 * The share of pages passing. By default a page passes when the page check scores >= 60; S3 and
 * S5 pass `judging` to add a site-level rule on top of the page check.
 */
export function shareOfPages(
  spec: PageCheckShareSpec,
  pages: readonly SitePage[],
  judging: (applicable: readonly PageResult[]) => Judging = () => ({ judge: (r) => verdictOf(r, spec.what) }),
): CheckOutcome {
  const indexable = indexablePages(pages);
  const { applicable, excluded } = applicableResults(indexable, spec.pageCheckId);
  const { judge, expected, details } = judging(applicable);
  return shareOutcome(applicable.map(judge), {
    summary: spec.summary,
    expected: expected ?? `${spec.what} score >= ${PAGE_PASS_SCORE}`,
    noPagesReason: spec.noPagesReason ?? `${spec.pageCheckId} did not apply to any indexable page`,
    excluded: excluded + pages.length - indexable.length,
    details: { page_check: spec.pageCheckId, ...details },
  });
}

export function pageCheckShare(spec: PageCheckShareSpec): SiteCheck {
  return { id: spec.id, evaluate: ({ pages }) => shareOfPages(spec, pages) };
}
