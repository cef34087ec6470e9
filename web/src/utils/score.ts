/** Colour band of a 0-100 score on the dashboard and detail screens (spec 9). */
export type ScoreBand = 'success' | 'warn' | 'danger';

export const SCORE_BANDS = { success: 85, warn: 60 } as const;

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_BANDS.success) return 'success';
  if (score >= SCORE_BANDS.warn) return 'warn';
  return 'danger';
}

/** Scores are shown to 1 decimal, or "—" when missing or not finite (spec 9). */
export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? score.toFixed(1) : '—';
}
