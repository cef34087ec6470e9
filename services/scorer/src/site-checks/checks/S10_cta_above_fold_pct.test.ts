/** S10 counts pages whose A6 result says the CTA is above the fold (catalogue: pass 70, warn 40). */
import { describe, expect, it } from 'vitest';
import { pageResult, run, sitePage } from '../__tests__/fixtures.js';

type Row = boolean | 'na';

function pages(rows: readonly Row[]) {
  return rows.map((row, i) => {
    const result = pageResult('A6_contact_cta_presence', row === 'na' ? 'na' : row ? 70 : 65);
    if (row !== 'na') result.details = { cta_above_fold: row };
    return sitePage(`https://x.test/p${i}`, { checks: [result] });
  });
}

describe('S10_cta_above_fold_pct', () => {
  it.each([
    { name: 'pass', rows: [true, true, true, false], score: 75, status: 'ok' },
    { name: 'warn', rows: [true, true, false, false, false], score: 40, status: 'warn' },
    { name: 'fail', rows: [false, false, true, false], score: 25, status: 'fail' },
  ] as const)('$name', ({ rows, score, status }) => {
    const result = run('S10_cta_above_fold_pct', pages(rows));
    expect(result.status).toBe(status);
    expect(result.score).toBeCloseTo(score, 5);
  });

  it('passing A6 with the CTA lower down does not count', () => {
    expect(run('S10_cta_above_fold_pct', pages([false, false])).score).toBe(0);
  });

  it('is not applicable when A6 applied nowhere', () => {
    expect(run('S10_cta_above_fold_pct', pages(['na'])).status).toBe('not_applicable');
  });
});
