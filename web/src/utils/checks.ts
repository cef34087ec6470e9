/** The fields of a check result the score helpers read. */
type ScoreLike = { preview?: boolean; status: string; score: number };

/**
 * Check status labels (spec 4): ok "Passing", warn "Warning", fail/error/not_applicable
 * "Needs Attention"; a preview check shows "preview" whatever it scored.
 */
export type CheckTone = 'success' | 'warn' | 'danger' | 'preview' | 'neutral';

export function checkStatusLabel(check: { status: string; preview?: boolean }): string {
  if (check.preview) return 'preview';
  if (check.status === 'ok') return 'Passing';
  if (check.status === 'warn') return 'Warning';
  return 'Needs Attention';
}

/** The colour of a check: a check that does not apply keeps its label but is grey, not red. */
export function checkTone(check: { status: string; preview?: boolean }): CheckTone {
  if (check.preview) return 'preview';
  if (check.status === 'ok') return 'success';
  if (check.status === 'warn') return 'warn';
  if (check.status === 'not_applicable') return 'neutral';
  return 'danger';
}

/** Counted in page and category averages: not a preview check and not "does not apply" (decisions). */
export const isScored = (check: { preview?: boolean; status: string }): boolean =>
  !check.preview && check.status !== 'not_applicable';

/**
 * Page diagnostic score (spec 5): the rounded average of the non-preview checks' scores, 0 when
 * there are none. Checks that do not apply are left out of the average (decisions).
 */
export function pageDiagnosticScore(checks: readonly ScoreLike[]): number {
  const scored = checks.filter(isScored);
  if (scored.length === 0) return 0;
  return Math.round(scored.reduce((sum, c) => sum + c.score, 0) / scored.length);
}

/** Average of the scored checks to 1 decimal, or null when there are none. */
export function averageScore(checks: readonly ScoreLike[]): number | null {
  const scored = checks.filter(isScored);
  if (scored.length === 0) return null;
  return scored.reduce((sum, c) => sum + c.score, 0) / scored.length;
}

export type StatusCounts = { passing: number; warnings: number; failing: number };

/** Passing / warnings / failing of the scored checks (the Page Diagnostic Score card). */
export function statusCounts(checks: readonly { preview?: boolean; status: string }[]): StatusCounts {
  const counts = { passing: 0, warnings: 0, failing: 0 };
  for (const check of checks) {
    if (check.preview || check.status === 'not_applicable') continue;
    if (check.status === 'ok') counts.passing += 1;
    else if (check.status === 'warn') counts.warnings += 1;
    else counts.failing += 1;
  }
  return counts;
}

/** Checks grouped by category, in the order the categories first appear. */
export function groupByCategory<T extends { category: string }>(checks: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const check of checks) {
    const list = groups.get(check.category) ?? [];
    list.push(check);
    groups.set(check.category, list);
  }
  return [...groups];
}

/** The impact of a check result; older rows carry only one of the two fields. */
export const impactOf = (check: { impact?: string | null; impact_level?: string | null }): string =>
  check.impact_level ?? check.impact ?? 'Low';

export const IMPACT_ORDER: Record<string, number> = { High: 0, Medium: 1, Low: 2 };
