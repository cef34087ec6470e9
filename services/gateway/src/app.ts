import type { Bus } from '@citable/bus';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from '@citable/log';
import { healthRoutes } from './routes/health.js';
import { serveWebApp, DEFAULT_WEB_DIR } from './web-app.js';

export interface GatewayDeps {
  db: Kysely<any>;
  bus: Bus;
  log: Logger;
  webDir?: string;
}

/** The gateway as a Fastify instance, not yet listening (tests use inject or listen on port 0). */
export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: deps.log, disableRequestLogging: true, trustProxy: true, bodyLimit: 256 * 1024 });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    // 5xx details stay in the log: the client gets a message it can act on, not internals.
    const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : err.message;
    return reply.code(status).send({ error: err.code?.toLowerCase() ?? (status >= 500 ? 'internal_error' : 'bad_request'), message });
  });
  healthRoutes(app, deps);
  await serveWebApp(app, deps.webDir ?? DEFAULT_WEB_DIR);
  return app;
}
