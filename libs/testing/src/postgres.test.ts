import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from './postgres.js';
import { withAdminClient } from './postgres-server.js';

const TABLE_COUNT = 17;

async function publicTables(database: TestDatabase): Promise<number> {
  const { rows } = await withAdminClient(database.url, (c) =>
    c.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema = 'public' and table_name not like 'kysely_%'`,
    ),
  );
  return rows[0]!.n;
}

async function databaseExists(name: string): Promise<boolean> {
  const { rows } = await withAdminClient(await testPostgresUrl(), (c) =>
    c.query('select 1 from pg_database where datname = $1', [name]),
  );
  return rows.length === 1;
}

describe('createTestDatabase', () => {
  const made: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(made.map((d) => d.drop()));
  });

  it('gives each caller a migrated database of its own, even when asked at once', async () => {
    const [a, b, c] = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
    made.push(a, b, c);
    expect(new Set([a.url, b.url, c.url]).size).toBe(3);
    for (const database of [a, b, c]) expect(await publicTables(database)).toBe(TABLE_COUNT);

    await a.db.insertInto('users').values({ email: 'only-in-a@example.com' }).execute();
    expect(await b.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('gives an empty database when asked for one unmigrated', async () => {
    const empty = await createTestDatabase({ migrated: false });
    made.push(empty);
    expect(await publicTables(empty)).toBe(0);
  });

  it('drop() removes the database, even with a connection of the code under test still open', async () => {
    const database = await createTestDatabase();
    const name = new URL(database.url).pathname.slice(1);
    const leftOpen = new pg.Client({ connectionString: database.url });
    // The forced drop ends this connection; the error event is the expected outcome.
    const ended = new Promise((resolve) => leftOpen.on('error', resolve));
    await leftOpen.connect();

    expect(await databaseExists(name)).toBe(true);
    await database.drop();
    expect(await databaseExists(name)).toBe(false);
    expect(await ended).toMatchObject({ code: '57P01' });
    await database.drop();
  });
});

describe('testPostgresUrl', () => {
  it('answers with a Postgres 15 or later server', async () => {
    const version = await withAdminClient(await testPostgresUrl(), async (c) => {
      const { rows } = await c.query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
      return rows[0]!.v;
    });
    expect(version).toBeGreaterThanOrEqual(150_000);
  });
});
