/**
 * Raw confidence of a choice among scored candidates, 0..1: how much evidence the winner has
 * (saturating: `scale` points make it strong) times how clearly it beats the runner-up. It orders
 * answers from shaky to sure; calibration.ts turns it into a probability of being right. Pure.
 */
export interface Scored<T> {
  value: T;
  score: number;
}

/**
 * Below this, an answer is reported as low confidence (health: low_confidence_rate_pct). Reported
 * confidences are calibrated probabilities of being right (calibration.ts), so this is where an
 * answer becomes more likely wrong than right.
 */
export const LOW_CONFIDENCE = 0.5;

export function rank<C extends Scored<unknown>>(candidates: readonly C[]): C[] {
  return [...candidates].filter((c) => c.score > 0).sort((a, b) => b.score - a.score);
}

export function confidenceOf(best: number, runnerUp: number, scale: number): number {
  if (best <= 0) return 0;
  const strength = 1 - Math.exp(-best / scale);
  const margin = (best - Math.max(0, runnerUp)) / best;
  return Math.round(strength * (0.4 + 0.6 * margin) * 100) / 100;
}
