/**
 * The worker thread of pglite-thread.ts: one PGlite on the folder the main thread names, answering
 * the queries it posts, one message each way. Errors go back as their message and the fields
 * callers read (code, detail, constraint), which EmbeddedDatabaseError rebuilds.
 *
 * The thread starts before its folder is ready (the main thread copies the template meanwhile), so
 * it compiles Postgres' WebAssembly at once, on V8's compiler threads, while PGlite's JavaScript
 * loads: PGlite would read and compile it only once asked to start.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import type { FromPgliteThread, ToPgliteThread } from './pglite-thread.js';

/** Node's WebAssembly global (the compiler's lib here declares no WebAssembly types). */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
type WasmModule = object;

const port = parentPort!;
const post = (message: FromPgliteThread) => port.postMessage(message);

/** pglite.wasm beside PGlite's entry, compiled; null when it is not there (PGlite then finds its own). */
const compiled: Promise<WasmModule | null> = readFile(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite')))
  .then((bytes) => WebAssembly.compile(bytes))
  .catch(() => null);
// Loaded after the compile has started: a static import would load first.
const loaded = import('@electric-sql/pglite');

function fields(err: unknown) {
  const source = (typeof err === 'object' && err !== null ? err : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : undefined);
  return { message: text('message') ?? String(err), code: text('code'), detail: text('detail'), constraint: text('constraint') };
}

let opening: Promise<import('@electric-sql/pglite').PGlite> | undefined;

port.on('message', (message: ToPgliteThread) => {
  if (message.type === 'open') {
    opening = Promise.all([loaded, compiled]).then(([{ PGlite }, wasm]) => PGlite.create(message.dataDir, wasm ? { pgliteWasmModule: wasm } : {}));
    opening.then(
      () => post({ type: 'ready' }),
      (err: unknown) => post({ type: 'failed', error: fields(err) }),
    );
  } else if (message.type === 'query') {
    opening!
      .then((pg) => pg.query(message.sql, message.params, { rowMode: 'object' }))
      .then(
        (result) => post({ type: 'result', id: message.id, rows: result.rows, affectedRows: result.affectedRows }),
        (err: unknown) => post({ type: 'result', id: message.id, error: fields(err) }),
      );
  } else {
    opening!
      .then((pg) => pg.close())
      .then(
        () => post({ type: 'closed' }),
        (err: unknown) => post({ type: 'closed', error: fields(err) }),
      );
  }
});
