import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, Timestamp } from '../columns.js';

export const FRONTIER_STATES = ['queued', 'fetching', 'done', 'failed', 'skipped', 'broken', 'redirected', 'resource', 'disallowed'] as const;
export type FrontierState = (typeof FRONTIER_STATES)[number];

export const FRONTIER_SOURCES = ['seed', 'sitemap', 'link', 'llms_txt', 'redirect'] as const;
export type FrontierSource = (typeof FRONTIER_SOURCES)[number];

/** A URL the crawler found for an audit, and how far it got with it. Keyed by (audit_id, url). */
export interface CrawlFrontierTable {
  audit_id: string;
  url: string;
  depth: number;
  state: FrontierState;
  /** Where the URL was found. */
  source: FrontierSource;
  attempts: Generated<number>;
  error: string | null;
  /** The page whose link first led here (a redirect's source, for its target). */
  referrer: string | null;
  /** The HTTP status of a broken link, redirect or file. */
  status_code: number | null;
  content_type: string | null;
  /** A redirect's target, or the canonical URL a skipped page deferred to. */
  target: string | null;
  /** The crawler replica working on it, so a dead replica's claims can be found and retried. */
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  updated_at: DefaultTimestamp;
  /** Discovery order within the table, for breadth-first claims. */
  seq: Generated<number>;
}

export type CrawlFrontierRow = Selectable<CrawlFrontierTable>;
export type NewCrawlFrontier = Insertable<CrawlFrontierTable>;
export type CrawlFrontierUpdate = Updateable<CrawlFrontierTable>;
