import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, Timestamp } from '../columns.js';

/** Someone who signed in with a magic link at least once. */
export interface UsersTable {
  id: Generated<string>;
  /** Stored lower-cased by the auth service; unique. */
  email: string;
  created_at: DefaultTimestamp;
  last_login_at: Timestamp | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
