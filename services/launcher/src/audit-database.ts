/**
 * The throwaway database of one `citable audit`: an embedded Postgres in a temp folder, copied from
 * a migrated template. A fresh embedded database costs PGlite's initdb (seconds of CPU) and the
 * migrations before any page is fetched, so the first audit leaves a migrated, closed database in
 * the system's temp folder and every later audit starts from a copy of it. The template holds one
 * database (template0 and template1 are dropped: an audit never creates a database), so the copy
 * is about 450 files instead of 1,046; they are copied all at once on libuv's thread pool, while the
 * services' modules load on the main thread.
 *
 * Creating and deleting those files is what costs on a disk: on the 2-core bench machine, copying
 * the template into the ext4 temp folder takes 0.2 s alone and took 0.4 to 0.8 s of a one-page
 * audit (the modules' files, read on the same thread pool, waited behind the copy), and deleting
 * it 30 to 40 ms; into tmpfs, 20 ms and 10 ms. So the copy goes in a folder kept in memory by the
 * kernel (tmpfs, /dev/shm on Linux) when there is one with room (MIN_SHM_FREE_BYTES), else in the
 * temp folder; TMPDIR, when set, chooses. Either way the database is files outside this process:
 * the pages an audit stores sit in the kernel's memory (tmpfs) or page cache, not in this
 * process's heap, so the process does not grow with the site. A 500-page audit's database is about
 * 30 MB on top of the template's 25 MB (most of it one WAL segment), deleted when the audit ends.
 *
 * PGlite runs on a worker thread (pglite-thread.ts), and `citable audit` starts all this first,
 * before loading the services (startAuditDatabase, which loads nothing but Node's own modules):
 * the copy, the thread's start and Postgres' own start overlap the main thread's module loading.
 * The Kysely instance over it is made later (openedDatabase), when the database package is loaded.
 *
 * The template's name carries a hash of the PGlite version, the migration files and the settings
 * below, so a change to any of them makes a new template. Anything that goes wrong with the
 * template falls back to a fresh database: slower, never wrong.
 */
import { createHash } from 'node:crypto';
import { accessSync, appendFileSync, constants, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statfsSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { Database, PgliteSession } from '@citable/db';
import type { OpenedDatabase } from '@citable/runtime';
import { startPgliteThread } from './pglite-thread.js';

/** Where openPglite (libs/db) keeps Postgres' own files inside the folder it is given. */
const PGLITE_SUBDIR = 'pglite';

/** Linux's memory-backed folder (tmpfs), present on every distribution; 64 MB in a default Docker container. */
const SHM = '/dev/shm';
/** Free space a memory-backed folder needs to hold an audit's database: far more than 500 pages take. */
export const MIN_SHM_FREE_BYTES = 1024 ** 3;

/**
 * The folder an audit's database is copied into: the memory-backed `shm` folder when TMPDIR is not
 * set and it can be written and has MIN_SHM_FREE_BYTES free, else the temp folder.
 */
export function scratchRoot(env: NodeJS.ProcessEnv = process.env, shm = SHM): string {
  if (!env.TMPDIR && process.platform === 'linux') {
    try {
      const fs = statfsSync(shm);
      accessSync(shm, constants.W_OK);
      if (fs.bavail * fs.bsize >= MIN_SHM_FREE_BYTES) return shm;
    } catch {
      // No such folder, or not ours to write: the temp folder.
    }
  }
  return tmpdir();
}

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
  // Once per PGlite version and set of migrations: the database package is loaded for it here.
  const [{ migrateToLatest, openPglite }, { sql }] = await Promise.all([import('@citable/db'), import('kysely')]);
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

/** An audit's PGlite, started on its worker thread in a temp folder of its own. */
export interface StartedDatabase {
  session: PgliteSession;
  /** A copy of the migrated template (false: a fresh database, to migrate). */
  migrated: boolean;
  /** Stops PGlite's thread and deletes the folder. */
  close(): Promise<void>;
  /** Why the template was not used (it is deleted; the next audit makes a new one), else null. */
  templateProblem: unknown;
}

/**
 * Starts PGlite on a worker thread in a new temp folder, after `fill` (if any) has put a database
 * there; the folder goes on close or failure. The folder is this process's own (mkdtemp), so it
 * takes no data-folder lock as `citable start`'s DATA_DIR does.
 */
async function startInTempFolder(signal: AbortSignal | undefined, migrated: boolean, templateProblem: unknown, fill?: (pgliteDir: string) => Promise<void>): Promise<StartedDatabase> {
  signal?.throwIfAborted();
  const dataDir = mkdtempSync(path.join(scratchRoot(), 'citable-audit-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  // The thread loads PGlite and compiles its WebAssembly while the template is copied.
  const session = startPgliteThread();
  // Cancelled meanwhile: the thread is stopped at once.
  const cancel = () => void session.close().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await fill?.(path.join(dataDir, PGLITE_SUBDIR));
    signal?.throwIfAborted();
    session.open(path.join(dataDir, PGLITE_SUBDIR));
    await session.waitReady;
    signal?.throwIfAborted();
  } catch (err) {
    await session.close().catch(() => undefined);
    await removeDir();
    throw err;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await session.close();
      } finally {
        await removeDir();
      }
    })());
  return { session, migrated, close, templateProblem };
}

/**
 * Starts the audit's database, in its own temp folder, which closing it deletes: migrated when it
 * is a copy of the template (whose name says which migrations it has), else fresh. A template that
 * cannot be made, copied or opened is deleted (the next audit makes a new one), the reason kept
 * as `templateProblem`, and this audit goes on with a fresh database.
 */
export async function startAuditDatabase(signal?: AbortSignal): Promise<StartedDatabase> {
  // The embedded Postgres is WebAssembly. An audit lasts seconds: compiling its hot functions a
  // second time with V8's optimising compiler costs more CPU (on the cores the crawl and checks
  // need) and ~50 MB more memory than the optimised code gains back, so the baseline compiler's
  // code is kept. Set before the database's module is compiled, for the process and so for
  // PGlite's thread; a long-running `citable start` keeps both tiers.
  v8.setFlagsFromString('--liftoff-only');
  const key = templateKey();
  if (key) {
    const template = templatePath(key);
    let problem: unknown;
    try {
      if (!existsSync(template)) await buildTemplate(template);
      return await startInTempFolder(signal, true, null, (dir) => copyTree(template, dir));
    } catch (err) {
      if (signal?.aborted) throw err;
      problem = err;
      rmSync(template, { recursive: true, force: true });
    }
    return startInTempFolder(signal, false, problem);
  }
  return startInTempFolder(signal, false, null);
}

/** A database for a command that may still stop before using it (a usage error). */
export interface PendingDatabase {
  /** Starts the database, once (it may have started already). */
  start(): Promise<StartedDatabase>;
  /** Stops the start (or closes what started) and deletes the folder; the command did not need it. */
  cancel(): Promise<void>;
}

/**
 * startAuditDatabase, cancellable: `citable audit` calls this first, before reading its arguments,
 * and the database starts at once when there is a template to copy. Without one (the first audit,
 * or the first after an upgrade) it starts when the command asks for it: the template, seconds to
 * build, is never built for a command that then stops at a usage error.
 */
export function beginAuditDatabase(): PendingDatabase {
  const abort = new AbortController();
  let started: Promise<StartedDatabase> | undefined;
  const start = () => {
    if (!started) {
      started = startAuditDatabase(abort.signal);
      // Whoever takes the database awaits it; a cancelled start rejects and is nobody's error.
      started.catch(() => undefined);
    }
    return started;
  };
  const key = templateKey();
  if (key && existsSync(templatePath(key))) void start();
  return {
    start,
    async cancel() {
      abort.abort();
      const done = await started?.catch(() => null);
      await done?.close();
    },
  };
}

/** The started database as the runtime takes it: a Kysely instance over PGlite's thread, closed with it. */
export async function openedDatabase(started: Promise<StartedDatabase>): Promise<OpenedDatabase> {
  // Loaded by the services already: no cost here, and none before the database has started.
  const [{ PgliteDialect }, { Kysely }] = await Promise.all([import('@citable/db'), import('kysely')]);
  const { session, migrated, close } = await started;
  const db = new Kysely<Database>({ dialect: new PgliteDialect(session) });
  let closing: Promise<void> | undefined;
  return {
    handle: {
      db,
      kind: 'pglite',
      // Kysely's destroy waits for the query in flight and closes the session; then the folder goes.
      close: () => (closing ??= db.destroy().finally(close)),
    },
    migrated,
  };
}

/** startAuditDatabase and openedDatabase at once; a template problem goes to `onProblem`. */
export function openAuditDatabase(onProblem: (err: unknown) => void = () => {}): Promise<OpenedDatabase> {
  return openedDatabase(
    startAuditDatabase().then((started) => {
      if (started.templateProblem) onProblem(started.templateProblem);
      return started;
    }),
  );
}
