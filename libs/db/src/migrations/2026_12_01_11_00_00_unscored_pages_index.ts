/**
 * The pages of an audit still waiting for their check results. The scorer asks after every page
 * it scores whether any is left; counting all of an audit's pages for that made scoring an audit
 * quadratic in its size, while this index holds only the few pages not scored yet.
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('pages_unscored_idx').on('pages').column('audit_id').where(sql.ref('scored_at'), 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pages_unscored_idx').execute();
}
