/**
 * The crawl frontier behind a small interface, so it can live in the database: when a crawler
 * replica dies mid-crawl, the redelivered job resumes on another replica from the same frontier
 * without refetching finished URLs or storing a page twice.
 *
 * Shape of the Postgres table it maps to:
 *   crawl_frontier(audit_id, url, depth, state, source, attempts, error, referrer, status_code,
 *   content_type, target), primary key (audit_id, url)
 *
 * URLs are public, normalised URLs (url/normalize.ts); the store compares them as strings.
 * States: queued -> fetching -> one outcome. Only `done` is a page of the audit (an HTML 2xx
 * response, stored); the others are what the crawl summary reports: `broken` (4xx/5xx or no
 * answer), `redirected` (a redirect stub; its target is crawled under its own URL), `resource`
 * (not HTML), `disallowed` (robots.txt), `failed` (not read: over the size cap, undecodable, an address refused),
 * `skipped` (an HTML copy whose canonical is another URL, which is crawled instead).
 */

export const FRONTIER_STATES = ['queued', 'fetching', 'done', 'failed', 'skipped', 'broken', 'redirected', 'resource', 'disallowed'] as const;
export type FrontierState = (typeof FRONTIER_STATES)[number];

/** How a URL entered the frontier. A canonical target counts as a link. */
export const FRONTIER_SOURCES = ['seed', 'sitemap', 'link', 'llms_txt', 'redirect'] as const;
export type FrontierSource = (typeof FRONTIER_SOURCES)[number];

export interface FrontierEntry {
  url: string;
  depth: number;
  source: FrontierSource;
  /** Claims so far, this one included. */
  attempts: number;
}

export type FrontierCounts = Record<FrontierState, number> & { total: number };

/** How a claimed URL ended, with what the crawl summary says of it. */
export type FrontierOutcome =
  | { state: 'done' }
  | { state: 'skipped'; reason: string; /** The canonical URL the page deferred to. */ target?: string | null }
  | { state: 'failed'; reason: string }
  | { state: 'broken'; statusCode: number | null; error: string | null }
  | { state: 'redirected'; statusCode: number; target: string; reason: string }
  | { state: 'resource'; statusCode: number; contentType: string | null }
  | { state: 'disallowed'; reason: string };

/** Outcome states the crawl summary lists URL by URL. */
export type ReportedState = 'broken' | 'redirected' | 'resource' | 'skipped';

/** A URL of a reported state, as the crawl summary reads it. */
export interface FrontierOutcomeRow {
  url: string;
  source: FrontierSource;
  /** The page whose link first led here; a redirect's source for its target. */
  referrer: string | null;
  statusCode: number | null;
  contentType: string | null;
  target: string | null;
  error: string | null;
}

/** An outcome as the columns both stores keep: `error` holds the reason or the network error. */
export interface OutcomeColumns {
  state: FrontierOutcome['state'];
  error: string | null;
  statusCode: number | null;
  contentType: string | null;
  target: string | null;
}

export function outcomeColumns(outcome: FrontierOutcome): OutcomeColumns {
  const none = { error: null, statusCode: null, contentType: null, target: null };
  switch (outcome.state) {
    case 'done':
      return { state: 'done', ...none };
    case 'skipped':
      return { state: 'skipped', ...none, error: outcome.reason, target: outcome.target ?? null };
    case 'failed':
    case 'disallowed':
      return { state: outcome.state, ...none, error: outcome.reason };
    case 'broken':
      return { state: 'broken', ...none, statusCode: outcome.statusCode, error: outcome.error };
    case 'redirected':
      return { state: 'redirected', ...none, statusCode: outcome.statusCode, target: outcome.target, error: outcome.reason };
    case 'resource':
      return { state: 'resource', ...none, statusCode: outcome.statusCode, contentType: outcome.contentType };
  }
}

export interface FrontierStore {
  /**
   * Adds URLs not known yet as queued, found on `referrer` (null for the seed, sitemaps and
   * llms.txt); known URLs (in any state) are left alone. Returns how many were new.
   */
  add(urls: readonly string[], depth: number, source: FrontierSource, referrer?: string | null): Promise<number>;
  /**
   * Moves up to `limit` queued URLs to fetching and returns them, breadth-first: lowest depth
   * first, then in the order they were added. Each claim counts an attempt.
   */
  claim(limit: number): Promise<FrontierEntry[]>;
  /**
   * Claims one specific URL found by following a redirect: inserts it as fetching when unknown,
   * or takes it from queued or skipped (a skipped URL never had a page stored: taking it back
   * breaks a canonical-and-redirect cycle such as "A names B canonical, B redirects to A"). False
   * when it is being fetched or has any other outcome: another fetch owns it, so the caller must
   * not store it. `referrer` is the redirect's source.
   */
  claimUrl(url: string, depth: number, source: FrontierSource, referrer: string | null): Promise<boolean>;
  /**
   * Records how a fetch ended, whatever state the URL is in by then: a replica presumed dead (its
   * URLs requeued) whose fetch finishes after all has stored its page, so the outcome stands.
   * Unknown URLs are left alone.
   */
  complete(url: string, outcome: FrontierOutcome): Promise<void>;
  /**
   * Queues again the pages skipped because their canonical is `target`, once `target` turned out
   * not to be a page (broken, a file, off-limits): they are pages after all. Returns how many.
   */
  requeueDeferredTo(target: string): Promise<number>;
  /**
   * Puts a fetching URL back in the queue for another attempt, recording why the last one failed.
   * A URL no longer being fetched (requeued or finished by another replica) is left alone.
   */
  release(url: string, error: string): Promise<void>;
  /** After a crash: every URL left in fetching goes back to queued. Returns how many. */
  requeueInFlight(): Promise<number>;
  stateOf(url: string): Promise<FrontierState | null>;
  counts(): Promise<FrontierCounts>;
  /** Up to `limit` URLs in one reported state, in the order they were found. */
  outcomes(state: ReportedState, limit: number): Promise<FrontierOutcomeRow[]>;
}
