/** Page checks: the 23 page-level criteria judged on one crawled page. */
export { runPageChecks } from './runner.js';
export { createPageCheckPool, createPageScorer, defaultPoolSize } from './pool.js';
export type { LlmSettings, PageCheckPool, PageScorer, PageScorerOptions } from './pool.js';
export type { RunPageChecksOptions, PageCheckRun } from './runner.js';
export { buildPageInput } from './input.js';
export { PAGE_CHECKS } from './registry.js';
export { isNotApplicable } from './types.js';
export type { PageCheck, PageCheckInput, CheckOutcome, ScoredOutcome, NotApplicableOutcome } from './types.js';
export type { LlmJudge, Judgement, Subscores, AnswerabilityInput, ProviderOptions } from './llm/judge.js';
export { RUBRIC, parseJudgement } from './llm/judge.js';
export { openAiJudge } from './llm/openai-judge.js';
export { anthropicJudge } from './llm/anthropic-judge.js';
export { llmJudgeFromEnv } from './llm/from-env.js';
