import { GiveUpError, RetryLaterError } from '../bus.js';
import type { WorkSettings } from './settings.js';

export type Failure = { kind: 'retry'; delayMs: number } | { kind: 'drop' };

/** The longest a failed job waits before its next delivery. */
export const MAX_RETRY_DELAY_MS = 60_000;

/**
 * The one place where a handler's error decides what happens to its job (STYLE rule 10):
 * GiveUpError drops it now; anything on the last allowed delivery drops it; RetryLaterError comes
 * back after its own delay; any other error after retryDelayMs, doubled at each delivery (capped at
 * MAX_RETRY_DELAY_MS): five tries a second apart fit in a four-second database restart, 1 + 2 + 4 + 8
 * seconds outlast a longer one.
 * Classes are also recognised by name, because a service may load a second copy of this package
 * (built dist next to sources), where instanceof fails.
 */
export function failureOutcome(error: unknown, deliveryCount: number, settings: WorkSettings): Failure {
  if (is(error, GiveUpError)) return { kind: 'drop' };
  if (deliveryCount >= settings.maxDeliver) return { kind: 'drop' };
  if (is(error, RetryLaterError) && Number.isFinite(error.delayMs)) return { kind: 'retry', delayMs: Math.max(0, error.delayMs) };
  return { kind: 'retry', delayMs: Math.min(settings.retryDelayMs * 2 ** Math.max(0, deliveryCount - 1), MAX_RETRY_DELAY_MS) };
}

function is<E extends Error>(error: unknown, type: abstract new (...args: never[]) => E): error is E {
  return error instanceof type || (error instanceof Error && error.name === type.name);
}
