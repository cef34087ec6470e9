import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CitationErrorKind, CitationSource, QueryType } from '@citable/contracts';
import type { DefaultJson, DefaultTimestamp } from '../columns.js';

/**
 * One answer: a query asked of one AI source once (repeat n) in a citation run, and whether it
 * cited the audited site or only named it. Unique per (run_id, ai_source, query, repeat).
 */
export interface CitationResultsTable {
  id: Generated<string>;
  run_id: string;
  audit_id: string;
  query: string;
  query_type: QueryType;
  ai_source: CitationSource;
  repeat: Generated<number>;
  cited: boolean;
  mentioned: Generated<boolean>;
  cited_match_count: number;
  cited_urls: DefaultJson<string[]>;
  read_urls: DefaultJson<string[]>;
  first_match_url: string | null;
  answer_text: Generated<string>;
  answer_excerpt: string | null;
  tokens: Generated<number>;
  latency_ms: number | null;
  /** Set when the source could not answer (HTTP error, timeout, budget); `cited` is then false. */
  error: string | null;
  error_kind: CitationErrorKind | null;
  occurred_at: DefaultTimestamp;
}

export type CitationResultRow = Selectable<CitationResultsTable>;
export type NewCitationResult = Insertable<CitationResultsTable>;
export type CitationResultUpdate = Updateable<CitationResultsTable>;
