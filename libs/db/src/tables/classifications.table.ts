import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, Json } from '../columns.js';

/** One classification of a host (legacy and v2 side by side), kept for the classifier health metrics. */
export interface ClassificationsTable {
  id: Generated<string>;
  host: string;
  legacy: Json<unknown>;
  v2: Json<unknown>;
  latency_ms: number;
  cache_hit: boolean;
  error: string | null;
  created_at: DefaultTimestamp;
  site_type: string | null;
  industry: string | null;
  /** NAICS 2017 industry group of v2's industry. */
  industry_code: string | null;
  vertical: string | null;
  site_type_confidence: number | null;
  industry_confidence: number | null;
  low_confidence: Generated<boolean>;
  /** Legacy and v2 agree (null for an error result). */
  site_type_agree: boolean | null;
  industry_agree: boolean | null;
  cache_layer: 'memory' | 'postgres' | null;
  /** Where the classified pages came from. */
  source: 'stored' | 'live' | null;
  /** Time spent fetching pages live (not part of latency_ms). */
  fetch_ms: number | null;
  llm_tie_break: Generated<boolean>;
  audit_id: string | null;
  /** host:pid:id of the replica that answered. */
  replica: string | null;
}

export type ClassificationRow = Selectable<ClassificationsTable>;
export type NewClassification = Insertable<ClassificationsTable>;
export type ClassificationUpdate = Updateable<ClassificationsTable>;
