import type { Kysely } from 'kysely';
import type { Database } from './database.js';

export type DatabaseKind = 'postgres' | 'pglite';

/** An open database. `close()` ends its connections (and, for PGlite, frees the data folder). */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** Makes `close()` safe to call twice, as shutdown paths often do. */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
