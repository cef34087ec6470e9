import { describe, expect, it } from 'vitest';

import { formatScore, scoreBand } from '../score';

describe('scoreBand', () => {
  it.each([
    [100, 'success'],
    [85, 'success'],
    [84.9, 'warn'],
    [60, 'warn'],
    [59.9, 'danger'],
    [0, 'danger'],
  ] as const)('%d is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('formatScore', () => {
  it('shows one decimal, or a dash when there is no number', () => {
    expect(formatScore(72.345)).toBe('72.3');
    expect(formatScore(100)).toBe('100.0');
    expect(formatScore(Number.NaN)).toBe('—');
    expect(formatScore(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatScore(null)).toBe('—');
    expect(formatScore(undefined)).toBe('—');
  });
});
