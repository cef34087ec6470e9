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
import { checkOriginMapping } from '@citable/config';
import type { OriginMapping } from '@citable/contracts';
import { siteOf } from './normalize.js';

export interface OriginMap {
  /** The address to fetch a public URL from. */
  toFetchUrl(publicUrl: string): string;
  /** The public URL of an address the copy answered with. */
  toPublicUrl(fetchUrl: string): string;
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
  // A job's mapping comes over the bus: checked as CRAWL_MAP_ORIGIN and --map-origin are.
  const { from, to } = checkOriginMapping(mapping);
  const publicSite = siteOf(from);
  return {
    toFetchUrl: (url) => (publicSite.contains(url) ? withOrigin(url, to) : url),
    toPublicUrl: (url) => (URL.canParse(url) && new URL(url).origin === to ? withOrigin(url, from) : url),
  };
}
