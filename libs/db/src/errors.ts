/** Errors the db package raises on purpose, each saying what to do about it. */

/** Postgres (DATABASE_URL) did not answer when the database was opened. */
export class DatabaseUnavailableError extends Error {
  constructor(
    /** host:port/database, never the password. */
    readonly target: string,
    reason: string,
  ) {
    super(`Cannot reach Postgres at ${target} (DATABASE_URL): ${reason}. Start Postgres or fix DATABASE_URL.`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Another process holds the embedded database's data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    const owner = pid === undefined ? '' : ` (pid ${pid})`;
    super(
      `The data folder ${dataDir} is in use by another Citable process${owner}. Stop it, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * A query or start-up error of the embedded engine (PGlite), carrying only what callers use.
 * PGlite's own errors point into a 20 kB minified line that buries the message when printed
 * (STACK.md 8.5). `code`, `detail` and `constraint` mean what they mean on pg's errors, so
 * callers handle both engines alike (e.g. code 23505 for a unique violation).
 */
export class EmbeddedDatabaseError extends Error {
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly constraint: string | undefined;

  constructor(message: string, fields: { code?: string; detail?: string; constraint?: string } = {}) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
    this.code = fields.code;
    this.detail = fields.detail;
    this.constraint = fields.constraint;
  }

  /** Rebuilds an error thrown inside PGlite, dropping its stack; `context` prefixes the message. */
  static from(err: unknown, context?: string): EmbeddedDatabaseError {
    const source = (typeof err === 'object' && err !== null ? err : {}) as Record<string, unknown>;
    const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : undefined);
    const message = text('message') ?? String(err);
    return new EmbeddedDatabaseError(context ? `${context}: ${message}` : message, {
      code: text('code'),
      detail: text('detail'),
      constraint: text('constraint'),
    });
  }
}
