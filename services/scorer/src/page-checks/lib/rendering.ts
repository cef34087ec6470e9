/**
 * The catalogue's rendering rule (criteria JS_RULE): GPTBot, ClaudeBot and PerplexityBot read the
 * static HTML; Googlebot renders. Content that exists only after JavaScript is real for Google
 * but invisible to most assistants, so it can lift a check to a warning, never to a pass.
 */
import { isNotApplicable, type CheckOutcome, type PageCheck, type PageCheckInput } from '../types.js';

const RENDERED_CAP = 60;

export async function evaluateWithRendering(check: PageCheck, input: PageCheckInput): Promise<CheckOutcome> {
  const fromStatic = await check.evaluate(input);
  if (!check.renderedCredit || input.rendered === null || input.renderedFacts === null) return fromStatic;
  const fromRendered = await check.evaluate({ ...input, static: input.rendered, facts: input.renderedFacts, rendered: null, renderedFacts: null });
  if (isNotApplicable(fromRendered)) return fromStatic;
  const staticScore = isNotApplicable(fromStatic) ? null : fromStatic.score;
  if (staticScore !== null && fromRendered.score <= staticScore) return fromStatic;
  const score = Math.max(staticScore ?? 0, Math.min(fromRendered.score, RENDERED_CAP));
  return {
    score,
    details: { ...fromStatic.details, staticScore, renderedScore: fromRendered.score },
    evidence: [
      ...(fromStatic.evidence ?? []),
      `After JavaScript runs the page scores ${fromRendered.score}, but content that only appears then counts for at most ${RENDERED_CAP}: most AI crawlers don't run JavaScript`,
    ],
  };
}
