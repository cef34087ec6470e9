/**
 * The crawl summary of an audit (contracts' CrawlSummary) from the frontier's outcomes: what the
 * crawl met besides pages. Pure: the engine reads the rows, this shapes them.
 */
import { LIMITS, type BrokenLink, type CrawlSummary } from '@citable/contracts';
import type { FrontierCounts, FrontierOutcomeRow } from './frontier.js';

export interface CrawlSummaryInput {
  counts: FrontierCounts;
  fetched: number;
  fetchCap: number;
  fetchCapReached: boolean;
  /** Rows of each reported state, in discovery order, at most LIMITS.crawlSummary.listCap each. */
  broken: readonly FrontierOutcomeRow[];
  redirects: readonly FrontierOutcomeRow[];
  resources: readonly FrontierOutcomeRow[];
  /** Copies skipped for their canonical (`target`). */
  canonicalCopies: readonly FrontierOutcomeRow[];
  /** Stored pages linking to each broken URL (may be missing or empty). */
  linkingPages: ReadonlyMap<string, readonly string[]>;
}

function brokenLink(row: FrontierOutcomeRow, linking: readonly string[]): BrokenLink {
  // The page that first led here comes first: it is also the one a link in rendered HTML, or a
  // redirect, leaves as the only witness.
  const from = [...new Set([...(row.referrer ? [row.referrer] : []), ...linking])];
  return {
    url: row.url,
    status_code: row.statusCode,
    error: row.error,
    found_via: row.source,
    linked_from: from.slice(0, LIMITS.crawlSummary.linkingPages),
    linked_from_count: from.length,
  };
}

export function buildCrawlSummary(input: CrawlSummaryInput): CrawlSummary {
  const { counts } = input;
  return {
    pages: counts.done,
    fetched: input.fetched,
    fetch_cap: input.fetchCap,
    fetch_cap_reached: input.fetchCapReached,
    counts: {
      broken_links: counts.broken,
      redirects: counts.redirected,
      resources: counts.resource,
      disallowed: counts.disallowed,
      not_fetched: counts.failed,
      canonical_copies: counts.skipped,
    },
    broken_links: input.broken.map((row) => brokenLink(row, input.linkingPages.get(row.url) ?? [])),
    redirects: input.redirects.map((row) => ({ url: row.url, status_code: row.statusCode ?? 0, target: row.target ?? '' })),
    resources: input.resources.map((row) => ({ url: row.url, status_code: row.statusCode ?? 0, content_type: row.contentType })),
    canonical_copies: input.canonicalCopies.map((row) => ({ url: row.url, canonical: row.target ?? '' })),
  };
}
