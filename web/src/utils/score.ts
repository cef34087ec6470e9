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
  return isScore(score) ? score.toFixed(1) : '—';
}

export const isScore = (score: number | null | undefined): score is number =>
  typeof score === 'number' && Number.isFinite(score);

/** Band class for a score that may be missing: no colour when there is no number. */
export function maybeBand(score: number | null | undefined): ScoreBand | 'none' {
  return isScore(score) ? scoreBand(score) : 'none';
}

/** Citation rates (percent cited) on the audit screens: >= 70 good, >= 40 fair (spec 9). */
export function citationRateBand(rate: number): ScoreBand {
  if (rate >= 70) return 'success';
  if (rate >= 40) return 'warn';
  return 'danger';
}

/** Citation bars in the report: >= 50 green, >= 30 warn, else red (spec 9). */
export function reportCitationBand(rate: number): ScoreBand {
  if (rate >= 50) return 'success';
  if (rate >= 30) return 'warn';
  return 'danger';
}

/** The report's bands for the overall and category scores (spec 9): >= 70 strong, 50-69 moderate, < 50 critical. */
export type ReportBand = 'strong' | 'moderate' | 'critical';

export function reportBand(score: number): ReportBand {
  if (score >= 70) return 'strong';
  if (score >= 50) return 'moderate';
  return 'critical';
}

export const REPORT_BAND_TONE: Record<ReportBand, ScoreBand> = { strong: 'success', moderate: 'warn', critical: 'danger' };

/** How the report's executive summary words the overall score (spec 9). */
export function overallVisibilityWord(score: number): 'strong' | 'moderate' | 'limited' {
  if (score >= 70) return 'strong';
  if (score >= 50) return 'moderate';
  return 'limited';
}

/**
 * Page and category views (spec 9): >= 85 good, >= 60 warn, < 60 fail; the category view adds
 * an orange band for 40-59.
 */
export type DetailBand = 'good' | 'warn' | 'orange' | 'fail';

export function pageBand(score: number): Exclude<DetailBand, 'orange'> {
  if (score >= 85) return 'good';
  if (score >= 60) return 'warn';
  return 'fail';
}

export function categoryBand(score: number): DetailBand {
  if (score >= 85) return 'good';
  if (score >= 60) return 'warn';
  if (score >= 40) return 'orange';
  return 'fail';
}

/** Labels of the page and category views (spec 9). */
export function scoreLabel(score: number): 'Excellent' | 'Good' | 'Needs Work' {
  if (score >= 85) return 'Excellent';
  if (score >= 60) return 'Good';
  return 'Needs Work';
}

/** A page passes a criterion at >= 60 (spec 9). */
export const PAGE_PASS_MARK = 60;

/** Rounds to 1 decimal for display arithmetic (averages of averages stay stable). */
export const round1 = (value: number): number => Math.round(value * 10) / 10;
