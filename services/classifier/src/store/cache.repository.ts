/** The cache every replica shares: one answer per host until it expires (SQL only here). */
import { toJson, type Database } from '@citable/db';
import type { Kysely } from 'kysely';
import type { Outcome } from '../classify/outcome.js';

type Db = Kysely<Database>;

export interface CachedOutcome {
  outcome: Outcome;
  expiresAt: Date;
}

export async function getCached(db: Db, host: string, now = new Date()): Promise<CachedOutcome | null> {
  const row = await db.selectFrom('classifier_cache').select(['entry', 'expires_at']).where('host', '=', host).where('expires_at', '>', now).executeTakeFirst();
  return row ? { outcome: row.entry as Outcome, expiresAt: row.expires_at } : null;
}

export async function putCached(db: Db, host: string, outcome: Outcome, expiresAt: Date): Promise<void> {
  const values = { entry: toJson<unknown>(outcome), source: outcome.source ?? 'live', audit_id: outcome.auditId, created_at: new Date(), expires_at: expiresAt };
  await db
    .insertInto('classifier_cache')
    .values({ host, ...values })
    .onConflict((oc) => oc.column('host').doUpdateSet(values))
    .execute();
}

/** Drops expired entries; returns how many. */
export async function purgeExpired(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('classifier_cache').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
