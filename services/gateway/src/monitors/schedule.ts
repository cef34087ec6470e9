/**
 * When a monitor is due, as pure functions of the cadence and the clock. Slots are spaced one
 * period apart from the monitor's first slot (months by the calendar, in UTC), so a run that
 * starts late does not push the next one later.
 *
 * The catch-up rule: a monitor found due fires once, for its oldest missed slot, and its next
 * slot becomes the first one after now. Slots missed while everything was down collapse into
 * that one run instead of firing once each.
 */
import type { MonitorCadence } from '@citable/contracts';

export type ActiveCadence = Exclude<MonitorCadence, 'off'>;

const DAY_MS = 86_400_000;

/** The slot one period after `slot`. A month after 31 January is the last day of February. */
export function slotAfter(cadence: ActiveCadence, slot: Date): Date {
  if (cadence === 'daily') return new Date(slot.getTime() + DAY_MS);
  if (cadence === 'weekly') return new Date(slot.getTime() + 7 * DAY_MS);
  const next = new Date(slot.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** A new (or re-enabled) cadence's first slot: one period from now (the audit it was made from is today's run). */
export function firstSlot(cadence: MonitorCadence, now: Date): Date | null {
  return cadence === 'off' ? null : slotAfter(cadence, now);
}

/** The slot after a due `slot` has fired: the first one strictly after `now` (the catch-up rule). */
export function nextSlotAfterFiring(cadence: ActiveCadence, slot: Date, now: Date): Date {
  let next = slotAfter(cadence, slot);
  while (next.getTime() <= now.getTime()) next = slotAfter(cadence, next);
  return next;
}

/** Attempts a run gets before it is reported failed. */
export const MAX_ATTEMPTS = 3;

/** How long a failed attempt waits before the next: 5 minutes, then 30. */
export function retryDelayMs(failedAttempt: number): number {
  return failedAttempt <= 1 ? 5 * 60_000 : 30 * 60_000;
}

/** How late a scheduled run may start before it counts as late (the scheduler looks every SCHEDULER_TICK_MS). */
export const LATE_AFTER_MS = 5 * 60_000;
