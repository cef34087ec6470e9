import { describe, expect, it } from 'vitest';

import { checkStatusLabel, checkTone, pageDiagnosticScore, statusCounts } from '../checks';

const check = (score: number, status: string, preview = false) => ({ score, status, preview }) as const;

describe('checkStatusLabel', () => {
  it.each([
    ['ok', 'Passing'],
    ['warn', 'Warning'],
    ['fail', 'Needs Attention'],
    ['error', 'Needs Attention'],
    ['not_applicable', 'Needs Attention'],
  ])('%s -> %s', (status, label) => {
    expect(checkStatusLabel({ status })).toBe(label);
  });
  it('keeps the label but greys out checks that do not apply', () => {
    expect(checkTone({ status: 'not_applicable' })).toBe('neutral');
    expect(checkTone({ status: 'error' })).toBe('danger');
    expect(checkTone({ status: 'ok', preview: true })).toBe('preview');
  });
  it('says "preview" for a preview check', () => {
    expect(checkStatusLabel({ status: 'ok', preview: true })).toBe('preview');
  });
});

describe('pageDiagnosticScore', () => {
  it('is the rounded average of the non-preview checks', () => {
    expect(pageDiagnosticScore([check(100, 'ok'), check(55, 'fail'), check(0, 'fail', true)])).toBe(78);
    expect(pageDiagnosticScore([check(100, 'ok'), check(0, 'not_applicable')])).toBe(100);
  });
  it('is 0 without checks', () => {
    expect(pageDiagnosticScore([])).toBe(0);
    expect(pageDiagnosticScore([check(90, 'ok', true)])).toBe(0);
  });
});

describe('statusCounts', () => {
  it('counts the scored checks only', () => {
    expect(
      statusCounts([check(100, 'ok'), check(70, 'warn'), check(10, 'fail'), check(0, 'error'), check(0, 'ok', true), check(0, 'not_applicable')]),
    ).toEqual({ passing: 1, warnings: 1, failing: 2 });
  });
});
