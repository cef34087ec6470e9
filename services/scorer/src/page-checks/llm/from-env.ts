/**
 * The A7 judge over the configured LLM (@citable/llm): no provider or no key means no judge, and
 * the llm-type checks are then not applicable.
 */
import { llmFromSettings, type LlmSettings } from '@citable/llm';
import { llmJudge, type LlmJudge } from './judge.js';

export function llmJudgeFromEnv(env: Partial<LlmSettings> = process.env): LlmJudge | null {
  const client = llmFromSettings(env);
  return client ? llmJudge(client) : null;
}
