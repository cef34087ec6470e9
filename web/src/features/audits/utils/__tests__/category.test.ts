import type { CheckResult, PageSummary } from '@citable/contracts';
import { describe, expect, it } from 'vitest';

import { categoryCriteria, impactedPages } from '../category';

const C = 'Content & Clarity';
const check = (id: string, score: number, extra: Partial<CheckResult> = {}) =>
  ({ id, name: id, category: C, score, status: score >= 85 ? 'ok' : score >= 60 ? 'warn' : 'fail', weight: 8, preview: false, impact: 'Medium', impact_level: 'Medium', ...extra }) as CheckResult;
const page = (id: string, checks: CheckResult[]) => ({ id, url: `https://a.co/${id}`, title: null, checks_json: checks }) as unknown as PageSummary;

describe('categoryCriteria', () => {
  it('averages each criterion over pages, counts passing at >= 60, sorts ascending', () => {
    const pages = [
      page('1', [check('A', 100), check('B', 60), check('X', 0, { category: 'Authority & Trust' })]),
      page('2', [check('A', 50), check('B', 59), check('P', 0, { preview: true })]),
    ];
    expect(categoryCriteria(pages, C)).toEqual([
      { id: 'B', name: 'B', impact: 'Medium', weight: 8, average: 59.5, passing: 1, failing: 1 },
      { id: 'A', name: 'A', impact: 'Medium', weight: 8, average: 75, passing: 1, failing: 1 },
    ]);
  });
});

describe('impactedPages', () => {
  it('lists pages with a check below 60 in the category, most failures first', () => {
    const pages = [page('1', [check('A', 100), check('B', 59)]), page('2', [check('A', 10), check('B', 20)]), page('3', [check('A', 90)])];
    const impacted = impactedPages(pages, C);
    expect(impacted.map((p) => [p.id, p.failing.map((f) => f.id)])).toEqual([
      ['2', ['A', 'B']],
      ['1', ['B']],
    ]);
    expect(impactedPages([page('3', [check('A', 90)])], C)).toEqual([]);
  });
});
