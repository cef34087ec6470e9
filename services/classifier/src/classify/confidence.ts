/**
 * Confidence of a choice among scored candidates, 0..1: how much evidence the winner has
 * (saturating: `scale` points make it strong) times how clearly it beats the runner-up. Pure.
 */
export interface Scored<T> {
  value: T;
  score: number;
}

/**
 * Below this, an answer is reported as low confidence (health: low_confidence_rate_pct).
 * Calibrated on the labelled set (bench/classifier): answers whose site type and industry were
 * both at or above 0.35 were both right 4 times in 5; answers below it, 1 time in 4.
 */
export const LOW_CONFIDENCE = 0.35;

export function rank<C extends Scored<unknown>>(candidates: readonly C[]): C[] {
  return [...candidates].filter((c) => c.score > 0).sort((a, b) => b.score - a.score);
}

export function confidenceOf(best: number, runnerUp: number, scale: number): number {
  if (best <= 0) return 0;
  const strength = 1 - Math.exp(-best / scale);
  const margin = (best - Math.max(0, runnerUp)) / best;
  return Math.round(strength * (0.4 + 0.6 * margin) * 100) / 100;
}
