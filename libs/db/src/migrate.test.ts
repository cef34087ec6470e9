import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_MIGRATIONS, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@citable/testing';
import type { DatabaseHandle } from './handle.js';
import { createMigrator, migrateToLatest, migrationStatus, MigrationFailedError } from './migrate.js';
import { migrations } from './migrations/index.js';
import { openPglite } from './pglite.js';

const ALL = Object.keys(migrations);
const TABLES = [
  'audits',
  'auth_events',
  'citation_results',
  'citation_runs',
  'classifications',
  'classifier_cache',
  'crawl_frontier',
  'magic_link_tokens',
  'monitor_runs',
  'monitors',
  'pages',
  'prompt_sets',
  'scheduled_jobs',
  'scoring_criteria',
  'sessions',
  'site_artifacts',
  'users',
];

async function tablesOf(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by 1`.execute(db);
  return rows.map((r) => r.name);
}

/** Columns, constraints and indexes as Postgres prints them back: what the migrations made. */
async function schemaOf(db: Kysely<any>) {
  const columns = await sql`
    select table_name, column_name, data_type, is_nullable, column_default, is_identity
    from information_schema.columns where table_schema = 'public' and table_name not like 'kysely_%'
    order by table_name, ordinal_position`.execute(db);
  const constraints = await sql`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint
    -- PG 18 (PGlite) also lists NOT NULL here; is_nullable above already compares those.
    where contype <> 'n' and connamespace = 'public'::regnamespace and conrelid::regclass::text not like 'kysely_%'
    order by 1, 2`.execute(db);
  const indexes = await sql`
    select tablename, indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename not like 'kysely_%' order by 1, 2`.execute(db);
  return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows };
}

describe('migrations', () => {
  let dir: string;
  let pglite: DatabaseHandle;
  let postgres: TestDatabase;
  const extra: TestDatabase[] = [];
  const emptyPostgres = async () => {
    const database = await createTestDatabase({ migrated: false });
    extra.push(database);
    return database.db;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'citable-db-'));
    [pglite, postgres] = await Promise.all([openPglite(dir), createTestDatabase({ migrated: false })]);
  });

  afterAll(async () => {
    await Promise.all([pglite?.close(), postgres?.drop(), ...extra.map((d) => d.drop())]);
    await rm(dir, { recursive: true, force: true });
  });

  it('all run on PGlite, and running them again does nothing', async () => {
    expect(await migrateToLatest(pglite.db)).toEqual(ALL);
    expect(await tablesOf(pglite.db)).toEqual(TABLES);
    expect(await migrateToLatest(pglite.db)).toEqual([]);
  });

  it('all run on Postgres 15, and running them again does nothing', async () => {
    const { rows } = await sql<{ v: number }>`select current_setting('server_version_num')::int as v`.execute(postgres.db);
    expect(rows[0]!.v).toBeGreaterThanOrEqual(150_000);
    expect(await migrateToLatest(postgres.db)).toEqual(ALL);
    expect(await tablesOf(postgres.db)).toEqual(TABLES);
    expect(await migrateToLatest(postgres.db)).toEqual([]);
  });

  it('make the same columns, constraints and indexes on both engines', async () => {
    await Promise.all([migrateToLatest(pglite.db), migrateToLatest(postgres.db)]);
    const [onPglite, onPostgres] = await Promise.all([schemaOf(pglite.db), schemaOf(postgres.db)]);
    expect(onPglite.columns.length).toBeGreaterThan(100);
    expect(onPglite).toEqual(onPostgres);
  });

  it('are undone by their down functions, and can be applied again', async () => {
    const db = await emptyPostgres();
    await migrateToLatest(db);
    const { error, results } = await createMigrator(db).migrateTo(NO_MIGRATIONS);
    expect(error).toBeUndefined();
    expect(results?.map((r) => r.migrationName)).toEqual([...ALL].reverse());
    expect(await tablesOf(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(ALL);
  });

  it('report where the schema stands: none applied, some, all', async () => {
    const db = await emptyPostgres();
    const latest = ALL.at(-1)!;
    expect(await migrationStatus(db)).toEqual({ applied: null, latest, pending: ALL.length });
    await createMigrator(db).migrateTo(ALL[1]!);
    expect(await migrationStatus(db)).toEqual({ applied: ALL[1], latest, pending: ALL.length - 2 });
    await migrateToLatest(db);
    expect(await migrationStatus(db)).toEqual({ applied: latest, latest, pending: 0 });
  });

  it('stop at a failing migration, name it, and leave the database as it was', async () => {
    const db = await emptyPostgres();
    // The second migration creates "audits": an existing table of that name makes it fail.
    await sql`create table audits (x int)`.execute(db);
    const err = await migrateToLatest(db).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationFailedError);
    expect((err as MigrationFailedError).migrationName).toBe(ALL[1]);
    expect((err as Error).message).toBe(
      `Database migration failed at migration "${ALL[1]}": relation "audits" already exists. ` +
        'No migration of this run was applied (they run in one transaction); fix the cause and start again.',
    );
    // The first migration ran in the same transaction, so it was rolled back too.
    expect(await tablesOf(db)).toEqual(['audits']);
  });
});
