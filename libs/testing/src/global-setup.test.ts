/**
 * The global setup itself, run in this worker: it must hand a template to createTestDatabase()
 * and clean up after the run, and must not fail the run when there is no Postgres.
 */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import setup from './global-setup.js';
import { createTestDatabase, testPostgresUrl } from './postgres.js';
import { ENV, withAdminClient } from './postgres-server.js';

const saved = { ...process.env };
afterEach(() => {
  // Give the rest of this file the environment the real global setup made.
  for (const key of Object.values(ENV)) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function databasesOfRun(runId: string): Promise<string[]> {
  const { rows } = await withAdminClient(await testPostgresUrl(), (c) =>
    c.query<{ datname: string }>('select datname from pg_database where datname like $1 order by 1', [`%${runId}%`]),
  );
  return rows.map((r) => r.datname);
}

describe('global setup', () => {
  it('migrates a template for createTestDatabase(), and its teardown drops every database of the run', async () => {
    process.env[ENV.url] = await testPostgresUrl();
    const teardown = await setup();
    const runId = process.env[ENV.runId]!;
    expect(process.env[ENV.template]).toBe(`citable_tpl_${runId}`);

    // Left undropped on purpose, as a crashed test file would.
    const forgotten = await createTestDatabase();
    await forgotten.db.destroy();
    expect(await databasesOfRun(runId)).toEqual([
      new URL(forgotten.url).pathname.slice(1),
      `citable_tpl_${runId}`,
    ]);

    await teardown();
    expect(await databasesOfRun(runId)).toEqual([]);
  });

  it('lets the run go on without Postgres, and createTestDatabase() then says why', async () => {
    const port = await closedPort();
    process.env[ENV.url] = `postgres://postgres@127.0.0.1:${port}/postgres`;
    delete process.env[ENV.template];

    const teardown = await setup();
    await expect(createTestDatabase()).rejects.toThrow(
      `Cannot reach Postgres at 127.0.0.1:${port}/postgres (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}. Start Postgres or fix DATABASE_URL.`,
    );
    await expect(teardown()).resolves.toBeUndefined();
  });
});
