/**
 * Timestamps from the API are UTC text (spec 3). Some stores write them without a zone
 * ("2025-01-17 10:00:00"); those are read as UTC, not local time.
 */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim();
  const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(text);
  const iso = text.includes('T') ? text : text.replace(' ', 'T');
  const date = new Date(hasZone || !/\d{2}:\d{2}/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Relative time (spec 9): "Just now" under a minute, then minutes under 60, hours under 24,
 * otherwise days; "Never" when there is no time.
 */
export function relativeTime(value: string | null | undefined, now: Date = new Date()): string {
  const date = parseUtc(value);
  if (!date) return 'Never';
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** "Jan 17, 2025, 10:04 AM" in the reader's locale and zone, or "—". */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseUtc(value);
  if (!date) return '—';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "January 17, 2025", or "—". */
export function formatDate(value: string | null | undefined): string {
  const date = parseUtc(value);
  if (!date) return '—';
  return date.toLocaleDateString('en-US', { dateStyle: 'long' });
}
