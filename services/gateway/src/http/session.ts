import type { SessionAnswer } from '@citable/auth';
import type { Bus } from '@citable/bus';
import { REQUESTS } from '@citable/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { askService, forbidden, HttpError, unauthorized } from './errors.js';
import { SessionCache, sessionKey } from './session-cache.js';

export const SESSION_COOKIE = 'citable_session';

/** How long a gateway remembers who a session belongs to (see SessionCache). */
export const DEFAULT_SESSION_CACHE_MS = 5_000;

export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
  adminUnlocked: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The signed-in user, looked up once per request (undefined until asked). */
    sessionUser?: SessionUser | null;
    /** Set when the auth service slid the session's expiry: the cookie's expiry follows it. */
    renewedSession?: { token: string; expiresAt: Date };
  }
}

/**
 * Sessions for every route: the cache of who a token belongs to, and renewal of the cookie when
 * the auth service slides a session forward (it does so at most once a day, on activity), so a
 * session used within 30 days never ends in the browser before it ends on the server.
 */
export async function registerSessions(app: FastifyInstance, opts: { bus: Bus; secureCookies: boolean; cacheMs: number }): Promise<void> {
  const cache = new SessionCache(opts.cacheMs);
  await cache.start(opts.bus);
  app.decorate('sessionCache', cache);
  app.addHook('onClose', () => cache.stop());
  // Registered after @fastify/cookie, whose own onSend has written the route's cookies by now
  // (so setCookie here writes at once).
  app.addHook('onSend', async (req, reply) => {
    const renewed = req.renewedSession;
    if (!renewed) return;
    // A route that set or cleared the cookie itself (sign-in, logout) has the last word.
    const written = [reply.getHeader('set-cookie') ?? []].flat().some((c) => String(c).startsWith(`${SESSION_COOKIE}=`));
    if (!written) setSessionCookie(reply, renewed.token, renewed.expiresAt, opts.secureCookies);
  });
}

/** The caller's user, or null when signed out. The auth service answers; its absence is a 503. */
export async function currentUser(req: FastifyRequest, bus: Bus): Promise<SessionUser | null> {
  if (req.sessionUser !== undefined) return req.sessionUser;
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return (req.sessionUser = null);
  const cache = req.server.sessionCache;
  const key = sessionKey(token);
  const known = cache.get(key);
  if (known) return (req.sessionUser = known);
  const answer = await askService(
    () => bus.request<{ sessionToken: string }, SessionAnswer>(REQUESTS.auth.session, { sessionToken: token }, { timeoutMs: 3_000 }),
    'auth',
  );
  if (!answer) return (req.sessionUser = null);
  const expiresAt = new Date(answer.expiresAt);
  cache.set(key, answer.user, expiresAt);
  if (answer.refreshed) req.renewedSession = { token, expiresAt };
  return (req.sessionUser = answer.user);
}

/** After logout or admin unlock: this gateway and its replicas ask the auth service again. */
export async function forgetSession(req: FastifyRequest, bus: Bus, token: string): Promise<void> {
  req.sessionUser = undefined;
  await req.server.sessionCache.forget(bus, sessionKey(token));
}

export async function requireUser(req: FastifyRequest, bus: Bus): Promise<SessionUser> {
  const user = await currentUser(req, bus);
  if (!user) throw unauthorized();
  return user;
}

/** Admin routes need the admin role and the server-checked admin password (decisions.md). */
export async function requireAdmin(req: FastifyRequest, bus: Bus): Promise<SessionUser> {
  const user = await requireUser(req, bus);
  if (!user.isAdmin) throw forbidden('This needs an admin account.');
  // A code of its own, so the admin screens know to show the password gate again (a new session).
  if (!user.adminUnlocked) throw new HttpError(403, 'admin_password_required', 'Unlock the admin dashboard with the admin password first.');
  return user;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
