import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseError } from '@citable/db';
import { beginAuditDatabase, MIN_SHM_FREE_BYTES, openAuditDatabase, scratchRoot, templateKey, templatePath } from './audit-database.js';

// The template lives in the temp folder: this suite gets one of its own.
const realTmp = process.env.TMPDIR;
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'citable-audit-db-test-'));
  process.env.TMPDIR = tmp;
});
afterAll(() => {
  if (realTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = realTmp;
  rmSync(tmp, { recursive: true, force: true });
});

const auditFolders = () => readdirSync(tmp).filter((f) => f.startsWith('citable-audit-')).map((f) => `${f}: ${readdirSync(path.join(tmp, f), { recursive: true }).join(',')}`);

describe('openAuditDatabase', () => {
  it('leaves a migrated template on first use, then starts every audit from a copy of it, deleted on close', async () => {
    const key = templateKey();
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(existsSync(templatePath(key!))).toBe(false);
    const first = await openAuditDatabase();
    expect(first.migrated).toBe(true);
    await first.handle.close();
    expect(existsSync(templatePath(key!))).toBe(true);
    expect(auditFolders()).toEqual([]);

    const problems: unknown[] = [];
    const copy = await openAuditDatabase((err) => problems.push(err));
    try {
      expect(problems).toEqual([]);
      expect(copy.migrated).toBe(true);
      expect(auditFolders()).toHaveLength(1);
      // The schema is there, and the copy's settings are the throwaway ones.
      const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'audits'`.execute(copy.handle.db);
      expect(tables.rows[0]!.n).toBe(1);
      const buffers = await sql<{ v: string }>`select current_setting('shared_buffers') as v`.execute(copy.handle.db);
      expect(buffers.rows[0]!.v).toBe('16MB');
      const databases = await sql<{ datname: string }>`select datname from pg_database order by datname`.execute(copy.handle.db);
      expect(databases.rows.map((r) => r.datname)).toEqual(['postgres']);
    } finally {
      await copy.handle.close();
    }
    expect(auditFolders()).toEqual([]);
  }, 120_000);

  it('runs PGlite on its own thread: rows, dates and JSON come back as they went in, and a query error keeps its Postgres code', async () => {
    const { handle } = await openAuditDatabase();
    try {
      const { db } = handle;
      const at = new Date('2026-07-01T10:00:00.000Z');
      const row = await sql<{ at: Date; data: { a: number[] }; n: number }>`select ${at}::timestamptz as at, ${JSON.stringify({ a: [1, 2] })}::jsonb as data, 41 + 1 as n`.execute(db);
      expect(row.rows).toEqual([{ at, data: { a: [1, 2] }, n: 42 }]);
      await sql`create table t (id int primary key)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      const err = await sql`insert into t values (1)`.execute(db).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(EmbeddedDatabaseError);
      expect(err).toMatchObject({ code: '23505', constraint: 't_pkey' });
      // The connection goes on after an error, and a transaction is all or nothing.
      await expect(db.transaction().execute(async (trx) => {
        await sql`insert into t values (2)`.execute(trx);
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
      expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows[0]!.n).toBe(1);
    } finally {
      await handle.close();
    }
    expect(auditFolders()).toEqual([]);
  }, 120_000);

  it('started before the arguments are read, is cancelled without a trace when they are refused', async () => {
    // The template is there (the first test made it): the start begins at once.
    const early = beginAuditDatabase();
    await early.cancel();
    expect(auditFolders()).toEqual([]);
    // Cancelled once started, the same.
    const late = beginAuditDatabase();
    const started = await late.start();
    expect(started.migrated).toBe(true);
    expect(auditFolders()).toHaveLength(1);
    await late.cancel();
    expect(auditFolders()).toEqual([]);
  }, 120_000);

  it.each([
    ['a file where the folder should be', (template: string) => writeFileSync(template, 'not a database')],
    ['a folder PGlite cannot start on', (template: string) => {
      mkdirSync(template);
      writeFileSync(path.join(template, 'PG_VERSION'), 'garbage\n');
    }],
  ])('falls back to a fresh database, says so and deletes the template, when the template is %s', async (_, breakTemplate) => {
    const template = templatePath(templateKey()!);
    rmSync(template, { recursive: true, force: true });
    breakTemplate(template);
    const problems: unknown[] = [];
    const opened = await openAuditDatabase((err) => problems.push(err));
    try {
      expect(problems).toHaveLength(1);
      expect(opened.migrated).toBe(false);
      expect(existsSync(template)).toBe(false);
      const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'audits'`.execute(opened.handle.db);
      expect(tables.rows[0]!.n).toBe(0);
    } finally {
      await opened.handle.close();
    }
    expect(auditFolders()).toEqual([]);
  }, 120_000);
});

describe('scratchRoot', () => {
  it('is the memory-backed folder when it has room and TMPDIR is not set, else the temp folder', () => {
    expect(scratchRoot({ TMPDIR: tmp })).toBe(tmpdir());
    expect(scratchRoot({}, path.join(tmp, 'no-such-folder'))).toBe(tmpdir());
    if (process.platform === 'linux' && existsSync('/dev/shm')) {
      const fs = statfsSync('/dev/shm');
      expect(scratchRoot({})).toBe(fs.bavail * fs.bsize >= MIN_SHM_FREE_BYTES ? '/dev/shm' : tmpdir());
    }
  });
});
