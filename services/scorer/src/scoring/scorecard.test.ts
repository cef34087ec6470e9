import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { criterion, result, scoredPage } from './__tests__/fixtures.js';
import { scoreAudit } from './score-audit.js';
import { scorecardV2 } from './scorecard.js';
import { CategoryScoreSchema, CompositeSchema, FixFirstItemSchema, ScorecardV2Schema, TopBlockerSchema } from '@citable/contracts';

const CC = 'Content & Clarity';
const SO = 'Structure & Organization';
const c1 = (score: number, extra = {}) => result('C1', score, { category: CC, weight: 12, ...extra });
const a3 = (score: number, extra = {}) => result('A3', score, { category: SO, weight: 8, ...extra });
const g5 = () => result('G5', 0, { preview: true });

const pages = [
  scoredPage('https://x.test/p1', [c1(100), a3(40), g5(), result('X9', 0, { status: 'error' }), result('Y', 0, { status: 'not_applicable' })]),
  scoredPage('https://x.test/p2', [c1(50), a3(0, { status: 'not_applicable' }), result('X9', 0, { status: 'not_applicable' })]),
  scoredPage('https://x.test/p3', [c1(0, { status: 'error' }), a3(20)]),
];
const siteChecks = [
  result('S7', 50, { category: CC, weight: 8, status: 'fail' }),
  result('S1', 90, { category: SO, weight: 10, status: 'ok' }),
  result('T5', 0, { status: 'fail', preview: true }),
  result('S2', 0, { status: 'not_applicable' }),
  result('S3', 0, { status: 'error' }),
];
const criteria = [
  criterion('C1', { scope: 'page', track: 'aeo' }),
  criterion('A3', { scope: 'page', track: 'aeo' }),
  criterion('S7', { pass_threshold: 90, warn_threshold: 75 }),
  criterion('S1', { pass_threshold: 70, warn_threshold: 40, track: 'aeo' }),
];

describe('scorecardV2', () => {
  const card = scorecardV2({ pages, siteChecks, criteria });

  it('matches its schema', () => {
    expect(Value.Check(ScorecardV2Schema, card)).toBe(true);
  });

  it('carries the composite and track scores', () => {
    expect(card.version).toBe(2);
    expect(card.overall).toBeCloseTo(2440 / 38, 10);
    expect(card.page_score).toBe(57);
    expect(card.site_score).toBeCloseTo(1300 / 18, 10);
    expect(card.aeo).toBe(68); // (12 x 75 + 8 x 30 + 10 x 90) / 30
    expect(card.geo).toBe(50);
  });

  it('counts each check once at site level by status, preview apart', () => {
    // C1 75 warn; A3 30 fail; S7 fail; S1 ok; X9 broke and applied nowhere: error; Y and S2 n/a; S3 error.
    expect(card.checks).toEqual({
      total: 10,
      included: 4,
      preview: 2,
      by_status: { ok: 1, warn: 1, fail: 2, error: 2, not_applicable: 2 },
    });
  });

  it('tallies passing checks per category', () => {
    expect(card.categories.slice(0, 2)).toEqual([
      { category: 'content-clarity', name: CC, score: 65, passing: 0, total: 2 },
      { category: 'structure-organization', name: SO, score: 1140 / 18, passing: 1, total: 2 },
    ]);
    expect(card.categories).toHaveLength(6);
  });

  it('bands pages by diagnostic score', () => {
    // p1 mean(100, 40) = 70; p2 50; p3 20.
    expect(card.pages).toEqual({ analyzed: 3, good: 0, needs_work: 1, poor: 2 });
  });
});

describe('scoreAudit', () => {
  it('computes the stored audit fields from one set of check values', () => {
    const scores = scoreAudit({ pages, siteChecks, criteria, citations: new Map([['https://x.test/p3', 1]]) });
    expect(scores.composite.total).toBe(scores.scorecard_v2.overall);
    expect(scores.tracks).toEqual({ aeo_score: 68, geo_score: 50 });
    expect(scores.category_scores[0]).toEqual({ category: CC, score: 65, checks_count: 2 });
    expect(scores.fix_first[0]?.url).toBe('https://x.test/p3');
    expect(scores.top_blockers.map((b) => b.id)).toEqual(['A3', 'S7']);
    expect(Value.Check(CompositeSchema, scores.composite)).toBe(true);
    expect(scores.category_scores.every((s) => Value.Check(CategoryScoreSchema, s))).toBe(true);
    expect(scores.fix_first.every((i) => Value.Check(FixFirstItemSchema, i))).toBe(true);
    expect(scores.top_blockers.every((b) => Value.Check(TopBlockerSchema, b))).toBe(true);
  });
});
