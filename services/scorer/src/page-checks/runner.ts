/**
 * Runs the catalogue's enabled page-level criteria on one crawled page and turns each outcome
 * into a stored CheckResult with the criterion's texts. The page is parsed once. One broken check
 * never sinks the run: a throw, a missing implementation or a score outside 0..100 becomes that
 * check's `error` result.
 */
import type { CheckResult, CrawledPage, PageFacts, ScoringCriterion } from '@citable/contracts';
import { errorVerdict, judgeOutcome, toCheckResult, type Verdict } from '../check-result.js';
import { buildPageInput } from './input.js';
import { evaluateWithRendering } from './lib/rendering.js';
import type { LlmJudge } from './llm/judge.js';
import { PAGE_CHECKS } from './registry.js';
import type { PageCheck, PageCheckInput } from './types.js';

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

function noHtml(page: CrawledPage): Verdict {
  const reason = `The URL returned no HTML${page.contentType ? ` (${page.contentType})` : ''}`;
  return { score: 0, status: 'not_applicable', details: { reason }, evidence: [reason] };
}

async function evaluate(criterion: ScoringCriterion, check: PageCheck | undefined, input: PageCheckInput): Promise<Verdict> {
  try {
    if (!check) throw new Error(`No page check implements ${criterion.id}`);
    if (input.page.htmlStatic === null) return noHtml(input.page);
    return judgeOutcome(criterion, await evaluateWithRendering(check, input), 'integer');
  } catch (err) {
    return errorVerdict(err);
  }
}

export async function runPageChecks(page: CrawledPage, opts: RunPageChecksOptions): Promise<PageCheckRun> {
  const input = buildPageInput(page, { now: opts.now ?? new Date(), llm: opts.llm ?? null });
  const checks = opts.checks ?? PAGE_CHECKS;
  const criteria = opts.criteria.filter((c) => c.scope === 'page' && c.enabled);
  const results = await Promise.all(
    criteria.map(async (criterion) =>
      toCheckResult(criterion, await evaluate(criterion, checks.get(criterion.id), input), { url: input.page.url, title: input.facts.title }),
    ),
  );
  return { facts: input.facts, results };
}
