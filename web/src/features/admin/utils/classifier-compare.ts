/** Classifier compare shows the first 10 nav terms (spec 9). */
export const NAV_TERMS_SHOWN = 10;

/** A 0..1 confidence as a whole percentage ("87%"), or "—" when it is not a number. */
export function percent(confidence: number): string {
  return Number.isFinite(confidence) ? `${Math.round(confidence * 100)}%` : '—';
}
