import { describe, expect, it } from 'vitest';
import { run, sitePage } from '../__tests__/fixtures.js';

// NOW is 2025-06-15T00:00Z, so the 12 months start 2024-06-15T00:00Z.
const dated = (path: string, dateModified: string | null, statusCode = 200) =>
  sitePage(`https://x.test${path}`, { facts: { dateModified }, statusCode });

// Thresholds (catalogue): pass 70, warn 50.
describe('S11_freshness_coverage_pct', () => {
  it.each([
    {
      name: 'pass: every date within 12 months (the cut-off day and a few hours ahead count)',
      pages: [dated('/1', '2025-01-01'), dated('/2', '2024-06-15'), dated('/3', '2025-06-15T12:00:00Z'), dated('/4', '2024-12-31T23:59:59+02:00')],
      score: 100,
      status: 'ok',
    },
    {
      name: 'warn: one of two pages a day too old',
      pages: [dated('/1', '2025-01-01'), dated('/2', '2024-06-14')],
      score: 50,
      status: 'warn',
    },
    {
      name: 'fail: missing, unparseable and future dates are not fresh',
      pages: [dated('/1', null), dated('/2', 'yesterday'), dated('/3', '2026-01-01'), dated('/4', '2025-02-01')],
      score: 25,
      status: 'fail',
    },
    { name: 'not applicable: no page answered 2xx', pages: [dated('/1', '2025-01-01', 500)], status: 'not_applicable' },
  ])('$name', ({ pages, score, status }) => {
    const checked = run('S11_freshness_coverage_pct', pages);
    expect(checked.status).toBe(status);
    if (score !== undefined) expect(checked.score).toBe(score);
  });

  it('explains each stale page, missing dates first', () => {
    const checked = run('S11_freshness_coverage_pct', [dated('/old', '2020-01-01'), dated('/none', null), dated('/new', '2025-03-01')]);
    expect(checked.evidence).toEqual([
      '1 of 3 pages were modified in the last 12 months',
      'https://x.test/none: found no dateModified; expected a dateModified on or after 2024-06-15',
      'https://x.test/old: found dateModified 2020-01-01; expected a dateModified on or after 2024-06-15',
    ]);
  });
});
