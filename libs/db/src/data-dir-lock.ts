/**
 * An exclusive, cross-process lock on the embedded database's data folder.
 *
 * PGlite takes no lock of its own: two processes on one folder silently lose writes
 * (STACK.md 8.5). proper-lockfile makes `citable.lock` with an atomic mkdir and refreshes its
 * mtime while we hold it; the pid written beside it lets a new process recover at once from an
 * owner that was killed, instead of waiting for the mtime to go stale.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';
import { DataDirLockedError } from './errors.js';

const LOCK_NAME = 'citable.lock';
const OWNER_NAME = 'citable.lock.owner';

/** A lock not refreshed for this long belongs to a dead or frozen process, whoever it was. */
const STALE_MS = 30_000;
/** Once the recorded owner is known dead, its lock only has to be this old to be taken over. */
const DEAD_OWNER_STALE_MS = 2_000;
/** How often the holder refreshes the lock's mtime (proper-lockfile's minimum). */
const REFRESH_MS = 1_000;
/** Attempts to take over a dead owner's lock, spaced so that it turns stale meanwhile. */
const TAKEOVER_ATTEMPTS = 8;
const TAKEOVER_PAUSE_MS = 500;

interface Owner {
  pid: number;
  hostname: string;
}

export interface DataDirLock {
  release(): Promise<void>;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      return await acquire(dir, STALE_MS);
    } catch (err) {
      if (!isLockedError(err)) throw err;
    }
    const owner = await readOwner(dir);
    if (owner === undefined || !isDeadHere(owner) || attempt >= TAKEOVER_ATTEMPTS) {
      throw new DataDirLockedError(dir, owner?.pid);
    }
    try {
      return await acquire(dir, DEAD_OWNER_STALE_MS);
    } catch (err) {
      if (!isLockedError(err)) throw err;
    }
    // The dead owner's lock is still fresh, or a new owner just took it: look again shortly.
    await sleep(TAKEOVER_PAUSE_MS);
  }
}

async function acquire(dir: string, stale: number): Promise<DataDirLock> {
  const unlock = await lockfile.lock(dir, {
    lockfilePath: join(dir, LOCK_NAME),
    stale,
    update: REFRESH_MS,
    onCompromised: (err) => {
      // Someone else removed or took the lock: carrying on could lose data in both processes.
      throw new Error(
        `Lost the lock on the data folder ${dir} (${err.message}); another process may be using it. Stopping to protect the data.`,
      );
    },
  });
  const owner: Owner = { pid: process.pid, hostname: hostname() };
  await writeFile(join(dir, OWNER_NAME), JSON.stringify(owner));
  return {
    async release() {
      await rm(join(dir, OWNER_NAME), { force: true });
      await unlock();
    },
  };
}

async function readOwner(dir: string): Promise<Owner | undefined> {
  try {
    const owner = JSON.parse(await readFile(join(dir, OWNER_NAME), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname }
      : undefined;
  } catch {
    // Not written yet (the owner is starting) or unreadable: the owner is unknown.
    return undefined;
  }
}

/** Only a process on this machine can be checked; signal 0 tests for existence without sending. */
function isDeadHere(owner: Owner): boolean {
  if (owner.hostname !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function isLockedError(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';
}
