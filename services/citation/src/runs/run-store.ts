/** The citation service's SQL: runs, their answers, and the audit data a run reads. */
import type { CitationAnswer, CitationPromptsInfo, CitationRunInfo, CitationSource, QueryType, ReportCitations } from '@citable/contracts';
import { toJson, type CitationResultRow, type CitationRunRow, type Database, type NewCitationResult } from '@citable/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

/** Postgres's unique_violation: another replica started this audit's run first. */
const UNIQUE_VIOLATION = '23505';

export function findAudit(db: Db, auditId: string) {
  return db.selectFrom('audits').select(['id', 'domain', 'status', 'root_url']).where('id', '=', auditId).executeTakeFirst();
}

export function auditPages(db: Db, auditId: string) {
  return db.selectFrom('pages').select(['url', 'diagnostic_score']).where('audit_id', '=', auditId).execute();
}

export function findRun(db: Db, runId: string): Promise<CitationRunRow | undefined> {
  return db.selectFrom('citation_runs').selectAll().where('id', '=', runId).executeTakeFirst();
}

export function runningRun(db: Db, auditId: string): Promise<CitationRunRow | undefined> {
  return db.selectFrom('citation_runs').selectAll().where('audit_id', '=', auditId).where('status', '=', 'running').executeTakeFirst();
}

export function latestRun(db: Db, auditId: string): Promise<CitationRunRow | undefined> {
  return db.selectFrom('citation_runs').selectAll().where('audit_id', '=', auditId).orderBy('started_at', 'desc').limit(1).executeTakeFirst();
}

export interface NewRun {
  auditId: string;
  domain: string;
  sources: CitationSource[];
  notConfigured: CitationSource[];
  queries: Array<{ query: string; query_type: QueryType }>;
  repeats: number;
  maxTokens: number;
  prompts: CitationPromptsInfo;
}

/** Inserts a running run; null when another one of the audit is running already (lost a race). */
export async function insertRun(db: Db, run: NewRun): Promise<string | null> {
  try {
    const row = await db
      .insertInto('citation_runs')
      .values({
        audit_id: run.auditId,
        domain: run.domain,
        sources: toJson(run.sources),
        not_configured: toJson(run.notConfigured),
        queries: toJson(run.queries),
        repeats: run.repeats,
        total: run.queries.length * run.sources.length * run.repeats,
        max_tokens: run.maxTokens,
        prompts: toJson(run.prompts),
        status: 'running',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) return null;
    throw err;
  }
}

export async function failRun(db: Db, runId: string, reason: string): Promise<boolean> {
  const r = await db
    .updateTable('citation_runs')
    .set({ status: 'failed', error: reason, finished_at: new Date(), updated_at: new Date() })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function answerStored(db: Db, runId: string, source: CitationSource, query: string, repeat: number): Promise<boolean> {
  const row = await db
    .selectFrom('citation_results')
    .select('id')
    .where('run_id', '=', runId)
    .where('ai_source', '=', source)
    .where('query', '=', query)
    .where('repeat', '=', repeat)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores an answer once, and in the same transaction counts it on its run (progress per source,
 * tokens): a replica that dies between the two would otherwise lose the count. A redelivered
 * job's second answer is dropped. Gives the run as it stands after, and whether this answer was stored.
 */
export async function storeAnswer(db: Db, row: NewCitationResult): Promise<{ stored: boolean; run: CitationRunRow }> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .insertInto('citation_results')
      .values(row)
      .onConflict((oc) => oc.columns(['run_id', 'ai_source', 'query', 'repeat']).doNothing())
      .executeTakeFirst();
    const stored = (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
    const errored = row.error ? 1 : 0;
    // The path as text ('{chatgpt}'): pg and PGlite send array parameters differently.
    const counted = sql<unknown>`jsonb_set(progress, ${`{${row.ai_source}}`}::text[], jsonb_build_object(
      'done', coalesce((progress -> ${row.ai_source} ->> 'done')::int, 0) + 1,
      'errors', coalesce((progress -> ${row.ai_source} ->> 'errors')::int, 0) + ${errored}::int))`;
    const run = await trx
      .updateTable('citation_runs')
      .set((eb) => ({
        updated_at: new Date(),
        ...(stored ? { tokens_used: eb('tokens_used', '+', row.tokens ?? 0), progress: counted as never } : {}),
      }))
      .where('id', '=', row.run_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { stored, run };
  });
}

export interface SourceProgress {
  source: CitationSource;
  done: number;
  errors: number;
}

/** A run's answers stored so far, per source it asks. */
export function progressOf(run: Pick<CitationRunRow, 'sources' | 'progress'>): SourceProgress[] {
  return run.sources.map((source) => ({ source, done: run.progress[source]?.done ?? 0, errors: run.progress[source]?.errors ?? 0 }));
}

/** Marks the run completed with what the scorer reads, once: true for the replica that did. */
export async function completeRun(db: Db, runId: string, report: ReportCitations, pageCitations: Record<string, number>): Promise<boolean> {
  const r = await db
    .updateTable('citation_runs')
    .set({ status: 'completed', report: toJson(report), page_citations: toJson(pageCitations), finished_at: new Date(), updated_at: new Date() })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export function toAnswer(row: Pick<CitationResultRow, keyof CitationResultRow>): CitationAnswer {
  return {
    query: row.query,
    query_type: row.query_type,
    ai_source: row.ai_source,
    repeat: row.repeat,
    cited: row.cited,
    mentioned: row.mentioned,
    first_match_url: row.first_match_url,
    cited_urls: row.cited_urls,
    read_urls: row.read_urls,
    answer_text: row.answer_text,
    answer_excerpt: row.answer_excerpt,
    tokens: row.tokens,
    latency_ms: row.latency_ms,
    error: row.error,
    error_kind: row.error_kind,
    occurred_at: row.occurred_at.toISOString(),
  };
}

/**
 * The audit's citation view: for each source, the answers of the latest run that has answers of
 * it. A run with only some sources chosen leaves the others' earlier results in view.
 */
export async function viewAnswers(db: Db, auditId: string): Promise<CitationAnswer[]> {
  const latest = await db
    .selectFrom('citation_results as r')
    .innerJoin('citation_runs as run', 'run.id', 'r.run_id')
    .select(['r.ai_source', 'r.run_id'])
    .distinctOn('r.ai_source')
    .where('r.audit_id', '=', auditId)
    .orderBy('r.ai_source')
    .orderBy('run.started_at', 'desc')
    .execute();
  if (latest.length === 0) return [];
  const rows = await db
    .selectFrom('citation_results')
    .selectAll()
    .where((eb) => eb.or(latest.map((l) => eb.and([eb('run_id', '=', l.run_id), eb('ai_source', '=', l.ai_source)]))))
    .orderBy('occurred_at')
    .execute();
  return rows.map(toAnswer);
}

export function runInfo(run: CitationRunRow): CitationRunInfo {
  const progress = progressOf(run);
  return {
    id: run.id,
    status: run.status,
    sources: run.sources,
    queries: run.queries.length,
    repeats: run.repeats,
    total: run.total,
    done: progress.reduce((s, p) => s + p.done, 0),
    errors: progress.reduce((s, p) => s + p.errors, 0),
    tokens_used: Number(run.tokens_used),
    max_tokens: Number(run.max_tokens),
    started_at: run.started_at.toISOString(),
    finished_at: run.finished_at?.toISOString() ?? null,
    error: run.error,
  };
}
