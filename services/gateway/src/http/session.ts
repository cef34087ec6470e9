import type { Bus } from '@citable/bus';
import { REQUESTS } from '@citable/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { askService, forbidden, unauthorized } from './errors.js';

export const SESSION_COOKIE = 'citable_session';

export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
  adminUnlocked: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request (undefined until asked). */
    sessionUser?: SessionUser | null;
  }
}

/** The caller's user, or null when signed out. The auth service answers; its absence is a 503. */
export async function currentUser(req: FastifyRequest, bus: Bus): Promise<SessionUser | null> {
  if (req.sessionUser !== undefined) return req.sessionUser;
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return (req.sessionUser = null);
  const answer = await askService(
    () => bus.request<{ sessionToken: string }, { user: SessionUser } | null>(REQUESTS.auth.session, { sessionToken: token }, { timeoutMs: 3_000 }),
    'auth',
  );
  return (req.sessionUser = answer?.user ?? null);
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
  if (!user.adminUnlocked) throw forbidden('Unlock the admin dashboard with the admin password first.');
  return user;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
