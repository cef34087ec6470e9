/**
 * Which results count (decisions.md, "Score arithmetic"), for the scorer's scores and the audit
 * diff's site values alike. Preview checks are stored but never
 * scored. `not_applicable` is left out by definition. `error` is left out too: a check that broke
 * says nothing about the site, and scoring it 0 would punish the owner for our bug.
 */
import type { CheckResult } from '@citable/contracts';

export function isScored(result: Pick<CheckResult, 'preview' | 'status'>): boolean {
  return !result.preview && result.status !== 'not_applicable' && result.status !== 'error';
}

/** An issue is something to fix on a page: a scored check that warns or fails. */
export function isIssue(result: Pick<CheckResult, 'preview' | 'status'>): boolean {
  return !result.preview && (result.status === 'fail' || result.status === 'warn');
}
