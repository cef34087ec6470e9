/** The scorer's SQL: reading crawled pages and artifacts, writing check results and audit scores. */
import type { CheckResult, CrawledPage, PageFacts } from '@citable/contracts';
import type { CitationSnapshot } from '../scoring/index.js';
import { siteArtifactsFromRows, toJson, type Database } from '@citable/db';
import { recordAuditEnd } from '@citable/metrics';
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
 * Stores a page's check results and counts the page as analysed the first time it is scored (a
 * re-score or a redelivered job counts nothing again: the page's row is locked and its old
 * scored_at read in the same statement, so two replicas scoring one page count it once).
 * `facts` only when the page has none yet: the crawler's facts stay, since it maps a copy's URLs
 * to the public origin (--map-origin) and de-duplicates links, and site checks read them.
 */
export async function savePageScore(
  db: Db,
  auditId: string,
  pageId: string,
  score: { results: CheckResult[]; facts: PageFacts | null; diagnostic: number },
): Promise<void> {
  const facts = score.facts ? sql`, facts = ${toJson(score.facts)}::jsonb` : sql``;
  await sql`
    with before as (
      select scored_at from pages where audit_id = ${auditId} and id = ${pageId} for update),
    saved as (
      update pages set checks_json = ${toJson(score.results)}::jsonb${facts}, diagnostic_score = ${score.diagnostic},
             scored_at = now(), updated_at = now()
      where audit_id = ${auditId} and id = ${pageId}
      returning id)
    update audits set pages_analyzed = pages_analyzed + 1
    where id = ${auditId} and exists (select 1 from saved) and (select scored_at from before) is null`.execute(db);
}

export interface AuditProgressRow {
  status: string;
  pages_discovered: number;
  pages_crawled: number;
  pages_analyzed: number;
  crawl_completed_at: Date | null;
  /** Some stored page has no results yet. */
  unscored: boolean;
}

/**
 * The audit's progress, read after a page's score is committed: every score committed before it
 * shows, so of two replicas scoring an audit's last two pages at once, the later one sees none left.
 * Whether a page is unscored is read from a partial index of unscored pages, not by counting them
 * all (which made scoring an audit quadratic in its pages).
 */
export async function auditProgress(db: Db, auditId: string): Promise<AuditProgressRow | undefined> {
  const row = await db
    .selectFrom('audits as a')
    .select(['a.status', 'a.pages_discovered', 'a.pages_crawled', 'a.pages_analyzed', 'a.crawl_completed_at'])
    .select((eb) => eb.exists(eb.selectFrom('pages as p').select('p.id').where('p.audit_id', '=', auditId).where('p.scored_at', 'is', null)).as('unscored'))
    .where('a.id', '=', auditId)
    .executeTakeFirst();
  return row && { ...row, unscored: row.unscored === true };
}

export function findAudit(db: Db, auditId: string) {
  return db
    .selectFrom('audits')
    .select(['id', 'root_url', 'domain', 'status', 'started_at', 'finished_at', 'crawl_completed_at', 'finalized_at', 'pages_analyzed', 'pages_discovered', 'pages_crawled', 'composite', 'aeo_score', 'geo_score', 'category_scores', 'site_checks_json', 'crawl_summary'])
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

/** Fails the audit unless it already ended; when this call failed it, counts it (metrics) and returns true. */
export async function markFailed(db: Db, auditId: string, reason: string): Promise<boolean> {
  const row = await db
    .updateTable('audits')
    .set({ status: 'failed', fail_reason: reason, fail_at: new Date(), finished_at: new Date() })
    .where('id', '=', auditId)
    .where('status', 'in', ['queued', 'running'])
    .returning('started_at')
    .executeTakeFirst();
  if (row) recordAuditEnd({ outcome: 'failed', failReason: reason }, row.started_at);
  return row !== undefined;
}

export function recentCompletedAudits(db: Db, limit: number) {
  return db.selectFrom('audits').select('id').where('status', '=', 'completed').orderBy('finished_at', 'desc').limit(limit).execute();
}

export function pageIdsOf(db: Db, auditId: string) {
  return db.selectFrom('pages').select('id').where('audit_id', '=', auditId).execute();
}
