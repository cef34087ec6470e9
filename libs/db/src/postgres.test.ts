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

    // A restart (`pg_ctl stop -m fast`) ends every backend with FATAL 57P01. One that reaches a
    // connection Kysely holds between two queries (a transaction, or a query whose answer and the
    // FATAL came in one read on a busy machine) was an unhandled 'error' event: the process died.
    it('survives the server ending a connection it holds between queries', async () => {
      const ended = await handle.db.connection().execute(async (conn) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
        const pid = rows[0]!.pid;
        // The pool's other connection ends this one, as a server shutting down would.
        await sql`select pg_terminate_backend(${pid})`.execute(handle.db);
        const deadline = Date.now() + 5_000;
        let error: unknown;
        while (!error && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          error = await sql`select 1`.execute(conn).then(
            () => undefined,
            (e: unknown) => e,
          );
        }
        return error;
      });
      expect(ended).toBeInstanceOf(Error);
      // The broken connection left the pool: the next queries get live ones.
      for (let i = 0; i < 3; i++) {
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(rows).toEqual([{ one: 1 }]);
      }
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
