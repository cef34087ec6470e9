/** Audits and what their crawl gathers: pages, the crawl frontier and site-level artifacts. */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('root_url', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('site_description', 'text')
    .addColumn('max_pages', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'completed', 'failed')`),
    )
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('composite_score', 'double precision')
    .addColumn('aeo_score', 'double precision')
    .addColumn('geo_score', 'double precision')
    .addColumn('composite', 'jsonb')
    .addColumn('pages_discovered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages_crawled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages_analyzed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fail_reason', 'text')
    .addColumn('fail_at', 'timestamptz')
    .addColumn('scorecard_v2', 'jsonb')
    .addColumn('category_scores', 'jsonb')
    .addColumn('fix_first', 'jsonb')
    .addColumn('site_checks_json', 'jsonb')
    .addColumn('report', 'jsonb')
    .addColumn('crawl_completed_at', 'timestamptz')
    .addColumn('finalized_at', 'timestamptz')
    // A re-run outlives the audit it repeated.
    .addColumn('rerun_of', 'uuid', (c) => c.references('audits.id').onDelete('set null'))
    .execute();
  // The owner's audit list, newest first.
  await db.schema
    .createIndex('audits_user_id_started_at_idx')
    .on('audits')
    .columns(['user_id', 'started_at desc'])
    .execute();
  // Admin tabs (failed, running) and the finaliser's sweep of unfinished audits.
  await db.schema.createIndex('audits_status_idx').on('audits').column('status').execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('audit_id', 'uuid', (c) => c.notNull().references('audits.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('h1', 'text')
    .addColumn('canonical', 'text')
    .addColumn('schema_types', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('jsonld', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('html_static', 'text')
    .addColumn('html_rendered', 'text')
    .addColumn('content_type', 'text')
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('redirect_chain', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('fetch_ms', 'integer')
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('rendered_metrics', 'jsonb')
    // PageFacts read from the static HTML at crawl time; site checks read them, not the HTML.
    .addColumn('facts', 'jsonb')
    .addColumn('checks_json', 'jsonb')
    .addColumn('diagnostic_score', 'double precision')
    .addColumn('scored_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A redelivered crawl job upserts on this key instead of duplicating the page.
    .addUniqueConstraint('pages_audit_id_url_key', ['audit_id', 'url'])
    .execute();

  await db.schema
    .createTable('crawl_frontier')
    .addColumn('audit_id', 'uuid', (c) => c.notNull().references('audits.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('queued', 'fetching', 'done', 'failed', 'skipped')`),
    )
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('seed', 'sitemap', 'link', 'llms_txt', 'redirect')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Discovery order: breadth-first claims take the lowest depth, then the earliest found.
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addPrimaryKeyConstraint('crawl_frontier_pkey', ['audit_id', 'url'])
    .execute();
  // "What is left to fetch for this audit" and the progress counts.
  await db.schema
    .createIndex('crawl_frontier_audit_id_state_idx')
    .on('crawl_frontier')
    .columns(['audit_id', 'state', 'depth', 'seq'])
    .execute();

  await db.schema
    .createTable('site_artifacts')
    .addColumn('audit_id', 'uuid', (c) => c.notNull().references('audits.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('robots_txt', 'sitemap', 'llms_txt', 'ai_bot_access', 'precheck')`),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content', 'text')
    .addColumn('data', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('site_artifacts_pkey', ['audit_id', 'kind', 'url'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_artifacts').execute();
  await db.schema.dropTable('crawl_frontier').execute();
  await db.schema.dropTable('pages').execute();
  await db.schema.dropTable('audits').execute();
}
