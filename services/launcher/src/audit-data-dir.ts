/**
 * The throwaway data folder of one `citable audit`. A fresh embedded database costs PGlite's
 * initdb (about 8 s of CPU) and the migrations (about 1.5 s) before any page is fetched, so the
 * first audit leaves a migrated, closed database in the system's temp folder and every later
 * audit starts from a copy of it (a quarter of a second).
 *
 * The template's name carries a hash of the PGlite version and of the migration files, so a new
 * PGlite or a changed migration makes a new template. Anything that goes wrong here falls back to
 * a fresh database: slower, never wrong.
 */
import { createHash } from 'node:crypto';
import { constants, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openPglite } from '@citable/db';

/** Where openInfrastructure (libs/runtime) puts the embedded database inside DATA_DIR. */
const RUNTIME_SUBDIR = 'pglite';
/** Where openPglite (libs/db) keeps Postgres' own files inside the folder it is given. */
const PGLITE_SUBDIR = 'pglite';

function pgliteVersion(from: string): string | null {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    if (existsSync(pkg)) return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) return null;
  }
}

/** A hash of the PGlite version and the migration files next to @citable/db's entry; null when either is not found. */
export function templateKey(): string | null {
  try {
    const dbEntry = fileURLToPath(import.meta.resolve('@citable/db'));
    const version = pgliteVersion(dbEntry);
    const migrationsDir = path.join(path.dirname(dbEntry), 'migrations');
    const files = readdirSync(migrationsDir)
      .filter((f) => /\.[cm]?[jt]s$/.test(f) && !/\.d\.[cm]?ts$/.test(f))
      .sort();
    if (!version || files.length === 0) return null;
    const hash = createHash('sha256').update(`pglite ${version}\n`);
    for (const f of files) hash.update(`${f}\n`).update(readFileSync(path.join(migrationsDir, f)));
    return hash.digest('hex').slice(0, 16);
  } catch {
    return null;
  }
}

function templatePath(key: string): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  return path.join(tmpdir(), `citable-pglite-template-${uid}-${key}`);
}

/** Makes the template: a migrated database, closed, then renamed into place (atomic; a concurrent maker may win). */
async function buildTemplate(target: string): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'citable-template-'));
  try {
    const handle = await openPglite(work);
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    try {
      renameSync(path.join(work, PGLITE_SUBDIR), target);
    } catch (err) {
      if (!existsSync(target)) throw err;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A new temp folder to use as DATA_DIR, holding a copy of the migrated template when one can be
 * had. The caller removes it when the audit ends.
 */
export async function prepareAuditDataDir(onProblem: (err: unknown) => void = () => {}): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citable-audit-'));
  const key = templateKey();
  if (!key) return dataDir;
  const template = templatePath(key);
  const target = path.join(dataDir, RUNTIME_SUBDIR, PGLITE_SUBDIR);
  try {
    if (!existsSync(template)) await buildTemplate(template);
    // A copy-on-write clone where the file system can (btrfs, XFS, APFS), else a plain copy.
    cpSync(template, target, { recursive: true, mode: constants.COPYFILE_FICLONE });
  } catch (err) {
    onProblem(err);
    rmSync(path.join(dataDir, RUNTIME_SUBDIR), { recursive: true, force: true });
  }
  return dataDir;
}
