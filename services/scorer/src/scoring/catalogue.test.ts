/**
 * The arithmetic against the real catalogue: category and track membership, preview exclusion
 * and weights, with one page and one set of site results built from the 36 criteria.
 */
import type { ScoringCriterion } from '@citable/contracts';
import { CRITERIA } from '@citable/criteria';
import { describe, expect, it } from 'vitest';
import { result, scoredPage } from './__tests__/fixtures.js';
import { categoryScores } from './category-scores.js';
import { composite } from './composite.js';
import { EFFORT } from './effort.js';
import { checkValues } from './site-values.js';
import { trackScores } from './track-scores.js';

// decisions.md, "Tracks": the AEO checks; every other check is GEO.
const AEO = ['C1', 'C2', 'C3', 'C5', 'A1', 'A2', 'A3', 'A4', 'A5', 'A7', 'A14', 'S1', 'S2', 'S8'];
const PREVIEW = ['A7_llm_answerability', 'G5_author_freshness', 'G6_fact_url_stability', 'A14_qna_scaffold', 'T5_ai_bot_access'];

function valuesScoring(score: (c: ScoringCriterion) => number) {
  const toResult = (c: ScoringCriterion) =>
    result(c.id, score(c), { category: c.category, weight: c.weight, preview: c.preview, impact: c.impact, status: 'fail' });
  const page = scoredPage('https://x.test/', CRITERIA.filter((c) => c.scope === 'page').map(toResult));
  return checkValues([page], CRITERIA.filter((c) => c.scope === 'site').map(toResult));
}

describe('scoring with the catalogue', () => {
  it('marks exactly the spec preview checks as preview', () => {
    expect(CRITERIA.filter((c) => c.preview).map((c) => c.id).sort()).toEqual([...PREVIEW].sort());
  });

  it('includes the 31 non-preview checks, with the spec weights (167 page, 92 site)', () => {
    // Only C1 (weight 12) scores: the totals are 12 x 100 over the included weights.
    const c = composite(valuesScoring((x) => (x.id === 'C1_title_quality' ? 100 : 0)));
    expect(c.counts.included).toBe(31);
    expect(c.page_score).toBeCloseTo(1200 / 167, 10);
    expect(c.site_score).toBe(0);
    expect(c.total).toBeCloseTo(1200 / 259, 10);
  });

  it('puts each check in its decisions.md category', () => {
    const counts = categoryScores(valuesScoring(() => 50)).map((s) => [s.category, s.checks_count, s.score]);
    expect(counts).toEqual([
      ['Content & Clarity', 4, 50], // C1, C2, A1, S7 (A7 preview)
      ['Structure & Organization', 7, 50], // C3, A2, C5, A3, A5, S1, S8 (A14 preview)
      ['Authority & Trust', 4, 50], // A12, A6, S6, S11 (G5, G6 preview)
      ['Technical Foundations', 8, 50], // A4, G10, T2, G2, S2, S3, S5, S9
      ['Crawl & Discoverability', 3, 50], // T3, A9, A8 (T5 preview)
      ['Experience & Performance', 5, 50], // T1, T4, A13, S4, S10
    ]);
  });

  it('scores AEO and GEO over the decisions.md tracks', () => {
    const isAeo = (c: ScoringCriterion) => AEO.includes(c.id.split('_')[0] ?? '');
    expect(CRITERIA.filter((c) => c.track === 'aeo').map((c) => c.id).sort()).toEqual(CRITERIA.filter(isAeo).map((c) => c.id).sort());
    const tracks = trackScores(valuesScoring((c) => (isAeo(c) ? 100 : 0)), CRITERIA);
    expect(tracks).toEqual({ aeo_score: 100, geo_score: 0 });
  });

  it('has an effort estimate for every check, and only for those', () => {
    expect(Object.keys(EFFORT).sort()).toEqual(CRITERIA.map((c) => c.id).sort());
  });
});
