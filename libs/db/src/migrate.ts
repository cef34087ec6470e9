import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.js';

export class MigrationFailedError extends Error {
  constructor(
    readonly migrationName: string | undefined,
    cause: unknown,
  ) {
    const what = migrationName ? `migration "${migrationName}"` : 'reading the migration state';
    super(
      `Database migration failed at ${what}: ${cause instanceof Error ? cause.message : String(cause)}. ` +
        'No migration of this run was applied (they run in one transaction); fix the cause and start again.',
      { cause },
    );
    this.name = 'MigrationFailedError';
  }
}

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: migrationProvider });
}

/**
 * Brings the schema up to date. Returns the names of the migrations that ran (empty when the
 * schema was already current). Safe to call from several processes at once: Kysely holds an
 * advisory lock while it migrates.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationFailedError(failed?.migrationName, error);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Where the schema stands: the newest migration applied, the newest this code has, and how many are not applied. */
export interface MigrationStatus {
  applied: string | null;
  latest: string;
  pending: number;
}

/** Reads the migration table (Kysely's); throws when the database cannot be read. */
export async function migrationStatus(db: Kysely<any>): Promise<MigrationStatus> {
  const all = await createMigrator(db).getMigrations();
  const applied = all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
  return {
    applied: applied.at(-1) ?? null,
    latest: all.at(-1)?.name ?? '',
    pending: all.length - applied.length,
  };
}
