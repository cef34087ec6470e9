/**
 * The "Fix First" list (spec section 9): pages with issues, AI-cited pages first, then by how
 * many High-impact issues they have, then by issue count. Ties go to the more cited page, then
 * to URL order, so the list is stable. An issue is a scored check that warns or fails
 * (isIssue, in @citable/criteria). Pages without issues have nothing to fix and are left out.
 */
import type { CheckResult } from '@citable/contracts';
import { impactRank } from './impact.js';
import { isIssue } from '@citable/criteria';
import { SCORING_LIMITS } from './limits.js';
import type { ScoredPage } from './site-values.js';
import type { FixFirstItem } from '@citable/contracts';
import { countsByKey, urlKey } from './url-key.js';

function byUrgency(a: CheckResult, b: CheckResult): number {
  return impactRank(a.impact) - impactRank(b.impact) || b.weight - a.weight || a.score - b.score || a.id.localeCompare(b.id);
}

function item(page: ScoredPage, citationCount: number): FixFirstItem {
  const issues = page.checks.filter(isIssue).sort(byUrgency);
  return {
    url: page.url,
    title: page.title,
    ...(page.id === undefined ? {} : { page_id: page.id }),
    citation_count: citationCount,
    high_impact_issues: issues.filter((r) => r.impact === 'High').length,
    issue_count: issues.length,
    top_issues: issues.slice(0, SCORING_LIMITS.issuesPerFixFirstPage).map(({ id, name, impact, score }) => ({ id, name, impact, score })),
  };
}

export function fixFirst(pages: readonly ScoredPage[], citations: ReadonlyMap<string, number> = new Map()): FixFirstItem[] {
  const cited = countsByKey(citations);
  return pages
    .map((page) => item(page, cited.get(urlKey(page.url)) ?? 0))
    .filter((i) => i.issue_count > 0)
    .sort(
      (a, b) =>
        Number(b.citation_count > 0) - Number(a.citation_count > 0) ||
        b.high_impact_issues - a.high_impact_issues ||
        b.issue_count - a.issue_count ||
        b.citation_count - a.citation_count ||
        a.url.localeCompare(b.url),
    );
}
