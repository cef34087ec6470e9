/**
 * Runs the catalogue's enabled page-level criteria on one crawled page and turns each outcome
 * into a stored CheckResult with the criterion's texts. The page is parsed once. One broken check
 * never sinks the run: a throw, a missing implementation or a score outside 0..100 becomes that
 * check's `error` result.
 */
import type { CheckResult, CrawledPage, PageFacts, ScoringCriterion } from '@citable/contracts';
import { statusFor } from '@citable/criteria';
import { buildPageInput } from './input.js';
import { evaluateWithRendering } from './lib/rendering.js';
import type { LlmJudge } from './llm/judge.js';
import { PAGE_CHECKS } from './registry.js';
import { isNotApplicable, type CheckOutcome, type PageCheck, type PageCheckInput } from './types.js';

type Verdict = Pick<CheckResult, 'score' | 'status' | 'details' | 'evidence' | 'error'>;

export interface RunPageChecksOptions {
  criteria: readonly ScoringCriterion[];
  llm?: LlmJudge | null;
  /** The audit's clock, for freshness; defaults to now. */
  now?: Date;
  /** Defaults to every page check; tests pass their own to exercise the runner's guards. */
  checks?: ReadonlyMap<string, PageCheck>;
}

export interface PageCheckRun {
  facts: PageFacts;
  results: CheckResult[];
}

function judge(criterion: ScoringCriterion, outcome: CheckOutcome): Verdict {
  if (isNotApplicable(outcome)) {
    return {
      score: 0,
      status: 'not_applicable',
      details: { ...outcome.details, reason: outcome.reason },
      evidence: [outcome.reason, ...(outcome.evidence ?? [])],
    };
  }
  const { score, details, evidence } = outcome;
  if (!Number.isInteger(score) || score < 0 || score > 100) throw new Error(`Score is not an integer from 0 to 100: ${score}`);
  return { score, status: statusFor(criterion, score), details, evidence };
}

function noHtml(page: CrawledPage): Verdict {
  const reason = `The URL returned no HTML${page.contentType ? ` (${page.contentType})` : ''}`;
  return { score: 0, status: 'not_applicable', details: { reason }, evidence: [reason] };
}

async function evaluate(criterion: ScoringCriterion, check: PageCheck | undefined, input: PageCheckInput): Promise<Verdict> {
  try {
    if (!check) throw new Error(`No page check implements ${criterion.id}`);
    if (input.page.htmlStatic === null) return noHtml(input.page);
    return judge(criterion, await evaluateWithRendering(check, input));
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return { score: 0, status: 'error', details: {}, evidence: [], error };
  }
}

function toCheckResult(criterion: ScoringCriterion, input: PageCheckInput, verdict: Verdict): CheckResult {
  return {
    id: criterion.id,
    name: criterion.label,
    category: criterion.category,
    weight: criterion.weight,
    preview: criterion.preview,
    impact: criterion.impact,
    impact_level: criterion.impact,
    page_url: input.page.url,
    page_title: input.facts.title,
    why_it_matters: criterion.why_it_matters,
    how_to_fix: criterion.how_to_fix,
    quick_fixes: criterion.quick_fixes,
    examples: criterion.examples,
    official_docs: criterion.official_docs,
    ...verdict,
  };
}

export async function runPageChecks(page: CrawledPage, opts: RunPageChecksOptions): Promise<PageCheckRun> {
  const input = buildPageInput(page, { now: opts.now ?? new Date(), llm: opts.llm ?? null });
  const checks = opts.checks ?? PAGE_CHECKS;
  const criteria = opts.criteria.filter((c) => c.scope === 'page' && c.enabled);
  const results = await Promise.all(
    criteria.map(async (criterion) => toCheckResult(criterion, input, await evaluate(criterion, checks.get(criterion.id), input))),
  );
  return { facts: input.facts, results };
}
