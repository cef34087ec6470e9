/** The gateway's SQL about audits and pages. Ownership is part of every owner query. */
import type { CitationRunRow, Database } from '@citable/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

const AUDIT_COLUMNS = [
  'id',
  'user_id',
  'project_id',
  'root_url',
  'domain',
  'site_description',
  'max_pages',
  'status',
  'options',
  'composite_score',
  'aeo_score',
  'geo_score',
  'composite',
  'pages_discovered',
  'pages_crawled',
  'pages_analyzed',
  'started_at',
  'finished_at',
  'is_public',
  'fail_reason',
  'fail_at',
  'scorecard_v2',
  'category_scores',
  'fix_first',
  'site_checks_json',
] as const;

export function listAuditsOfUser(db: Db, userId: string) {
  return db.selectFrom('audits').select(AUDIT_COLUMNS).where('user_id', '=', userId).orderBy('started_at', 'desc').limit(500).execute();
}

/** Every audit for the admin, each with the size of its duplicate group (same owner, same domain). */
export function listAllAudits(db: Db) {
  return db
    .selectFrom('audits')
    .select([...AUDIT_COLUMNS, sql<number>`(count(*) over (partition by user_id, domain))::int`.as('duplicate_count')])
    .orderBy('started_at', 'desc')
    .limit(1000)
    .execute();
}

/** How many audits wait for a crawler and how many run (the system status). */
export async function countActiveAudits(db: Db): Promise<{ queued: number; running: number }> {
  const rows = await db
    .selectFrom('audits')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy('status')
    .execute();
  const count = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { queued: count('queued'), running: count('running') };
}

/** An audit the user owns, or undefined (not found and not owned read the same). */
export function findOwnedAudit(db: Db, userId: string, id: string) {
  return db.selectFrom('audits').select(AUDIT_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function findPublicAudit(db: Db, id: string) {
  return db.selectFrom('audits').select(AUDIT_COLUMNS).where('id', '=', id).where('is_public', '=', true).executeTakeFirst();
}

export type AuditRecord = NonNullable<Awaited<ReturnType<typeof findOwnedAudit>>>;

/** An audit by id, whoever owns it: for the monitor scheduler, which acts for each monitor's owner. */
export function findAuditRecord(db: Db, id: string) {
  return db.selectFrom('audits').select(AUDIT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** One audit for its own views: the list's columns plus the crawl summary. */
export function findAuditDetail(db: Db, id: string) {
  return db.selectFrom('audits').select([...AUDIT_COLUMNS, 'crawl_summary', 'site_type', 'industry']).where('id', '=', id).executeTakeFirst();
}

export type AuditDetailRecord = NonNullable<Awaited<ReturnType<typeof findAuditDetail>>>;

export async function setPublic(db: Db, userId: string, id: string, isPublic: boolean): Promise<boolean> {
  const r = await db.updateTable('audits').set({ is_public: isPublic }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function deleteAudit(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('audits').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function deleteFailedAudits(db: Db): Promise<number> {
  const r = await db.deleteFrom('audits').where('status', '=', 'failed').executeTakeFirst();
  return Number(r.numDeletedRows);
}

const PAGE_SUMMARY_COLUMNS = ['id', 'url', 'title', 'status_code', 'h1', 'canonical', 'schema_types', 'jsonld', 'checks_json', 'diagnostic_score'] as const;

export function listPages(db: Db, auditId: string, limit: number) {
  return db
    .selectFrom('pages')
    .select(PAGE_SUMMARY_COLUMNS)
    .where('audit_id', '=', auditId)
    .orderBy('depth')
    .orderBy('url')
    .limit(limit)
    .execute();
}

/** The row version (xmin) of an audit the user owns: any update of the row writes a new one. */
export function ownedAuditVersion(db: Db, userId: string, id: string) {
  return db
    .selectFrom('audits as a')
    .select(['a.id', sql<string>`a.xmin::text`.as('version')])
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
}

/** The row version of a shared audit; undefined when not found or not shared. */
export function publicAuditVersion(db: Db, id: string) {
  return db.selectFrom('audits as a').select(['a.id', sql<string>`a.xmin::text`.as('version')]).where('a.id', '=', id).where('a.is_public', '=', true).executeTakeFirst();
}

/**
 * A value that changes whenever the pages list of an audit could: the number of pages, the
 * newest row version (xmin: every insert or update writes a new one) and the newest updated_at.
 * An index scan of the audit's pages, far cheaper than reading their checks.
 */
const pagesVersion = sql<string>`(select count(*)::text || '.' || coalesce(max(p.xmin::text::bigint), 0)::text || '.' || coalesce(floor(extract(epoch from max(p.updated_at)) * 1000000)::text, '')
  from pages p where p.audit_id = a.id)`;

/** The pages-list version of an audit the user owns; undefined when not found or not owned. */
export function ownedAuditPagesVersion(db: Db, userId: string, id: string) {
  return db
    .selectFrom('audits as a')
    .select(['a.id', pagesVersion.as('version')])
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
}

/** The pages-list version of a shared audit; undefined when not found or not shared. */
export function publicAuditPagesVersion(db: Db, id: string) {
  return db.selectFrom('audits as a').select(['a.id', pagesVersion.as('version')]).where('a.id', '=', id).where('a.is_public', '=', true).executeTakeFirst();
}

export function findPage(db: Db, auditId: string, pageId: string) {
  return db
    .selectFrom('pages')
    .select([...PAGE_SUMMARY_COLUMNS, 'html_static', 'html_rendered'])
    .where('audit_id', '=', auditId)
    .where('id', '=', pageId)
    .executeTakeFirst();
}

/** Duplicate groups for the admin: audits of the same domain by the same owner. */
export async function countDuplicateGroups(db: Db): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from (select 1 from audits group by user_id, domain having count(*) > 1) g`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/** The audit's citation run that is going, if any: its progress stream stays open meanwhile. */
export async function findRunningCitationRun(db: Db, auditId: string): Promise<CitationRunRow | undefined> {
  return db.selectFrom('citation_runs').selectAll().where('audit_id', '=', auditId).where('status', '=', 'running').executeTakeFirst();
}
