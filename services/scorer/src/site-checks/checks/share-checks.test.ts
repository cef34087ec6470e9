/**
 * The site checks that are the share of pages passing one page check, table-driven on literal
 * page results. Scores are percentages of the pages where the page check applied.
 */
import { SITE_CHECK_SOURCES } from '@citable/criteria';
import { describe, expect, it } from 'vitest';
import { pagesScoring, run, sitePage, pageResult, type PageScore } from '../__tests__/fixtures.js';

interface Case {
  name: string;
  scores: PageScore[];
  score?: number;
  status: string;
}

// Thresholds (catalogue): S1 70/40, S2 70/40, S3 85/60, S4 95/80, S6 70/40, S9 80/60 (S10 has its own test: it reads A6's details).
const TABLE: Record<string, Case[]> = {
  S1_faq_coverage_pct: [
    { name: 'pass', scores: [100, 80, 60, 0, 'na', 'error'], score: 75, status: 'ok' },
    { name: 'warn', scores: [100, 0, 0, 60, 10], score: 40, status: 'warn' },
    { name: 'fail', scores: [0, 59, 100], score: 100 / 3, status: 'fail' },
    { name: 'not applicable', scores: ['na', 'error'], status: 'not_applicable' },
  ],
  S2_faq_schema_adoption_pct: [
    { name: 'pass', scores: [100, 100, 100, 0, 'na'], score: 75, status: 'ok' },
    { name: 'warn', scores: [100, 0], score: 50, status: 'warn' },
    { name: 'fail', scores: [0, 0, 100], score: 100 / 3, status: 'fail' },
    { name: 'not applicable', scores: ['na', 'na'], status: 'not_applicable' },
  ],
  S3_canonical_correct_pct: [
    { name: 'pass', scores: [100, 100, 100, 100, 100, 100, 0, 'na'], score: 600 / 7, status: 'ok' },
    { name: 'warn', scores: [100, 100, 100, 0, 0], score: 60, status: 'warn' },
    { name: 'fail', scores: [100, 0], score: 50, status: 'fail' },
    { name: 'not applicable', scores: ['error'], status: 'not_applicable' },
  ],
  S4_mobile_ready_pct: [
    { name: 'pass', scores: [...Array<number>(19).fill(100), 0], score: 95, status: 'ok' },
    { name: 'warn', scores: [100, 100, 100, 100, 0], score: 80, status: 'warn' },
    { name: 'fail', scores: [100, 100, 100, 0], score: 75, status: 'fail' },
    { name: 'not applicable', scores: [], status: 'not_applicable' },
  ],
  S6_entity_graph_adoption_pct: [
    { name: 'pass', scores: [90, 70, 60], score: 100, status: 'ok' },
    { name: 'warn', scores: [90, 10, 20, 100, 0], score: 40, status: 'warn' },
    { name: 'fail', scores: [10, 20, 30], score: 0, status: 'fail' },
    { name: 'not applicable', scores: ['na'], status: 'not_applicable' },
  ],
  S9_og_tags_coverage_pct: [
    { name: 'pass', scores: [100, 100, 100, 100, 40], score: 80, status: 'ok' },
    { name: 'warn', scores: [100, 100, 100, 40, 40], score: 60, status: 'warn' },
    { name: 'fail', scores: [100, 40], score: 50, status: 'fail' },
    { name: 'not applicable', scores: ['error', 'error'], status: 'not_applicable' },
  ],
};

describe.each(Object.entries(TABLE))('%s', (id, cases) => {
  const pageCheck = SITE_CHECK_SOURCES[id] ?? '';

  it('aggregates the page check the catalogue names', () => {
    expect(pageCheck).not.toBe('');
    expect(run(id, pagesScoring(pageCheck, [100])).details['page_check']).toBe(pageCheck);
  });

  it.each(cases)('$name', ({ scores, score, status }) => {
    const checked = run(id, pagesScoring(pageCheck, scores));
    expect(checked.status).toBe(status);
    if (score !== undefined) expect(checked.score).toBeCloseTo(score, 10);
  });
});

describe('share evidence', () => {
  it('names the worst 5 pages with the value found and the expectation', () => {
    const checked = run('S1_faq_coverage_pct', pagesScoring('A3_faq_presence', [50, 10, 100, 30, 0, 20, 40, 55]));
    expect(checked.evidence).toEqual([
      '1 of 8 pages have FAQ content',
      'https://x.test/p4: found FAQ content score 0; expected FAQ content score >= 60',
      'https://x.test/p1: found FAQ content score 10; expected FAQ content score >= 60',
      'https://x.test/p5: found FAQ content score 20; expected FAQ content score >= 60',
      'https://x.test/p3: found FAQ content score 30; expected FAQ content score >= 60',
      'https://x.test/p6: found FAQ content score 40; expected FAQ content score >= 60',
    ]);
    expect(checked.details['affected_pages']).toEqual([
      'https://x.test/p4',
      'https://x.test/p1',
      'https://x.test/p5',
      'https://x.test/p3',
      'https://x.test/p6',
    ]);
  });

  it('takes the share over indexable pages only (2xx, not noindex)', () => {
    const pages = [
      sitePage('https://x.test/ok', { checks: [pageResult('A3_faq_presence', 100)] }),
      sitePage('https://x.test/gone', { statusCode: 404, checks: [pageResult('A3_faq_presence', 0)] }),
      sitePage('https://x.test/hidden', { facts: { robotsDirectives: ['noindex'] }, checks: [pageResult('A3_faq_presence', 0)] }),
      sitePage('https://x.test/failed', { statusCode: null, checks: [pageResult('A3_faq_presence', 0)] }),
    ];
    const checked = run('S1_faq_coverage_pct', pages);
    expect(checked.score).toBe(100);
    expect(checked.details).toMatchObject({ pages_considered: 1, pages_excluded: 3 });
  });
});
