/**
 * Kysely dialect for PGlite with a connection mutex.
 *
 * PGlite is one single-session connection. Kysely 0.28 has no PGlite dialect, and kysely-pglite
 * lets every caller use that session at once, so while one task holds BEGIN...ROLLBACK another
 * task's insert runs inside that transaction and is rolled back with it (STACK.md 8.2). Here a
 * caller owns the connection from acquire to release, as with a pool of size one: queries of
 * other callers wait, and code inside `db.transaction()` must use its `trx`, never `db`.
 */
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { EmbeddedDatabaseError } from './errors.js';

/**
 * What the dialect asks of a PGlite: the instance itself, or a stand-in for one that runs
 * elsewhere (the `citable audit` command runs its PGlite on a worker thread).
 */
export interface PgliteSession {
  readonly waitReady: Promise<void>;
  query<R>(sql: string, params: unknown[], options: { rowMode: 'object' }): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

/** First come, first served lock: `lock()` resolves to the function that releases it. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    return previous.then(() => release);
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PgliteSession) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const result = await this.pg.query<R>(query.sql, [...query.parameters], { rowMode: 'object' });
      return {
        rows: result.rows,
        numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
      };
    } catch (err) {
      throw EmbeddedDatabaseError.from(err);
    }
  }

  // PGlite hands back whole results; there is no cursor to stream from.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new EmbeddedDatabaseError('Streaming queries are not supported by the embedded database (PGlite).');
  }
}

class PgliteDriver implements Driver {
  readonly #pg: PgliteSession;
  readonly #connection: PgliteConnection;
  readonly #mutex = new Mutex();
  #release: (() => void) | undefined;

  constructor(pg: PgliteSession) {
    this.#pg = pg;
    this.#connection = new PgliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.#pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    // Wait for the caller holding the connection (if any) so close never cuts a query short.
    const release = await this.#mutex.lock();
    try {
      await this.#pg.close();
    } finally {
      release();
    }
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly pg: PgliteSession) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pg);
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
