/**
 * vitest globalSetup: finds Postgres once per run, migrates a template database, and hands its
 * name to the test workers through the environment. Without Postgres the run goes on (unit
 * tests don't need it) and createTestDatabase() throws the reason instead.
 */
import { migrateToLatest, openPostgres } from '@citable/db';
import {
  ENV,
  newRunId,
  quoteIdent,
  startTestPostgres,
  templateName,
  testDatabasePrefix,
  urlForDatabase,
  withAdminClient,
  type TestPostgresServer,
} from './postgres-server.js';

export default async function setup(): Promise<() => Promise<void>> {
  const runId = newRunId();
  process.env[ENV.runId] = runId;

  let server: TestPostgresServer;
  try {
    server = await startTestPostgres();
  } catch (err) {
    return unavailable(err);
  }
  const template = templateName(runId);
  try {
    await createTemplate(server.url, template);
  } catch (err) {
    // Best effort: a half-made template (say, a failing migration) should not outlive the run.
    await dropRunDatabases(server.url, runId).catch(() => {});
    await server.stop();
    return unavailable(err);
  }
  process.env[ENV.url] = server.url;
  process.env[ENV.template] = template;

  return async () => {
    await dropRunDatabases(server.url, runId);
    await server.stop();
  };
}

function unavailable(err: unknown): () => Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  process.env[ENV.unavailable] = message;
  console.warn(`[citable tests] No test database; tests that need Postgres will fail: ${message}`);
  return async () => {};
}

async function createTemplate(serverUrl: string, template: string): Promise<void> {
  // Probed through @citable/db first, so an unreachable server reads as DatabaseUnavailableError.
  await (await openPostgres(serverUrl, { poolSize: 1 })).close();
  await withAdminClient(serverUrl, (c) => c.query(`create database ${quoteIdent(template)}`));
  const handle = await openPostgres(urlForDatabase(serverUrl, template), { poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template.
    await handle.close();
  }
  // Nobody may connect to it any more, so cloning it can never meet a stray connection.
  await withAdminClient(serverUrl, (c) => c.query(`alter database ${quoteIdent(template)} allow_connections false`));
}

/** The template, and any test database a crashed or careless test file did not drop. */
async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  await withAdminClient(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or starts_with(datname, $2)',
      [templateName(runId), testDatabasePrefix(runId)],
    );
    for (const { datname } of rows) {
      await c.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    }
  });
}
