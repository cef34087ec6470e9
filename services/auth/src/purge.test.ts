import { createLogger } from '@citable/log';
import { createTestDatabase, type TestDatabase } from '@citable/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired, schedulePurge } from './purge.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function seed(): Promise<void> {
  const { db } = database;
  await db.deleteFrom('magic_link_tokens').execute();
  await db.deleteFrom('users').execute();
  const user = await db.insertInto('users').values({ email: 'p@example.com' }).returning('id').executeTakeFirstOrThrow();
  const soon = sql<Date>`now() + interval '10 minutes'`;
  const gone = sql<Date>`now() - interval '1 second'`;
  await db
    .insertInto('magic_link_tokens')
    .values([
      { token_hash: 'live', email: 'p@example.com', intent: 'general', expires_at: soon },
      { token_hash: 'used-live', email: 'p@example.com', intent: 'general', expires_at: soon, used_at: sql<Date>`now()` },
      { token_hash: 'expired', email: 'p@example.com', intent: 'general', expires_at: gone },
    ])
    .execute();
  await db
    .insertInto('sessions')
    .values([
      { token_hash: 's-live', user_id: user.id, expires_at: soon },
      { token_hash: 's-expired', user_id: user.id, expires_at: gone },
    ])
    .execute();
}

const remaining = async () => ({
  tokens: (await database.db.selectFrom('magic_link_tokens').select('token_hash').orderBy('token_hash').execute()).map((r) => r.token_hash),
  sessions: (await database.db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash),
});

describe('purge', () => {
  it('deletes expired links and sessions and keeps the rest (used links count towards rate limits until they expire)', async () => {
    await seed();
    expect(await purgeExpired({ db: database.db })).toEqual({ tokens: 1, sessions: 1 });
    expect(await remaining()).toEqual({ tokens: ['live', 'used-live'], sessions: ['s-live'] });
    expect(await purgeExpired({ db: database.db })).toEqual({ tokens: 0, sessions: 0 });
  });

  it('runs once at start and then on its interval', async () => {
    await seed();
    const purge = schedulePurge({ db: database.db, log: createLogger({ level: 'silent' }) }, 200);
    try {
      await expect.poll(remaining).toEqual({ tokens: ['live', 'used-live'], sessions: ['s-live'] });
      await sql`update sessions set expires_at = now() - interval '1 second'`.execute(database.db);
      await expect.poll(remaining, { timeout: 3_000 }).toEqual({ tokens: ['live', 'used-live'], sessions: [] });
    } finally {
      await purge.stop();
    }
  });
});
