import { describe, expect, it } from 'vitest';
import { criterion, result, scoredPage } from './__tests__/fixtures.js';
import { quickWins } from './quick-wins.js';

const zero = (id: string, weight: number, impact: 'High' | 'Medium' | 'Low', extra = {}) => result(id, 0, { weight, impact, ...extra });

// Results carry no texts: the fix is the criterion's first quick fix, else its how-to-fix text.
const ids = ['A1_answer_first', 'C3_h1_presence', 'A13_page_speed_lcp', 'A4_schema_faqpage', 'T3_noindex_robots', 'A2_headings_semantic', 'C2_meta_description'];
const criteria = [
  ...ids.map((id) => criterion(id, { quick_fixes: [`do ${id}`] })),
  criterion('C1_title_quality', { quick_fixes: [], how_to_fix: 'fix C1_title_quality' }),
];

const pages = [
  scoredPage('https://x.test/p1', [zero('A1_answer_first', 15, 'High'), zero('C3_h1_presence', 10, 'High'), zero('A13_page_speed_lcp', 10, 'Low')]),
  scoredPage('https://x.test/p2', [zero('A1_answer_first', 15, 'High'), zero('A4_schema_faqpage', 10, 'Medium'), zero('T3_noindex_robots', 12, 'High', { preview: true })]),
  scoredPage('https://x.test/p3', [zero('C1_title_quality', 12, 'High'), zero('A4_schema_faqpage', 10, 'Medium')]),
  scoredPage('https://x.test/p4', [
    zero('A2_headings_semantic', 10, 'Medium'),
    zero('C2_meta_description', 8, 'High'), // too light
    result('A12_entity_graph', 5, { weight: 10 }), // not 0
    zero('A14_qna_scaffold', 10, 'High', { status: 'not_applicable' }), // not scored
  ]),
];

describe('quickWins', () => {
  it('keeps checks scoring 0 with weight >= 10, heaviest first, then impact, then reach; top 5', () => {
    const wins = quickWins(pages, criteria, new Map([['https://x.test/p2', 3]]));
    // Each names its check; with no site checks given, none names a site twin (fixes.test.ts does).
    expect(wins.map((w) => w.criteria?.map((c) => c.id))).toEqual([['A1_answer_first'], ['C1_title_quality'], ['C3_h1_presence'], ['A4_schema_faqpage'], ['A2_headings_semantic']]);
    expect(wins.map(({ url, quick_win }) => ({ url, quick_win }))).toEqual([
      { url: 'https://x.test/p2', quick_win: { fix: 'do A1_answer_first', impact: 'High', effort: 'high' } }, // most cited of p1, p2
      { url: 'https://x.test/p3', quick_win: { fix: 'fix C1_title_quality', impact: 'High', effort: 'low' } }, // no quick fix: how_to_fix
      { url: 'https://x.test/p1', quick_win: { fix: 'do C3_h1_presence', impact: 'High', effort: 'low' } },
      { url: 'https://x.test/p2', quick_win: { fix: 'do A4_schema_faqpage', impact: 'Medium', effort: 'low' } }, // 2 pages beat A2's 1
      { url: 'https://x.test/p4', quick_win: { fix: 'do A2_headings_semantic', impact: 'Medium', effort: 'medium' } },
    ]); // A13 (Low) is sixth and cut
  });

  it('names the first page by URL when no page is cited', () => {
    expect(quickWins(pages, criteria)[0]?.url).toBe('https://x.test/p1');
  });
});
