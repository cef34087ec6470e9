/**
 * Whether two URLs name the same site or address. Checks ask this of every link on a page, so
 * each URL is parsed once (a small cache: the same page and link URLs come back all the time).
 */
const CACHE_LIMIT = 5000;

function cached<T>(compute: (url: string) => T): (url: string) => T {
  const cache = new Map<string, T>();
  return (url) => {
    let value = cache.get(url);
    if (value === undefined && !cache.has(url)) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      value = compute(url);
      cache.set(url, value);
    }
    return value as T;
  };
}

/** The host, lower-cased, without a leading "www."; null for what isn't a URL. */
export const hostKey = cached((url: string): string | null => {
  const parsed = URL.parse(url);
  return parsed ? parsed.hostname.toLowerCase().replace(/^www\./, '') : null;
});

export function sameSite(a: string, b: string): boolean {
  const ka = hostKey(a);
  return ka !== null && ka === hostKey(b);
}

/** Host, path without trailing slashes, and query: fragment and scheme left out. */
function locationKey(ignoreWww: boolean): (url: string) => string | null {
  return cached((u: string): string | null => {
    const url = URL.parse(u);
    if (!url) return null;
    const host = url.host.toLowerCase();
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    return `${ignoreWww ? host.replace(/^www\./, '') : host}${path}${url.search}`;
  });
}

const addressKey = locationKey(true);
const targetKey = locationKey(false);

/** The same address for citation purposes: scheme, "www.", fragment and a trailing slash don't matter. */
export function sameAddress(a: string, b: string): boolean {
  const ka = addressKey(a);
  return ka !== null && ka === addressKey(b);
}

/** The same URL up to scheme, host case, a trailing slash and the fragment ("www." counts). */
export function sameTarget(a: string, b: string): boolean {
  const ka = targetKey(a);
  return ka !== null && ka === targetKey(b);
}
