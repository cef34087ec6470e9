/** SQL of users: created on first sign-in, listed for the admin Users screen. */
import { sql } from 'kysely';
import type { Db } from './db.js';

/** The user with this (normalised) email, created if new; either way last_login_at becomes now. */
export async function upsertUserOnLogin(db: Db, email: string): Promise<{ id: string; email: string }> {
  return db
    .insertInto('users')
    .values({ email, last_login_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('email').doUpdateSet({ last_login_at: sql<Date>`now()` }))
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

export interface UserActivityRow {
  id: string;
  email: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  auditCount: number;
  activeSessions: number;
}

/** Every user, newest first, with how many audits they own and how many unexpired sessions they hold. */
export async function listUsersWithActivity(db: Db): Promise<UserActivityRow[]> {
  const rows = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.created_at',
      'u.last_login_at',
      eb
        .selectFrom('audits')
        .whereRef('audits.user_id', '=', 'u.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('audit_count'),
      eb
        .selectFrom('sessions')
        .whereRef('sessions.user_id', '=', 'u.id')
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .select(eb.fn.countAll<number>().as('n'))
        .as('active_sessions'),
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
    auditCount: Number(r.audit_count ?? 0),
    activeSessions: Number(r.active_sessions ?? 0),
  }));
}
