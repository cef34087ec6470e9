/** The last 24 hours of classifications, aggregated in Postgres (SQL only here). */
import type { Database } from '@citable/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

export interface WindowAggregates {
  total: number;
  errors: number;
  cacheHits: number;
  p95LatencyMs: number | null;
  /** Over the classifications that are not errors. */
  judged: number;
  siteTypeAgree: number;
  industryAgree: number;
  lowConfidence: number;
}

export const HEALTH_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function aggregateWindow(db: Db, now: Date): Promise<WindowAggregates> {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
  const row = await db
    .selectFrom('classifications')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where error is not null)::int`.as('errors'),
      sql<number>`count(*) filter (where cache_hit)::int`.as('cache_hits'),
      sql<number | null>`percentile_cont(0.95) within group (order by latency_ms)`.as('p95'),
      sql<number>`count(*) filter (where error is null)::int`.as('judged'),
      sql<number>`count(*) filter (where error is null and site_type_agree)::int`.as('site_type_agree'),
      sql<number>`count(*) filter (where error is null and industry_agree)::int`.as('industry_agree'),
      sql<number>`count(*) filter (where error is null and low_confidence)::int`.as('low_confidence'),
    ])
    .where('created_at', '>', since)
    .where('created_at', '<=', now)
    .executeTakeFirstOrThrow();
  return {
    total: row.total,
    errors: row.errors,
    cacheHits: row.cache_hits,
    p95LatencyMs: row.p95 === null ? null : Number(row.p95),
    judged: row.judged,
    siteTypeAgree: row.site_type_agree,
    industryAgree: row.industry_agree,
    lowConfidence: row.low_confidence,
  };
}
