/** The cache every replica shares: one answer per host until it expires (SQL only here). */
import { toJson, type Database } from '@citable/db';
import type { Kysely, QueryCreator } from 'kysely';
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

/**
 * The upsert of a host's answer, as a query to run or to write beside another in one statement
 * (recordClassification writes it with the answer's health row).
 */
export function putCachedQuery(db: QueryCreator<Database>, host: string, outcome: Outcome, expiresAt: Date) {
  const values = { entry: toJson<unknown>(outcome), source: outcome.source ?? 'live', audit_id: outcome.auditId, created_at: new Date(), expires_at: expiresAt };
  return db
    .insertInto('classifier_cache')
    .values({ host, ...values })
    .onConflict((oc) => oc.column('host').doUpdateSet(values));
}

/** Drops expired entries; returns how many. */
export async function purgeExpired(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('classifier_cache').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
