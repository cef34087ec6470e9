/**
 * What an audit's crawl met besides its pages. Only an HTML response with a 2xx status is a page
 * of the audit (counted toward max_pages and pages_analyzed, checked and scored); error
 * responses, redirect stubs, non-HTML files and copies of pages (an HTML page whose canonical is
 * another URL) are reported here as what they are, and enter no score. Lists are capped
 * (LIMITS.crawlSummary); the counts are always complete.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './schema.js';

/** An internal URL the crawl was sent to that answered 4xx/5xx or not at all. */
export const BrokenLinkSchema = Type.Object({
  url: Type.String(),
  /** Null when no HTTP answer came (see `error`). */
  status_code: Nullable(Type.Integer()),
  /** The network error, e.g. "connection_refused: ...", when there was no answer or no usable one. */
  error: Nullable(Type.String()),
  /** How the crawl found it: a page's link, the sitemap, llms.txt, or a redirect (from the redirecting URL). */
  found_via: Type.Enum(['seed', 'link', 'sitemap', 'llms_txt', 'redirect']),
  /** The first few URLs that lead to it: pages that link to it, or the redirect that ends there. */
  linked_from: Type.Array(Type.String()),
  /** How many URLs lead to it. */
  linked_from_count: Type.Integer({ minimum: 0 }),
});
export type BrokenLink = Static<typeof BrokenLinkSchema>;

/** A URL that answered with a redirect: the crawl went on at its target (when on the site). */
export const CrawlRedirectSchema = Type.Object({
  url: Type.String(),
  /** Status of the first hop (301, 302, 307, 308...). */
  status_code: Type.Integer(),
  /** Where the redirects ended. */
  target: Type.String(),
});
export type CrawlRedirect = Static<typeof CrawlRedirectSchema>;

/** A file that is not an HTML page (image, PDF, JSON...): recorded, neither read nor followed. */
export const SkippedResourceSchema = Type.Object({
  url: Type.String(),
  status_code: Type.Integer(),
  content_type: Nullable(Type.String()),
});
export type SkippedResource = Static<typeof SkippedResourceSchema>;

/**
 * An HTML page whose canonical names another URL of the site (an old version of a manual, a
 * printable copy): the crawl read the canonical in its place, so the copy is not a page of the
 * audit. A copy whose canonical turns out not to be a page is a page after all, and not listed.
 */
export const CanonicalCopySchema = Type.Object({
  url: Type.String(),
  /** The URL the copy names as canonical, crawled in its place. */
  canonical: Type.String(),
});
export type CanonicalCopy = Static<typeof CanonicalCopySchema>;

export const CrawlSummarySchema = Type.Object({
  /** HTML pages that answered 2xx: the pages of the audit. */
  pages: Type.Integer({ minimum: 0 }),
  /** URLs the crawl fetched, pages and everything else. */
  fetched: Type.Integer({ minimum: 0 }),
  /** The most URLs one audit may fetch (a small multiple of max_pages). */
  fetch_cap: Type.Integer({ minimum: 1 }),
  /** True when the crawl stopped at fetch_cap with URLs still to fetch (a site full of dead ends). */
  fetch_cap_reached: Type.Boolean(),
  counts: Type.Object({
    broken_links: Type.Integer({ minimum: 0 }),
    redirects: Type.Integer({ minimum: 0 }),
    resources: Type.Integer({ minimum: 0 }),
    /** URLs robots.txt keeps Citable from fetching. */
    disallowed: Type.Integer({ minimum: 0 }),
    /** URLs Citable did not read: over the 5 MB page cap, undecodable, or at an address it refuses to reach. */
    not_fetched: Type.Integer({ minimum: 0 }),
    /** HTML pages left out because their canonical is another URL (absent from summaries kept before they were counted). */
    canonical_copies: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  broken_links: Type.Array(BrokenLinkSchema),
  redirects: Type.Array(CrawlRedirectSchema),
  resources: Type.Array(SkippedResourceSchema),
  /** Each canonical copy with the URL it defers to (absent from summaries kept before they were listed). */
  canonical_copies: Type.Optional(Type.Array(CanonicalCopySchema)),
});
export type CrawlSummary = Static<typeof CrawlSummarySchema>;
