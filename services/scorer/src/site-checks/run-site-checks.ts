/**
 * Runs the catalogue's enabled site-level criteria and turns each outcome into a stored
 * CheckResult with the criterion's texts. One broken check never sinks the run: a throw, a
 * missing implementation or a score outside 0..100 becomes that check's `error` result.
 */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { statusFor } from '@citable/criteria';
import { SITE_CHECKS } from './registry.js';
import { isNotApplicable, type CheckOutcome, type SiteCheck, type SiteCheckInput } from './types.js';

type Verdict = Pick<CheckResult, 'score' | 'status' | 'details' | 'evidence' | 'error'>;

function judge(criterion: ScoringCriterion, outcome: CheckOutcome): Verdict {
  if (isNotApplicable(outcome)) {
    return {
      score: 0,
      status: 'not_applicable',
      details: { ...outcome.details, reason: outcome.reason },
      evidence: outcome.evidence ?? [outcome.reason],
    };
  }
  if (!Number.isFinite(outcome.score) || outcome.score < 0 || outcome.score > 100) {
    throw new Error(`Score out of range: ${outcome.score}`);
  }
  const { score, details, evidence } = outcome;
  return { score, status: statusFor(criterion, score), details, evidence };
}

function evaluate(criterion: ScoringCriterion, check: SiteCheck | undefined, input: SiteCheckInput): Verdict {
  try {
    if (!check) throw new Error(`No site check implements ${criterion.id}`);
    return judge(criterion, check.evaluate(input));
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return { score: 0, status: 'error', details: {}, evidence: [], error };
  }
}

function toCheckResult(criterion: ScoringCriterion, verdict: Verdict): CheckResult {
  return {
    id: criterion.id,
    name: criterion.label,
    category: criterion.category,
    weight: criterion.weight,
    preview: criterion.preview,
    impact: criterion.impact,
    impact_level: criterion.impact,
    page_url: null,
    page_title: null,
    why_it_matters: criterion.why_it_matters,
    how_to_fix: criterion.how_to_fix,
    quick_fixes: criterion.quick_fixes,
    examples: criterion.examples,
    official_docs: criterion.official_docs,
    ...verdict,
  };
}

/** `checks` defaults to every site check; tests pass their own to exercise the runner's guards. */
export function runSiteChecks(
  input: SiteCheckInput,
  criteria: readonly ScoringCriterion[],
  checks: ReadonlyMap<string, SiteCheck> = SITE_CHECKS,
): CheckResult[] {
  return criteria
    .filter((c) => c.scope === 'site' && c.enabled)
    .map((criterion) => toCheckResult(criterion, evaluate(criterion, checks.get(criterion.id), input)));
}
