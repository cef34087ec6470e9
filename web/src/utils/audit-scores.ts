import type { Audit, Composite } from '@citable/contracts';

type TrackScores = { aeo_score?: number | null; geo_score?: number | null };

/**
 * The headline scores of an audit: the Citable Score from the composite (the audit row as a
 * fallback), AEO and GEO from the scorecard (or track fields, where a response carries them).
 */
export function headlineScores(audit: Audit, composite: Composite | null | undefined) {
  const tracks = (composite ?? {}) as TrackScores;
  const row = audit as Audit & TrackScores;
  return {
    total: composite?.total ?? audit.composite_score ?? audit.scorecard_v2?.overall ?? null,
    aeo: audit.scorecard_v2?.aeo ?? tracks.aeo_score ?? row.aeo_score ?? null,
    geo: audit.scorecard_v2?.geo ?? tracks.geo_score ?? row.geo_score ?? null,
  };
}

/** Category scores from the audit row, or from the scorecard when the row has none. */
export function categoryScores(audit: Audit): { category: string; score: number | null; checks_count: number | null }[] {
  if (audit.category_scores?.length) return audit.category_scores;
  return (audit.scorecard_v2?.categories ?? []).map((c) => ({ category: c.name, score: c.score, checks_count: c.total }));
}
