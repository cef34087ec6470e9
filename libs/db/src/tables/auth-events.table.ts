import type { GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { AuthEventType } from '@citable/contracts';
import type { DefaultTimestamp } from '../columns.js';

/** One counted auth event, for the admin Users screen's today / last 7 days stats. */
export interface AuthEventsTable {
  /** bigint identity; read as a number on both engines. */
  id: GeneratedAlways<number>;
  type: AuthEventType;
  email: string | null;
  ip: string | null;
  created_at: DefaultTimestamp;
}

export type AuthEventRow = Selectable<AuthEventsTable>;
export type NewAuthEvent = Insertable<AuthEventsTable>;
export type AuthEventUpdate = Updateable<AuthEventsTable>;
