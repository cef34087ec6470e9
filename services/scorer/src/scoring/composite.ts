/**
 * The composite (spec section 3): total is the Citable Score over every scored check,
 * page_score over page checks, site_score over site checks, each a weight-weighted mean of
 * site values; counts.included is how many checks took part in total.
 */
import { weightedMean } from './mean.js';
import type { CheckValue } from './site-values.js';
import type { Composite } from '@citable/contracts';

export function composite(values: readonly CheckValue[]): Composite {
  return {
    total: weightedMean(values),
    page_score: weightedMean(values.filter((v) => v.scope === 'page')),
    site_score: weightedMean(values.filter((v) => v.scope === 'site')),
    counts: { included: values.length },
  };
}

/** The denominator of the Citable Score: what one point of score is worth in weight. */
export function totalWeight(values: readonly CheckValue[]): number {
  return values.reduce((sum, v) => sum + v.weight, 0);
}
