/**
 * One openai SDK client per source, created on the first question: ChatGPT, Perplexity and Brave
 * all speak through it (at their own base URLs). The SDK loads only when a source is asked.
 */
import { lazily, sdkOptions } from '@citable/llm';
import type OpenAI from 'openai';
import type { SourceOptions } from './types.js';

/**
 * retry.ts retries, uniformly for every source (it also covers cut-off streams); failures are
 * recorded with the answer and logged by the service, so the SDK neither retries nor logs.
 */
export const SOURCE_SDK_OPTIONS = { maxRetries: 0, logLevel: 'off' } as const;

export function lazyOpenAi(opts: SourceOptions, defaultHeaders?: Record<string, string>): () => Promise<OpenAI> {
  return lazily(async () => new (await import('openai')).default({ ...sdkOptions(opts), ...SOURCE_SDK_OPTIONS, ...(defaultHeaders ? { defaultHeaders } : {}) }));
}
