import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { MagicLinkIntent } from '@citable/contracts';
import type { DefaultTimestamp, Json, Timestamp } from '../columns.js';

/** An emailed sign-in link. Only the hash of its token is kept; single use, short-lived. */
export interface MagicLinkTokensTable {
  id: Generated<string>;
  token_hash: string;
  email: string;
  intent: MagicLinkIntent;
  /** For `start_audit`: the audit to start once the link is used. */
  payload: Json<unknown> | null;
  redirect_path: string | null;
  request_ip: string | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type MagicLinkTokenRow = Selectable<MagicLinkTokensTable>;
export type NewMagicLinkToken = Insertable<MagicLinkTokensTable>;
export type MagicLinkTokenUpdate = Updateable<MagicLinkTokensTable>;
