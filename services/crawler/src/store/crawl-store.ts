/** The crawler's writes: pages (upserted by audit and URL), site artifacts, the crawl summary and the audit's state. */
import type { CrawlSummary, FailReason, SiteArtifacts } from '@citable/contracts';
import { siteArtifactRows, toJson, type Database } from '@citable/db';
import { recordAuditEnd } from '@citable/metrics';
import { sql, type Kysely } from 'kysely';
import type { StoredPage } from '../crawl/page-read.js';

type Db = Kysely<Database>;

/** Insert or refresh a page; a redelivered crawl that stores the same URL again updates the one row. */
export async function upsertPage(db: Db, auditId: string, page: StoredPage): Promise<string> {
  const values = {
    title: page.facts?.title ?? null,
    status_code: page.statusCode,
    h1: page.facts?.h1 ?? null,
    canonical: page.facts?.canonical ?? null,
    schema_types: toJson(page.facts?.schemaTypes ?? []),
    jsonld: toJson(page.facts?.jsonld ?? []),
    html_static: page.htmlStatic,
    html_rendered: page.htmlRendered,
    content_type: page.contentType,
    headers: toJson(page.headers),
    redirect_chain: toJson(page.redirectChain),
    fetch_ms: page.fetchMs === null ? null : Math.round(page.fetchMs),
    depth: page.depth,
    rendered_metrics: page.renderedMetrics ? toJson(page.renderedMetrics) : null,
    facts: page.facts ? toJson(page.facts) : null,
  };
  const row = await db
    .insertInto('pages')
    .values({ audit_id: auditId, url: page.url, ...values })
    .onConflict((oc) => oc.columns(['audit_id', 'url']).doUpdateSet({ ...values, updated_at: new Date() }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function saveArtifacts(db: Db, auditId: string, artifacts: SiteArtifacts): Promise<void> {
  const rows = siteArtifactRows(auditId, artifacts);
  if (rows.length === 0) return;
  await db
    .insertInto('site_artifacts')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['audit_id', 'kind', 'url']).doUpdateSet((eb) => ({
        status_code: eb.ref('excluded.status_code'),
        content: eb.ref('excluded.content'),
        data: eb.ref('excluded.data'),
        error: eb.ref('excluded.error'),
        fetched_at: new Date(),
      })),
    )
    .execute();
}

/**
 * The audit's stored pages whose links (read from their static HTML) include each of `urls`, in
 * crawl order: the pages that link to a broken URL.
 */
export async function linkingPages(db: Db, auditId: string, urls: readonly string[]): Promise<Map<string, string[]>> {
  const r = await sql<{ link: string; url: string }>`
    select l.link, p.url
    from pages p cross join lateral jsonb_array_elements_text(coalesce(p.facts -> 'links', '[]'::jsonb)) as l(link)
    where p.audit_id = ${auditId} and l.link = any(${[...urls]}::text[])
    order by p.depth, p.url`.execute(db);
  const out = new Map<string, string[]>();
  for (const row of r.rows) {
    const list = out.get(row.link) ?? [];
    list.push(row.url);
    out.set(row.link, list);
  }
  return out;
}

export async function saveCrawlSummary(db: Db, auditId: string, summary: CrawlSummary): Promise<void> {
  await db.updateTable('audits').set({ crawl_summary: toJson(summary) }).where('id', '=', auditId).execute();
}

/** The audit as the crawl job sees it; undefined when it was deleted meanwhile. */
export function findAuditForCrawl(db: Db, auditId: string) {
  return db.selectFrom('audits').select(['id', 'status', 'crawl_completed_at']).where('id', '=', auditId).executeTakeFirst();
}

/** True when this call started the audit (queued to running), false when it already ran. */
export async function markRunning(db: Db, auditId: string): Promise<boolean> {
  const r = await db.updateTable('audits').set({ status: 'running' }).where('id', '=', auditId).where('status', '=', 'queued').executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function recordProgress(db: Db, auditId: string, discovered: number, crawled: number): Promise<void> {
  await db.updateTable('audits').set({ pages_discovered: discovered, pages_crawled: crawled }).where('id', '=', auditId).execute();
}

export async function markCrawlCompleted(db: Db, auditId: string, crawled: number): Promise<void> {
  await db
    .updateTable('audits')
    .set({ crawl_completed_at: new Date(), pages_crawled: crawled })
    .where('id', '=', auditId)
    .where('crawl_completed_at', 'is', null)
    .execute();
}

/** Fails the audit unless it already ended; when this call failed it, counts it (metrics) and returns true. */
export async function markFailed(db: Db, auditId: string, reason: FailReason, failAt: string): Promise<boolean> {
  const row = await db
    .updateTable('audits')
    .set({ status: 'failed', fail_reason: reason, fail_at: failAt, finished_at: new Date() })
    .where('id', '=', auditId)
    .where('status', 'in', ['queued', 'running'])
    .returning('started_at')
    .executeTakeFirst();
  if (row) recordAuditEnd({ outcome: 'failed', failReason: reason }, row.started_at);
  return row !== undefined;
}
