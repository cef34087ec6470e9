/**
 * The classifier: what each classification found (so the health metrics are plain SQL over the
 * last 24 hours), a cache of answers per host with an expiry that every replica shares, and the
 * site type and industry of each classified audit.
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('classifications')
    .addColumn('site_type', 'text')
    .addColumn('industry', 'text')
    .addColumn('industry_code', 'text')
    .addColumn('vertical', 'text')
    .addColumn('site_type_confidence', 'double precision')
    .addColumn('industry_confidence', 'double precision')
    .addColumn('low_confidence', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('site_type_agree', 'boolean')
    .addColumn('industry_agree', 'boolean')
    // Where a cached answer came from: this replica's memory or the shared Postgres cache.
    .addColumn('cache_layer', 'text', (c) => c.check(sql`cache_layer in ('memory', 'postgres')`))
    // Where the pages came from when the answer was computed: an audit's stored pages or a live fetch.
    .addColumn('source', 'text', (c) => c.check(sql`source in ('stored', 'live')`))
    .addColumn('fetch_ms', 'double precision')
    .addColumn('llm_tie_break', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('audit_id', 'uuid')
    .addColumn('replica', 'text')
    .execute();
  await db.schema
    .createTable('classifier_cache')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('entry', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('stored', 'live')`))
    .addColumn('audit_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classifier_cache_expires_at_idx').on('classifier_cache').column('expires_at').execute();
  await db.schema
    .alterTable('audits')
    .addColumn('site_type', 'text')
    .addColumn('industry', 'text')
    .addColumn('industry_vertical', 'text')
    .addColumn('classified_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audits').dropColumn('classified_at').dropColumn('industry_vertical').dropColumn('industry').dropColumn('site_type').execute();
  await db.schema.dropTable('classifier_cache').execute();
  await db.schema
    .alterTable('classifications')
    .dropColumn('replica')
    .dropColumn('audit_id')
    .dropColumn('llm_tie_break')
    .dropColumn('fetch_ms')
    .dropColumn('source')
    .dropColumn('cache_layer')
    .dropColumn('industry_agree')
    .dropColumn('site_type_agree')
    .dropColumn('low_confidence')
    .dropColumn('industry_confidence')
    .dropColumn('site_type_confidence')
    .dropColumn('vertical')
    .dropColumn('industry_code')
    .dropColumn('industry')
    .dropColumn('site_type')
    .execute();
}
