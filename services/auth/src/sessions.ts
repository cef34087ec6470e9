/** Sessions: started by a used magic link, looked up on every request, ended by logout or expiry. */
import { adminEmails } from '@citable/config';
import type { AuthDeps } from './deps.js';
import type { SessionAnswer } from './messages.js';
import { POLICY } from './policy.js';
import { recordEvent } from './repository/auth-events.js';
import type { Db } from './repository/db.js';
import { deleteSession, findActiveSession, insertSession, refreshSessionIfStale } from './repository/sessions.js';
import { hashSecret, newSecret } from './secrets.js';

/** A new session for `userId`; the token goes to the cookie, only its hash to the database. */
export async function startSession(
  db: Db,
  input: { userId: string; ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const { expiresAt } = await insertSession(db, { tokenHash: hashSecret(token), lifetimeDays: POLICY.sessionDays, ...input });
  return { token, expiresAt };
}

/** The signed-in user behind a session token, or null; slides the expiry forward at most once a day. */
export async function currentSession(deps: AuthDeps, sessionToken: string): Promise<SessionAnswer> {
  const session = await findActiveSession(deps.db, hashSecret(sessionToken));
  if (!session) return null;
  const refreshedUntil = await refreshSessionIfStale(deps.db, session.id, POLICY.sessionDays, POLICY.sessionRefreshAfterHours);
  if (refreshedUntil) await recordEvent(deps.db, 'session_refresh', { email: session.email });
  const isAdmin = adminEmails(deps.config).has(session.email);
  return {
    user: {
      id: session.userId,
      email: session.email,
      isAdmin,
      // An unlock outlives a removal from ADMIN_EMAILS only in the database, never in effect.
      adminUnlocked: isAdmin && session.adminUnlockedAt !== null,
    },
    expiresAt: (refreshedUntil ?? session.expiresAt).toISOString(),
    refreshed: refreshedUntil !== undefined,
  };
}

/** Logout: the session stops working at once, on every replica. Ending an unknown session is not an error. */
export async function endSession(deps: AuthDeps, sessionToken: string): Promise<{ ok: true }> {
  const ended = await deleteSession(deps.db, hashSecret(sessionToken));
  if (ended) await recordEvent(deps.db, 'session_deleted', { email: ended.email });
  return { ok: true };
}
