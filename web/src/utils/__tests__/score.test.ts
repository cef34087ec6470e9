import { describe, expect, it } from 'vitest';

import {
  categoryBand,
  citationRateBand,
  formatScore,
  overallVisibilityWord,
  pageBand,
  reportBand,
  reportCitationBand,
  scoreBand,
  scoreLabel,
} from '../score';

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
    expect(formatScore(0)).toBe('0.0');
    expect(formatScore(Number.NaN)).toBe('—');
    expect(formatScore(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatScore(null)).toBe('—');
    expect(formatScore(undefined)).toBe('—');
  });
});

describe('citation bands', () => {
  it('audit screens: >= 70, >= 40', () => {
    expect([70, 69.9, 40, 39.9].map(citationRateBand)).toEqual(['success', 'warn', 'warn', 'danger']);
  });
  it('report bars: >= 50 green, >= 30 warn, else red', () => {
    expect([50, 49.9, 30, 29.9].map(reportCitationBand)).toEqual(['success', 'warn', 'warn', 'danger']);
  });
});

describe('report bands', () => {
  it('>= 70 strong, 50-69 moderate, < 50 critical', () => {
    expect([70, 69.9, 50, 49.9].map(reportBand)).toEqual(['strong', 'moderate', 'moderate', 'critical']);
  });
  it('words the overall score strong, moderate or limited', () => {
    expect([70, 50, 49.9].map(overallVisibilityWord)).toEqual(['strong', 'moderate', 'limited']);
  });
});

describe('page and category views', () => {
  it('pages: >= 85 good, >= 60 warn, else fail', () => {
    expect([85, 84, 60, 59].map(pageBand)).toEqual(['good', 'warn', 'warn', 'fail']);
  });
  it('categories add orange for 40-59', () => {
    expect([85, 60, 59, 40, 39.9].map(categoryBand)).toEqual(['good', 'warn', 'orange', 'orange', 'fail']);
  });
  it('labels Excellent, Good, Needs Work', () => {
    expect([85, 84.9, 60, 59.9].map(scoreLabel)).toEqual(['Excellent', 'Good', 'Good', 'Needs Work']);
  });
});
