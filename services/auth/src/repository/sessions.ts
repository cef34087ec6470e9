/** SQL of sessions: one row per signed-in browser, found by the hash of its cookie token. */
import { sql } from 'kysely';
import type { Db } from './db.js';

export interface ActiveSession {
  id: string;
  userId: string;
  email: string;
  expiresAt: Date;
  adminUnlockedAt: Date | null;
}

export async function insertSession(
  db: Db,
  input: { tokenHash: string; userId: string; lifetimeDays: number; ip: string | null; userAgent: string | null },
): Promise<{ expiresAt: Date }> {
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: input.tokenHash,
      user_id: input.userId,
      expires_at: sql<Date>`now() + make_interval(days => ${input.lifetimeDays})`,
      ip: input.ip,
      user_agent: input.userAgent,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { expiresAt: row.expires_at };
}

/** The unexpired session with this token hash, with its user's email. */
export async function findActiveSession(db: Db, tokenHash: string): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'users.email', 'sessions.expires_at', 'sessions.admin_unlocked_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, email: row.email, expiresAt: row.expires_at, adminUnlockedAt: row.admin_unlocked_at };
}

/**
 * Slides the session forward (last seen now, expiry `lifetimeDays` from now) if it was last seen
 * more than `staleAfterHours` ago. The condition is in the UPDATE, so of replicas refreshing one
 * session at once only one does it; returns the new expiry, or undefined when nothing changed.
 */
export async function refreshSessionIfStale(
  db: Db,
  id: string,
  lifetimeDays: number,
  staleAfterHours: number,
): Promise<Date | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()`, expires_at: sql<Date>`now() + make_interval(days => ${lifetimeDays})` })
    .where('id', '=', id)
    .where('last_seen_at', '<', sql<Date>`now() - make_interval(hours => ${staleAfterHours})`)
    .returning('expires_at')
    .executeTakeFirst();
  return row?.expires_at;
}

export async function markAdminUnlocked(db: Db, id: string): Promise<void> {
  await db.updateTable('sessions').set({ admin_unlocked_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Deletes the session with this token hash; returns its user's email, or undefined when there was none. */
export async function deleteSession(db: Db, tokenHash: string): Promise<{ email: string } | undefined> {
  return db
    .deleteFrom('sessions')
    .using('users')
    .whereRef('users.id', '=', 'sessions.user_id')
    .where('sessions.token_hash', '=', tokenHash)
    .returning('users.email')
    .executeTakeFirst();
}

export async function purgeExpiredSessions(db: Db): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
