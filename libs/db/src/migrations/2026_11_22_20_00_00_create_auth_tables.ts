/**
 * Users, magic-link tokens, sessions and auth events.
 * Migrations are frozen history: value lists are spelled out here, never imported, so a later
 * change to a constant cannot change what an old migration did.
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration runs against the schema of its own time, not today's `Database`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('magic_link_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull().check(sql`intent in ('general', 'start_audit')`))
    .addColumn('payload', 'jsonb')
    .addColumn('redirect_path', 'text')
    .addColumn('request_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('admin_unlocked_at', 'timestamptz')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  // Active-session counts per user (admin Users screen) and cascade deletes look sessions up by user.
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`type in ('magic_request_sent', 'magic_verify_success', 'magic_verify_fail', 'session_refresh', 'session_deleted', 'rate_limit_hit')`,
        ),
    )
    .addColumn('email', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_events_type_created_at_idx')
    .on('auth_events')
    .columns(['type', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_events').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('magic_link_tokens').execute();
  await db.schema.dropTable('users').execute();
}
