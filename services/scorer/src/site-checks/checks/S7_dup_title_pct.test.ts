import { describe, expect, it } from 'vitest';
import { run, sitePage } from '../__tests__/fixtures.js';

const titled = (path: string, title: string | null, extra: Parameters<typeof sitePage>[1] = {}) =>
  sitePage(`https://x.test${path}`, { ...extra, facts: { title, ...extra.facts } });

// Thresholds (catalogue): pass 90, warn 75.
describe('S7_dup_title_pct', () => {
  it.each([
    {
      name: 'pass: every title unique',
      pages: Array.from({ length: 10 }, (_, i) => titled(`/${i}`, `Page ${i}`)),
      score: 100,
      status: 'ok',
    },
    {
      name: 'warn: two of ten share a title, whatever the case and spacing',
      pages: [...Array.from({ length: 8 }, (_, i) => titled(`/${i}`, `Page ${i}`)), titled('/a', 'Home'), titled('/b', '  home ')],
      score: 80,
      status: 'warn',
    },
    {
      name: 'fail: a missing title and a duplicate pair',
      pages: [titled('/1', null), titled('/2', 'Same'), titled('/3', 'Same'), titled('/4', 'Unique')],
      score: 25,
      status: 'fail',
    },
    { name: 'not applicable: a single page', pages: [titled('/1', 'Only')], status: 'not_applicable' },
  ])('$name', ({ pages, score, status }) => {
    const checked = run('S7_dup_title_pct', pages);
    expect(checked.status).toBe(status);
    if (score !== undefined) expect(checked.score).toBe(score);
  });

  it('leaves out error pages, noindex pages and pages canonicalised elsewhere', () => {
    const pages = [
      titled('/a', 'Home', { facts: { canonical: 'https://x.test/a/' } }),
      titled('/b', 'Other'),
      titled('/missing', 'Home', { statusCode: 404 }),
      titled('/private', 'Home', { facts: { robotsDirectives: ['none'] } }),
      titled('/a?ref=1', 'Home', { facts: { canonical: 'https://x.test/a' } }),
    ];
    const checked = run('S7_dup_title_pct', pages);
    expect(checked.score).toBe(100);
    expect(checked.details).toMatchObject({ pages_considered: 2, pages_excluded: 3 });
  });

  it('lists the missing title first, then the duplicates', () => {
    const checked = run('S7_dup_title_pct', [titled('/1', 'Same'), titled('/2', null), titled('/3', 'Same')]);
    expect(checked.evidence).toEqual([
      '0 of 3 pages have a unique title',
      'https://x.test/2: found no title; expected a unique, non-empty title',
      'https://x.test/1: found title "Same" shared by 2 pages; expected a unique, non-empty title',
      'https://x.test/3: found title "Same" shared by 2 pages; expected a unique, non-empty title',
    ]);
  });
});
