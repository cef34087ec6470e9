/** Spec section 5: a page's diagnostic score is the rounded mean of its scored checks, 0 if none. */
import type { CheckResult } from '@citable/contracts';
import { isScored } from '@citable/criteria';
import { mean } from './mean.js';

export function pageDiagnosticScore(results: readonly CheckResult[]): number {
  return Math.round(mean(results.filter(isScored).map((r) => r.score)));
}
