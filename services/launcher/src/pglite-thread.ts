/**
 * PGlite on a worker thread, for `citable audit`: the embedded Postgres starts and answers queries
 * on a core of its own while the main thread loads the services, crawls and runs the checks.
 *
 * A one-page audit's main thread had PGlite's start (about 0.3 s of CPU: its file bundle, the
 * Postgres backend's start, the first queries' cold catalog) and its queries (another 0.25 s) on
 * top of loading the services' modules and the checks; the two only take turns on one thread,
 * never overlap. Here PGlite starts while the modules load, and each query runs while the
 * main thread goes on with other pages. The session is what libs/db's PgliteDialect asks of a
 * PGlite: queries go over as messages, rows come back as structured clones (Dates stay Dates).
 * Errors come back as errors with PGlite's message, code, detail and constraint, which the
 * dialect turns into EmbeddedDatabaseError as it does PGlite's own. Only Node's modules are
 * loaded here, so the thread can start before anything else is.
 */
import type { PgliteSession } from '@citable/db';
import { Worker } from 'node:worker_threads';

interface ErrorFields {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
}

export type ToPgliteThread = { type: 'open'; dataDir: string } | { type: 'query'; id: number; sql: string; params: unknown[] } | { type: 'close' };
export type FromPgliteThread =
  | { type: 'ready' }
  | { type: 'failed'; error: ErrorFields }
  | { type: 'result'; id: number; rows?: unknown[]; affectedRows?: number; error?: ErrorFields }
  | { type: 'closed'; error?: ErrorFields };

/**
 * The compiled worker beside this module (dist/, where the `citable` bundle's chunks are too);
 * sources run by vitest use the compiled one (run `make build` first), as the scorer's pool does.
 */
function workerFile(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? '../dist/pglite-worker.js' : './pglite-worker.js', here);
}

/** The thread's young generation (V8 resource limit), in MB. */
const YOUNG_GENERATION_MB = 4;

/** An Error with the fields PGlite's errors carry (those the dialect reads). */
function rebuilt(e: ErrorFields, context?: string): Error {
  const err = new Error(context ? `${context}: ${e.message}` : e.message);
  return Object.assign(err, { code: e.code, detail: e.detail, constraint: e.constraint });
}

/** PGlite's thread: started before its folder is ready, it opens the folder named by `open`. */
export interface PgliteThread extends PgliteSession {
  /** Starts PGlite on `dataDir`; `waitReady` settles when it has started or failed. */
  open(dataDir: string): void;
}

/** Starts the thread, which loads PGlite and compiles its WebAssembly while the folder is made ready. */
export function startPgliteThread(): PgliteThread {
  // The thread's JavaScript only passes rows through (PGlite's own memory is WebAssembly's): a
  // young generation of 4 MB instead of V8's default took a 500-page audit's peak resident memory
  // from about 316 MB to 277 MB, as fast.
  const worker = new Worker(workerFile(), { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  let dataDir = '';
  const pending = new Map<number, { resolve: (r: { rows: unknown[]; affectedRows?: number }) => void; reject: (err: Error) => void }>();
  let nextId = 0;
  let ready!: { resolve: () => void; reject: (err: Error) => void };
  const waitReady = new Promise<void>((resolve, reject) => (ready = { resolve, reject }));
  // A start that fails is reported by waitReady; nobody else need handle it.
  waitReady.catch(() => undefined);
  let closed: { resolve: () => void; reject: (err: Error) => void } | undefined;
  let gone: Error | undefined;
  let started = false;

  worker.on('message', (m: FromPgliteThread) => {
    if (m.type === 'ready') {
      started = true;
      ready.resolve();
    } else if (m.type === 'failed') {
      ready.reject(rebuilt(m.error, `Cannot open the embedded database in ${dataDir}`));
    } else if (m.type === 'result') {
      const call = pending.get(m.id);
      pending.delete(m.id);
      if (m.error) call?.reject(rebuilt(m.error));
      else call?.resolve({ rows: m.rows ?? [], affectedRows: m.affectedRows });
    } else if (closed) {
      const done = closed;
      void worker.terminate().then(() => (m.error ? done.reject(rebuilt(m.error)) : done.resolve()));
    }
  });
  const fail = (err: Error) => {
    gone ??= err;
    ready.reject(err);
    for (const call of pending.values()) call.reject(err);
    pending.clear();
    closed?.reject(err);
  };
  worker.on('error', (err) => fail(rebuilt({ message: err.message }, 'The embedded database thread failed')));
  worker.on('exit', (code) => {
    if (closed) closed.resolve();
    else fail(new Error(`The embedded database thread exited (code ${code}).`));
  });
  let closing: Promise<void> | undefined;

  return {
    open(dir: string) {
      dataDir = dir;
      worker.postMessage({ type: 'open', dataDir: dir } satisfies ToPgliteThread);
    },
    waitReady,
    query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
      if (gone) return Promise.reject(gone);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (r: { rows: unknown[]; affectedRows?: number }) => void, reject });
        worker.postMessage({ type: 'query', id, sql, params } satisfies ToPgliteThread);
      });
    },
    close(): Promise<void> {
      // Not started yet (the command stopped before using it): nothing to shut down cleanly.
      closing ??= gone || !started
        ? worker.terminate().then(() => ready.reject(new Error('The embedded database was closed before it started.')))
        : new Promise<void>((resolve, reject) => {
          closed = { resolve, reject };
          worker.postMessage({ type: 'close' } satisfies ToPgliteThread);
        });
      return closing;
    },
  };
}
