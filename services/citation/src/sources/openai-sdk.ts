/**
 * One openai SDK client per source, created on the first question: ChatGPT, Perplexity and Brave
 * all speak through it (at their own base URLs). The SDK loads only when a source is asked.
 */
import type OpenAI from 'openai';
import type { SourceOptions } from './types.js';

export function lazyOpenAi(opts: SourceOptions, defaultHeaders?: Record<string, string>): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | null = null;
  return () =>
    (client ??= import('openai').then(
      ({ default: SDK }) =>
        new SDK({
          apiKey: opts.apiKey,
          ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
          timeout: opts.timeoutMs,
          // retry.ts retries, uniformly for every source (it also covers cut-off streams).
          maxRetries: 0,
          // Failures are recorded with the answer (and logged by the service); the SDK stays quiet.
          logLevel: 'off',
          ...(defaultHeaders ? { defaultHeaders } : {}),
        }),
    ));
}
