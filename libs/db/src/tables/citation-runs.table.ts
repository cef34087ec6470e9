import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CitationSource } from '@citable/contracts';
import type { DefaultTimestamp, Json, Timestamp } from '../columns.js';

export const CITATION_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export type CitationRunStatus = (typeof CITATION_RUN_STATUSES)[number];

/** One "run citations" of an audit: which AI sources were asked, and how it ended. */
export interface CitationRunsTable {
  id: Generated<string>;
  audit_id: string;
  domain: string;
  sources: Json<CitationSource[]>;
  status: CitationRunStatus;
  error: string | null;
  started_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

export type CitationRunRow = Selectable<CitationRunsTable>;
export type NewCitationRun = Insertable<CitationRunsTable>;
export type CitationRunUpdate = Updateable<CitationRunsTable>;
