/** The scorer's SQL: reading crawled pages and artifacts, writing check results and audit scores. */
import type { CheckResult, CrawledPage, PageFacts } from '@citable/contracts';
import type { CitationSnapshot } from '../scoring/index.js';
import { siteArtifactsFromRows, toJson, type Database } from '@citable/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

/**
 * What scoring one page needs, in one query: the audit's status and clock, and the page as
 * crawled. `audit` undefined: the audit is gone; `page` undefined: the page is.
 */
export async function loadPageForScoring(
  db: Db,
  auditId: string,
  pageId: string,
): Promise<{ audit: { status: string; started_at: Date } | undefined; page: CrawledPage | undefined; hasFacts: boolean }> {
  const row = await db
    .selectFrom('audits as a')
    .leftJoin('pages as p', (join) => join.onRef('p.audit_id', '=', 'a.id').on('p.id', '=', pageId))
    .select([
      'a.status',
      'a.started_at',
      'p.id as page_id',
      'p.url',
      'p.status_code',
      'p.content_type',
      'p.headers',
      'p.redirect_chain',
      'p.fetch_ms',
      'p.depth',
      'p.html_static',
      'p.html_rendered',
      'p.rendered_metrics',
      sql<boolean>`p.facts is not null`.as('has_facts'),
    ])
    .where('a.id', '=', auditId)
    .executeTakeFirst();
  if (!row) return { audit: undefined, page: undefined, hasFacts: false };
  const audit = { status: row.status, started_at: row.started_at };
  if (row.page_id === null) return { audit, page: undefined, hasFacts: false };
  return {
    audit,
    hasFacts: row.has_facts === true,
    page: {
      url: row.url!,
      statusCode: row.status_code,
      contentType: row.content_type,
      headers: row.headers!,
      redirectChain: row.redirect_chain!,
      fetchMs: row.fetch_ms,
      depth: row.depth!,
      htmlStatic: row.html_static,
      htmlRendered: row.html_rendered,
      renderedMetrics: row.rendered_metrics,
    },
  };
}

/**
 * Stores a page's check results. `facts` only when the page has none yet: the crawler's facts
 * stay, since it maps a copy's URLs to the public origin (--map-origin) and de-duplicates links,
 * and site checks read them.
 */
export async function savePageScore(
  db: Db,
  auditId: string,
  pageId: string,
  score: { results: CheckResult[]; facts: PageFacts | null; diagnostic: number },
): Promise<void> {
  await db
    .updateTable('pages')
    .set({
      checks_json: toJson(score.results),
      ...(score.facts ? { facts: toJson(score.facts) } : {}),
      diagnostic_score: score.diagnostic,
      scored_at: new Date(),
      updated_at: new Date(),
    })
    .where('audit_id', '=', auditId)
    .where('id', '=', pageId)
    .execute();
}

export interface AuditProgressRow {
  status: string;
  pages_discovered: number;
  pages_crawled: number;
  pages_analyzed: number;
  crawl_completed_at: Date | null;
  unscored: number;
  total: number;
}

/** Recount the scored pages (idempotent under redelivery) and return where the audit stands. */
export async function refreshScoredCount(db: Db, auditId: string): Promise<AuditProgressRow | undefined> {
  const r = await sql<AuditProgressRow>`
    with c as (
      select count(*) filter (where scored_at is null)::int as unscored, count(*)::int as total
      from pages where audit_id = ${auditId})
    update audits a set pages_analyzed = c.total - c.unscored
    from c where a.id = ${auditId}
    returning a.status, a.pages_discovered, a.pages_crawled, a.pages_analyzed, a.crawl_completed_at, c.unscored, c.total`.execute(db);
  return r.rows[0];
}

export function findAudit(db: Db, auditId: string) {
  return db
    .selectFrom('audits')
    .select(['id', 'root_url', 'domain', 'status', 'started_at', 'finished_at', 'crawl_completed_at', 'finalized_at', 'pages_analyzed', 'pages_discovered', 'pages_crawled', 'composite', 'category_scores', 'site_checks_json', 'crawl_summary'])
    .where('id', '=', auditId)
    .executeTakeFirst();
}

export interface ScoredPageRow {
  id: string;
  url: string;
  title: string | null;
  status_code: number | null;
  facts: PageFacts | null;
  checks_json: CheckResult[] | null;
}

export function loadScoredPages(db: Db, auditId: string): Promise<ScoredPageRow[]> {
  return db
    .selectFrom('pages')
    .select(['id', 'url', 'title', 'status_code', 'facts', 'checks_json'])
    .where('audit_id', '=', auditId)
    .where('scored_at', 'is not', null)
    .orderBy('depth')
    .orderBy('url')
    .execute();
}

export async function loadSiteArtifacts(db: Db, auditId: string, rootUrl: string) {
  const rows = await db.selectFrom('site_artifacts').selectAll().where('audit_id', '=', auditId).execute();
  return siteArtifactsFromRows(rootUrl, rows);
}

/** What the citation service wrote when the audit's latest citation run completed; null before any. */
export async function loadCitationSnapshot(db: Db, auditId: string): Promise<CitationSnapshot | null> {
  const run = await db
    .selectFrom('citation_runs')
    .select(['report', 'page_citations'])
    .where('audit_id', '=', auditId)
    .where('status', '=', 'completed')
    .where('report', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!run?.report) return null;
  return { report: run.report, pageCitations: new Map(Object.entries(run.page_citations ?? {})) };
}

export interface FinalScores {
  composite: unknown;
  compositeScore: number;
  aeo: number;
  geo: number;
  categoryScores: unknown;
  fixFirst: unknown;
  scorecard: unknown;
  siteChecks: CheckResult[];
  pagesAnalyzed: number;
}

/**
 * Writes the audit's results and marks it completed, only if nobody finalised it first (or, with
 * `rescore`, over a completed audit, keeping its finalized_at and finished_at). True when this call won.
 */
export async function saveFinalScores(db: Db, auditId: string, s: FinalScores, opts: { rescore: boolean }): Promise<boolean> {
  let q = db
    .updateTable('audits')
    .set({
      status: 'completed',
      composite: toJson(s.composite),
      composite_score: s.compositeScore,
      aeo_score: s.aeo,
      geo_score: s.geo,
      category_scores: toJson(s.categoryScores),
      fix_first: toJson(s.fixFirst),
      scorecard_v2: toJson(s.scorecard),
      site_checks_json: toJson(s.siteChecks),
      pages_analyzed: s.pagesAnalyzed,
      // A re-score keeps when the audit was finalised and finished: it recomputes, it does not re-run.
      ...(opts.rescore ? {} : { finalized_at: new Date(), finished_at: new Date() }),
    })
    .where('id', '=', auditId);
  q = opts.rescore ? q.where('status', '=', 'completed') : q.where('finalized_at', 'is', null).where('status', '=', 'running');
  const r = await q.executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export interface StuckAudit {
  id: string;
  status: string;
  crawl_completed_at: Date | null;
  pages_stored: number;
  pages_scored: number;
}

/**
 * Audits queued or running that nothing has touched since `idleSince`: no crawl progress (frontier
 * rows), no page stored or scored, and neither started nor crawled after it. A long crawl that is
 * still fetching (a slow site with a Crawl-delay) keeps touching its frontier, so it is not stuck.
 */
export async function findStuckAudits(db: Db, idleSince: Date): Promise<StuckAudit[]> {
  const r = await sql<StuckAudit>`
    select a.id, a.status, a.crawl_completed_at, coalesce(p.stored, 0)::int as pages_stored, coalesce(p.scored, 0)::int as pages_scored
    from audits a
    left join lateral (
      select count(*) as stored, count(scored_at) as scored, max(greatest(updated_at, scored_at)) as last_touched
      from pages where audit_id = a.id) p on true
    left join lateral (select max(updated_at) as last_touched from crawl_frontier where audit_id = a.id) f on true
    where a.status in ('queued', 'running') and a.finalized_at is null
      and greatest(a.started_at, a.crawl_completed_at, p.last_touched, f.last_touched) < ${idleSince}
    order by a.started_at`.execute(db);
  return r.rows;
}

export async function markFailed(db: Db, auditId: string, reason: string): Promise<boolean> {
  const r = await db
    .updateTable('audits')
    .set({ status: 'failed', fail_reason: reason, fail_at: new Date(), finished_at: new Date() })
    .where('id', '=', auditId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export function recentCompletedAudits(db: Db, limit: number) {
  return db.selectFrom('audits').select('id').where('status', '=', 'completed').orderBy('finished_at', 'desc').limit(limit).execute();
}

export function pageIdsOf(db: Db, auditId: string) {
  return db.selectFrom('pages').select('id').where('audit_id', '=', auditId).execute();
}
