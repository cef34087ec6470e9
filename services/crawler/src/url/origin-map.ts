/**
 * Crawling a copy of a site served somewhere else (a staging host, a local mirror) whose
 * canonicals, sitemaps and absolute links name the public host. Pure.
 *
 * Decision: the crawl works in PUBLIC URLs. The frontier, the stored pages, the redirect chains
 * and the artifacts all carry the public URL, so the audit reads as the public site (the canonical
 * check compares public with public, the sitemap's URLs match the pages). Only the moment of
 * fetching translates a public URL to the address it is served from, and URLs the copy answers
 * with (redirect targets, absolute links to the copy) are translated back.
 *
 * Every URL of the public site (the host, its www twin, either scheme) is served by `to`, so no
 * request of a mapped crawl ever leaves for the real public host.
 */
import { siteOf } from './normalize.js';

export interface OriginMapping {
  /** Public origin, as the site's canonicals name it, e.g. https://www.example.com */
  from: string;
  /** Where that site is actually served, e.g. http://127.0.0.1:8080 */
  to: string;
}

export interface OriginMap {
  /** The address to fetch a public URL from. */
  toFetchUrl(publicUrl: string): string;
  /** The public URL of an address the copy answered with. */
  toPublicUrl(fetchUrl: string): string;
}

function originOf(value: string, label: string): string {
  if (!URL.canParse(value)) throw new Error(`mapOrigin.${label}: "${value}" is not an absolute URL`);
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`mapOrigin.${label}: "${value}" is not an http(s) URL`);
  }
  return url.origin;
}

function withOrigin(url: string, origin: string): string {
  const u = new URL(url);
  return `${origin}${u.pathname}${u.search}${u.hash}`;
}

/**
 * The mapping whose public site (host, www twin, either scheme) `rootUrl` is on. Only the public
 * side is matched: an audit of the serving address itself stays an audit of that address.
 */
export function mappingFor(mappings: readonly OriginMapping[], rootUrl: string): OriginMapping | undefined {
  return mappings.find((m) => siteOf(m.from).contains(rootUrl));
}

export const IDENTITY_ORIGIN_MAP: OriginMap = { toFetchUrl: (u) => u, toPublicUrl: (u) => u };

export function createOriginMap(mapping: OriginMapping | undefined): OriginMap {
  if (!mapping) return IDENTITY_ORIGIN_MAP;
  const from = originOf(mapping.from, 'from');
  const to = originOf(mapping.to, 'to');
  const publicSite = siteOf(from);
  return {
    toFetchUrl: (url) => (publicSite.contains(url) ? withOrigin(url, to) : url),
    toPublicUrl: (url) => (URL.canParse(url) && new URL(url).origin === to ? withOrigin(url, from) : url),
  };
}
