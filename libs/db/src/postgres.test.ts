import { createServer } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgresUrl } from '@citable/testing';
import { DatabaseUnavailableError } from './errors.js';
import { openDatabase } from './open-database.js';
import { describeTarget } from './postgres.js';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('openDatabase with DATABASE_URL', () => {
  let serverUrl: string;

  beforeAll(async () => {
    serverUrl = await testPostgresUrl();
  });

  it('fails fast with DatabaseUnavailableError when nothing listens, without printing the password', async () => {
    const port = await closedPort();
    const startedAt = Date.now();
    const err = await openDatabase({ databaseUrl: `postgres://citable:s3cret@127.0.0.1:${port}/citable`, dataDir: 'unused' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(err).toBeInstanceOf(DatabaseUnavailableError);
    expect((err as Error).message).toBe(
      `Cannot reach Postgres at 127.0.0.1:${port}/citable (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}. Start Postgres or fix DATABASE_URL.`,
    );
    expect((err as Error).message).not.toContain('s3cret');
  });

  it('fails with DatabaseUnavailableError when the database does not exist', async () => {
    const url = new URL(serverUrl);
    url.pathname = '/citable_no_such_database';
    const err = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DatabaseUnavailableError);
    expect((err as Error).message).toContain('database "citable_no_such_database" does not exist');
  });

  describe('when Postgres answers', () => {
    let handle: Awaited<ReturnType<typeof openDatabase>>;
    beforeAll(async () => {
      handle = await openDatabase({ databaseUrl: serverUrl, dataDir: 'unused', poolSize: 2 });
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('opens a pool on it', async () => {
      expect(handle.kind).toBe('postgres');
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    });

    it('can be closed twice', async () => {
      await handle.close();
      await expect(handle.close()).resolves.toBeUndefined();
    });
  });
});

describe('describeTarget', () => {
  it.each([
    ['postgres://u:pw@db.internal:6543/citable', 'db.internal:6543/citable'],
    ['postgres://u:pw@db.internal/citable', 'db.internal:5432/citable'],
    ['postgres://citable@localhost', 'localhost:5432/citable'],
    ['not a url', 'an unparseable URL (expected postgres://user:password@host:5432/database)'],
  ])('%s -> %s', (url, target) => {
    expect(describeTarget(url)).toBe(target);
  });
});
