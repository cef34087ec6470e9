/**
 * The citation test as it runs: each query asked of each source several times (repeats), answers
 * kept apart as cited or only mentioned, with the URLs read but not cited, tokens and latency;
 * runs carry their budget and, once complete, the report section and per-page citation counts
 * the scorer reads. Prompt sets are cached per domain, mode and generator version.
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('prompt_sets')
    .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vertical', 'text')
    .execute();
  await db.schema.dropIndex('prompt_sets_domain_mode_created_at_idx').execute();
  await db.schema
    .createIndex('prompt_sets_domain_mode_version_created_at_idx')
    .on('prompt_sets')
    .columns(['domain', 'mode', 'version', 'created_at desc'])
    .execute();

  await db.schema
    .alterTable('citation_runs')
    .addColumn('repeats', 'integer', (c) => c.notNull().defaultTo(1))
    // [{query, query_type}] in the order they are asked.
    .addColumn('queries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('not_configured', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tokens_used', 'bigint', (c) => c.notNull().defaultTo(0))
    // {source: {done, errors}}, kept with each stored answer: progress without counting rows.
    .addColumn('progress', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('max_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('prompts', 'jsonb')
    // Written once, by the replica that completes the run: the report's citation section and url -> citations.
    .addColumn('report', 'jsonb')
    .addColumn('page_citations', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One run at a time per audit, however many replicas are asked at once.
  await db.schema
    .createIndex('citation_runs_one_running_per_audit')
    .on('citation_runs')
    .column('audit_id')
    .unique()
    .where(sql<boolean>`status = 'running'`)
    .execute();

  await db.schema
    .alterTable('citation_results')
    .addColumn('repeat', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('mentioned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_urls', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('answer_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latency_ms', 'integer')
    .addColumn('error_kind', 'text')
    .execute();
  // A redelivered job finds its answer stored: one row per (run, source, query, repeat).
  await db.schema
    .createIndex('citation_results_run_source_query_repeat_key')
    .on('citation_results')
    .columns(['run_id', 'ai_source', 'query', 'repeat'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('citation_results_run_source_query_repeat_key').execute();
  await db.schema
    .alterTable('citation_results')
    .dropColumn('error_kind')
    .dropColumn('latency_ms')
    .dropColumn('tokens')
    .dropColumn('answer_text')
    .dropColumn('read_urls')
    .dropColumn('mentioned')
    .dropColumn('repeat')
    .execute();
  await db.schema.dropIndex('citation_runs_one_running_per_audit').execute();
  await db.schema
    .alterTable('citation_runs')
    .dropColumn('updated_at')
    .dropColumn('page_citations')
    .dropColumn('report')
    .dropColumn('prompts')
    .dropColumn('max_tokens')
    .dropColumn('progress')
    .dropColumn('tokens_used')
    .dropColumn('total')
    .dropColumn('not_configured')
    .dropColumn('queries')
    .dropColumn('repeats')
    .execute();
  await db.schema.dropIndex('prompt_sets_domain_mode_version_created_at_idx').execute();
  await db.schema.alterTable('prompt_sets').dropColumn('vertical').dropColumn('version').execute();
  await db.schema
    .createIndex('prompt_sets_domain_mode_created_at_idx')
    .on('prompt_sets')
    .columns(['domain', 'mode', 'created_at desc'])
    .execute();
}
