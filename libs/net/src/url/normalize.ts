/**
 * URL identity (crawlee's computeUniqueKey idea): two spellings of one page must give one
 * frontier key, or the crawl fetches and scores it twice. Pure.
 *
 * Rules: http(s) only; the WHATWG parser already lower-cases scheme and host, drops default
 * ports and turns decimal/octal/hex IPv4 spellings into dotted form; on top of that the fragment
 * is dropped, an empty path becomes "/", and click-tracking parameters are removed. The remaining
 * query is kept in its order (order can matter to the server), and paths are kept as they are
 * ("/a/" and "/a" and "/index.html" can be different pages).
 */

/** Query parameters that only tag a visit (campaign and click ids), never change the content. */
const TRACKING_PARAMS = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

export function isHttpUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** Parses and normalises `raw` (resolved against `base` when relative); null when it is not an http(s) URL. */
export function normalizeUrl(raw: string, base?: string): string | null {
  const trimmed = raw.trim();
  if (!URL.canParse(trimmed, base)) return null;
  const url = new URL(trimmed, base);
  if (!isHttpUrl(url)) return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  if (url.search) {
    const kept = [...url.searchParams].filter(([name]) => !isTrackingParam(name));
    if (kept.length !== [...url.searchParams].length) {
      url.search = kept.length ? new URLSearchParams(kept).toString() : '';
    }
  }
  // "http://a.com" and "http://a.com/" are the same resource; the parser already gives "/".
  return url.href;
}

/** Host without a leading "www." (the twin rule: example.com and www.example.com are one site). */
export function siteKey(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * The audited site: its host and the www twin, on either scheme and the same port. A sub-domain
 * (blog.example.com) is a different site: AI crawlers and search engines treat it as one.
 */
export interface Site {
  readonly origin: string;
  contains(url: string): boolean;
}

export function siteOf(rootUrl: string): Site {
  const root = new URL(rootUrl);
  const key = siteKey(root.hostname);
  const port = root.port;
  return {
    origin: root.origin,
    contains(url: string): boolean {
      if (!URL.canParse(url)) return false;
      const u = new URL(url);
      if (!isHttpUrl(u)) return false;
      // Default ports are empty strings after parsing, so http://a and https://a both match.
      return siteKey(u.hostname) === key && u.port === port;
    },
  };
}
