/** SQL of magic_link_tokens: issuing, counting, consuming and purging sign-in links. */
import { sql } from 'kysely';
import { toJson } from '@citable/db';
import type { AuditDraft, MagicLinkIntent, MagicLinkRefusal } from '@citable/contracts';
import type { Db } from './db.js';

export interface NewTokenInput {
  tokenHash: string;
  email: string;
  intent: MagicLinkIntent;
  draft: AuditDraft | null;
  redirectPath: string;
  ip: string | null;
  lifetimeMinutes: number;
}

export interface ConsumedToken {
  email: string;
  intent: MagicLinkIntent;
  payload: unknown;
  redirectPath: string | null;
}

/**
 * Serialises link requests for one email and one IP across every replica until the calling
 * transaction ends, so "count, then insert" cannot let two requests both slip under a limit.
 * Keys are locked email first, then IP: one order everywhere, so two requests cannot deadlock.
 */
export async function lockRequesters(trx: Db, email: string, ip: string | null): Promise<void> {
  const keys = [`auth:magic:email:${email}`, ...(ip === null ? [] : [`auth:magic:ip:${ip}`])];
  for (const key of keys) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Links issued in the last `windowMinutes` for this email or from this IP (used, revoked or not). */
export async function countRecentTokens(
  db: Db,
  by: 'email' | 'request_ip',
  value: string,
  windowMinutes: number,
): Promise<number> {
  const row = await db
    .selectFrom('magic_link_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(by, '=', value)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertToken(db: Db, input: NewTokenInput): Promise<{ id: string }> {
  return db
    .insertInto('magic_link_tokens')
    .values({
      token_hash: input.tokenHash,
      email: input.email,
      intent: input.intent,
      payload: input.draft === null ? null : toJson<unknown>(input.draft),
      redirect_path: input.redirectPath,
      request_ip: input.ip,
      expires_at: sql<Date>`now() + make_interval(mins => ${input.lifetimeMinutes})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Makes a link unusable while keeping its row, so it still counts towards the rate limits. */
export async function revokeToken(db: Db, id: string): Promise<void> {
  await db.updateTable('magic_link_tokens').set({ used_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/**
 * Marks an unused, unexpired link used and returns it; undefined when there is no such link.
 * One UPDATE decides, so of two verifications racing for one link exactly one gets the row.
 */
export async function consumeToken(db: Db, tokenHash: string): Promise<ConsumedToken | undefined> {
  const row = await db
    .updateTable('magic_link_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['email', 'intent', 'payload', 'redirect_path'])
    .executeTakeFirst();
  return row && { email: row.email, intent: row.intent, payload: row.payload, redirectPath: row.redirect_path };
}

/**
 * Why a link consumeToken refused cannot be used: used (or revoked), expired, or unknown (never
 * issued, mistyped, or expired long enough ago to be purged). Used wins over expired: someone who
 * opens yesterday's spent link learns it was spent.
 */
export async function refusedTokenState(db: Db, tokenHash: string): Promise<MagicLinkRefusal> {
  const row = await db
    .selectFrom('magic_link_tokens')
    .select(['used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  return row.expired ? 'expired' : 'unknown';
}

/**
 * Deletes expired links. A link lives longer than the rate-limit window (the service checks
 * that), so every row a limit still counts survives this.
 */
export async function purgeExpiredTokens(db: Db): Promise<number> {
  const result = await db.deleteFrom('magic_link_tokens').where('expires_at', '<=', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
