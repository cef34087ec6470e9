import type { BrokenLink, CanonicalCopy, CrawlSummary } from '@citable/contracts';

import { displayUrl } from '@/utils/url';

/** What a broken link answered: "404", or the network error's code when nothing came back. */
export function brokenLinkStatus(link: Pick<BrokenLink, 'status_code' | 'error'>): string {
  if (link.status_code !== null) return String(link.status_code);
  const code = link.error?.split(':')[0]?.trim();
  return code ? code.replace(/_/g, ' ') : 'no response';
}

/** Linking pages the panel lists per broken link; the rest are counted. */
export const LINKING_PAGES_SHOWN = 3;

/** The first linking pages to list, and "and 11 more" for the others ('' when all are listed). */
export function linkingPages(link: Pick<BrokenLink, 'linked_from' | 'linked_from_count'>, shown = LINKING_PAGES_SHOWN): { listed: string[]; more: string } {
  const listed = link.linked_from.slice(0, shown);
  const more = link.linked_from_count - listed.length;
  return { listed, more: more > 0 ? `and ${more} more` : '' };
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** A URL of the audited site as its path ("/docs/intro"); any other URL without its scheme. */
export function siteUrl(url: string, rootUrl: string): string {
  try {
    const u = new URL(url);
    return bareHost(u.host) === bareHost(new URL(rootUrl).host) ? `${u.pathname}${u.search}` : displayUrl(url);
  } catch {
    return url;
  }
}

/**
 * The pages left out because their canonical is another URL, with the URL each defers to. A
 * summary kept before they were counted has none.
 */
export function canonicalCopies(summary: Pick<CrawlSummary, 'counts' | 'canonical_copies'>): { count: number; listed: CanonicalCopy[] } {
  return { count: summary.counts.canonical_copies ?? 0, listed: summary.canonical_copies ?? [] };
}

/** True when the crawl met nothing but pages. */
export const onlyPages = (summary: CrawlSummary): boolean =>
  summary.counts.broken_links +
    summary.counts.redirects +
    summary.counts.resources +
    summary.counts.disallowed +
    summary.counts.not_fetched +
    canonicalCopies(summary).count ===
  0;
