/**
 * The configured LLM (LLM_PROVIDER, LLM_API_KEY, LLM_BASE_URL, LLM_MODEL) as one small port: give
 * it a system prompt and a user message, get its text back. The A7 answerability check and the
 * AI (V4) prompt sets both use it; adapters over the openai and @anthropic-ai/sdk SDKs implement it.
 */

export interface CompletionRequest {
  system: string;
  user: string;
  /** Ask for a JSON object (OpenAI's JSON mode; Anthropic follows the system prompt). */
  json?: boolean;
  /** Anthropic requires a cap on the answer's length; OpenAI-compatible servers get none. */
  maxTokens: number;
}

export interface Completion {
  text: string;
  /** Input plus output tokens, as the provider counted them. */
  tokens: number;
}

export interface LlmClient {
  /** "openai:gpt-4.1-mini", for results' details and logs. */
  readonly name: string;
  complete(request: CompletionRequest): Promise<Completion>;
}

/** What an adapter needs to reach its provider. */
export interface ProviderOptions {
  apiKey: string;
  /** For OpenAI, includes /v1 (https://api.openai.com/v1); for Anthropic, without /v1. */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** The LLM_* settings, as the environment (or a worker's copy of it) gives them. */
export type LlmSettings = Record<'LLM_PROVIDER' | 'LLM_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL', string | undefined>;
