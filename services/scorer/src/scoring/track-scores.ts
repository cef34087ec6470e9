/**
 * AEO and GEO scores over the catalogue's tracks (decisions.md). A check the catalogue does not
 * know falls in GEO, which decisions.md defines as "every other check".
 */
import type { ScoringCriterion } from '@citable/contracts';
import { weightedMean } from './mean.js';
import type { CheckValue } from './site-values.js';
import type { TrackScores } from '@citable/contracts';

export function trackScores(
  values: readonly CheckValue[],
  criteria: ReadonlyArray<Pick<ScoringCriterion, 'id' | 'track'>>,
): TrackScores {
  const aeo = new Set(criteria.filter((c) => c.track === 'aeo').map((c) => c.id));
  return {
    aeo_score: weightedMean(values.filter((v) => aeo.has(v.id))),
    geo_score: weightedMean(values.filter((v) => !aeo.has(v.id))),
  };
}
