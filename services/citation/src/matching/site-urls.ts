/**
 * Which cited URLs belong to the audited site, and which audited page each is. A citation matches
 * when its host is the audited host or a subdomain of it, the www twin on either scheme included.
 * URLs are compared after normalising what answers and crawls spell differently: scheme, host
 * case, www, a trailing slash, the fragment, tracking parameters and the order of the query.
 */

/** The audited host without "www.", lower-cased: "https://www.Acme.test/x" and "acme.test" give "acme.test". */
export function siteHost(domainOrUrl: string): string {
  const raw = /^[a-z][a-z0-9+.-]*:\/\//i.test(domainOrUrl) ? domainOrUrl : `https://${domainOrUrl}`;
  try {
    return new URL(raw).hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  } catch {
    return domainOrUrl.toLowerCase().replace(/^www\./, '');
  }
}

function parse(url: string): URL | null {
  if (!URL.canParse(url)) return null;
  const u = new URL(url);
  return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
}

/** True when `url` is on the site's host or one of its subdomains, on either scheme. */
export function belongsToSite(url: string, host: string): boolean {
  const u = parse(url);
  if (!u) return false;
  const h = u.hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  return h === host || h.endsWith(`.${host}`);
}

const TRACKING = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid|ref|ref_src|srsltid)$/i;

/** The key two spellings of one page share. Not a URL: only for comparing. */
export function pageKey(url: string): string {
  const u = parse(url);
  if (!u) return url;
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : '/';
  const params = [...u.searchParams].filter(([k]) => !TRACKING.test(k)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${u.port ? `:${u.port}` : ''}${path}${query}`;
}

/** A cited URL as it is shown: without its fragment and tracking parameters. */
export function cleanUrl(url: string): string {
  const u = parse(url);
  if (!u) return url;
  u.hash = '';
  for (const k of [...u.searchParams.keys()]) if (TRACKING.test(k)) u.searchParams.delete(k);
  return u.toString();
}

export interface SiteMatch {
  /** The first cited URL on the site: the audited page's own URL when it is one, else the cleaned cited URL. */
  firstMatch: string | null;
  /** How many cited URLs are on the site. */
  count: number;
}

/** Matches cited URLs to the audited site and its pages. */
export class SiteMatcher {
  readonly host: string;
  readonly #pages = new Map<string, string>();

  constructor(domain: string, pageUrls: Iterable<string>) {
    this.host = siteHost(domain);
    for (const url of pageUrls) if (!this.#pages.has(pageKey(url))) this.#pages.set(pageKey(url), url);
  }

  /** The audited page a URL is, if it is one. */
  pageOf(url: string): string | null {
    return this.#pages.get(pageKey(url)) ?? null;
  }

  match(citedUrls: readonly string[]): SiteMatch {
    const mine = citedUrls.filter((u) => belongsToSite(u, this.host));
    const first = mine[0];
    return { firstMatch: first === undefined ? null : (this.pageOf(first) ?? cleanUrl(first)), count: mine.length };
  }
}
