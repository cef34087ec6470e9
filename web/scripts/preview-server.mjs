// Serves web/dist on 127.0.0.1 with the SPA fallback (unknown paths get index.html), for local
// checks of a production build. With `mockApi`, answers the auth calls the shell makes, so the
// signed-out, signed-in and admin states can be looked at without the backend.
//
//   node web/scripts/preview-server.mjs [port] [signed-out|signed-in|admin|down]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = resolve(fileURLToPath(new URL('../dist', import.meta.url)));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

/** state.mode: 'signed-out' | 'signed-in' | 'admin' | 'down'; state.magicFails: boolean. */
export function mockApi(state) {
  return (req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (state.mode === 'down') return json(res, 503, { error: 'unavailable' });
    if (pathname === '/v1/auth/me') {
      if (state.mode === 'signed-out') return json(res, 401, { error: 'unauthorized' });
      return json(res, 200, { email: 'owner@example.com', isAdmin: state.mode === 'admin' });
    }
    if (pathname === '/v1/auth/logout' && req.method === 'POST') {
      state.mode = 'signed-out';
      return json(res, 204);
    }
    if (pathname === '/v1/auth/magic/request' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        state.lastMagicRequest = JSON.parse(body || '{}');
        if (state.magicFails) return json(res, 500, { error: 'smtp down' });
        json(res, 200, { ok: true });
      });
      return;
    }
    json(res, 404, { error: 'not found' });
  };
}

export function startPreviewServer({ port = 0, api } = {}) {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (/^\/(api|v1|healthz)(\/|$)/.test(pathname)) {
      if (api) return api(req, res);
      return json(res, 404, { error: 'no API in preview' });
    }
    const file = normalize(join(DIST, decodeURIComponent(pathname)));
    const inDist = file.startsWith(DIST);
    try {
      if (!inDist) throw new Error('outside dist');
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, { 'content-type': type, 'cache-control': cache });
      res.end(await readFile(file));
    } catch {
      // Hashed assets that are gone must 404 (not index.html), or the browser runs HTML as JS.
      if (pathname.startsWith('/assets/')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('not found');
      }
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
      res.end(await readFile(join(DIST, 'index.html')));
    }
  });
  return new Promise((resolvePromise) => {
    server.listen(port, '127.0.0.1', () => resolvePromise(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 4173);
  const mode = process.argv[3];
  const server = await startPreviewServer({ port, api: mode ? mockApi({ mode }) : undefined });
  console.log(`web/dist on http://127.0.0.1:${server.address().port}/${mode ? ` (mock API: ${mode})` : ''}`);
}
