import { describe, expect, it } from 'vitest';

import { parseUtc, relativeTime } from '../relative-time';

const now = new Date('2025-01-17T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 minute ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600 + 3599, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [10 * 86400, '10 days ago'],
  ])('%ds ago reads "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it('says "Never" when there is no time', () => {
    expect(relativeTime(null, now)).toBe('Never');
    expect(relativeTime(undefined, now)).toBe('Never');
    expect(relativeTime('', now)).toBe('Never');
    expect(relativeTime('not a date', now)).toBe('Never');
  });

  it('treats a time in the future as just now', () => {
    expect(relativeTime(ago(-120), now)).toBe('Just now');
  });
});

describe('parseUtc', () => {
  it('reads zone-less timestamps as UTC', () => {
    expect(parseUtc('2025-01-17 10:00:00')?.toISOString()).toBe('2025-01-17T10:00:00.000Z');
    expect(parseUtc('2025-01-17T10:00:00')?.toISOString()).toBe('2025-01-17T10:00:00.000Z');
    expect(parseUtc('2025-01-17T10:00:00+02:00')?.toISOString()).toBe('2025-01-17T08:00:00.000Z');
    expect(parseUtc('2025-01-17T10:00:00.000Z')?.toISOString()).toBe('2025-01-17T10:00:00.000Z');
  });
});
