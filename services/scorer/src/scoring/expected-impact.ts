/**
 * What fixing a check is worth, in points of the Citable Score (decisions.md):
 *
 *   expected_impact = weight x (100 - site value) x share of pages affected / W
 *
 * where W is the total weight of the checks included in the score. Dividing by W turns
 * weight-points into score points: the Citable Score is sum(weight x value) / W, so raising one
 * check's value by d raises the score by weight x d / W. The share of pages affected (see
 * CheckValue.affected_share) weights a fix by how much of the site it reaches.
 */
import type { CheckValue } from './site-values.js';

export function expectedImpact(
  value: Pick<CheckValue, 'weight' | 'value' | 'affected_share'>,
  includedWeight: number,
): number {
  if (includedWeight === 0) return 0;
  return (value.weight * (100 - value.value) * value.affected_share) / includedWeight;
}
