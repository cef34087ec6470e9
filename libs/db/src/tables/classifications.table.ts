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
}

export type ClassificationRow = Selectable<ClassificationsTable>;
export type NewClassification = Insertable<ClassificationsTable>;
export type ClassificationUpdate = Updateable<ClassificationsTable>;
