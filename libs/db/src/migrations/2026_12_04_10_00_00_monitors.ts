/**
 * Monitors (issue 24): a site audited again on a cadence. The scheduler's state lives here so any
 * number of replicas fire each due slot once: a replica claims a due monitor's row with
 * FOR UPDATE SKIP LOCKED and moves its next_due_at on in the same transaction; a run is unique
 * per (monitor, slot), so even a slot claimed twice is run once. The hourly jobs keep their own
 * due time the same way.
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitors')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('root_url', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('site_description', 'text')
    .addColumn('max_pages', 'integer', (c) => c.notNull())
    // The crawl options of the audit the monitor was made from, so every run crawls the same way.
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('cadence', 'text', (c) => c.notNull().check(sql`cadence in ('daily', 'weekly', 'monthly', 'off')`))
    .addColumn('citations', 'boolean', (c) => c.notNull())
    .addColumn('alerts', 'boolean', (c) => c.notNull())
    .addColumn('threshold', 'real', (c) => c.notNull().defaultTo(5))
    // Null when the cadence is off.
    .addColumn('next_due_at', 'timestamptz')
    .addColumn('prompt_set_id', 'text')
    .addColumn('series', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One monitor per site and project of an owner: a second would fire the same audits twice.
  await db.schema.createIndex('monitors_user_id_root_url_project_id_key').on('monitors').columns(['user_id', 'root_url', 'project_id']).unique().execute();
  await db.schema.createIndex('monitors_next_due_at_idx').on('monitors').column('next_due_at').where(sql.ref('next_due_at'), 'is not', null).execute();

  await db.schema
    .createTable('monitor_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('monitor_id', 'uuid', (c) => c.notNull().references('monitors.id').onDelete('cascade'))
    // The due slot a scheduled run fires for; a run started by hand takes the moment it was asked.
    .addColumn('slot_at', 'timestamptz', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('schedule', 'manual')`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'auditing', 'citing', 'done', 'failed')`))
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('audit_id', 'uuid', (c) => c.references('audits.id').onDelete('set null'))
    .addColumn('citation_run_id', 'uuid')
    .addColumn('prompt_set_id', 'text')
    .addColumn('series', 'integer', (c) => c.notNull().defaultTo(1))
    // Why the last attempt failed, in words; and the audit's fail_reason when its audit failed.
    .addColumn('error', 'text')
    .addColumn('fail_reason', 'text')
    .addColumn('alerts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('alert_sent_at', 'timestamptz')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('monitor_runs_monitor_id_slot_at_key', ['monitor_id', 'slot_at'])
    .execute();
  await db.schema.createIndex('monitor_runs_active_idx').on('monitor_runs').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('monitor_runs_audit_id_idx').on('monitor_runs').column('audit_id').execute();

  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('last_result', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_jobs').execute();
  await db.schema.dropTable('monitor_runs').execute();
  await db.schema.dropTable('monitors').execute();
}
