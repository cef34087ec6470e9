import { GiveUpError, RetryLaterError } from '../bus.js';
import type { WorkSettings } from './settings.js';

export type Failure = { kind: 'retry'; delayMs: number } | { kind: 'drop' };

/**
 * The one place where a handler's error decides what happens to its job (STYLE rule 10):
 * GiveUpError drops it now; anything on the last allowed delivery drops it; RetryLaterError comes
 * back after its own delay; any other error after retryDelayMs.
 * Classes are also recognised by name, because a service may load a second copy of this package
 * (built dist next to sources), where instanceof fails.
 */
export function failureOutcome(error: unknown, deliveryCount: number, settings: WorkSettings): Failure {
  if (is(error, GiveUpError)) return { kind: 'drop' };
  if (deliveryCount >= settings.maxDeliver) return { kind: 'drop' };
  if (is(error, RetryLaterError) && Number.isFinite(error.delayMs)) return { kind: 'retry', delayMs: Math.max(0, error.delayMs) };
  return { kind: 'retry', delayMs: settings.retryDelayMs };
}

function is<E extends Error>(error: unknown, type: abstract new (...args: never[]) => E): error is E {
  return error instanceof type || (error instanceof Error && error.name === type.name);
}
