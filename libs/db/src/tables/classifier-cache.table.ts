import type { Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, Json, Timestamp } from '../columns.js';

/** The classifier's last answer for a host, shared by every replica until it expires. */
export interface ClassifierCacheTable {
  host: string;
  /** The classifier's cache entry (its own shape, services/classifier). */
  entry: Json<unknown>;
  source: 'stored' | 'live';
  audit_id: string | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export type ClassifierCacheRow = Selectable<ClassifierCacheTable>;
export type NewClassifierCacheRow = Insertable<ClassifierCacheTable>;
