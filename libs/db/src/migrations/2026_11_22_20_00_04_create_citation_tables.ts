/** Prompt sets, citation runs and their per-query results. */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prompt_sets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('rules', 'ai', 'blended')`))
    .addColumn('meta', 'jsonb', (c) => c.notNull())
    .addColumn('branded', 'jsonb', (c) => c.notNull())
    .addColumn('non_branded', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The newest set for a domain and mode is the cached answer.
  await db.schema
    .createIndex('prompt_sets_domain_mode_created_at_idx')
    .on('prompt_sets')
    .columns(['domain', 'mode', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('citation_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('audit_id', 'uuid', (c) => c.notNull().references('audits.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('sources', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'completed', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('citation_runs_audit_id_idx').on('citation_runs').column('audit_id').execute();

  await db.schema
    .createTable('citation_results')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('run_id', 'uuid', (c) => c.notNull().references('citation_runs.id').onDelete('cascade'))
    .addColumn('audit_id', 'uuid', (c) => c.notNull().references('audits.id').onDelete('cascade'))
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('query_type', 'text', (c) => c.notNull().check(sql`query_type in ('branded', 'non-branded')`))
    .addColumn('ai_source', 'text', (c) => c.notNull())
    .addColumn('cited', 'boolean', (c) => c.notNull())
    .addColumn('cited_match_count', 'integer', (c) => c.notNull())
    .addColumn('cited_urls', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('first_match_url', 'text')
    .addColumn('answer_excerpt', 'text')
    .addColumn('error', 'text')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The citation summary aggregates one audit's results; run deletes cascade by run_id.
  await db.schema.createIndex('citation_results_audit_id_idx').on('citation_results').column('audit_id').execute();
  await db.schema.createIndex('citation_results_run_id_idx').on('citation_results').column('run_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('citation_results').execute();
  await db.schema.dropTable('citation_runs').execute();
  await db.schema.dropTable('prompt_sets').execute();
}
