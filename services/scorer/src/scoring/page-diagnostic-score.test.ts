import { describe, expect, it } from 'vitest';
import { result } from './__tests__/fixtures.js';
import { pageDiagnosticScore } from './page-diagnostic-score.js';

describe('pageDiagnosticScore', () => {
  it.each([
    ['plain mean', [result('a', 80), result('b', 90), result('c', 85)], 85],
    ['preview left out', [result('a', 80), result('p', 0, { preview: true })], 80],
    ['not_applicable left out', [result('a', 70), result('n', 0, { status: 'not_applicable' })], 70],
    ['error left out', [result('a', 70), result('e', 0, { status: 'error' })], 70],
    ['84.5 rounds up to 85', [result('a', 84), result('b', 85)], 85],
    ['84.33 rounds down to 84', [result('a', 84), result('b', 84), result('c', 85)], 84],
    ['nothing scored gives 0', [result('p', 90, { preview: true }), result('n', 0, { status: 'not_applicable' })], 0],
    ['no checks gives 0', [], 0],
  ])('%s', (_name, results, expected) => {
    expect(pageDiagnosticScore(results)).toBe(expected);
  });
});
