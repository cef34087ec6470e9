/**
 * A real HTTP server on 127.0.0.1 serving a fixture web site, for tests and benchmarks that
 * crawl. Routes are data (path -> response) or small functions of the request; every request is
 * logged so tests can assert what the crawler asked for (and what it never asked for).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface FixtureRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  userAgent: string;
  headers: http.IncomingHttpHeaders;
}

export interface RequestLog {
  method: string;
  url: string;
  path: string;
  userAgent: string;
  at: number;
}

export interface FixtureResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent in this many chunks with a pause between them (streams a big body). */
  chunks?: number;
  /** Answer only after this delay (a slow server). */
  delayMs?: number;
  /** Compress the body with this Content-Encoding. */
  encoding?: 'gzip' | 'br' | 'deflate';
}

export type RouteHandler = (req: FixtureRequest) => FixtureResponse;
/** Keyed by path without the query string, e.g. "/", "/about", "/sitemap.xml". */
export type Routes = Record<string, FixtureResponse | RouteHandler>;

export interface SiteContext {
  /** The origin the site's absolute URLs (canonicals, sitemap locs, og:url) name. */
  origin: string;
}

/** A site whose pages name their own absolute URLs needs to know its origin first. */
export type SiteBuilder = (ctx: SiteContext) => Routes;

export interface StartOptions {
  /**
   * Origin the site's absolute URLs name (e.g. "https://www.example.com"): a copy of a public site
   * served locally. Defaults to the server's own origin.
   */
  publicOrigin?: string;
  /** Delay added to every answer. */
  delayMs?: number;
  /** Answer for paths with no route (default: 404 page). */
  fallback?: RouteHandler;
  /** Loopback address to listen on (default 127.0.0.1; any 127.x.y.z works on Linux). */
  host?: string;
}

export interface FixtureSite {
  /** Root URL of the running server, e.g. http://127.0.0.1:41234/ */
  url: string;
  origin: string;
  port: number;
  requests: RequestLog[];
  close(): Promise<void>;
}

const NOT_FOUND: FixtureResponse = {
  status: 404,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: '<!doctype html><html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>',
};

function compress(body: Buffer, encoding: NonNullable<FixtureResponse['encoding']>): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  if (encoding === 'br') return zlib.brotliCompressSync(body);
  return zlib.deflateSync(body);
}

function drainedOrClosed(res: http.ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

async function send(res: http.ServerResponse, answer: FixtureResponse, signal: AbortSignal): Promise<void> {
  let body = typeof answer.body === 'string' ? Buffer.from(answer.body) : (answer.body ?? Buffer.alloc(0));
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.encoding) {
    body = compress(body, answer.encoding);
    headers['content-encoding'] = answer.encoding;
  }
  res.writeHead(answer.status ?? 200, headers);
  const chunks = Math.max(1, answer.chunks ?? 1);
  const size = Math.ceil(body.length / chunks);
  for (let i = 0; i < chunks && !signal.aborted && !res.destroyed; i++) {
    const ok = res.write(body.subarray(i * size, (i + 1) * size));
    // Respect back-pressure: a client that stops reading (a size cap) must not make us buffer.
    if (!ok) await drainedOrClosed(res);
  }
  res.end();
}

export async function startFixtureSite(site: Routes | SiteBuilder, options: StartOptions = {}): Promise<FixtureSite> {
  const requests: RequestLog[] = [];
  const closing = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  let routes: Routes = {};

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const userAgent = req.headers['user-agent'] ?? '';
    const method = req.method ?? 'GET';
    requests.push({ method, url, path, userAgent, at: Date.now() });
    const route = routes[path];
    const request: FixtureRequest = { method, url, path, userAgent, headers: req.headers };
    const answer: FixtureResponse =
      typeof route === 'function' ? route(request) : (route ?? (options.fallback ? options.fallback(request) : NOT_FOUND));
    const delay = (answer.delayMs ?? 0) + (options.delayMs ?? 0);
    const reply = () => {
      send(res, answer, closing.signal).catch(() => res.destroy());
    };
    if (delay <= 0) return reply();
    const timer = setTimeout(() => {
      timers.delete(timer);
      reply();
    }, delay);
    timers.add(timer);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  routes = typeof site === 'function' ? site({ origin: options.publicOrigin ?? origin }) : site;

  return {
    url: `${origin}/`,
    origin,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
