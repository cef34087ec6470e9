import { parseUtc } from '@/utils/relative-time';

/** One tick of the score history's time axis: the day over the time. */
export type HistoryAxisLabel = { day: string; time: string };

/**
 * The score history's tick labels, one per audit, oldest first. The chart spaces audits evenly by
 * their order (an index axis), so two audits minutes apart do not pile up on one spot; each tick
 * says when its audit ran: the day ("Nov 26", with the year when the audits span more than one)
 * over the time ("10:04 AM"). Ticks stay distinct: audits that share a minute show seconds
 * ("10:04:31 AM"), and audits that share a second too are numbered ("10:04:31 AM (2)").
 * `timeZone` is the reader's unless given (tests).
 */
export function historyAxisLabels(dates: readonly string[], timeZone?: string): HistoryAxisLabel[] {
  const parsed = dates.map((d) => parseUtc(d));
  const years = new Set(parsed.flatMap((d) => (d ? [d.toLocaleString('en-US', { year: 'numeric', timeZone })] : [])));
  const dayOf = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(years.size > 1 ? { year: 'numeric' } : {}), timeZone });
  const timeOf = (d: Date, seconds: boolean) =>
    d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), timeZone });

  const labels = parsed.map((d) => (d ? { day: dayOf(d), time: timeOf(d, false) } : { day: '—', time: '' }));
  // A minute two audits share: both show their seconds.
  const perMinute = countBy(labels, (l) => `${l.day} ${l.time}`);
  parsed.forEach((d, i) => {
    if (d && perMinute.get(`${labels[i]!.day} ${labels[i]!.time}`)! > 1) labels[i] = { day: dayOf(d), time: timeOf(d, true) };
  });
  // A second they share too (or no time at all): numbered in order.
  const perSecond = countBy(labels, (l) => `${l.day} ${l.time}`);
  const seen = new Map<string, number>();
  return labels.map((l) => {
    const key = `${l.day} ${l.time}`;
    if (perSecond.get(key)! < 2) return l;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return { day: l.day, time: l.time ? `${l.time} (${n})` : `(${n})` };
  });
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
