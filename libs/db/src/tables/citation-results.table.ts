import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CitationSource, QueryType } from '@citable/contracts';
import type { DefaultJson, DefaultTimestamp } from '../columns.js';

/** One query asked to one AI source in a citation run, and whether the audited site was cited. */
export interface CitationResultsTable {
  id: Generated<string>;
  run_id: string;
  audit_id: string;
  query: string;
  query_type: QueryType;
  ai_source: CitationSource;
  cited: boolean;
  cited_match_count: number;
  cited_urls: DefaultJson<string[]>;
  first_match_url: string | null;
  answer_excerpt: string | null;
  /** Set when the source could not answer (not configured, HTTP error); `cited` is then false. */
  error: string | null;
  occurred_at: DefaultTimestamp;
}

export type CitationResultRow = Selectable<CitationResultsTable>;
export type NewCitationResult = Insertable<CitationResultsTable>;
export type CitationResultUpdate = Updateable<CitationResultsTable>;
