import type { DatabaseHandle } from './handle.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export interface OpenDatabaseOptions {
  /** Postgres connection URL (DATABASE_URL). Without it, the embedded database is used. */
  databaseUrl?: string;
  /** The embedded database's folder (DATA_DIR); created if missing, locked while open. */
  dataDir: string;
  /** Postgres pool size. */
  poolSize?: number;
}

/** Postgres when a URL is given (distributed), else PGlite in `dataDir` (the embedded default). */
export function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, { poolSize: opts.poolSize })
    : openPglite(opts.dataDir);
}
