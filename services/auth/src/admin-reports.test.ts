import { REQUESTS, type AuthCounters } from '@citable/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, tokenIn, type AuthHarness } from './__tests__/harness.js';
import { createAudit } from './audits/create-audit.js';
import type { MagicVerifyAnswer, StatsAnswer, UsersAnswer } from './messages.js';

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => {
  await h?.stop();
});

async function signIn(email: string): Promise<string> {
  const before = h.smtp!.messages.length;
  await h.ask(REQUESTS.auth.magicRequest, { email, ip: '203.0.113.9' });
  const mail = await h.smtp!.waitFor((m) => m.to.includes(email) && h.smtp!.messages.indexOf(m) >= before);
  const answer = await h.ask<MagicVerifyAnswer>(REQUESTS.auth.magicVerify, { token: tokenIn(mail), ip: '203.0.113.9', userAgent: null });
  if (!answer.ok) throw new Error(`sign-in of ${email} failed`);
  return answer.sessionToken;
}

const counters = (partial: Partial<AuthCounters>): AuthCounters => ({
  magic_request_sent: 0,
  magic_verify_success: 0,
  magic_verify_fail: 0,
  session_refresh: 0,
  session_deleted: 0,
  rate_limit_hit: 0,
  ...partial,
});

describe('users', () => {
  it('lists every user with audits owned and sessions still active, newest first', async () => {
    expect(await h.ask<UsersAnswer>(REQUESTS.auth.users, {})).toEqual({ users: [] });

    const first = await signIn('first@example.com');
    await signIn('first@example.com');
    await signIn('second@example.com');
    const firstUser = await h.database.db.selectFrom('users').select('id').where('email', '=', 'first@example.com').executeTakeFirstOrThrow();
    for (const site of ['one.example', 'two.example']) {
      await createAudit(h.database.db, h.bus, h.config, { userId: firstUser.id, draft: { project_id: 'p', root_url: site } });
    }
    await h.ask(REQUESTS.auth.logout, { sessionToken: first });
    // second's only session has lapsed: it is no longer active, though the purge has not run yet.
    await sql`update sessions set expires_at = now() - interval '1 minute'
              where user_id = (select id from users where email = 'second@example.com')`.execute(h.database.db);
    await sql`update users set created_at = now() - interval '1 day' where email = 'first@example.com'`.execute(h.database.db);

    const { users } = await h.ask<UsersAnswer>(REQUESTS.auth.users, undefined);
    expect(users).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'second@example.com',
        created_at: expect.any(String),
        last_login_at: expect.any(String),
        audit_count: 0,
        active_sessions: 0,
      },
      {
        id: firstUser.id,
        email: 'first@example.com',
        created_at: expect.any(String),
        last_login_at: expect.any(String),
        audit_count: 2,
        active_sessions: 1,
      },
    ]);
    expect(Date.parse(users[1]!.created_at)).toBeLessThan(Date.now() - 23 * 3_600_000);
  });
});

describe('stats', () => {
  it('counts the six events for today and the last 7 UTC days', async () => {
    await h.database.db.deleteFrom('auth_events').execute();
    const todayStart = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
    const at = (when: ReturnType<typeof sql>) =>
      h.database.db
        .insertInto('auth_events')
        .values({ type: 'magic_request_sent', created_at: when as never })
        .execute();
    await at(sql`${todayStart} - interval '1 second'`); // yesterday, in the week
    await at(sql`${todayStart} - interval '6 days'`); // first moment of the week's oldest day
    await at(sql`${todayStart} - interval '6 days' - interval '1 second'`); // before the week

    await signIn('stats@example.com');
    const token = await signIn('stats@example.com');
    await h.ask(REQUESTS.auth.magicVerify, { token: 'made-up', ip: null, userAgent: null });
    await h.ask(REQUESTS.auth.logout, { sessionToken: token });

    const stats = await h.ask<StatsAnswer>(REQUESTS.auth.stats, {});
    const today = counters({ magic_request_sent: 2, magic_verify_success: 2, magic_verify_fail: 1, session_deleted: 1 });
    expect(stats).toEqual({ today, last7Days: { ...today, magic_request_sent: 4 } });
  });
});
