import { RemoteError } from '@citable/bus';
import { REQUESTS } from '@citable/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, OTHER_ADMIN_EMAIL, startAuthHarness, tokenIn, type AuthHarness } from './__tests__/harness.js';
import type { MagicVerifyAnswer, SessionAnswer } from './messages.js';
import { POLICY } from './policy.js';

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => {
  await h?.stop();
});

/** Signs `email` in through the emailed link and returns the session token the gateway would set as the cookie. */
async function signIn(email: string, ip = '203.0.113.5'): Promise<string> {
  const before = h.smtp!.messages.length;
  await h.ask(REQUESTS.auth.magicRequest, { email, ip });
  const mail = await h.smtp!.waitFor((m) => m.to.includes(email) && h.smtp!.messages.indexOf(m) >= before);
  const answer = await h.ask<MagicVerifyAnswer>(REQUESTS.auth.magicVerify, { token: tokenIn(mail), ip, userAgent: 'vitest' });
  if (!answer.ok) throw new Error(`sign-in of ${email} failed`);
  return answer.sessionToken;
}

const session = (sessionToken: string) => h.ask<SessionAnswer>(REQUESTS.auth.session, { sessionToken });
const unlock = (sessionToken: string, password: string, ip = '203.0.113.5') =>
  h.ask<{ ok: boolean }>(REQUESTS.auth.adminUnlock, { sessionToken, password, ip });

async function refusal(promise: Promise<unknown>): Promise<{ status?: number; code?: string; message: string }> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof RemoteError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return { status: err.status, code: err.code, message: err.message };
}

describe('sessions', () => {
  it('knows the user behind a session token and nobody behind any other', async () => {
    const token = await signIn('member@example.com');
    const answer = await session(token);
    expect(answer).toMatchObject({ user: { email: 'member@example.com', isAdmin: false, adminUnlocked: false }, refreshed: false });
    expect(answer?.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await session(`${token}x`)).toBeNull();
    const stored = await h.database.db.selectFrom('sessions').select(['token_hash', 'ip', 'user_agent']).where('user_id', '=', answer!.user.id).execute();
    expect(stored).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), ip: '203.0.113.5', user_agent: 'vitest' }]);
  });

  it('ends at its expiry', async () => {
    const token = await signIn('expiring@example.com');
    await sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = 'expiring@example.com')`.execute(h.database.db);
    expect(await session(token)).toBeNull();
  });

  it(`slides forward ${POLICY.sessionDays} days when last seen more than a day ago, once, and counts the refresh`, async () => {
    const token = await signIn('regular@example.com');
    await sql`update sessions set last_seen_at = now() - interval '2 days', expires_at = now() + interval '3 days'
              where user_id = (select id from users where email = 'regular@example.com')`.execute(h.database.db);
    const refreshed = await session(token);
    expect(refreshed?.refreshed).toBe(true);
    expect(new Date(refreshed!.expiresAt).getTime()).toBeGreaterThan(Date.now() + (POLICY.sessionDays - 1) * 86_400_000);
    const again = await session(token);
    expect(again).toMatchObject({ refreshed: false, expiresAt: refreshed!.expiresAt });
    const events = await h.database.db.selectFrom('auth_events').select('id').where('type', '=', 'session_refresh').where('email', '=', 'regular@example.com').execute();
    expect(events).toHaveLength(1);
  });

  it('logs out: the session stops working and the deletion is counted', async () => {
    const token = await signIn('leaving@example.com');
    expect(await h.ask(REQUESTS.auth.logout, { sessionToken: token })).toEqual({ ok: true });
    expect(await session(token)).toBeNull();
    expect(await h.ask(REQUESTS.auth.logout, { sessionToken: token })).toEqual({ ok: true });
    const events = await h.database.db.selectFrom('auth_events').select('id').where('type', '=', 'session_deleted').where('email', '=', 'leaving@example.com').execute();
    expect(events).toHaveLength(1);
  });
});

describe('admin unlock', () => {
  it('marks an admin from ADMIN_EMAILS, unlocked only after the right password', async () => {
    const token = await signIn(ADMIN_EMAIL);
    expect((await session(token))?.user).toMatchObject({ isAdmin: true, adminUnlocked: false });
    expect(await refusal(unlock(token, 'wrong password'))).toEqual({ status: 403, code: 'invalid_password', message: 'Invalid password' });
    expect((await session(token))?.user.adminUnlocked).toBe(false);
    expect(await unlock(token, ADMIN_PASSWORD)).toEqual({ ok: true });
    expect((await session(token))?.user).toMatchObject({ isAdmin: true, adminUnlocked: true });
    // The unlock belongs to this session, not to the admin everywhere.
    const otherBrowser = await signIn(ADMIN_EMAIL);
    expect((await session(otherBrowser))?.user.adminUnlocked).toBe(false);
  });

  it('refuses a user who is not an admin, even with the right password', async () => {
    const token = await signIn('curious@example.com');
    expect(await refusal(unlock(token, ADMIN_PASSWORD))).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await session(token))?.user.adminUnlocked).toBe(false);
  });

  it('refuses without a valid session', async () => {
    expect(await refusal(unlock('no-such-session', ADMIN_PASSWORD))).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it(`locks out after ${POLICY.adminUnlockFailures} wrong passwords, even for the right one, and counts rate_limit_hit`, async () => {
    const token = await signIn(OTHER_ADMIN_EMAIL, '198.51.100.77');
    for (let i = 0; i < POLICY.adminUnlockFailures; i++) {
      expect((await refusal(unlock(token, `guess ${i}`, '198.51.100.77'))).code).toBe('invalid_password');
    }
    expect(await refusal(unlock(token, ADMIN_PASSWORD, '198.51.100.77'))).toMatchObject({ status: 429, code: 'rate_limited' });
    const hits = await h.database.db.selectFrom('auth_events').select('id').where('type', '=', 'rate_limit_hit').where('ip', '=', '198.51.100.77').execute();
    expect(hits).toHaveLength(1);
  });
});

describe('admin unlock without ADMIN_PASSWORD', () => {
  it('answers 503 admin_locked with a message', async () => {
    const locked = await startAuthHarness({ env: { ADMIN_PASSWORD: '' } });
    try {
      await locked.ask(REQUESTS.auth.magicRequest, { email: ADMIN_EMAIL, ip: null });
      const mail = await locked.smtp!.waitFor((m) => m.to.includes(ADMIN_EMAIL));
      const answer = await locked.ask<MagicVerifyAnswer>(REQUESTS.auth.magicVerify, { token: tokenIn(mail), ip: null, userAgent: null });
      if (!answer.ok) throw new Error('sign-in failed');
      const err = await locked.ask(REQUESTS.auth.adminUnlock, { sessionToken: answer.sessionToken, password: 'anything', ip: null }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RemoteError);
      expect(err).toMatchObject({ status: 503, code: 'admin_locked', message: expect.stringContaining('ADMIN_PASSWORD') });
    } finally {
      await locked.stop();
    }
  });
});
