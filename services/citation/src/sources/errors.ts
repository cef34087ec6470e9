/**
 * What went wrong with one attempt at an answer, read from whatever the SDK or our parsing threw:
 * the kind it is counted as, whether another attempt may help, and how long the provider asked us
 * to wait. Read structurally (status, headers, name), so neither SDK has to be loaded to classify.
 */
import type { CitationErrorKind } from '@citable/contracts';
import { MalformedAnswerError, TruncatedStreamError } from './types.js';

export interface AttemptFailure {
  kind: Exclude<CitationErrorKind, 'budget' | 'gave_up'>;
  retryable: boolean;
  /** From Retry-After (or retry-after-ms), when the provider sent one. */
  retryAfterMs: number | null;
  message: string;
}

const RETRY_AFTER_CAP_MS = 60_000;

function header(headers: unknown, name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/** Retry-After in seconds or as an HTTP date; retry-after-ms first (OpenAI sends it). */
export function retryAfterMs(headers: unknown, now = Date.now()): number | null {
  const ms = Number(header(headers, 'retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0 && header(headers, 'retry-after-ms') !== null) return Math.min(ms, RETRY_AFTER_CAP_MS);
  const raw = header(headers, 'retry-after');
  if (raw === null) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, RETRY_AFTER_CAP_MS);
  const date = Date.parse(raw);
  return Number.isFinite(date) ? Math.min(Math.max(0, date - now), RETRY_AFTER_CAP_MS) : null;
}

const causeChain = (err: unknown): unknown[] => {
  const out: unknown[] = [];
  for (let e: unknown = err; e && out.length < 5; e = (e as { cause?: unknown }).cause) out.push(e);
  return out;
};

const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 300);

export function classifyFailure(err: unknown, deadlineHit: boolean): AttemptFailure {
  const message = firstLine(err);
  if (deadlineHit) return { kind: 'timeout', retryable: true, retryAfterMs: null, message: 'no answer before the deadline' };
  if (err instanceof MalformedAnswerError) return { kind: 'malformed', retryable: true, retryAfterMs: null, message };
  if (err instanceof TruncatedStreamError) return { kind: 'truncated', retryable: true, retryAfterMs: null, message };
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number') {
    if (status === 401 || status === 403) return { kind: 'unauthorized', retryable: false, retryAfterMs: null, message };
    if (status === 429) return { kind: 'rate_limited', retryable: true, retryAfterMs: retryAfterMs((err as { headers?: unknown }).headers), message };
    if (status === 408 || status >= 500) return { kind: 'provider_error', retryable: true, retryAfterMs: retryAfterMs((err as { headers?: unknown }).headers), message };
    return { kind: 'provider_error', retryable: false, retryAfterMs: null, message };
  }
  const chain = causeChain(err);
  if (chain.some((e) => e instanceof SyntaxError)) return { kind: 'malformed', retryable: true, retryAfterMs: null, message };
  // A body or stream that stopped half way: undici says "terminated" (its socket closed under it).
  if (chain.some((e) => /terminated|other side closed|UND_ERR_SOCKET|ECONNRESET|premature close/i.test(`${(e as Error).message ?? ''} ${(e as { code?: string }).code ?? ''}`))) {
    return { kind: 'truncated', retryable: true, retryAfterMs: null, message };
  }
  if (chain.some((e) => (e as Error).name === 'APIConnectionTimeoutError' || (e as Error).name === 'TimeoutError')) {
    return { kind: 'timeout', retryable: true, retryAfterMs: null, message };
  }
  // Refused or unreachable: the provider (or our network) may be back on the next attempt.
  return { kind: 'provider_error', retryable: true, retryAfterMs: null, message };
}

const KIND_TEXT: Record<AttemptFailure['kind'], string> = {
  unauthorized: 'The API key was refused',
  rate_limited: 'Rate limited',
  provider_error: 'The provider failed',
  timeout: 'Timed out',
  malformed: 'The answer was malformed',
  truncated: 'The answer was cut off',
};

/** The reason stored with an answer that was never given. */
export function failureReason(f: AttemptFailure, attempts: number): string {
  return `${KIND_TEXT[f.kind]} (${attempts} attempt${attempts === 1 ? '' : 's'}): ${f.message}`;
}
