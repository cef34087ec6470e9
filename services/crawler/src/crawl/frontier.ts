/**
 * The crawl frontier behind a small interface, so it can live in the database: when a crawler
 * replica dies mid-crawl, the redelivered job resumes on another replica from the same frontier
 * without refetching finished URLs or storing a page twice.
 *
 * Shape of the Postgres table it maps to:
 *   crawl_frontier(audit_id, url, depth, state, source, attempts, error), primary key (audit_id, url)
 *
 * URLs are public, normalised URLs (url/normalize.ts); the store compares them as strings.
 * States: queued -> fetching -> done (a page was stored under this URL) | failed (fetching gave
 * up) | skipped (nothing to store: robots.txt, a redirect, a canonical pointing elsewhere).
 */

export const FRONTIER_STATES = ['queued', 'fetching', 'done', 'failed', 'skipped'] as const;
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

export interface FrontierStore {
  /** Adds URLs not known yet as queued; known URLs (in any state) are left alone. Returns how many were new. */
  add(urls: readonly string[], depth: number, source: FrontierSource): Promise<number>;
  /**
   * Moves up to `limit` queued URLs to fetching and returns them, breadth-first: lowest depth
   * first, then in the order they were added. Each claim counts an attempt.
   */
  claim(limit: number): Promise<FrontierEntry[]>;
  /**
   * Claims one specific URL found by following a redirect: inserts it as fetching when unknown,
   * or takes it from queued or skipped (a skipped URL never had a page stored: taking it back
   * breaks a canonical-and-redirect cycle such as "A names B canonical, B redirects to A"). False
   * when it is being fetched, done or failed: another fetch owns it, so the caller must not
   * store it.
   */
  claimUrl(url: string, depth: number, source: FrontierSource): Promise<boolean>;
  /**
   * Records how a fetch ended, whatever state the URL is in by then: a replica presumed dead (its
   * URLs requeued) whose fetch finishes after all has stored its page, so the outcome stands.
   * Unknown URLs are left alone.
   */
  complete(url: string, state: 'done' | 'failed' | 'skipped', error?: string | null): Promise<void>;
  /**
   * Puts a fetching URL back in the queue for another attempt, recording why the last one failed.
   * A URL no longer being fetched (requeued or finished by another replica) is left alone.
   */
  release(url: string, error: string): Promise<void>;
  /** After a crash: every URL left in fetching goes back to queued. Returns how many. */
  requeueInFlight(): Promise<number>;
  stateOf(url: string): Promise<FrontierState | null>;
  counts(): Promise<FrontierCounts>;
}
