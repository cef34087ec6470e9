/**
 * Chooses the LLM from the environment: LLM_PROVIDER (openai | anthropic), LLM_API_KEY,
 * LLM_BASE_URL (optional; OpenAI-compatible endpoints include /v1), LLM_MODEL (optional).
 * No provider or no key means no LLM: callers then say so (A7 is not applicable, AI prompts are
 * not configured) rather than invent an answer.
 */
import { anthropicClient } from './anthropic-client.js';
import type { LlmClient, LlmSettings } from './client.js';
import { openAiClient } from './openai-client.js';

export const DEFAULT_MODELS = { openai: 'gpt-4.1-mini', anthropic: 'claude-haiku-4-5' } as const;

export function llmFromSettings(env: Partial<LlmSettings> = process.env): LlmClient | null {
  const provider = env['LLM_PROVIDER']?.trim().toLowerCase();
  const apiKey = env['LLM_API_KEY']?.trim();
  if (!provider || !apiKey) return null;
  if (provider !== 'openai' && provider !== 'anthropic') {
    throw new Error(`LLM_PROVIDER must be "openai" or "anthropic", not "${provider}"`);
  }
  const baseURL = env['LLM_BASE_URL']?.trim() || undefined;
  const model = env['LLM_MODEL']?.trim() || DEFAULT_MODELS[provider];
  const opts = { apiKey, model, ...(baseURL ? { baseURL } : {}) };
  return provider === 'openai' ? openAiClient(opts) : anthropicClient(opts);
}

/** The LLM_* settings of a loaded configuration, or null when no LLM is configured. */
export function llmSettingsOf(config: Partial<LlmSettings>): LlmSettings | null {
  if (!config.LLM_PROVIDER) return null;
  return { LLM_PROVIDER: config.LLM_PROVIDER, LLM_API_KEY: config.LLM_API_KEY, LLM_BASE_URL: config.LLM_BASE_URL, LLM_MODEL: config.LLM_MODEL };
}
