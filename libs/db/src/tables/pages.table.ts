import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CheckResult, PageFacts, RedirectHop, RenderedMetrics } from '@citable/contracts';
import type { DefaultJson, DefaultTimestamp, Json, Timestamp } from '../columns.js';

/** A crawled page of an audit; unique per (audit_id, url) so a redelivered crawl job upserts. */
export interface PagesTable {
  id: Generated<string>;
  audit_id: string;
  url: string;
  title: string | null;
  status_code: number | null;
  h1: string | null;
  canonical: string | null;
  schema_types: DefaultJson<string[]>;
  jsonld: DefaultJson<unknown[]>;
  html_static: string | null;
  html_rendered: string | null;
  content_type: string | null;
  headers: DefaultJson<Record<string, string>>;
  redirect_chain: DefaultJson<RedirectHop[]>;
  fetch_ms: number | null;
  depth: number;
  rendered_metrics: Json<RenderedMetrics> | null;
  /** What @citable/html read from the static HTML; null for non-HTML content. */
  facts: Json<PageFacts> | null;
  checks_json: Json<CheckResult[]> | null;
  diagnostic_score: number | null;
  scored_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type PageRow = Selectable<PagesTable>;
export type NewPage = Insertable<PagesTable>;
export type PageUpdate = Updateable<PagesTable>;
