/**
 * One status per check for the whole site, for counts and "passing" tallies. A check with a site
 * value gets that value's status by its thresholds. One without (it applied nowhere) is `error`
 * if it broke on some page, else `not_applicable`. Preview checks are reported as `preview`.
 */
import type { CheckResult, CheckStatus, ScoringCriterion } from '@citable/contracts';
import type { CheckValue } from './site-values.js';
import { valueStatus } from './status.js';

export type SiteStatus = CheckStatus | 'preview';

export function checkStatuses(
  results: readonly CheckResult[],
  values: readonly CheckValue[],
  criteria: readonly ScoringCriterion[],
): Map<string, SiteStatus> {
  const statuses = new Map<string, SiteStatus>();
  for (const result of results) {
    const seen = statuses.get(result.id);
    if (result.preview) statuses.set(result.id, 'preview');
    else if (seen === undefined || (seen === 'not_applicable' && result.status === 'error')) {
      statuses.set(result.id, result.status === 'error' ? 'error' : 'not_applicable');
    }
  }
  for (const value of values) statuses.set(value.id, valueStatus(value, criteria));
  return statuses;
}
