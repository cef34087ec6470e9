/** SQL of auth_events: the counted sign-in events behind the admin stats. */
import { sql } from 'kysely';
import type { AuthEventType } from '@citable/contracts';
import type { Db } from './db.js';

export async function recordEvent(db: Db, type: AuthEventType, who: { email?: string | null; ip?: string | null } = {}): Promise<void> {
  await db
    .insertInto('auth_events')
    .values({ type, email: who.email ?? null, ip: who.ip ?? null })
    .execute();
}

export interface EventCountRow {
  type: AuthEventType;
  today: number;
  lastDays: number;
}

/**
 * Events per type since the start of today and since the start of the day `days - 1` days ago,
 * both in UTC whatever the server's time zone, so "today" is one calendar day for every replica.
 */
export async function countEventsByType(db: Db, days: number): Promise<EventCountRow[]> {
  const todayStart = sql<Date>`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
  const rows = await db
    .selectFrom('auth_events')
    .select((eb) => [
      'type',
      eb.fn.countAll<number>().filterWhere('created_at', '>=', todayStart).as('today'),
      eb.fn.countAll<number>().as('last_days'),
    ])
    .where('created_at', '>=', sql<Date>`${todayStart} - make_interval(days => ${days - 1})`)
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, today: Number(r.today), lastDays: Number(r.last_days) }));
}
