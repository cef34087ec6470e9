/** The criteria catalogue the Score Guide reads, versioned per criterion. */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scoring_criteria')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('page', 'site')`))
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('preview', 'boolean', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('scoring_criteria_pkey', ['id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scoring_criteria').execute();
}
