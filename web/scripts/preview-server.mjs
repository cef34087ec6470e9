// Serves web/dist on 127.0.0.1 with the SPA fallback (unknown paths get index.html), for local
// checks of a production build. With `mockApi`, answers every call the screens make with the
// realistic fixtures of mock-data.mjs, so each screen and state can be looked at without the backend.
//
//   node web/scripts/preview-server.mjs [port] [signed-out|signed-in|admin|down]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createFixtures, CRITERIA, IDS } from './mock-data.mjs';

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

const readBody = (req) =>
  new Promise((resolveBody) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        resolveBody(JSON.parse(body || '{}'));
      } catch {
        resolveBody({});
      }
    });
  });

const notFound = (res, what) => json(res, 404, { error: 'not_found', message: `${what} not found` });
const unavailable = (res, service) =>
  json(res, 503, { error: 'service_unavailable', message: `The ${service} service is not available right now. Please try again shortly.` });

/**
 * A mock of the gateway for screenshots and local checks, answering in the contracts' shapes
 * with the fixtures of mock-data.mjs.
 *
 * state.mode: 'signed-out' | 'signed-in' | 'admin' | 'down' (every call 503).
 * Switches: magicFails, emptyAudits, auditsDown, createFails, slowCreate, shareFails,
 * citationsDown, criteriaDown, reportDown (500), slowVerify (verify answers after 30 s).
 */
export function mockApi(state) {
  state.fixtures ??= createFixtures();
  return async (req, res) => {
    const { pathname, searchParams } = new URL(req.url, 'http://x');
    const method = req.method ?? 'GET';
    const { audits, listed } = state.fixtures;
    const signedIn = state.mode === 'signed-in' || state.mode === 'admin';
    if (state.mode === 'down') return unavailable(res, 'gateway');

    // ---- auth ----
    if (pathname === '/v1/auth/me') {
      if (!signedIn) return json(res, 401, { error: 'unauthorized', message: 'Sign in to continue.' });
      return json(res, 200, { email: 'owner@example.com', isAdmin: state.mode === 'admin' });
    }
    if (pathname === '/v1/auth/logout' && method === 'POST') {
      state.mode = 'signed-out';
      return json(res, 200, { ok: true });
    }
    if (pathname === '/v1/auth/magic/request' && method === 'POST') {
      state.lastMagicRequest = await readBody(req);
      if (state.magicFails) return json(res, 500, { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
      return json(res, 200, { ok: true, message: 'If that address can sign in, a link is on its way.' });
    }
    if (pathname === '/v1/auth/magic/verify') {
      const token = searchParams.get('token') ?? '';
      if (state.slowVerify || token === 'slow' || token === 'slow-start') await new Promise((r) => setTimeout(r, 30_000));
      if (token === 'good' || token === 'slow') return json(res, 200, { ok: true, redirectTo: '/audits' });
      if (token === 'start' || token === 'slow-start') {
        return json(res, 200, { ok: true, redirectTo: `/audits/new?project_id=acme&root_url=${encodeURIComponent('https://acme.example')}&max_pages=50` });
      }
      if (token === 'network') return req.socket.destroy();
      return json(res, 200, { ok: false, reason: 'expired_or_invalid' });
    }

    // ---- scoring criteria (public) ----
    if (pathname === '/api/scoring/criteria') {
      if (state.criteriaDown) return json(res, 500, { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
      return json(res, 200, { criteria: CRITERIA });
    }

    // ---- public audits ----
    const pub = pathname.match(/^\/api\/public\/audits\/([^/]+)(?:\/(composite|pages))?$/);
    if (pub) {
      const entry = audits[pub[1]];
      if (!entry || !entry.audit.is_public) return json(res, 404, { error: 'not_found', message: 'This audit is not publicly accessible' });
      if (pub[2] === 'composite') return json(res, 200, { composite: entry.composite });
      if (pub[2] === 'pages') return json(res, 200, { pages: entry.pages.map(summary) });
      return json(res, 200, { audit: entry.audit });
    }
    if (pathname === '/api/public/citations/summary') {
      const entry = audits[searchParams.get('audit_id') ?? ''];
      if (!entry || !entry.audit.is_public) return json(res, 404, { error: 'not_found', message: 'This audit is not publicly accessible' });
      if (state.citationsDown) return unavailable(res, 'citation');
      return json(res, 200, entry.citations);
    }

    // ---- owner routes ----
    if (/^\/api\/(audits|citations)/.test(pathname) && !signedIn) {
      return json(res, 401, { error: 'unauthorized', message: 'Sign in to continue.' });
    }
    if (pathname === '/api/audits' && method === 'GET') {
      if (state.auditsDown) return unavailable(res, 'audit');
      if (state.emptyAudits) return json(res, 200, { audits: [] });
      // The list leaves the crawl summary to the audit's own view, as the API does.
      return json(res, 200, { audits: listed.map((id) => ({ ...audits[id].audit, crawl_summary: undefined })) });
    }
    if (pathname === '/api/audits' && method === 'POST') {
      state.lastCreate = await readBody(req);
      if (state.slowCreate) await new Promise((r) => setTimeout(r, 30_000));
      if (state.createFails) return json(res, 500, { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
      return json(res, 201, { audit_id: IDS.running, id: IDS.running });
    }
    const own = pathname.match(/^\/api\/audits\/([^/]+)(?:\/(composite|pages|report|public|progress))?(?:\/([^/]+))?$/);
    if (own) {
      const [, id, sub, pageId] = own;
      const entry = audits[id];
      if (!entry) return notFound(res, 'Audit');
      if (!sub) return json(res, 200, { audit: entry.audit });
      if (sub === 'composite') return json(res, 200, { composite: entry.composite });
      if (sub === 'pages' && pageId) {
        const page = entry.pages.find((p) => p.id === pageId);
        return page ? json(res, 200, { page }) : notFound(res, 'Page');
      }
      if (sub === 'pages') {
        const limit = Number(searchParams.get('limit') ?? 100);
        return json(res, 200, { pages: entry.pages.slice(0, limit).map(summary) });
      }
      if (sub === 'report') {
        if (state.reportDown) return json(res, 500, { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
        return entry.report ? json(res, 200, entry.report) : notFound(res, 'Report');
      }
      if (sub === 'public' && method === 'POST') {
        const body = await readBody(req);
        if (state.shareFails) return json(res, 500, { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
        entry.audit.is_public = Boolean(body.is_public);
        return json(res, 200, { success: true, is_public: entry.audit.is_public });
      }
      if (sub === 'progress') return progressStream(req, res, entry.audit);
    }
    if (pathname === '/api/citations/summary') {
      const entry = audits[searchParams.get('audit_id') ?? ''];
      if (!entry) return notFound(res, 'Audit');
      if (state.citationsDown) return unavailable(res, 'citation');
      return json(res, 200, entry.citations);
    }
    if (pathname === '/api/citations/run' && method === 'POST') {
      state.lastCitationRun = await readBody(req);
      if (state.citationsDown) return unavailable(res, 'citation');
      return json(res, 200, { ok: true, run_id: '0f0e0d0c-0b0a-4909-8807-060504030201' });
    }
    json(res, 404, { error: 'not_found', message: 'Route not found' });
  };
}

/** A page in lists: without the HTML bodies. */
function summary(page) {
  const { html_static: _s, html_rendered: _r, ...rest } = page;
  return rest;
}

/** SSE like the gateway's: one event now, one per change; a running audit creeps forward. */
function progressStream(req, res, audit) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  let p = { auditId: audit.id, status: audit.status, discovered: audit.pages_discovered, crawled: audit.pages_crawled, scored: audit.pages_analyzed };
  const send = () => res.write(`event: progress\ndata: ${JSON.stringify(p)}\n\n`);
  send();
  if (audit.status !== 'running') return res.end();
  const timer = setInterval(() => {
    const discovered = Math.min(audit.max_pages, p.discovered + 1);
    p = { ...p, discovered, crawled: Math.min(discovered, p.crawled + 1), scored: Math.min(discovered, p.scored + 1) };
    send();
  }, 1500);
  req.on('close', () => clearInterval(timer));
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
  if (mode) console.log(`completed audit: /audits/${IDS.completed}  running: /audits/${IDS.running}  public: /public/${IDS.completed}`);
  console.log(`web/dist on http://127.0.0.1:${server.address().port}/${mode ? ` (mock API: ${mode})` : ''}`);
}
