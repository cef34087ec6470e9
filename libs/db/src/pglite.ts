/** The embedded database: PGlite in a local folder, behind the mutex dialect and a folder lock. */
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { lockDataDir } from './data-dir-lock.js';
import type { Database } from './database.js';
import { EmbeddedDatabaseError } from './errors.js';
import { closeOnce, type DatabaseHandle } from './handle.js';
import { PgliteDialect } from './pglite-dialect.js';

/**
 * PGlite's files go in a subfolder, so the lock and anything else Citable keeps in the data
 * folder stay out of Postgres' own directory.
 */
const PGLITE_SUBDIR = 'pglite';

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = resolve(dataDir);
  const lock = await lockDataDir(dir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(join(dir, PGLITE_SUBDIR));
  } catch (err) {
    await lock.release();
    throw EmbeddedDatabaseError.from(err, `Cannot open the embedded database in ${dir}`);
  }
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pg) });
  return {
    db,
    kind: 'pglite',
    close: closeOnce(async () => {
      try {
        await db.destroy();
      } finally {
        await lock.release();
      }
    }),
  };
}
