/**
 * Finding the Postgres server tests use, and the admin statements run on it.
 * Shared by global-setup.ts (once per run) and postgres.ts (per test file); not public API.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Environment handed from global setup to the test workers (forks inherit process.env). */
export const ENV = {
  /** Server URL tests connect to; set by the developer, or by global setup after starting a container. */
  url: 'TEST_DATABASE_URL',
  /** The migrated template database of this run. */
  template: 'CITABLE_TEST_PG_TEMPLATE',
  /** Names this run's databases, so teardown can drop any a crashed test left behind. */
  runId: 'CITABLE_TEST_RUN_ID',
  /** Why Postgres is unavailable, when global setup found none. */
  unavailable: 'CITABLE_TEST_PG_UNAVAILABLE',
} as const;

export const NO_POSTGRES_MESSAGE =
  'Tests need Postgres 15: set DATABASE_URL=postgres://user@host:5432/db, or start a Docker engine, or run `make test` which starts one.';

const POSTGRES_IMAGE = 'postgres:15-alpine';

export interface TestPostgresServer {
  url: string;
  /** Stops the container this run started; nothing to do for a server given by URL. */
  stop(): Promise<void>;
}

/** The server URL given in the environment, if any; TEST_DATABASE_URL wins over DATABASE_URL. */
export function postgresUrlFromEnv(): string | undefined {
  return process.env[ENV.url] || process.env.DATABASE_URL || undefined;
}

/** A server from the environment, else a Postgres 15 container, else NO_POSTGRES_MESSAGE. */
export async function startTestPostgres(): Promise<TestPostgresServer> {
  const fromEnv = postgresUrlFromEnv();
  if (fromEnv) return { url: fromEnv, stop: async () => {} };

  // Imported only here: testcontainers takes ~0.4 s to load and most runs never need it.
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (err) {
    throw new Error(NO_POSTGRES_MESSAGE, { cause: err });
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  // Durability settings off: test data is thrown away, and fsync dominates small writes.
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE)
    .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'])
    .start();
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
}

/** The same server URL pointing at another database. */
export function urlForDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function newRunId(): string {
  return `${process.pid}_${randomBytes(3).toString('hex')}`;
}

export const templateName = (runId: string): string => `citable_tpl_${runId}`;
export const testDatabasePrefix = (runId: string): string => `citable_test_${runId}_`;

/** Runs statements on the server's own database with a short-lived connection. */
export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
