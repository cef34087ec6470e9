import type { WorkQueueOptions } from '../bus.js';

/** How long a job id is remembered for de-duplication: the JetStream `duplicate_window`. */
export const DEDUP_WINDOW_MS = 120_000;

export interface WorkSettings {
  concurrency: number;
  ackWaitMs: number;
  maxDeliver: number;
  retryDelayMs: number;
}

/** WorkQueueOptions with defaults, rejected early when they would make the queue misbehave. */
export function workSettings(opts: WorkQueueOptions = {}): WorkSettings {
  const settings = {
    concurrency: opts.concurrency ?? 1,
    ackWaitMs: opts.ackWaitMs ?? 30_000,
    maxDeliver: opts.maxDeliver ?? 5,
    retryDelayMs: opts.retryDelayMs ?? 1_000,
  };
  need(Number.isInteger(settings.concurrency) && settings.concurrency >= 1, 'concurrency', 'a whole number >= 1', settings.concurrency);
  // The heartbeat runs every ackWaitMs / 3; below a second it would race redelivery on a busy machine.
  need(Number.isInteger(settings.ackWaitMs) && settings.ackWaitMs >= 1_000, 'ackWaitMs', 'whole milliseconds >= 1000', settings.ackWaitMs);
  need(Number.isInteger(settings.maxDeliver) && settings.maxDeliver >= 1, 'maxDeliver', 'a whole number >= 1', settings.maxDeliver);
  need(Number.isInteger(settings.retryDelayMs) && settings.retryDelayMs >= 0, 'retryDelayMs', 'whole milliseconds >= 0', settings.retryDelayMs);
  return settings;
}

function need(ok: boolean, option: string, expected: string, got: unknown): void {
  if (!ok) throw new TypeError(`Work queue option ${option} must be ${expected}; got ${String(got)}.`);
}

/**
 * Ack wait of the 1st, 2nd, ... delivery (the last value repeats): doubling from ackWaitMs, so a job
 * that keeps killing its consumer comes back ever more slowly. NATS gets this list as the
 * consumer's `backoff`, which must be shorter than its `max_deliver` (maxDeliver + 1, see
 * serverMaxDeliver).
 */
export function ackWaitSchedule(settings: WorkSettings): number[] {
  const steps = Math.min(settings.maxDeliver, 4);
  return Array.from({ length: steps }, (_, i) => settings.ackWaitMs * 2 ** i);
}

/** The ack wait that applies to delivery number `deliveryCount` (1-based). */
export function ackWaitFor(schedule: readonly number[], deliveryCount: number): number {
  const wait = schedule[Math.min(deliveryCount, schedule.length) - 1];
  if (wait === undefined) throw new RangeError('ack wait schedule is empty');
  return wait;
}

/**
 * Deliveries the server allows: one more than the handler gets. When the handler's last attempt
 * is lost (its consumer died), that extra delivery lets a live consumer dead-letter the job instead
 * of it lingering in the stream unseen.
 */
export function serverMaxDeliver(settings: WorkSettings): number {
  return settings.maxDeliver + 1;
}
