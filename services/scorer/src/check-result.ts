/**
 * From a check's outcome to the CheckResult stored and shown, for page and site checks alike:
 * the criterion's status for the score, "does not apply" with its reason, a broken check as
 * that check's `error` result. The criterion's catalogue texts are not stored with it: they are
 * joined from the catalogue where a screen shows them (@citable/criteria `withTexts`).
 */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { statusFor } from '@citable/criteria';
import { isNotApplicable, type CheckOutcome } from './check-outcome.js';

export type Verdict = Pick<CheckResult, 'score' | 'status' | 'details' | 'evidence' | 'error'>;

/**
 * The verdict on an outcome. Page checks score in whole points; site checks may give shares
 * (e.g. 87.5% of pages). A score outside 0..100 throws: the caller makes it an error result.
 */
export function judgeOutcome(criterion: ScoringCriterion, outcome: CheckOutcome, scores: 'integer' | 'real'): Verdict {
  if (isNotApplicable(outcome)) {
    return {
      score: 0,
      status: 'not_applicable',
      details: { ...outcome.details, reason: outcome.reason },
      evidence: [outcome.reason, ...(outcome.evidence ?? [])],
    };
  }
  const { score, details, evidence } = outcome;
  if (scores === 'integer' && (!Number.isInteger(score) || score < 0 || score > 100)) {
    throw new Error(`Score is not an integer from 0 to 100: ${score}`);
  }
  if (!Number.isFinite(score) || score < 0 || score > 100) throw new Error(`Score out of range: ${score}`);
  return { score, status: statusFor(criterion, score), details, evidence };
}

/** A check that threw (or is missing): its own `error` result, never a failed audit. */
export function errorVerdict(err: unknown): Verdict {
  const error = err instanceof Error ? err.message : String(err);
  return { score: 0, status: 'error', details: {}, evidence: [], error };
}

/** The stored result: the verdict with the criterion's name and weights, on a page (url, title) or the site (nulls). */
export function toCheckResult(criterion: ScoringCriterion, verdict: Verdict, page: { url: string; title: string | null } | null): CheckResult {
  return {
    id: criterion.id,
    name: criterion.label,
    category: criterion.category,
    weight: criterion.weight,
    preview: criterion.preview,
    impact: criterion.impact,
    impact_level: criterion.impact,
    page_url: page?.url ?? null,
    page_title: page?.title ?? null,
    ...verdict,
  };
}
