import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** web/dist, found from this file whether it runs from src/ (tests) or dist/ (built). */
export const DEFAULT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const API_PREFIXES = ['/api/', '/v1/', '/healthz'];

/**
 * Serves the built web app; any other GET that is not an API route gets index.html so the
 * browser router can take it (deep links like /audits/123 work on reload).
 */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const built = existsSync(path.join(webDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (req.method !== 'GET' || isApi) {
      return reply.code(404).send({ error: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The web app is not built (no ${webDir}/index.html). Run "npm run build" or "make start".`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
