/**
 * The report's priority fixes: the fixes that would gain the most Citable Score points
 * (expected-impact.ts), at most 10, each naming up to 3 of its worst pages. A page check and the
 * site check that counts it are one fix with the points of both (fixes.ts).
 */
import { slugOf } from './category-slug.js';
import { effortFor } from './effort.js';
import { fixCriteria, fixesByImpact, leadOf, type Fix } from './fixes.js';
import { impactRank, severityOf } from './impact.js';
import { SCORING_LIMITS } from './limits.js';
import type { CheckValue } from './site-values.js';
import type { PriorityFix, ScoringCriterion } from '@citable/contracts';

/** The pages a fix names: its page check's worst first, then the site check's, once each. */
function affectedPages(fix: Fix): Array<{ url: string }> {
  const urls = [...new Set(fix.members.flatMap((m) => m.value.affected_urls))];
  return urls.slice(0, SCORING_LIMITS.affectedPagesPerFix).map((url) => ({ url }));
}

/** `criteria` gives each fix its texts (why it matters, how to fix): results are stored without them. */
export function priorityFixes(values: readonly CheckValue[], criteria: readonly ScoringCriterion[]): PriorityFix[] {
  const byId = new Map(criteria.map((c) => [c.id, c]));
  return fixesByImpact(values)
    .slice(0, SCORING_LIMITS.priorityFixes)
    .map((fix) => {
      const lead = leadOf(fix);
      const highest = fix.members.map((m) => m.value.impact).sort((a, b) => impactRank(a) - impactRank(b))[0] ?? lead.impact;
      return {
        id: lead.id,
        name: lead.name,
        severity: severityOf(highest),
        category: slugOf(lead.category),
        weight: fix.weight,
        affected_pages: affectedPages(fix),
        why_it_matters: byId.get(lead.id)?.why_it_matters ?? '',
        how_to_fix: byId.get(lead.id)?.how_to_fix ?? '',
        expected_impact: fix.impact,
        effort_estimate: effortFor(lead.id),
        criteria: fixCriteria(fix),
      };
    });
}
