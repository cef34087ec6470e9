/** Page checks: the 23 page-level criteria judged on one crawled page. */
export { runPageChecks } from './runner.js';
export { createPageCheckPool, createPageScorer, defaultPoolSize } from './pool.js';
export type { LlmSettings, PageCheckPool, PageScorer, PageScorerOptions } from './pool.js';
export type { RunPageChecksOptions, PageCheckRun } from './runner.js';
export { buildPageInput } from './input.js';
export { PAGE_CHECKS } from './registry.js';
export { isNotApplicable } from './types.js';
export type { PageCheck, PageCheckInput, CheckOutcome, ScoredOutcome, NotApplicableOutcome } from './types.js';
export type { LlmJudge, Judgement, Subscores, AnswerabilityInput } from './llm/judge.js';
export { RUBRIC, parseJudgement, llmJudge } from './llm/judge.js';
export { llmJudgeFromEnv } from './llm/from-env.js';
