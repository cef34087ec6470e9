/**
 * Only an HTML 2xx response is a page of an audit. The frontier keeps what every other fetched URL
 * turned out to be (a broken link, a redirect, a non-HTML file, disallowed by robots.txt) with what
 * the crawl summary reports of it, and the audit keeps that summary.
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('crawl_frontier')
    // The page whose link first led the crawl here (a redirect's source for its target).
    .addColumn('referrer', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    // A redirect's target, or the canonical URL a skipped page deferred to.
    .addColumn('target', 'text')
    .execute();
  await db.schema.alterTable('crawl_frontier').dropConstraint('crawl_frontier_state_check').execute();
  await db.schema
    .alterTable('crawl_frontier')
    .addCheckConstraint(
      'crawl_frontier_state_check',
      sql`state in ('queued', 'fetching', 'done', 'failed', 'skipped', 'broken', 'redirected', 'resource', 'disallowed')`,
    )
    .execute();
  await db.schema.alterTable('audits').addColumn('crawl_summary', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audits').dropColumn('crawl_summary').execute();
  await db.schema.alterTable('crawl_frontier').dropConstraint('crawl_frontier_state_check').execute();
  // Rows in the new states have no place in the old constraint.
  await db.deleteFrom('crawl_frontier').where('state', 'in', ['broken', 'redirected', 'resource', 'disallowed']).execute();
  await db.schema
    .alterTable('crawl_frontier')
    .addCheckConstraint('crawl_frontier_state_check', sql`state in ('queued', 'fetching', 'done', 'failed', 'skipped')`)
    .execute();
  await db.schema.alterTable('crawl_frontier').dropColumn('target').dropColumn('content_type').dropColumn('status_code').dropColumn('referrer').execute();
}
