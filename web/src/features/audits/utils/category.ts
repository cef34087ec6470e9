import type { CheckResult, PageSummary } from '@citable/contracts';

import { IMPACT_ORDER, impactOf, isScored } from '@/utils/checks';
import { PAGE_PASS_MARK } from '@/utils/score';

export type CriterionBreakdown = {
  id: string;
  name: string;
  impact: string;
  weight: number;
  /** Mean score over the pages where the check is scored. */
  average: number;
  /** Pages scoring >= 60 (spec 9: a page passes a criterion at >= 60). */
  passing: number;
  failing: number;
};

export type ImpactedPage = {
  id: string;
  url: string;
  title: string | null;
  /** The page's failing checks in this category, worst first. */
  failing: { id: string; name: string; score: number }[];
  /** Mean of the page's scored checks in this category. */
  average: number;
};

const inCategory = (category: string) => (c: CheckResult) => c.category === category && isScored(c);

/**
 * Per-criterion breakdown of one category across pages (spec 2, Category view), sorted
 * ascending by average so the weakest criterion leads. Preview checks are left out (spec 5).
 */
export function categoryCriteria(pages: readonly Pick<PageSummary, 'checks_json'>[], category: string): CriterionBreakdown[] {
  const byId = new Map<string, CriterionBreakdown & { sum: number; n: number }>();
  for (const page of pages) {
    for (const check of (page.checks_json ?? []).filter(inCategory(category))) {
      const entry = byId.get(check.id) ?? {
        id: check.id,
        name: check.name,
        impact: impactOf(check),
        weight: check.weight,
        average: 0,
        passing: 0,
        failing: 0,
        sum: 0,
        n: 0,
      };
      entry.sum += check.score;
      entry.n += 1;
      if (check.score >= PAGE_PASS_MARK) entry.passing += 1;
      else entry.failing += 1;
      byId.set(check.id, entry);
    }
  }
  return [...byId.values()]
    .map(({ sum, n, ...rest }) => ({ ...rest, average: sum / n }))
    .sort((a, b) => a.average - b.average || (IMPACT_ORDER[a.impact] ?? 3) - (IMPACT_ORDER[b.impact] ?? 3) || a.id.localeCompare(b.id));
}

/** Pages with at least one check of the category below 60, most failures first. */
export function impactedPages(pages: readonly Pick<PageSummary, 'id' | 'url' | 'title' | 'checks_json'>[], category: string): ImpactedPage[] {
  return pages
    .map((page) => {
      const checks = (page.checks_json ?? []).filter(inCategory(category));
      const failing = checks
        .filter((c) => c.score < PAGE_PASS_MARK)
        .sort((a, b) => a.score - b.score)
        .map(({ id, name, score }) => ({ id, name, score }));
      const average = checks.length ? checks.reduce((s, c) => s + c.score, 0) / checks.length : 0;
      return { id: page.id, url: page.url, title: page.title, failing, average };
    })
    .filter((p) => p.failing.length > 0)
    .sort((a, b) => b.failing.length - a.failing.length || a.average - b.average || a.url.localeCompare(b.url));
}
