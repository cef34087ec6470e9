/**
 * Postgres (DATABASE_URL) through pg's pool and Kysely's PostgresDialect. pg is loaded when a
 * pool is opened: processes on the embedded database (`citable audit`) never load it (with
 * Node's own fetch implementation, which pg asks for while it loads).
 */
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './database.js';
import { DatabaseUnavailableError } from './errors.js';
import { closeOnce, type DatabaseHandle } from './handle.js';

const INT8_OID = 20;
/** How long opening (and later, any pooled query) waits for a connection before failing. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * pg reads bigint (int8, count(*)) as a string while PGlite reads a number; read a number on
 * both, and a BigInt only past 2^53 where a number would lose digits (STACK.md 8.3).
 * Passed per pool rather than set globally, so other pg users in the process are untouched.
 */
const typesOf = (pgTypes: typeof pg.types): pg.CustomTypesConfig => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID && format !== 'binary') {
      return (value: string) => {
        const n = Number(value);
        return Number.isSafeInteger(n) ? n : BigInt(value);
      };
    }
    return pgTypes.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
});

export interface PostgresOptions {
  /** Connections in the pool (pg's default: 10). */
  poolSize?: number;
}

export async function openPostgres(databaseUrl: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const target = describeTarget(databaseUrl);
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: typesOf(pg.types),
  });
  // An idle connection that breaks (server restart) is dropped by the pool itself and the next
  // query reconnects; without a listener the 'error' event would crash the process.
  pool.on('error', () => {});
  // The pool listens to a connection's errors only while it is idle. One checked out (Kysely holds
  // it from before a query until after its answer, a transaction across queries) can break too:
  // a restart's FATAL 57P01 arriving between two queries, or with a query's answer in one read
  // on a busy machine. Unheard, that 'error' event crashed the process. Heard here, the connection
  // is marked unusable: a query on it fails, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(target, withoutPassword(reasonOf(err), databaseUrl));
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: closeOnce(() => db.destroy()) };
}

/** host:port/database from a connection URL, leaving out the user's password. */
export function describeTarget(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return 'an unparseable URL (expected postgres://user:password@host:5432/database)';
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres';
  return `${url.hostname || 'localhost'}:${url.port || '5432'}/${database}`;
}

/** Belt and braces: no driver message should echo the password, and this one never will. */
function withoutPassword(text: string, databaseUrl: string): string {
  let password = '';
  try {
    password = decodeURIComponent(new URL(databaseUrl).password);
  } catch {
    return text;
  }
  return password ? text.split(password).join('***') : text;
}

function reasonOf(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) {
    // Node tries every address of a name (IPv4 and IPv6) and reports each failure.
    return err.errors.map(reasonOf).join('; ');
  }
  if (err instanceof Error) return err.message || (err as NodeJS.ErrnoException).code || err.name;
  return String(err);
}
