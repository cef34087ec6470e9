import type { CheckResult, PageSummary } from '@citable/contracts';
import { describe, expect, it } from 'vitest';

import { quickWins, topBlockers } from '../actions';

const check = (id: string, score: number, status: CheckResult['status'], weight = 8, extra: Partial<CheckResult> = {}) =>
  ({ id, name: id, category: 'Content & Clarity', score, status, weight, preview: false, impact: 'Medium', impact_level: 'Medium', ...extra }) as CheckResult;

const page = (id: string, checks: CheckResult[]) => ({ id, url: `https://a.co/${id}`, checks_json: checks }) as unknown as PageSummary;

describe('topBlockers', () => {
  it('ranks checks by the pages they hold back, then impact', () => {
    const pages = [
      page('1', [check('A', 0, 'fail'), check('B', 70, 'warn', 8, { impact: 'High', impact_level: 'High' }), check('C', 100, 'ok')]),
      page('2', [check('A', 40, 'fail'), check('B', 100, 'ok'), check('P', 0, 'fail', 10, { preview: true })]),
      page('3', [check('D', 50, 'fail', 8, { impact: 'High', impact_level: 'High' })]),
    ];
    const blockers = topBlockers(pages);
    expect(blockers.map((b) => [b.id, b.pages])).toEqual([
      ['A', 2],
      ['B', 1],
      ['D', 1],
    ]);
    expect(blockers[0]?.average).toBe(20);
    expect(blockers[1]?.average).toBe(85);
  });

  it('keeps 5 at most', () => {
    const many = page('1', ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => check(id, 0, 'fail')));
    expect(topBlockers([many])).toHaveLength(5);
  });
});

describe('quickWins', () => {
  it('keeps checks scoring 0 with weight >= 10, heaviest first, one per check', () => {
    const pages = [
      page('1', [check('W12', 0, 'fail', 12), check('W9', 0, 'fail', 9), check('W10', 0, 'fail', 10), check('S', 20, 'fail', 15)]),
      page('2', [check('W10', 0, 'fail', 10), check('PV', 0, 'fail', 15, { preview: true })]),
    ];
    const criteria = [
      { id: 'W12', quick_fixes: ['fix W12'], how_to_fix: 'how W12' },
      { id: 'W10', quick_fixes: [], how_to_fix: 'how W10' },
    ];
    const wins = quickWins(pages, criteria);
    expect(wins.map((w) => [w.id, w.pages])).toEqual([
      ['W12', 1],
      ['W10', 2],
    ]);
    // The catalogue's first quick fix, else its how-to-fix text.
    expect(wins.map((w) => w.fix)).toEqual(['fix W12', 'how W10']);
    expect(wins[1]?.example.pageId).toBe('1');
  });
});
