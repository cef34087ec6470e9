/**
 * Compares page URLs with the URLs AI answers cite, which differ in trivia: a fragment, a
 * trailing slash, the host's case. Anything that is not a URL compares as written.
 */
export function urlKey(url: string): string {
  if (!URL.canParse(url)) return url;
  const u = new URL(url);
  const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : u.pathname;
  return `${u.protocol}//${u.host}${path}${u.search}`;
}

/** Re-keys a url -> count map by urlKey, adding up counts that meet on one key. */
export function countsByKey(counts: ReadonlyMap<string, number>): Map<string, number> {
  const keyed = new Map<string, number>();
  for (const [url, n] of counts) keyed.set(urlKey(url), (keyed.get(urlKey(url)) ?? 0) + n);
  return keyed;
}
