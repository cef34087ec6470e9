/** /v1/auth: the browser's side of sign-in; the auth service does the work over the bus. */
import { publicUrl, type Config } from '@citable/config';
import {
  AdminUnlockBodySchema,
  AuthStatsResponseSchema,
  ErrorResponseSchema,
  MagicRequestBodySchema,
  MagicRequestResponseSchema,
  MagicVerifyQuerySchema,
  MagicVerifyResponseSchema,
  MeResponseSchema,
  OkResponseSchema,
  REQUESTS,
  UsersResponseSchema,
  type AuthStats,
  type MagicVerifyResponse,
  type User,
} from '@citable/contracts';
import { askService } from '../http/errors.js';
import { clearSessionCookie, forgetSession, requireAdmin, requireUser, SESSION_COOKIE, setSessionCookie } from '../http/session.js';
import type { GatewayApp, RouteDeps } from './types.js';

interface VerifyAnswer extends MagicVerifyResponse {
  sessionToken?: string;
  sessionExpiresAt?: string;
}

/** Where emailed links point: PUBLIC_URL, else this gateway's own address with the port it is bound to. */
function linkBase(app: GatewayApp, config: Config): string {
  const address = app.server.address();
  return publicUrl(config, typeof address === 'object' && address ? address.port : config.PORT);
}

export function authRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { bus } = deps;
  const tags = ['auth'];

  app.get('/v1/auth/me', { schema: { tags, response: { 200: MeResponseSchema, 401: ErrorResponseSchema } } }, async (req) => {
    const user = await requireUser(req, bus);
    return { email: user.email, isAdmin: user.isAdmin };
  });

  app.post('/v1/auth/logout', { schema: { tags, response: { 200: OkResponseSchema } } }, async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      await askService(() => bus.request(REQUESTS.auth.logout, { sessionToken: token }), 'auth');
      // After the session is gone from the database, so no replica can remember it again.
      await forgetSession(req, bus, token);
    }
    clearSessionCookie(reply, deps.secureCookies);
    return { ok: true };
  });

  app.post(
    '/v1/auth/magic/request',
    {
      schema: { tags, body: MagicRequestBodySchema, response: { 200: MagicRequestResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema } },
      // A backstop against floods only: the auth service's own limits (5 links per email, 20 per
      // IP in 15 minutes) must answer first, because they are the ones counted as rate_limit_hit.
      config: { rateLimit: { max: 40, timeWindow: '15 minutes' } },
    },
    async (req) =>
      askService(
        () =>
          bus.request<unknown, { ok: boolean; message: string }>(
            REQUESTS.auth.magicRequest,
            { ...req.body, ip: req.ip, linkBase: linkBase(app, deps.config) },
            { timeoutMs: 15_000 },
          ),
        'auth',
      ),
  );

  app.get(
    '/v1/auth/magic/verify',
    { schema: { tags, querystring: MagicVerifyQuerySchema, response: { 200: MagicVerifyResponseSchema } } },
    async (req, reply) => {
      const answer = await askService(
        () =>
          bus.request<unknown, VerifyAnswer>(
            REQUESTS.auth.magicVerify,
            { token: req.query.token, ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
            { timeoutMs: 15_000 },
          ),
        'auth',
      );
      if (answer.ok && answer.sessionToken && answer.sessionExpiresAt) {
        setSessionCookie(reply, answer.sessionToken, new Date(answer.sessionExpiresAt), deps.secureCookies);
      }
      return {
        ok: answer.ok,
        ...(answer.redirectTo ? { redirectTo: answer.redirectTo } : {}),
        ...(answer.reason ? { reason: answer.reason } : {}),
        ...(answer.detail ? { detail: answer.detail } : {}),
      };
    },
  );

  app.post(
    '/v1/auth/admin/unlock',
    {
      schema: { tags, body: AdminUnlockBodySchema, response: { 200: OkResponseSchema, 403: ErrorResponseSchema } },
      // Backstop too: the auth service blocks (and counts) after 5 wrong passwords.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (req) => {
      await requireUser(req, bus);
      const sessionToken = req.cookies[SESSION_COOKIE]!;
      const answer = await askService(
        () => bus.request<unknown, { ok: boolean }>(REQUESTS.auth.adminUnlock, { sessionToken, password: req.body.password, ip: req.ip }),
        'auth',
      );
      // The session is now unlocked: no gateway may keep serving it as locked.
      await forgetSession(req, bus, sessionToken);
      return answer;
    },
  );

  app.get('/v1/auth/users', { schema: { tags, response: { 200: UsersResponseSchema } } }, async (req) => {
    await requireAdmin(req, bus);
    return askService(() => bus.request<unknown, { users: User[] }>(REQUESTS.auth.users, {}), 'auth');
  });

  app.get('/v1/auth/stats', { schema: { tags, response: { 200: AuthStatsResponseSchema } } }, async (req) => {
    await requireAdmin(req, bus);
    return askService(() => bus.request<unknown, AuthStats>(REQUESTS.auth.stats, {}), 'auth');
  });
}
