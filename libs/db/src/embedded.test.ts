import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';
import { DataDirLockedError, EmbeddedDatabaseError } from './errors.js';
import type { DatabaseHandle } from './handle.js';
import { migrateToLatest } from './migrate.js';
import { openDatabase } from './open-database.js';

const CHILD = fileURLToPath(new URL('./__tests__/data-dir-child.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function startChild(mode: 'open' | 'hold', dir: string) {
  return spawn(process.execPath, ['--import', 'tsx', CHILD, mode, dir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function runChild(mode: 'open', dir: string): Promise<Record<string, unknown>> {
  const child = startChild(mode, dir);
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`child exited with ${code}: ${err}`);
  return JSON.parse(out) as Record<string, unknown>;
}

describe('embedded database (PGlite)', () => {
  const dirs: string[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citable-db-'));
    dirs.push(dir);
    return dir;
  };
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = join(await newDir(), 'data');
    handle = await openDatabase({ dataDir });
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await handle.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('is chosen when no DATABASE_URL is given', () => {
    expect(handle.kind).toBe('pglite');
  });

  it('keeps a concurrent insert when another transaction rolls back (STACK.md 8.2)', async () => {
    const { db } = handle;
    await db.insertInto('users').values([{ email: 'seed-1@example.com' }, { email: 'seed-2@example.com' }]).execute();
    const count = async () => (await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();

    const rolledBack = db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ email: 'inside-tx@example.com' }).execute();
      await sleep(50);
      throw new Error('roll back');
    });
    // Started while the transaction holds the connection: it must wait, not join it.
    const outside = db.insertInto('users').values({ email: 'outside-tx@example.com' }).execute();

    await expect(rolledBack).rejects.toThrow('roll back');
    await outside;
    expect(await count()).toBe(before + 1);
    const emails = await db.selectFrom('users').select('email').where('email', 'like', '%-tx@example.com').execute();
    expect(emails).toEqual([{ email: 'outside-tx@example.com' }]);
  });

  it('runs two concurrent transactions one after the other, both committed', async () => {
    const { db } = handle;
    const insertTwice = (prefix: string) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ email: `concurrent-${prefix}-a@example.com` }).execute();
        await sleep(20);
        await trx.insertInto('users').values({ email: `concurrent-${prefix}-b@example.com` }).execute();
      });
    await Promise.all([insertTwice('one'), insertTwice('two')]);
    const rows = await db.selectFrom('users').select('email').where('email', 'like', 'concurrent-%').orderBy('email').execute();
    expect(rows.map((r) => r.email)).toEqual([
      'concurrent-one-a@example.com',
      'concurrent-one-b@example.com',
      'concurrent-two-a@example.com',
      'concurrent-two-b@example.com',
    ]);
  });

  it("rethrows PGlite's errors short, with the Postgres code, detail and constraint", async () => {
    const { db } = handle;
    await db.insertInto('users').values({ email: 'dup@example.com' }).execute();
    const err = await db
      .insertInto('users')
      .values({ email: 'dup@example.com' })
      .execute()
      .then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddedDatabaseError);
    const e = err as EmbeddedDatabaseError;
    expect(e.message).toBe('duplicate key value violates unique constraint "users_email_key"');
    expect(e.code).toBe('23505');
    expect(e.constraint).toBe('users_email_key');
    expect(e.detail).toContain('dup@example.com');
    expect(e.stack).not.toContain('@electric-sql/pglite');
  });

  it('refuses a second opener in the same process', async () => {
    const err = await openDatabase({ dataDir }).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(DataDirLockedError);
    expect((err as DataDirLockedError).pid).toBe(process.pid);
  });

  it('takes over the lock of a killed owner without waiting for it to go stale', async () => {
    const lockDir = await newDir();
    const child = startChild('hold', lockDir);
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
      child.on('exit', (code) => reject(new Error(`holder exited early with ${code}`)));
    });
    await expect(lockDataDir(lockDir)).rejects.toThrow(DataDirLockedError);

    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const startedAt = Date.now();
    const lock = await lockDataDir(lockDir);
    // The mtime staleness limit is 30 s; a dead owner's lock is taken within a few seconds.
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await lock.release();
  });

  it('refuses an opener in another process', async () => {
    const refused = await runChild('open', dataDir);
    expect(refused).toEqual({
      ok: false,
      name: 'DataDirLockedError',
      pid: process.pid,
      message: `The data folder ${dataDir} is in use by another Citable process (pid ${process.pid}). Stop it, or set DATA_DIR to another folder.`,
    });
  });

  it('frees the folder on close, and keeps the data for the next opener', async () => {
    await handle.db.insertInto('users').values({ email: 'kept@example.com' }).execute();
    await handle.close();
    expect(await runChild('open', dataDir)).toEqual({ ok: true });

    handle = await openDatabase({ dataDir });
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const kept = await handle.db.selectFrom('users').select('email').where('email', '=', 'kept@example.com').execute();
    expect(kept).toEqual([{ email: 'kept@example.com' }]);
  });
});
