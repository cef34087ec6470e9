/**
 * The report's priority fixes: the checks whose fix would gain the most Citable Score points
 * (expected-impact.ts), at most 10, each naming up to 3 of its worst pages.
 */
import { slugOf } from './category-slug.js';
import { totalWeight } from './composite.js';
import { effortFor } from './effort.js';
import { expectedImpact } from './expected-impact.js';
import { severityOf } from './impact.js';
import { SCORING_LIMITS } from './limits.js';
import type { CheckValue } from './site-values.js';
import type { PriorityFix, ScoringCriterion } from '@citable/contracts';

/** `criteria` gives each fix its texts (why it matters, how to fix): results are stored without them. */
export function priorityFixes(values: readonly CheckValue[], criteria: readonly ScoringCriterion[]): PriorityFix[] {
  const weight = totalWeight(values);
  const byId = new Map(criteria.map((c) => [c.id, c]));
  return values
    .map((value) => ({ value, impact: expectedImpact(value, weight) }))
    .filter(({ impact }) => impact > 0)
    .sort((a, b) => b.impact - a.impact || b.value.weight - a.value.weight || a.value.id.localeCompare(b.value.id))
    .slice(0, SCORING_LIMITS.priorityFixes)
    .map(({ value, impact }) => ({
      id: value.id,
      name: value.name,
      severity: severityOf(value.impact),
      category: slugOf(value.category),
      weight: value.weight,
      affected_pages: value.affected_urls.slice(0, SCORING_LIMITS.affectedPagesPerFix).map((url) => ({ url })),
      why_it_matters: byId.get(value.id)?.why_it_matters ?? '',
      how_to_fix: byId.get(value.id)?.how_to_fix ?? '',
      expected_impact: impact,
      effort_estimate: effortFor(value.id),
    }));
}
