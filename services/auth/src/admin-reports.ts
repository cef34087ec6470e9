/** The admin Users screen: every user with their activity, and the auth counters (spec section 3). */
import { AUTH_EVENT_TYPES, type AuthCounters } from '@citable/contracts';
import type { AuthDeps } from './deps.js';
import type { StatsAnswer, UsersAnswer } from './messages.js';
import { countEventsByType } from './repository/auth-events.js';
import { listUsersWithActivity } from './repository/users.js';

/** "Last 7 days" is today and the six UTC days before it. */
const STATS_DAYS = 7;

export async function listUsers(deps: AuthDeps): Promise<UsersAnswer> {
  const rows = await listUsersWithActivity(deps.db);
  return {
    users: rows.map((r) => ({
      id: r.id,
      email: r.email,
      created_at: r.createdAt.toISOString(),
      last_login_at: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
      audit_count: r.auditCount,
      active_sessions: r.activeSessions,
    })),
  };
}

export async function authStats(deps: AuthDeps): Promise<StatsAnswer> {
  const today = zeroCounters();
  const last7Days = zeroCounters();
  for (const row of await countEventsByType(deps.db, STATS_DAYS)) {
    today[row.type] = row.today;
    last7Days[row.type] = row.lastDays;
  }
  return { today, last7Days };
}

function zeroCounters(): AuthCounters {
  return Object.fromEntries(AUTH_EVENT_TYPES.map((t) => [t, 0])) as AuthCounters;
}
