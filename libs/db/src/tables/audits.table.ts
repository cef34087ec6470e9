import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuditStatus, CheckResult, CrawlOptions, CrawlSummary } from '@citable/contracts';
import type { DefaultJson, DefaultTimestamp, Json, Timestamp } from '../columns.js';

/** How an audit crawls, chosen when it starts (stored in audits.options). */
export type AuditOptions = CrawlOptions;

/** One audit of one site: its settings, progress counters and, once scored, its results. */
export interface AuditsTable {
  id: Generated<string>;
  /** Null once the owner is deleted: the audit stays for its public link. */
  user_id: string | null;
  project_id: string;
  root_url: string;
  domain: string;
  site_description: string | null;
  max_pages: number;
  status: AuditStatus;
  options: DefaultJson<AuditOptions>;
  composite_score: number | null;
  aeo_score: number | null;
  geo_score: number | null;
  composite: Json<unknown> | null;
  pages_discovered: Generated<number>;
  pages_crawled: Generated<number>;
  pages_analyzed: Generated<number>;
  started_at: DefaultTimestamp;
  finished_at: Timestamp | null;
  is_public: Generated<boolean>;
  fail_reason: string | null;
  fail_at: Timestamp | null;
  scorecard_v2: Json<unknown> | null;
  category_scores: Json<unknown> | null;
  fix_first: Json<unknown> | null;
  site_checks_json: Json<CheckResult[]> | null;
  report: Json<unknown> | null;
  /** What the crawl met besides pages; written when the crawl ends. */
  crawl_summary: Json<CrawlSummary> | null;
  crawl_completed_at: Timestamp | null;
  finalized_at: Timestamp | null;
  /** The audit this one re-runs. */
  rerun_of: string | null;
  /** The classifier's answer once the audit completed: a SITE_TYPES id, the industry and its vertical. */
  site_type: string | null;
  industry: string | null;
  industry_vertical: string | null;
  classified_at: Timestamp | null;
}

export type AuditRow = Selectable<AuditsTable>;
export type NewAudit = Insertable<AuditsTable>;
export type AuditUpdate = Updateable<AuditsTable>;
