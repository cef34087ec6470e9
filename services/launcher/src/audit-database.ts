/**
 * The throwaway database of one `citable audit`: an embedded Postgres in a temp folder, copied from
 * a migrated template. A fresh embedded database costs PGlite's initdb (seconds of CPU) and the
 * migrations before any page is fetched, so the first audit leaves a migrated, closed database in
 * the system's temp folder and every later audit starts from a copy of it. The template holds one
 * database (template0 and template1 are dropped: an audit never creates a database), so the copy
 * is 371 files instead of 1,046; they are copied all at once on libuv's thread pool, while the
 * services' modules load on the main thread. Creating files is what costs on a slow disk.
 *
 * The database stays on disk rather than in memory: the pages an audit stores then sit in the
 * kernel's page cache instead of this process's heap, so memory does not grow with the site.
 *
 * The template's name carries a hash of the PGlite version, the migration files and the settings
 * below, so a change to any of them makes a new template. Anything that goes wrong with the
 * template falls back to a fresh database: slower, never wrong.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openPglite, type DatabaseHandle } from '@citable/db';
import type { OpenedDatabase } from '@citable/runtime';
import { sql } from 'kysely';

/** Where openPglite (libs/db) keeps Postgres' own files inside the folder it is given. */
const PGLITE_SUBDIR = 'pglite';

/**
 * Postgres settings for a database that lives for one command and is then deleted. 16 MB of shared
 * buffers instead of 128 MB takes about 110 MB off the process's resident memory (PGlite's buffers
 * are its own heap); nothing is replicated or recovered, so the WAL carries the minimum.
 */
const THROWAWAY_SETTINGS = `
shared_buffers = '16MB'
max_connections = 10
wal_level = minimal
max_wal_senders = 0
full_page_writes = off
synchronous_commit = off
max_wal_size = '64MB'
min_wal_size = '32MB'
`;

function pgliteVersion(from: string): string | null {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    if (existsSync(pkg)) return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) return null;
  }
}

/** A hash of the PGlite version, the settings and the migration files next to @citable/db's entry; null when one is not found. */
export function templateKey(): string | null {
  try {
    const dbEntry = fileURLToPath(import.meta.resolve('@citable/db'));
    const version = pgliteVersion(dbEntry);
    const migrationsDir = path.join(path.dirname(dbEntry), 'migrations');
    const files = readdirSync(migrationsDir)
      .filter((f) => /\.[cm]?[jt]s$/.test(f) && !/\.d\.[cm]?ts$/.test(f))
      .sort();
    if (!version || files.length === 0) return null;
    const hash = createHash('sha256').update(`pglite ${version}\n${THROWAWAY_SETTINGS}`);
    for (const f of files) hash.update(`${f}\n`).update(readFileSync(path.join(migrationsDir, f)));
    return hash.digest('hex').slice(0, 16);
  } catch {
    return null;
  }
}

export function templatePath(key: string): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  return path.join(tmpdir(), `citable-pglite-template-${uid}-${key}`);
}

/** Makes the template: a migrated database, closed, tuned, then renamed into place (atomic; a concurrent maker may win). */
async function buildTemplate(target: string): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'citable-template-'));
  try {
    const handle = await openPglite(work);
    try {
      await migrateToLatest(handle.db);
      for (const template of ['template0', 'template1']) {
        await sql.raw(`ALTER DATABASE ${template} IS_TEMPLATE false`).execute(handle.db);
        await sql.raw(`DROP DATABASE ${template}`).execute(handle.db);
      }
      await sql`CHECKPOINT`.execute(handle.db);
    } finally {
      await handle.close();
    }
    // Read at the next start, which is every audit's: Postgres' own place for settings.
    appendFileSync(path.join(work, PGLITE_SUBDIR, 'postgresql.auto.conf'), THROWAWAY_SETTINGS);
    try {
      renameSync(path.join(work, PGLITE_SUBDIR), target);
    } catch (err) {
      if (!existsSync(target)) throw err;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Copies the folder `from` to `to` (which must not exist), every file at once. */
async function copyTree(from: string, to: string): Promise<void> {
  mkdirSync(to);
  const files: string[] = [];
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(from, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) mkdirSync(path.join(to, rel), { recursive: true });
    else files.push(rel);
  }
  await Promise.all(files.map((rel) => copyFile(path.join(from, rel), path.join(to, rel))));
}

/** Opens PGlite in a new temp folder, after `fill` (if any) has put a database there; the folder goes on close or failure. */
async function openInTempFolder(fill?: (pgliteDir: string) => Promise<void>): Promise<DatabaseHandle> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citable-audit-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  try {
    await fill?.(path.join(dataDir, PGLITE_SUBDIR));
    const handle = await openPglite(dataDir);
    const close = async () => {
      try {
        await handle.close();
      } finally {
        await removeDir();
      }
    };
    return { ...handle, close };
  } catch (err) {
    await removeDir();
    throw err;
  }
}

/**
 * The audit's database, in its own temp folder, which closing it deletes: migrated when it is a
 * copy of the template (whose name says which migrations it has), else fresh. A template that
 * cannot be made, copied or opened is reported to `onProblem` and deleted (the next audit makes
 * a new one), and this audit goes on with a fresh database.
 */
export async function openAuditDatabase(onProblem: (err: unknown) => void = () => {}): Promise<OpenedDatabase> {
  const key = templateKey();
  if (key) {
    const template = templatePath(key);
    try {
      if (!existsSync(template)) await buildTemplate(template);
      return { handle: await openInTempFolder((dir) => copyTree(template, dir)), migrated: true };
    } catch (err) {
      onProblem(err);
      rmSync(template, { recursive: true, force: true });
    }
  }
  return { handle: await openInTempFolder(), migrated: false };
}
