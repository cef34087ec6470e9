import { describe, expect, it } from 'vitest';

import { historyAxisLabels } from '../history-axis';

const labels = (dates: string[]) => historyAxisLabels(dates, 'UTC');

describe('historyAxisLabels', () => {
  it('gives the day over the time to the minute when every audit has a minute of its own', () => {
    expect(labels(['2026-11-25T09:00:00Z', '2026-11-26T10:04:31Z', '2026-11-26T10:05:02Z'])).toEqual([
      { day: 'Nov 25', time: '9:00 AM' },
      { day: 'Nov 26', time: '10:04 AM' },
      { day: 'Nov 26', time: '10:05 AM' },
    ]);
  });

  it('shows seconds for two audits of the same minute, and only for them', () => {
    expect(labels(['2026-11-26T09:59:10Z', '2026-11-26T10:04:31Z', '2026-11-26T10:04:58Z'])).toEqual([
      { day: 'Nov 26', time: '9:59 AM' },
      { day: 'Nov 26', time: '10:04:31 AM' },
      { day: 'Nov 26', time: '10:04:58 AM' },
    ]);
  });

  it('numbers audits that share a second, so no two ticks read alike', () => {
    const ticks = labels(['2026-11-26T10:04:31.100Z', '2026-11-26T10:04:31.900Z', '2026-11-26T10:04:40Z']);
    expect(ticks).toEqual([
      { day: 'Nov 26', time: '10:04:31 AM (1)' },
      { day: 'Nov 26', time: '10:04:31 AM (2)' },
      { day: 'Nov 26', time: '10:04:40 AM' },
    ]);
    expect(new Set(ticks.map((t) => `${t.day} ${t.time}`)).size).toBe(3);
  });

  it('reads zone-less UTC text as the API writes it, and names the year when the audits span two', () => {
    expect(labels(['2025-12-31 23:30:00', '2026-01-02 08:15:00'])).toEqual([
      { day: 'Dec 31, 2025', time: '11:30 PM' },
      { day: 'Jan 2, 2026', time: '8:15 AM' },
    ]);
  });

  it("uses the reader's time zone", () => {
    expect(historyAxisLabels(['2026-11-26T10:04:31Z'], 'America/New_York')).toEqual([{ day: 'Nov 26', time: '5:04 AM' }]);
  });

  it('keeps a dash for a time it cannot read', () => {
    expect(labels(['not a date', '2026-11-26T10:04:31Z'])).toEqual([
      { day: '—', time: '' },
      { day: 'Nov 26', time: '10:04 AM' },
    ]);
  });
});
