import { describe, expect, it } from 'vitest';
import { GiveUpError, RetryLaterError } from '../bus.js';
import { failureOutcome, MAX_RETRY_DELAY_MS } from './outcome.js';
import { workSettings } from './settings.js';

describe("a failed job's next delivery", () => {
  const settings = workSettings({ maxDeliver: 8, retryDelayMs: 1_000 });

  it('waits longer each time, so retries outlast an outage of several seconds (a database restart)', () => {
    const delays = [1, 2, 3, 4].map((n) => failureOutcome(new Error('connection terminated'), n, settings));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000].map((delayMs) => ({ kind: 'retry', delayMs })));
  });

  it('never waits longer than a minute', () => {
    expect(failureOutcome(new Error('x'), 7, workSettings({ maxDeliver: 8, retryDelayMs: 5_000 }))).toEqual({ kind: 'retry', delayMs: MAX_RETRY_DELAY_MS });
  });

  it('keeps its own delay for RetryLaterError, and drops on GiveUpError or the last delivery', () => {
    expect(failureOutcome(new RetryLaterError('busy', 250), 3, settings)).toEqual({ kind: 'retry', delayMs: 250 });
    expect(failureOutcome(new GiveUpError('bad job'), 1, settings)).toEqual({ kind: 'drop' });
    expect(failureOutcome(new Error('x'), 8, settings)).toEqual({ kind: 'drop' });
  });
});
