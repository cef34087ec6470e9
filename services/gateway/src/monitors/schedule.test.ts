import { describe, expect, it } from 'vitest';
import { firstSlot, nextSlotAfterFiring, retryDelayMs, slotAfter } from './schedule.js';

const at = (iso: string) => new Date(iso);

describe('slotAfter', () => {
  it.each([
    ['daily', '2026-12-04T09:00:00Z', '2026-12-05T09:00:00.000Z'],
    ['weekly', '2026-12-04T09:00:00Z', '2026-12-11T09:00:00.000Z'],
    ['monthly', '2026-12-04T09:00:00Z', '2027-01-04T09:00:00.000Z'],
    ['monthly', '2027-01-31T09:00:00Z', '2027-02-28T09:00:00.000Z'],
    ['monthly', '2028-01-31T09:00:00Z', '2028-02-29T09:00:00.000Z'],
  ] as const)('%s after %s is %s', (cadence, slot, next) => {
    expect(slotAfter(cadence, at(slot)).toISOString()).toBe(next);
  });
});

describe('firstSlot', () => {
  it('is one period from now, and none when off', () => {
    expect(firstSlot('weekly', at('2026-12-04T09:30:00Z'))?.toISOString()).toBe('2026-12-11T09:30:00.000Z');
    expect(firstSlot('off', at('2026-12-04T09:30:00Z'))).toBeNull();
  });
});

describe('nextSlotAfterFiring (the catch-up rule)', () => {
  it('is the next slot when the run fires on time', () => {
    expect(nextSlotAfterFiring('daily', at('2026-12-04T09:00:00Z'), at('2026-12-04T09:00:10Z')).toISOString()).toBe('2026-12-05T09:00:00.000Z');
  });

  it('skips every slot missed while down: one run, then the first slot after now, on the same time of day', () => {
    expect(nextSlotAfterFiring('daily', at('2026-12-04T09:00:00Z'), at('2026-12-09T15:00:00Z')).toISOString()).toBe('2026-12-10T09:00:00.000Z');
    expect(nextSlotAfterFiring('weekly', at('2026-12-04T09:00:00Z'), at('2027-01-02T00:00:00Z')).toISOString()).toBe('2027-01-08T09:00:00.000Z');
  });

  it('never returns now itself', () => {
    expect(nextSlotAfterFiring('daily', at('2026-12-04T09:00:00Z'), at('2026-12-05T09:00:00Z')).toISOString()).toBe('2026-12-06T09:00:00.000Z');
  });
});

describe('retryDelayMs', () => {
  it('waits longer after the second failure', () => {
    expect(retryDelayMs(1)).toBe(300_000);
    expect(retryDelayMs(2)).toBe(1_800_000);
  });
});
