/**
 * Bounded retries around one adapter: each attempt has a deadline; failures that another attempt
 * may cure (429, 5xx, timeouts, cut-off or malformed answers) are retried with exponential backoff
 * or after the provider's Retry-After; a refused key is not. The SDKs' own retries are off: they
 * do not cover a stream cut short or a malformed body, and one policy for the four sources keeps
 * what is counted the same.
 */
import type { AttemptFailure } from './errors.js';
import { classifyFailure, failureReason } from './errors.js';
import type { ProviderAnswer, SourceAdapter } from './types.js';

export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  /** One attempt's deadline. */
  timeoutMs: number;
}

export const DEFAULT_RETRY: Omit<RetryPolicy, 'timeoutMs'> = { attempts: 3, baseDelayMs: 1_000 };

export type AskOutcome =
  | { ok: true; answer: ProviderAnswer; attempts: number; latencyMs: number }
  | { ok: false; failure: AttemptFailure; reason: string; attempts: number; latencyMs: number };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export async function askWithRetries(adapter: SourceAdapter, query: string, policy: RetryPolicy, stop?: AbortSignal): Promise<AskOutcome> {
  let last: AttemptFailure | null = null;
  let attempt = 0;
  let latencyMs = 0;
  while (attempt < policy.attempts) {
    attempt += 1;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`no answer within ${policy.timeoutMs} ms`)), policy.timeoutMs);
    const signal = stop ? AbortSignal.any([deadline.signal, stop]) : deadline.signal;
    const started = performance.now();
    try {
      const answer = await adapter.ask(query, signal);
      latencyMs = Math.round(performance.now() - started);
      return { ok: true, answer, attempts: attempt, latencyMs };
    } catch (err) {
      latencyMs = Math.round(performance.now() - started);
      last = classifyFailure(err, deadline.signal.aborted);
      if (!last.retryable || stop?.aborted) break;
    } finally {
      clearTimeout(timer);
    }
    if (attempt < policy.attempts) await sleep(last.retryAfterMs ?? policy.baseDelayMs * 2 ** (attempt - 1), stop);
  }
  const failure = last as AttemptFailure;
  return { ok: false, failure, reason: failureReason(failure, attempt), attempts: attempt, latencyMs };
}
