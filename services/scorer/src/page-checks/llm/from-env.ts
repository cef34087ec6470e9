/**
 * Chooses the LLM judge from the environment: LLM_PROVIDER (openai | anthropic), LLM_API_KEY,
 * LLM_BASE_URL (optional; OpenAI-compatible endpoints include /v1), LLM_MODEL (optional).
 * No provider or no key means no LLM: the llm-type checks are then not applicable.
 */
import { anthropicJudge } from './anthropic-judge.js';
import type { LlmJudge } from './judge.js';
import { openAiJudge } from './openai-judge.js';

export const DEFAULT_MODELS = { openai: 'gpt-4.1-mini', anthropic: 'claude-haiku-4-5' } as const;

export function llmJudgeFromEnv(env: Record<string, string | undefined> = process.env): LlmJudge | null {
  const provider = env['LLM_PROVIDER']?.trim().toLowerCase();
  const apiKey = env['LLM_API_KEY']?.trim();
  if (!provider || !apiKey) return null;
  if (provider !== 'openai' && provider !== 'anthropic') {
    throw new Error(`LLM_PROVIDER must be "openai" or "anthropic", not "${provider}"`);
  }
  const baseURL = env['LLM_BASE_URL']?.trim() || undefined;
  const model = env['LLM_MODEL']?.trim() || DEFAULT_MODELS[provider];
  const opts = { apiKey, model, ...(baseURL ? { baseURL } : {}) };
  return provider === 'openai' ? openAiJudge(opts) : anthropicJudge(opts);
}
