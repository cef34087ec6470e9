import { AuthError } from '@citable/auth';
import type { Bus } from '@citable/bus';
import { publicUrl, type Config } from '@citable/config';
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from './http/errors.js';
import { recordHttpMetrics } from './http/metrics.js';
import { originCheck } from './http/origin-check.js';
import { ResponseCache } from './http/response-cache.js';
import { DEFAULT_SESSION_CACHE_MS, registerSessions } from './http/session.js';
import { ProgressHub } from './progress-hub.js';
import { adminRoutes } from './routes/admin.js';
import { auditRoutes } from './routes/audits.js';
import { authRoutes } from './routes/auth.js';
import { criteriaRoutes } from './routes/criteria.js';
import { diffRoutes } from './routes/diff.js';
import { exportRoutes } from './routes/exports.js';
import { fixRoutes } from './routes/fixes.js';
import { healthRoutes } from './routes/health.js';
import { monitorRoutes } from './routes/monitors.js';
import { publicRoutes } from './routes/public.js';
import { reportRoutes } from './routes/report.js';
import { serviceRoutes } from './routes/services.js';
import { systemRoutes } from './routes/system.js';
import type { GatewayApp } from './routes/types.js';
import { DEFAULT_WEB_DIR, serveWebApp } from './web-app.js';

export interface GatewayDeps {
  db: Kysely<Database>;
  bus: Bus;
  log: Logger;
  config: Config;
  webDir?: string;
  /** Requests per minute per client IP on /api and /v1 (default 600). */
  rateLimitPerMinute?: number;
  /** How long who-a-session-is stays remembered, in ms; 0 asks the auth service on every request (default 5 000). */
  sessionCacheMs?: number;
  /** Memory for pages lists, plain and compressed (default 96 MiB). */
  responseCacheBytes?: number;
}

/** Codes for the errors Fastify and its plugins raise themselves (their own codes, FST_ERR_..., say nothing to a client). */
const FRAMEWORK_ERROR_CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** A route as registered: the authorization matrix test holds a table of every one. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** The gateway as a Fastify instance, not yet listening (tests use inject or listen on port 0). */
export async function buildGateway(deps: GatewayDeps): Promise<{ app: GatewayApp; progress: ProgressHub; routes: RegisteredRoute[] }> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance type the routes expect.
    loggerInstance: deps.log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For is believed only from a proxy on this machine: trusting it from anyone would
    // let a client pick its own IP and walk past the per-IP rate limits (sign-in links, admin password).
    trustProxy: 'loopback',
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  recordHttpMetrics(app);
  const base = publicUrl(deps.config);
  const progress = new ProgressHub();
  await progress.start(deps.bus);
  // Before the server stops listening: open progress streams would otherwise hold close() open.
  app.addHook('preClose', async () => progress.endAll());
  app.addHook('onClose', () => progress.stop());

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
  await app.register(fastifyCookie);
  const secureCookies = base.startsWith('https:');
  await registerSessions(app, { bus: deps.bus, secureCookies, cacheMs: deps.sessionCacheMs ?? DEFAULT_SESSION_CACHE_MS });
  await app.register(fastifyRateLimit, {
    global: true,
    max: deps.rateLimitPerMinute ?? 600,
    timeWindow: '1 minute',
    allowList: (req) => !(req.url.startsWith('/api/') || req.url.startsWith('/v1/')),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'rate_limited',
      message: `Too many requests: try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Citable API', version: '1.0.0', description: 'Audits of how visible a site is to AI assistants, and what to fix.' },
      tags: ['auth', 'audits', 'monitors', 'public', 'citations', 'prompts', 'scoring', 'admin', 'bot'].map((name) => ({ name })),
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  originCheck(app, [base]);

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown }, req, reply) => {
    if (err.validation) {
      // Ajv says e.g. "body/max_pages must be <= 500": the field is named.
      return reply.code(400).send({ error: 'invalid_request', message: `Invalid request: ${err.message}` });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    // Errors raised on purpose (ours, the auth service's) carry a code and a message meant for people.
    const deliberate = err instanceof HttpError || err instanceof AuthError;
    if (status >= 500 && !(deliberate && status === 503)) req.log.error({ err, request: { method: req.method, url: req.url } }, 'request failed');
    if (!deliberate && status >= 500) {
      // Anything else that breaks stays in the log: no internals (SQL, stack, driver codes) reach the client.
      return reply.code(status).send({ error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
    }
    const code = deliberate ? (err.code ?? 'bad_request') : status === 429 ? 'rate_limited' : (FRAMEWORK_ERROR_CODES[status] ?? 'bad_request');
    return reply.code(status).send({ error: code, message: err.message });
  });

  const responses = new ResponseCache(deps.responseCacheBytes ?? 96 * 1024 * 1024);
  const routeDeps = { db: deps.db, bus: deps.bus, config: deps.config, progress, secureCookies, responses };
  healthRoutes(app, routeDeps);
  authRoutes(app, routeDeps);
  auditRoutes(app, routeDeps);
  reportRoutes(app, routeDeps);
  diffRoutes(app, routeDeps);
  monitorRoutes(app, routeDeps);
  publicRoutes(app, routeDeps);
  criteriaRoutes(app, routeDeps);
  serviceRoutes(app, routeDeps);
  adminRoutes(app, routeDeps);
  systemRoutes(app, routeDeps);
  exportRoutes(app, routeDeps);
  fixRoutes(app, routeDeps);
  await serveWebApp(app, deps.webDir ?? DEFAULT_WEB_DIR);
  return { app, progress, routes };
}
