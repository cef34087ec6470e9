/**
 * A Postgres 15 server of the test's own (Debian's binaries in /usr/lib/postgresql/<version>/bin:
 * initdb and pg_ctl on a temporary data folder), so the test can stop and start it mid-audit. As
 * root the server runs as the postgres user, which initdb requires.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openPostgres, type DatabaseHandle } from '@citable/db';
import { sql } from 'kysely';
import { freePort } from './ports.js';

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  const bin = version ? path.join(root, version, 'bin') : '';
  if (!existsSync(path.join(bin, 'pg_ctl'))) {
    throw new Error("No Postgres server binaries in /usr/lib/postgresql/<version>/bin: install Debian's postgresql-15 (scripts/ensure-fault-deps.sh).");
  }
  return bin;
}

export interface OwnPostgres {
  /** Server URL (database postgres). */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** A migrated database on it, for a deployment. */
  createDatabase(name: string): Promise<{ url: string; db: DatabaseHandle['db']; drop(): Promise<void> }>;
  remove(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binaries();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'citable-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(command[0] as string, command[1] as string[], { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200`;
  const start = async () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  // Fast: connections are cut and running transactions rolled back, as in a failover or a restart.
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop,
    start,
    async createDatabase(name) {
      const admin = await openPostgres(url, { poolSize: 1 });
      await sql.raw(`create database "${name}"`).execute(admin.db);
      await admin.close();
      const dbUrl = `postgres://postgres@127.0.0.1:${port}/${name}`;
      const handle = await openPostgres(dbUrl, { poolSize: 4 });
      await migrateToLatest(handle.db);
      return { url: dbUrl, db: handle.db, drop: () => handle.close() };
    },
    async remove() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
