/**
 * Top blockers (spec section 9, audit view): the failing checks that cost the Citable Score
 * the most points, at most 5. Points lost = weight x (100 - site value) / total included weight:
 * what the score would gain if the check were perfect.
 */
import type { ScoringCriterion } from '@citable/contracts';
import { totalWeight } from './composite.js';
import { SCORING_LIMITS } from './limits.js';
import type { CheckValue } from './site-values.js';
import { valueStatus } from './status.js';
import type { TopBlocker } from '@citable/contracts';

export function topBlockers(values: readonly CheckValue[], criteria: readonly ScoringCriterion[]): TopBlocker[] {
  const weight = totalWeight(values);
  return values
    .filter((v) => valueStatus(v, criteria) === 'fail')
    .map((v) => ({
      id: v.id,
      name: v.name,
      category: v.category,
      impact: v.impact,
      weight: v.weight,
      score: v.value,
      points_lost: (v.weight * (100 - v.value)) / weight,
    }))
    .sort((a, b) => b.points_lost - a.points_lost || a.id.localeCompare(b.id))
    .slice(0, SCORING_LIMITS.topBlockers);
}
