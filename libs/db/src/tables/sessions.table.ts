import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, Timestamp } from '../columns.js';

/** A signed-in browser. The cookie carries the token; only its hash is stored. */
export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  last_seen_at: DefaultTimestamp;
  /** Set when an admin passed the admin password gate in this session. */
  admin_unlocked_at: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
