/**
 * The report's site-level diagnostics: scored site checks (no preview, no error, no
 * not-applicable: the report shows ok/warn/fail only), failures first, at most 12.
 */
import type { CheckResult } from '@citable/contracts';
import { isScored } from '@citable/criteria';
import { SCORING_LIMITS } from '../limits.js';
import type { SiteDiagnostic } from '@citable/contracts';

const STATUS_ORDER = { fail: 0, warn: 1, ok: 2 } as const;

function isShown(r: CheckResult): r is CheckResult & { status: SiteDiagnostic['status'] } {
  return isScored(r) && r.status in STATUS_ORDER;
}

export function siteDiagnostics(siteChecks: readonly CheckResult[]): SiteDiagnostic[] {
  return siteChecks
    .filter(isShown)
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.score - b.score || a.id.localeCompare(b.id))
    .slice(0, SCORING_LIMITS.siteDiagnostics)
    .map(({ id, name, status, score, impact_level }) => ({ id, name, status, score, impact_level }));
}
