/**
 * What every client over the openai and @anthropic-ai/sdk SDKs shares: the SDK made once, on the
 * first call (a process that never asks does not load it), and the options both SDKs take.
 */

/** The promise `make` gives, made on the first call and shared by every later one. */
export function lazily<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => (made ??= make());
}

export interface SdkOptionsInput {
  apiKey: string;
  /** For OpenAI-compatible SDK clients, includes /v1; for Anthropic, without /v1. */
  baseURL?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** The constructor options the openai and Anthropic SDKs share. */
export function sdkOptions(o: SdkOptionsInput): { apiKey: string; baseURL?: string; timeout: number; maxRetries: number } {
  return { apiKey: o.apiKey, ...(o.baseURL ? { baseURL: o.baseURL } : {}), timeout: o.timeoutMs ?? 60_000, maxRetries: o.maxRetries ?? 2 };
}

/** The JSON object in a model's answer, which sometimes wraps it in a code fence or a sentence; null when there is none. */
export function jsonObjectIn(text: string): Record<string, unknown> | null {
  const match = /\{[\s\S]*\}/.exec(text);
  if (!match) return null;
  try {
    const parsed: unknown = JSON.parse(match[0]);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
