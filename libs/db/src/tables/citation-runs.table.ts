import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CitationPromptsInfo, CitationRunStatus, CitationSource, QueryType, ReportCitations } from '@citable/contracts';
import { CITATION_RUN_STATUSES } from '@citable/contracts';
import type { DefaultJson, DefaultTimestamp, Json, Timestamp } from '../columns.js';

export { CITATION_RUN_STATUSES };
export type { CitationRunStatus };

/**
 * One "run citations" of an audit: which AI sources were asked which queries how many times,
 * its token budget, and how it ended. Only one run per audit is `running` at a time.
 */
export interface CitationRunsTable {
  id: Generated<string>;
  audit_id: string;
  domain: string;
  sources: Json<CitationSource[]>;
  not_configured: DefaultJson<CitationSource[]>;
  queries: DefaultJson<Array<{ query: string; query_type: QueryType }>>;
  repeats: Generated<number>;
  /** Answers to get: queries x sources x repeats. */
  total: Generated<number>;
  tokens_used: Generated<number>;
  /** Answers stored so far, and how many of them errored, per source. */
  progress: DefaultJson<Partial<Record<CitationSource, { done: number; errors: number }>>>;
  max_tokens: Generated<number>;
  prompts: Json<CitationPromptsInfo> | null;
  status: CitationRunStatus;
  error: string | null;
  /** Written by the replica that completes the run: what the report and Fix First read. */
  report: Json<ReportCitations> | null;
  page_citations: Json<Record<string, number>> | null;
  started_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

export type CitationRunRow = Selectable<CitationRunsTable>;
export type NewCitationRun = Insertable<CitationRunsTable>;
export type CitationRunUpdate = Updateable<CitationRunsTable>;
