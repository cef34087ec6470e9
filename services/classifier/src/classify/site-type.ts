/** V2 site type: the weighted evidence of each type (site-type-weights.ts), best first, with a confidence. Pure. */
import { rank, confidenceOf, type Scored } from './confidence.js';
import { SITE_TYPE_WEIGHTS, type ClassifiedSiteType } from './site-type-weights.js';

/** A score of this many points is strong evidence on its own. */
const SCALE = 3;

export interface SiteTypeChoice {
  value: ClassifiedSiteType | 'unknown';
  confidence: number;
  /** Every type with evidence, best first. */
  ranking: Array<Scored<ClassifiedSiteType>>;
}

export function scoreSiteTypes(features: Readonly<Record<string, number>>): Array<Scored<ClassifiedSiteType>> {
  return (Object.entries(SITE_TYPE_WEIGHTS) as Array<[ClassifiedSiteType, Record<string, number>]>).map(([value, weights]) => ({
    value,
    score: Object.entries(weights).reduce((sum, [feature, weight]) => sum + weight * (features[feature] ?? 0), 0),
  }));
}

export function chooseSiteType(features: Readonly<Record<string, number>>): SiteTypeChoice {
  const ranking = rank(scoreSiteTypes(features));
  const [best, second] = ranking;
  if (!best) return { value: 'unknown', confidence: 0, ranking };
  return { value: best.value, confidence: confidenceOf(best.score, second?.score ?? 0, SCALE), ranking };
}
