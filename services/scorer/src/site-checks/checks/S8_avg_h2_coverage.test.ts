import { describe, expect, it } from 'vitest';
import { pagesScoring, run } from '../__tests__/fixtures.js';

// Thresholds (catalogue): pass 70, warn 50.
describe('S8_avg_h2_coverage', () => {
  it.each([
    { name: 'pass', scores: [100, 80, 60], score: 80, status: 'ok' },
    { name: 'warn', scores: [60, 40], score: 50, status: 'warn' },
    { name: 'fail, n/a pages left out', scores: [30, 40, 50, 'na' as const], score: 40, status: 'fail' },
    { name: 'rounded mean', scores: [100, 0, 0], score: 33, status: 'fail' },
    { name: 'not applicable', scores: ['na' as const, 'error' as const], status: 'not_applicable' },
  ])('$name', ({ scores, score, status }) => {
    const checked = run('S8_avg_h2_coverage', pagesScoring('C5_h2_coverage_ratio', scores));
    expect(checked.status).toBe(status);
    if (score !== undefined) expect(checked.score).toBe(score);
  });

  it('names the pages below 60, worst first', () => {
    const checked = run('S8_avg_h2_coverage', pagesScoring('C5_h2_coverage_ratio', [90, 20, 50]));
    expect(checked.evidence).toEqual([
      'Mean H2 coverage score 53 over 3 pages',
      'https://x.test/p1: found H2 coverage score 20; expected >= 60',
      'https://x.test/p2: found H2 coverage score 50; expected >= 60',
    ]);
  });
});
