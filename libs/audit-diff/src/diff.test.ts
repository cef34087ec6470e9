import { AuditDiffSchema, type AuditSnapshot, type SnapshotVerdict } from '@citable/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { diffAudits, regressionsOver } from './diff.js';
import { rateDifferenceInterval } from './interval.js';

const v = (id: string, score: number, status: SnapshotVerdict['status'] = score >= 85 ? 'ok' : score >= 60 ? 'warn' : 'fail'): SnapshotVerdict => ({ id, score, status });

function snapshot(over: Partial<AuditSnapshot> = {}): AuditSnapshot {
  return {
    audit_id: 'a',
    finished_at: '2026-11-01T10:00:00.000Z',
    scores: { overall: 60, aeo: 55, geo: 65 },
    categories: [
      { category: 'content-clarity', score: 50 },
      { category: 'technical-foundations', score: 70 },
    ],
    pages: [
      { url: 'https://x.test/', checks: [v('C3_h1_presence', 100), v('T1_mobile_viewport', 100), v('C2_meta_description', 0)] },
      { url: 'https://x.test/about', checks: [v('C3_h1_presence', 100), v('T1_mobile_viewport', 100), v('C2_meta_description', 0)] },
      { url: 'https://x.test/old', checks: [v('C3_h1_presence', 30), v('T1_mobile_viewport', 100), v('C2_meta_description', 0)] },
    ],
    site_checks: [v('S4_mobile_ready_pct', 100), v('S1_faq_coverage_pct', 20, 'fail')],
    citations: null,
    ...over,
  };
}

describe('diffAudits', () => {
  const before = snapshot();
  const after = snapshot({
    audit_id: 'b',
    finished_at: '2026-11-08T10:00:00.000Z',
    scores: { overall: 64.5, aeo: 60, geo: 62 },
    categories: [
      { category: 'content-clarity', score: 80 },
      { category: 'technical-foundations', score: 70 },
    ],
    pages: [
      // The meta description was written everywhere; the viewport tag was lost on the home page.
      { url: 'https://x.test/', checks: [v('C3_h1_presence', 100), v('T1_mobile_viewport', 0), v('C2_meta_description', 100)] },
      { url: 'https://x.test/about', checks: [v('C3_h1_presence', 100), v('T1_mobile_viewport', 100), v('C2_meta_description', 100)] },
      { url: 'https://x.test/new', checks: [v('C3_h1_presence', 100), v('T1_mobile_viewport', 100), v('C2_meta_description', 100)] },
    ],
    site_checks: [v('S4_mobile_ready_pct', 66.7, 'fail'), v('S1_faq_coverage_pct', 20, 'fail')],
  });
  const diff = diffAudits(before, after);
  const check = (id: string) => diff.checks.find((c) => c.id === id);

  it('matches the AuditDiff schema', () => {
    expect(Value.Check(AuditDiffSchema, diff)).toBe(true);
  });

  it('gives the Citable Score, AEO, GEO and all six categories with their deltas', () => {
    expect(diff.scores.overall).toEqual({ previous: 60, current: 64.5, delta: 4.5 });
    expect(diff.scores.aeo.delta).toBe(5);
    expect(diff.scores.geo.delta).toBe(-3);
    expect(diff.categories).toHaveLength(6);
    expect(diff.categories.find((c) => c.category === 'content-clarity')).toMatchObject({ name: 'Content & Clarity', previous: 50, current: 80, delta: 30 });
    // A category neither audit scored reads 0 to 0.
    expect(diff.categories.find((c) => c.category === 'authority-trust')).toMatchObject({ previous: 0, current: 0, delta: 0 });
  });

  it('marks a check fixed site-wide, with the pages where it now passes', () => {
    expect(check('C2_meta_description')).toMatchObject({
      change: 'fixed',
      scope: 'page',
      category: 'Content & Clarity',
      previous: { value: 0, status: 'fail' },
      current: { value: 100, status: 'ok' },
      delta: 100,
      // /new was not in the first audit: only pages in both are compared.
      pages_fixed: ['https://x.test/', 'https://x.test/about'],
      pages_regressed: [],
    });
  });

  it('marks a check regressed site-wide and per page, and a site check by its own thresholds', () => {
    const viewport = check('T1_mobile_viewport')!;
    expect(viewport.change).toBe('regressed');
    expect(viewport.previous).toEqual({ value: 100, status: 'ok' });
    expect(viewport.current!.value).toBeCloseTo(66.67, 1);
    expect(viewport.current!.status).toBe('warn');
    expect(viewport.pages_regressed).toEqual(['https://x.test/']);
    // S4 passes at 95 (its own threshold), so 66.7 fails it.
    expect(check('S4_mobile_ready_pct')).toMatchObject({ change: 'regressed', previous: { status: 'ok' }, current: { value: 66.7, status: 'fail' }, pages_fixed: [] });
  });

  it('marks checks whose status held unchanged, even when a page moved inside them', () => {
    expect(check('S1_faq_coverage_pct')).toMatchObject({ change: 'unchanged', delta: 0 });
    // H1: 76.7 (warn) before, 100 (ok) after: fixed site-wide, though no compared page changed (/old is gone).
    expect(check('C3_h1_presence')).toMatchObject({ change: 'fixed', pages_fixed: [], pages_regressed: [] });
    expect(diffAudits(before, before).checks.every((c) => c.change === 'unchanged' && c.delta === 0 && c.pages_fixed.length === 0)).toBe(true);
  });

  it('lists pages added and gone, and counts the pages compared', () => {
    expect(diff.pages).toEqual({ added: ['https://x.test/new'], gone: ['https://x.test/old'], compared: 2 });
  });

  it('tells fail to warn (improved) from fixed, and checks scored in only one audit (new, dropped)', () => {
    const b = snapshot({ site_checks: [v('S1_faq_coverage_pct', 20, 'fail'), v('S7_dup_title_pct', 100)] });
    const a = snapshot({ site_checks: [v('S1_faq_coverage_pct', 50, 'warn'), v('S7_dup_title_pct', 0, 'not_applicable'), v('S3_canonical_correct_pct', 90)] });
    const d = diffAudits(b, a);
    expect(d.checks.find((c) => c.id === 'S1_faq_coverage_pct')?.change).toBe('improved');
    expect(d.checks.find((c) => c.id === 'S7_dup_title_pct')).toMatchObject({ change: 'dropped', current: null, delta: null });
    expect(d.checks.find((c) => c.id === 'S3_canonical_correct_pct')).toMatchObject({ change: 'new', previous: null, delta: null });
  });

  it('leaves preview checks and errored results out, as the scores do', () => {
    const b = snapshot({ pages: [{ url: 'https://x.test/', checks: [v('G5_author_freshness', 100), v('C1_title_quality', 100)] }] });
    const a = snapshot({ pages: [{ url: 'https://x.test/', checks: [v('G5_author_freshness', 0), v('C1_title_quality', 0, 'error')] }] });
    const d = diffAudits(b, a);
    expect(d.checks.find((c) => c.id === 'G5_author_freshness')).toBeUndefined();
    expect(d.checks.find((c) => c.id === 'C1_title_quality')).toMatchObject({ change: 'dropped', pages_regressed: [] });
  });

  it('compares citation rates only when both audits have answers, with the difference interval', () => {
    expect(diff.citations).toBeNull();
    const rate = (cited: number, total: number, low: number, high: number) => ({ rate: (100 * cited) / total, low, high, cited, total });
    const withCitations = diffAudits(snapshot({ citations: rate(3, 30, 3.5, 25.6) }), snapshot({ citations: rate(12, 30, 24.6, 57.7) }));
    expect(withCitations.citations).toMatchObject({ delta: 30 });
    expect(withCitations.citations!.low).toBeGreaterThan(0);
    expect(withCitations.citations!.high).toBeLessThan(60);
    expect(diffAudits(snapshot({ citations: rate(0, 1, 0, 79.3) }), snapshot({ citations: { rate: 0, low: 0, high: 0, cited: 0, total: 0 } })).citations).toBeNull();
  });
});

describe('rateDifferenceInterval', () => {
  it('is the Newcombe hybrid score interval', () => {
    // Newcombe (1998), example (h): 56/70 against 48/80 with their Wilson intervals: difference 0.2, 95% CI 0.0524 to 0.3339.
    const a = { rate: 80, low: 69.21, high: 87.70, cited: 56, total: 70 };
    const b = { rate: 60, low: 49.05, high: 70.01, cited: 48, total: 80 };
    const d = rateDifferenceInterval(b, a);
    expect(d.delta).toBeCloseTo(20, 6);
    expect(d.low).toBeCloseTo(5.24, 1);
    expect(d.high).toBeCloseTo(33.39, 1);
  });
});

describe('regressionsOver', () => {
  it('lists checks whose site value fell by more than the threshold, not those at it', () => {
    const b = snapshot({ site_checks: [v('S1_faq_coverage_pct', 50, 'warn'), v('S3_canonical_correct_pct', 90), v('S7_dup_title_pct', 100)] });
    const a = snapshot({ site_checks: [v('S1_faq_coverage_pct', 45, 'warn'), v('S3_canonical_correct_pct', 84, 'warn'), v('S7_dup_title_pct', 100)] });
    const d = diffAudits(b, a);
    expect(regressionsOver(d, 5).map((c) => c.id)).toEqual(['S3_canonical_correct_pct']);
    expect(regressionsOver(d, 4).map((c) => c.id).sort()).toEqual(['S1_faq_coverage_pct', 'S3_canonical_correct_pct']);
    expect(regressionsOver(d, 10)).toEqual([]);
  });
});
