import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** What reply.serialize gives. */
type Serialized = string | Buffer | ArrayBuffer;

/** A JSON body, and its compressed forms once someone asked for them. */
export interface CachedBody {
  /** Weak: the br, gzip and plain forms are the same JSON. */
  etag: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

interface Entry {
  version: string;
  body: Promise<CachedBody>;
  bytes: number;
}

/**
 * Big JSON answers that change rarely, kept in memory per (key, version) with their compressed
 * forms. The caller has already checked who may see the resource; the version comes from the
 * database on every request, so a change is served at once (see pagesVersion in
 * audits.repository.ts).
 *
 * Why: a pages list carries each page's 23 check results with the catalogue's texts, ~45 KB a
 * page, so 4.5 MB for the default 100 pages and 23 MB for the pages tab's 500. Reading that from
 * Postgres and serialising it costs hundreds of milliseconds of CPU per request, and sending it
 * uncompressed costs the user the same again on the network. Brotli with a 16 MB window sees
 * that the texts repeat from page to page and shrinks it about 100 times; gzip's 32 KB window
 * cannot (about 3.5 times), but is what browsers ask for over plain http.
 *
 * Each entry is built once per version (concurrent misses share the work), each encoding is
 * made the first time it is asked for, off the event loop, and entries are dropped
 * least-recently-used first past `maxBytes`.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Entries held, and their bytes (plain and compressed). */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  body(key: string, version: string, build: () => Promise<Serialized>): Promise<CachedBody> {
    const hit = this.#entries.get(key);
    if (hit?.version === version) {
      // Most recently used goes to the back of the Map.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.body;
    }
    if (hit) this.#drop(key, hit);
    const entry: Entry = { version, bytes: 0, body: Promise.resolve(undefined as unknown as CachedBody) };
    const grow = (n: number) => {
      if (this.#entries.get(key) !== entry) return;
      entry.bytes += n;
      this.#bytes += n;
      this.#evict();
    };
    entry.body = build().then((out) => {
      const raw = typeof out === 'string' ? Buffer.from(out) : Buffer.isBuffer(out) ? out : Buffer.from(out);
      grow(raw.length);
      const forms = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(raw)]]);
      return {
        etag: `W/"${createHash('sha256').update(`${key}:${version}`).digest('base64url').slice(0, 27)}"`,
        encoded(encoding) {
          let form = forms.get(encoding);
          if (!form) {
            form = encoding === 'br' ? brotli(raw, brotliOptions(raw.length)) : gzip(raw);
            forms.set(encoding, form);
            form.then(
              (b) => grow(b.length),
              () => forms.delete(encoding),
            );
          }
          return form;
        },
      };
    });
    this.#entries.set(key, entry);
    // A failed build is not remembered: the next request tries again.
    entry.body.catch(() => {
      if (this.#entries.get(key) === entry) this.#drop(key, entry);
    });
    return entry.body;
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    // Compression still running for it adds to an entry no longer counted.
    entry.bytes = 0;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes || this.#entries.size <= 1) break;
      this.#drop(key, entry);
    }
  }
}

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    // Quality 5 compresses 4.5 MB in a fraction of a second; higher buys little here.
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    // A 16 MB window: the catalogue texts repeat every ~45 KB, far beyond gzip's 32 KB.
    [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** The encoding to answer with: br, then gzip, then none, as the Accept-Encoding header allows. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  return 'identity';
}

/** Sends a cached JSON body: 304 when the browser has it, else compressed as it asked. */
export async function sendCached(req: FastifyRequest, reply: FastifyReply, body: CachedBody): Promise<FastifyReply> {
  reply
    .header('etag', body.etag)
    .header('vary', 'accept-encoding')
    // The browser keeps it but asks every time; the answer is 304 when nothing changed.
    .header('cache-control', 'private, no-cache')
    .type('application/json; charset=utf-8');
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === body.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const bytes = await body.encoded(encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
