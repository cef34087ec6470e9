/**
 * Pins the score arithmetic of decisions.md with hand-computed numbers on one small audit:
 *
 * pages   C1 (Content & Clarity, w12)   A3 (Structure & Organization, w8)   G5 (preview)
 *   p1    100                            40                                   0
 *   p2    50                             not_applicable                       0
 *   p3    error                          20                                   0
 * site    S7 (Content & Clarity, w8) 50 fail; S1 (Structure, w10) 90 ok;
 *         T5 preview 0; S2 not_applicable; S3 error.
 *
 * Site values: C1 = (100 + 50) / 2 = 75; A3 = (40 + 20) / 2 = 30; S7 = 50; S1 = 90.
 * Included weight W = 12 + 8 + 8 + 10 = 38.
 */
import { describe, expect, it } from 'vitest';
import { criterion, result, scoredPage } from './__tests__/fixtures.js';
import { categoryScores } from './category-scores.js';
import { composite } from './composite.js';
import { expectedImpact } from './expected-impact.js';
import { priorityFixes } from './priority-fixes.js';
import { checkValues, siteValues } from './site-values.js';
import { topBlockers } from './top-blockers.js';
import { trackScores } from './track-scores.js';

const CC = 'Content & Clarity';
const SO = 'Structure & Organization';
const c1 = (score: number, extra = {}) => result('C1', score, { category: CC, weight: 12, impact: 'High', ...extra });
const a3 = (score: number, extra = {}) => result('A3', score, { category: SO, weight: 8, ...extra });
const g5 = () => result('G5', 0, { category: 'Authority & Trust', weight: 8, preview: true });

const pages = [
  scoredPage('https://x.test/p1', [c1(100), a3(40), g5()]),
  scoredPage('https://x.test/p2', [c1(50), a3(0, { status: 'not_applicable' }), g5()]),
  scoredPage('https://x.test/p3', [c1(0, { status: 'error' }), a3(20), g5()]),
];
const siteChecks = [
  result('S7', 50, { category: CC, weight: 8, status: 'fail', details: { affected_pages: ['https://x.test/p2'] } }),
  result('S1', 90, { category: SO, weight: 10, status: 'ok' }),
  result('T5', 0, { category: 'Crawl & Discoverability', weight: 10, status: 'fail', preview: true }),
  result('S2', 0, { category: 'Technical Foundations', weight: 10, status: 'not_applicable' }),
  result('S3', 0, { category: 'Technical Foundations', weight: 8, status: 'error' }),
];
const values = checkValues(pages, siteChecks);
const W = 38;

describe('site values', () => {
  it('averages each page check over the pages where it applies, leaving out preview, n/a and error', () => {
    expect(siteValues(pages).map((v) => [v.id, v.value])).toEqual([
      ['C1', 75],
      ['A3', 30],
    ]);
  });

  it('records the share and the pages below 60, worst first', () => {
    const [C1, A3] = siteValues(pages);
    expect(C1?.affected_share).toBe(0.5);
    expect(C1?.affected_urls).toEqual(['https://x.test/p2']);
    expect(A3?.affected_share).toBe(1);
    expect(A3?.affected_urls).toEqual(['https://x.test/p3', 'https://x.test/p1']);
  });

  it('takes scored site checks as they are, affecting the whole site unless they pass', () => {
    expect(values.map((v) => [v.id, v.scope, v.value, v.affected_share])).toEqual([
      ['C1', 'page', 75, 0.5],
      ['A3', 'page', 30, 1],
      ['S7', 'site', 50, 1],
      ['S1', 'site', 90, 0],
    ]);
  });
});

describe('categoryScores', () => {
  it('is the weight-weighted mean of the site values in each category, all six in display order', () => {
    const scores = categoryScores(values);
    expect(scores.map((s) => s.category)).toEqual([
      'Content & Clarity',
      'Structure & Organization',
      'Authority & Trust',
      'Technical Foundations',
      'Crawl & Discoverability',
      'Experience & Performance',
    ]);
    // (12 x 75 + 8 x 50) / 20 = 65; (8 x 30 + 10 x 90) / 18 = 63.33...
    expect(scores[0]).toEqual({ category: CC, score: 65, checks_count: 2 });
    expect(scores[1]?.score).toBeCloseTo(1140 / 18, 10);
    expect(scores[1]?.checks_count).toBe(2);
    // Authority (preview only), Technical (n/a and error only), Crawl (preview only) have nothing scored.
    expect(scores.slice(2).map((s) => [s.score, s.checks_count])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('composite', () => {
  it('weights total, page and site scores and counts the included checks', () => {
    const c = composite(values);
    expect(c.total).toBeCloseTo(2440 / 38, 10); // (900 + 240 + 400 + 900) / 38 = 64.21
    expect(c.page_score).toBe(57); // (900 + 240) / 20
    expect(c.site_score).toBeCloseTo(1300 / 18, 10); // (400 + 900) / 18 = 72.22
    expect(c.counts.included).toBe(4);
  });

  it('is 0 with nothing included', () => {
    expect(composite([])).toEqual({ total: 0, page_score: 0, site_score: 0, counts: { included: 0 } });
  });
});

describe('trackScores', () => {
  it('splits the checks by the catalogue track; unknown checks fall in GEO', () => {
    const tracks = trackScores(values, [
      { id: 'C1', track: 'aeo' },
      { id: 'A3', track: 'aeo' },
      { id: 'S1', track: 'aeo' },
    ]);
    expect(tracks.aeo_score).toBe(68); // (900 + 240 + 900) / 30
    expect(tracks.geo_score).toBe(50); // S7 alone
  });
});

describe('expected_impact', () => {
  it('is weight x (100 - site value) x share affected / included weight', () => {
    expect(expectedImpact({ weight: 12, value: 75, affected_share: 0.5 }, W)).toBeCloseTo(150 / 38, 12);
    expect(expectedImpact({ weight: 8, value: 30, affected_share: 1 }, W)).toBeCloseTo(560 / 38, 12);
    expect(expectedImpact({ weight: 8, value: 30, affected_share: 1 }, 0)).toBe(0);
  });

  it('equals the Citable Score gained when a fully affected check is fixed', () => {
    const fixed = values.map((v) => (v.id === 'A3' ? { ...v, value: 100 } : v));
    const gain = composite(fixed).total - composite(values).total;
    expect(expectedImpact({ weight: 8, value: 30, affected_share: 1 }, W)).toBeCloseTo(gain, 10);
  });
});

describe('priorityFixes', () => {
  it('ranks fixes by expected impact, leaving out passing and unaffected checks, with the texts of their criteria', () => {
    const fixes = priorityFixes(values, [criterion('A3', { why_it_matters: 'A3 matters', how_to_fix: 'fix A3' })]);
    expect(fixes.map((f) => [f.id, f.expected_impact])).toEqual([
      ['A3', 560 / 38],
      ['S7', 400 / 38],
      ['C1', 150 / 38],
    ]);
    expect(fixes[0]).toEqual({
      id: 'A3',
      name: 'A3 name',
      severity: 'medium',
      category: 'structure-organization',
      weight: 8,
      affected_pages: [{ url: 'https://x.test/p3' }, { url: 'https://x.test/p1' }],
      why_it_matters: 'A3 matters',
      how_to_fix: 'fix A3',
      expected_impact: 560 / 38,
      effort_estimate: 'medium',
      criteria: [{ id: 'A3', name: 'A3 name', scope: 'page', weight: 8, expected_impact: 560 / 38 }],
    });
    expect(fixes[1]?.affected_pages).toEqual([{ url: 'https://x.test/p2' }]);
    expect(fixes[2]?.severity).toBe('high');
  });
});

describe('topBlockers', () => {
  it('lists failing checks by score points lost, judged by their own thresholds', () => {
    const criteria = [criterion('S7', { pass_threshold: 90, warn_threshold: 75 }), criterion('S1', { pass_threshold: 70, warn_threshold: 40 })];
    // C1 75 is a warn by the page defaults (85/60); A3 30 and S7 50 fail; S1 90 passes.
    expect(topBlockers(values, criteria).map((b) => [b.id, b.points_lost])).toEqual([
      ['A3', 560 / 38],
      ['S7', 400 / 38],
    ]);
  });

  it('keeps the top 5', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      result(`F${i}`, 10 * i, { status: 'fail' }),
    );
    const blockers = topBlockers(checkValues([], many), []);
    expect(blockers.map((b) => b.id)).toEqual(['F0', 'F1', 'F2', 'F3', 'F4']);
  });
});
