/** Classifier results, kept for the health metrics and the compare screen. */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('classifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('legacy', 'jsonb', (c) => c.notNull())
    .addColumn('v2', 'jsonb', (c) => c.notNull())
    .addColumn('latency_ms', 'double precision', (c) => c.notNull())
    .addColumn('cache_hit', 'boolean', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Health metrics read a recent time window; the compare screen reads one host.
  await db.schema.createIndex('classifications_created_at_idx').on('classifications').column('created_at').execute();
  await db.schema.createIndex('classifications_host_idx').on('classifications').column('host').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('classifications').execute();
}
