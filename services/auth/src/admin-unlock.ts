/**
 * The "Admin Access" gate, checked by the server (decisions.md): an admin session plus
 * ADMIN_PASSWORD unlocks the admin routes for that session.
 */
import { adminEmails } from '@citable/config';
import type { AuthDeps } from './deps.js';
import { AuthError } from './errors.js';
import type { AdminUnlockMessage } from './messages.js';
import { POLICY } from './policy.js';
import { recordEvent } from './repository/auth-events.js';
import { findActiveSession, markAdminUnlocked } from './repository/sessions.js';
import { hashSecret, sameSecret } from './secrets.js';

export async function unlockAdmin(deps: AuthDeps, req: AdminUnlockMessage): Promise<{ ok: true }> {
  const session = await findActiveSession(deps.db, hashSecret(req.sessionToken));
  if (!session) throw new AuthError(401, 'unauthorized', 'Sign in to continue.');
  if (!adminEmails(deps.config).has(session.email)) throw new AuthError(403, 'forbidden', 'This needs an admin account.');
  const password = deps.config.ADMIN_PASSWORD;
  if (password === undefined) {
    throw new AuthError(503, 'admin_locked', 'The admin dashboard is locked: no ADMIN_PASSWORD is configured on the server.');
  }
  const ip = req.ip ?? null;
  const keys = [`user:${session.userId}`, ...(ip === null ? [] : [`ip:${ip}`])];
  if (deps.adminUnlockLimiter.isBlocked(keys)) {
    await recordEvent(deps.db, 'rate_limit_hit', { email: session.email, ip });
    throw new AuthError(429, 'rate_limited', `Too many wrong passwords. Please wait ${POLICY.adminUnlockWindowMinutes} minutes and try again.`);
  }
  if (!sameSecret(req.password, password)) {
    deps.adminUnlockLimiter.recordFailure(keys);
    throw new AuthError(403, 'invalid_password', 'Invalid password');
  }
  await markAdminUnlocked(deps.db, session.id);
  return { ok: true };
}
