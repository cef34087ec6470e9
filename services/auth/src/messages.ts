/**
 * What the gateway sends on each REQUESTS.auth.* subject and what it gets back. The HTTP shapes
 * live in @citable/contracts (api.ts); these add what only the gateway knows (IP, user agent,
 * the session cookie) and what must not reach the browser as JSON (the session token).
 */
import { Type, type Static } from 'typebox';
import { AuditDraftSchema, MagicLinkIntentSchema, type AuthStats, type MagicVerifyResponse, type User } from '@citable/contracts';

const Ip = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));
const SessionToken = Type.String({ minLength: 1, maxLength: 512 });

export const MagicRequestMessageSchema = Type.Object({
  email: Type.String({ maxLength: 320 }),
  intent: Type.Optional(MagicLinkIntentSchema),
  /** Required for intent start_audit, ignored otherwise. */
  payload: Type.Optional(AuditDraftSchema),
  redirectPath: Type.Optional(Type.String({ maxLength: 512 })),
  ip: Ip,
  /**
   * Where the emailed link points: the gateway that serves the web app says, since only it knows
   * the port it is bound to (PORT may be 0). Without it, PUBLIC_URL (or HOST:PORT) of this service.
   */
  linkBase: Type.Optional(Type.String({ maxLength: 2048, pattern: '^https?://[^\\s]+$' })),
});
export type MagicRequestMessage = Static<typeof MagicRequestMessageSchema>;
/** The same answer whether or not the email belongs to a user. */
export interface MagicRequestAnswer {
  ok: true;
  message: string;
}

export const MagicVerifyMessageSchema = Type.Object({
  token: Type.String({ maxLength: 512 }),
  ip: Ip,
  userAgent: Type.Optional(Type.Union([Type.String({ maxLength: 1024 }), Type.Null()])),
});
export type MagicVerifyMessage = Static<typeof MagicVerifyMessageSchema>;
/** On success the gateway puts `sessionToken` in the httpOnly cookie and answers the browser only `ok` and `redirectTo`. */
export type MagicVerifyAnswer =
  | { ok: true; redirectTo: string; sessionToken: string; sessionExpiresAt: string }
  | { ok: false; reason: NonNullable<MagicVerifyResponse['reason']>; detail?: MagicVerifyResponse['detail'] };

export const SessionMessageSchema = Type.Object({ sessionToken: SessionToken });
export type SessionMessage = Static<typeof SessionMessageSchema>;
export interface SessionUser {
  id: string;
  email: string;
  /** The email is in ADMIN_EMAILS. */
  isAdmin: boolean;
  /** An admin who passed the admin password gate in this session. */
  adminUnlocked: boolean;
}
/** null: no such session, or it expired. `expiresAt` moves when the session was refreshed, so the gateway can renew the cookie. */
export type SessionAnswer = { user: SessionUser; expiresAt: string; refreshed: boolean } | null;

export const LogoutMessageSchema = SessionMessageSchema;
export type LogoutMessage = SessionMessage;

export const AdminUnlockMessageSchema = Type.Object({
  sessionToken: SessionToken,
  password: Type.String({ maxLength: 512 }),
  ip: Ip,
});
export type AdminUnlockMessage = Static<typeof AdminUnlockMessageSchema>;

/** users and stats take no arguments: the gateway has already checked for an unlocked admin session. */
export interface UsersAnswer {
  users: User[];
}
export type StatsAnswer = AuthStats;
