/** Every classification answered, kept for the health metrics (SQL only here). */
import { toJson, type Database } from '@citable/db';
import type { Kysely } from 'kysely';
import { agreement, isLowConfidence, type Outcome } from '../classify/outcome.js';
import { putCachedQuery } from './cache.repository.js';

type Db = Kysely<Database>;

export interface Answered {
  host: string;
  outcome: Outcome;
  latencyMs: number;
  fetchMs: number | null;
  cacheLayer: 'memory' | 'postgres' | null;
  replica: string;
  /** When it was answered (now, unless a test seeds the past). */
  at?: Date;
}

/**
 * Records an answer; with `cache`, its cache entry is written in the same statement (a CTE): one
 * round trip and one commit, which waits for the disk, instead of two. Either both are written or
 * neither.
 */
export async function recordClassification(db: Db, a: Answered, cache?: { expiresAt: Date }): Promise<void> {
  const { outcome } = a;
  const v2 = outcome.comparison.v2;
  const agree = agreement(outcome);
  const row = {
    host: a.host,
    legacy: toJson<unknown>(outcome.comparison.legacy),
    v2: toJson<unknown>(v2),
    latency_ms: a.latencyMs,
    cache_hit: a.cacheLayer !== null,
    cache_layer: a.cacheLayer,
    error: v2.error,
    site_type: v2.site_type.value,
    industry: v2.industry.value,
    industry_code: outcome.industryCode,
    vertical: outcome.vertical,
    site_type_confidence: v2.site_type.confidence,
    industry_confidence: v2.industry.confidence,
    low_confidence: isLowConfidence(outcome),
    site_type_agree: agree.siteType,
    industry_agree: agree.industry,
    source: outcome.source,
    fetch_ms: a.fetchMs,
    llm_tie_break: outcome.llmTieBreak,
    audit_id: outcome.auditId,
    replica: a.replica,
    ...(a.at ? { created_at: a.at } : {}),
  };
  if (cache) await db.with('cached', (qc) => putCachedQuery(qc, a.host, outcome, cache.expiresAt)).insertInto('classifications').values(row).execute();
  else await db.insertInto('classifications').values(row).execute();
}
