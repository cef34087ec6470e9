/**
 * Real Postgres for tests: one fresh database per test file, cloned from the template that
 * global-setup.ts migrated once (immich's "medium" tests do the same).
 */
import { randomBytes } from 'node:crypto';
import { openPostgres, type DatabaseHandle } from '@citable/db';
import {
  ENV,
  postgresUrlFromEnv,
  quoteIdent,
  startTestPostgres,
  testDatabasePrefix,
  urlForDatabase,
  withAdminClient,
} from './postgres-server.js';

export interface TestDatabase {
  /** Connection URL of this database, for code under test that opens its own connections. */
  url: string;
  db: DatabaseHandle['db'];
  /** Closes `db` and drops the database, ending any connection still open on it. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** false: an empty database with no tables, for testing the migrations themselves. Default true. */
  migrated?: boolean;
}

let started: Promise<string> | undefined;

/** Global setup already looked for Postgres and found none: say why rather than look again. */
function throwIfSetupFoundNone(): void {
  const reason = process.env[ENV.unavailable];
  if (reason) throw new Error(reason);
}

/**
 * The Postgres server tests use: DATABASE_URL (or TEST_DATABASE_URL), else a Postgres 15
 * container when a Docker engine answers, else an error saying how to provide one.
 */
export async function testPostgresUrl(): Promise<string> {
  throwIfSetupFoundNone();
  const fromEnv = postgresUrlFromEnv();
  if (fromEnv) return fromEnv;
  // A container started here lives as long as this process; testcontainers' reaper removes it.
  started ??= startTestPostgres().then((server) => server.url);
  return started;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  throwIfSetupFoundNone();
  const template = process.env[ENV.template];
  const runId = process.env[ENV.runId];
  if (!template || !runId) {
    throw new Error(
      'createTestDatabase() needs the template database that libs/testing/src/global-setup.ts makes: ' +
        'run tests from the repository root with its vitest config (npx vitest run <path>).',
    );
  }
  const serverUrl = await testPostgresUrl();
  const name = `${testDatabasePrefix(runId)}${randomBytes(4).toString('hex')}`;
  // template0 is the pristine empty database every Postgres has.
  const source = options.migrated === false ? 'template0' : template;
  await withAdminClient(serverUrl, (c) => c.query(`create database ${quoteIdent(name)} template ${quoteIdent(source)}`));

  const url = urlForDatabase(serverUrl, name);
  const handle = await openPostgres(url, { poolSize: 4 });
  let dropping: Promise<void> | undefined;
  return {
    url,
    db: handle.db,
    drop: () =>
      (dropping ??= (async () => {
        await handle.close();
        await withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${quoteIdent(name)} with (force)`));
      })()),
  };
}
