/**
 * Runs the catalogue's enabled site-level criteria and turns each outcome into a stored
 * CheckResult with the criterion's texts. One broken check never sinks the run: a throw, a
 * missing implementation or a score outside 0..100 becomes that check's `error` result.
 */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { errorVerdict, judgeOutcome, toCheckResult, type Verdict } from '../check-result.js';
import { SITE_CHECKS } from './registry.js';
import type { SiteCheck, SiteCheckInput } from './types.js';

function evaluate(criterion: ScoringCriterion, check: SiteCheck | undefined, input: SiteCheckInput): Verdict {
  try {
    if (!check) throw new Error(`No site check implements ${criterion.id}`);
    return judgeOutcome(criterion, check.evaluate(input), 'real');
  } catch (err) {
    return errorVerdict(err);
  }
}

/** `checks` defaults to every site check; tests pass their own to exercise the runner's guards. */
export function runSiteChecks(
  input: SiteCheckInput,
  criteria: readonly ScoringCriterion[],
  checks: ReadonlyMap<string, SiteCheck> = SITE_CHECKS,
): CheckResult[] {
  return criteria
    .filter((c) => c.scope === 'site' && c.enabled)
    .map((criterion) => toCheckResult(criterion, evaluate(criterion, checks.get(criterion.id), input), null));
}
