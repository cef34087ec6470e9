/**
 * The report's category rows. Percentages come from the stored category scores so the report
 * and the audit view agree; the tallies come from the check values and the pages.
 */
import type { Impact, ScoringCriterion } from '@citable/contracts';
import { slugOf } from '../category-slug.js';
import { impactRank } from '../impact.js';
import { isScored } from '@citable/criteria';
import { pagePasses } from '../pass-mark.js';
import type { CheckValue, ScoredPage } from '../site-values.js';
import { valueStatus } from '../status.js';
import type { CategoryScore, ReportCategory } from '@citable/contracts';

function highestImpact(impacts: readonly Impact[]): Impact {
  return [...impacts].sort((a, b) => impactRank(a) - impactRank(b))[0] ?? 'Low';
}

export function reportCategories(
  scores: readonly CategoryScore[],
  values: readonly CheckValue[],
  pages: readonly ScoredPage[],
  criteria: readonly ScoringCriterion[],
): ReportCategory[] {
  return scores.map(({ category, score }) => {
    const members = values.filter((v) => v.category === category);
    const notPassing = members.filter((v) => valueStatus(v, criteria) !== 'ok');
    return {
      category: slugOf(category),
      display_name: category,
      percentage: score,
      checks_passing: members.length - notPassing.length,
      checks_total: members.length,
      impact_level: highestImpact(notPassing.map((v) => v.impact)),
      affected_pages: pages.filter((p) =>
        p.checks.some((r) => r.category === category && isScored(r) && !pagePasses(r.score)),
      ).length,
    };
  });
}
