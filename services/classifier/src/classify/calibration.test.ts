/** Platt scaling: raw confidences to probabilities of being right. */
import { describe, expect, it } from 'vitest';
import { calibrate, crossValidate, fitPlatt, type CalibrationPoint } from './calibration.js';

/** Answers right 1 time in 5 at raw 0.1, 3 in 5 at 0.5, 5 in 5 at 0.9. */
const points: CalibrationPoint[] = [
  ...[true, false, false, false, false].map((correct) => ({ raw: 0.1, correct })),
  ...[true, true, true, false, false].map((correct) => ({ raw: 0.5, correct })),
  ...[true, true, true, true, true].map((correct) => ({ raw: 0.9, correct })),
];

describe('calibration', () => {
  it('fits a rising curve that follows how often answers are right', () => {
    const p = fitPlatt(points);
    expect(p.a).toBeGreaterThan(0);
    expect(calibrate(0.1, p)).toBeLessThan(0.35);
    expect(calibrate(0.5, p)).toBeGreaterThan(0.4);
    expect(calibrate(0.5, p)).toBeLessThan(0.75);
    expect(calibrate(0.9, p)).toBeGreaterThan(0.8);
  });
  it('never fits certainty, even on answers all right above a raw score and all wrong below', () => {
    const separable = [0.1, 0.2, 0.3].map((raw) => ({ raw, correct: false })).concat([0.7, 0.8, 0.9].map((raw) => ({ raw, correct: true })));
    const p = fitPlatt(separable);
    expect(calibrate(1, p)).toBeLessThan(1);
    expect(calibrate(0, p)).toBeGreaterThan(0);
  });
  it('cross-validates: each answer judged by a fit on the others', () => {
    const cv = crossValidate(points);
    expect(cv).toHaveLength(points.length);
    // Left out, a wrong answer at 0.1 lowers its own group's rate less than when fitted in.
    expect(cv[1]).toBeGreaterThanOrEqual(calibrate(0.1, fitPlatt(points)));
  });
  it('refuses to fit on fewer than 2 answers', () => {
    expect(() => fitPlatt([{ raw: 0.5, correct: true }])).toThrow(/at least 2/);
  });
});
