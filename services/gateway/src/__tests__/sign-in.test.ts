/**
 * Sign-in through the gateway as a browser does it: the link arrives by real SMTP, opening it
 * sets the session cookie, and everything after rides on that cookie. Also the admin gate and
 * what the session cache may and may not remember.
 */
import { QUEUES, type CrawlJob } from '@citable/contracts';
import type { Job } from '@citable/bus';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  linkTokenFor,
  PUBLIC_URL,
  sessionCookieOf,
  signIn,
  signInAdmin,
  startGatewayHarness,
  userIdOf,
  type Client,
  type GatewayHarness,
} from './harness.js';

const SECOND_ADMIN = 'second-admin@example.com';
/** The SMTP server refuses mail for this address. */
const BOUNCING = 'bounce@example.com';
/** A refused link: the spec's reason, and which of its two (expired, used) or neither (unknown). */
const refused = (detail: 'expired' | 'used' | 'unknown') => ({ ok: false, reason: 'expired_or_invalid', detail });

let h: GatewayHarness;
let admin: Client;

beforeAll(async () => {
  h = await startGatewayHarness({
    env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN}` },
    smtp: { rejectRecipient: (address) => address === BOUNCING },
  });
  admin = await signInAdmin(h);
});
afterAll(async () => {
  await h?.stop();
});

/** Asks for a link from `client` and returns its token, read from the email. */
async function requestLink(client: Client, body: Record<string, unknown>): Promise<string> {
  const email = String(body.email).trim().toLowerCase();
  const before = h.smtp.messages.length;
  const res = await client.post('/v1/auth/magic/request', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return linkTokenFor(h, email, before);
}

const verify = (client: Client, token: string) => client.get(`/v1/auth/magic/verify?token=${encodeURIComponent(token)}`);

async function stats(): Promise<{ today: Record<string, number> }> {
  const res = await admin.get('/v1/auth/stats');
  expect(res.status).toBe(200);
  return (await res.json()) as { today: Record<string, number> };
}

/** Polls `fn` until it gives `want`, for at most `ms`; returns what it gave last. */
async function eventually<T>(fn: () => Promise<T>, want: T, ms = 1_000): Promise<T> {
  const deadline = Date.now() + ms;
  let got = await fn();
  while (got !== want && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    got = await fn();
  }
  return got;
}

describe('the emailed link', () => {
  it('signs in once, with an httpOnly SameSite=Lax cookie that is not Secure on http', async () => {
    const browser = h.anonymous();
    const asked = await browser.post('/v1/auth/magic/request', { email: '  Reader@Example.COM ', intent: 'general', redirectPath: '/audits?tab=pages' });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ ok: true, message: 'Check your email for a sign-in link. It expires in 20 minutes.' });

    const mail = await h.smtp.waitFor((m) => m.to.includes('reader@example.com'));
    expect(mail.subject).toBe('Your Citable sign-in link');
    expect(mail.html).toContain(`${PUBLIC_URL}/auth/callback?token=`);
    const token = await linkTokenFor(h, 'reader@example.com');

    const first = await verify(browser, token);
    expect(first.status).toBe(200);
    const firstText = await first.text();
    expect(JSON.parse(firstText)).toEqual({ ok: true, redirectTo: '/audits?tab=pages' });
    const setCookie = first.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    const attributes = setCookie[0]!.split(';').map((a) => a.trim());
    expect(attributes[0]).toMatch(/^citable_session=[\w-]{40,}$/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(attributes.some((a) => a.toLowerCase() === 'secure')).toBe(false);
    const expires = new Date(attributes.find((a) => a.startsWith('Expires='))!.slice('Expires='.length));
    expect(expires.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // The session token reaches the browser only as the httpOnly cookie, never as readable data.
    expect(firstText).not.toContain(attributes[0]!.split('=')[1]);

    const me = await h.request('/v1/auth/me', { cookie: attributes[0]!, ip: browser.ip });
    expect(await me.json()).toEqual({ email: 'reader@example.com', isAdmin: false });

    const again = await verify(h.anonymous(), token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(refused('used'));
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const token = await requestLink(h.anonymous(), { email: 'late@example.com' });
    await sql`update magic_link_tokens set expires_at = now() - interval '1 second' where email = 'late@example.com'`.execute(h.database.db);
    const res = await verify(h.anonymous(), token);
    expect(await res.json()).toEqual(refused('expired'));
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('refuses a tampered link, and the genuine one still works afterwards', async () => {
    const token = await requestLink(h.anonymous(), { email: 'tamper@example.com' });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answer = await verify(h.anonymous(), tampered);
    expect(await answer.json()).toEqual(refused('unknown'));
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect(await (await verify(h.anonymous(), token)).json()).toMatchObject({ ok: true });
  });

  it('counts failed verifications for the admin', async () => {
    const before = (await stats()).today.magic_verify_fail!;
    await verify(h.anonymous(), 'made-up-token');
    expect((await stats()).today.magic_verify_fail).toBe(before + 1);
  });

  it('answers a link without a token with 400 naming it', async () => {
    const res = await h.anonymous().get('/v1/auth/magic/verify');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_request', message: expect.stringContaining('token') });
  });

  it('does not tell a known email from an unknown one', async () => {
    await signIn(h, 'known@example.com');
    const known = await h.anonymous().post('/v1/auth/magic/request', { email: 'known@example.com' });
    const unknown = await h.anonymous().post('/v1/auth/magic/request', { email: 'nobody-yet@example.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it("says so in the spec's words when the email cannot be sent, and the link is not usable", async () => {
    const res = await h.anonymous().post('/v1/auth/magic/request', { email: BOUNCING });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'email_failed', message: 'Failed to send magic link. Please try again.' });
    // Revoked: a link nobody received must not work should it surface later.
    const rows = await h.database.db.selectFrom('magic_link_tokens').select('used_at').where('email', '=', BOUNCING).execute();
    expect(rows).toEqual([{ used_at: expect.any(Date) }]);
  });

  it('refuses an address that cannot be an email, with a message', async () => {
    const res = await h.anonymous().post('/v1/auth/magic/request', { email: 'not an email' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_email', message: 'Enter a valid email address, like name@example.com.' });
  });
});

describe('rate limits', () => {
  it('allows 5 links per email in 15 minutes, then answers 429 and counts rate_limit_hit', async () => {
    const before = (await stats()).today.rate_limit_hit!;
    for (let i = 0; i < 5; i++) {
      // From different addresses: the per-email limit holds whoever asks.
      expect((await h.anonymous().post('/v1/auth/magic/request', { email: 'eager@example.com' })).status).toBe(200);
    }
    const refused = await h.anonymous().post('/v1/auth/magic/request', { email: 'Eager@Example.com' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'rate_limited', message: 'Too many sign-in links requested. Please wait 15 minutes and try again.' });
    expect((await stats()).today.rate_limit_hit).toBe(before + 1);
  });

  it('allows 20 links per IP in 15 minutes, then answers 429 and counts rate_limit_hit', async () => {
    const before = (await stats()).today.rate_limit_hit!;
    const office = h.anonymous();
    for (let i = 0; i < 20; i++) {
      expect((await office.post('/v1/auth/magic/request', { email: `colleague-${i}@example.com` })).status).toBe(200);
    }
    const refused = await office.post('/v1/auth/magic/request', { email: 'colleague-20@example.com' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'rate_limited', message: expect.stringContaining('Too many sign-in links') });
    expect((await stats()).today.rate_limit_hit).toBe(before + 1);
    // Another address is not held back by this one.
    expect((await h.anonymous().post('/v1/auth/magic/request', { email: 'colleague-21@example.com' })).status).toBe(200);
  });

  it('locks the admin gate after 5 wrong passwords, counted as rate_limit_hit', async () => {
    const second = await signIn(h, SECOND_ADMIN);
    const before = (await stats()).today.rate_limit_hit!;
    for (let i = 0; i < 5; i++) {
      const wrong = await second.post('/v1/auth/admin/unlock', { password: `guess ${i}` });
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual({ error: 'invalid_password', message: 'Invalid password' });
    }
    const locked = await second.post('/v1/auth/admin/unlock', { password: ADMIN_PASSWORD });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ error: 'rate_limited', message: expect.stringContaining('Too many wrong passwords') });
    expect((await stats()).today.rate_limit_hit).toBe(before + 1);
    expect((await second.get('/v1/auth/users')).status).toBe(403);
  });
});

describe('the start_audit intent', () => {
  it('creates the audit once the link is used, and leads to it', async () => {
    const crawlJobs: CrawlJob[] = [];
    const worker = await h.bus.work<CrawlJob>(QUEUES.crawl, async (job: Job<CrawlJob>) => {
      crawlJobs.push(job.data);
    });
    try {
      const browser = h.anonymous();
      const token = await requestLink(browser, {
        email: 'starter@example.com',
        intent: 'start_audit',
        payload: { project_id: 'default', root_url: 'Starter.Example/blog', site_description: 'A food blog', max_pages: 50 },
        redirectPath: '/audits',
      });
      // Nothing is created before the link is used.
      expect(await h.database.db.selectFrom('audits').select('id').where('domain', '=', 'starter.example').execute()).toEqual([]);

      const res = await verify(browser, token);
      const body = (await res.json()) as { ok: boolean; redirectTo: string };
      expect(body).toEqual({ ok: true, redirectTo: expect.stringMatching(/^\/audits\/[0-9a-f-]{36}$/) });
      const auditId = body.redirectTo.split('/')[2]!;

      const row = await h.database.db
        .selectFrom('audits')
        .select(['user_id', 'root_url', 'max_pages', 'status', 'site_description'])
        .where('id', '=', auditId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        user_id: await userIdOf(h, 'starter@example.com'),
        root_url: 'https://starter.example/blog',
        max_pages: 50,
        status: 'queued',
        site_description: 'A food blog',
      });
      const cookie = sessionCookieOf(res)!;
      const audit = await h.request(`/api/audits/${auditId}`, { cookie, ip: browser.ip });
      expect(audit.status).toBe(200);
      expect(await audit.json()).toMatchObject({ audit: { id: auditId, root_url: 'https://starter.example/blog' } });

      await expect.poll(() => crawlJobs.map((j) => j.auditId), { timeout: 5_000 }).toContain(auditId);
      expect(crawlJobs.find((j) => j.auditId === auditId)).toMatchObject({ rootUrl: 'https://starter.example/blog', maxPages: 50 });
    } finally {
      await worker.stop();
    }
  });

  it('refuses a malformed root URL before any email goes out', async () => {
    const before = h.smtp.messages.length;
    const res = await h.anonymous().post('/v1/auth/magic/request', {
      email: 'typo@example.com',
      intent: 'start_audit',
      payload: { project_id: 'default', root_url: 'not a domain', site_description: null, max_pages: 50 },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_url', message: expect.stringContaining('not a valid') });
    await new Promise((r) => setTimeout(r, 200));
    expect(h.smtp.messages.slice(before).filter((m) => m.to.includes('typo@example.com'))).toEqual([]);
  });
});

describe('sessions', () => {
  it('logout clears the cookie and ends the session at once', async () => {
    const user = await signIn(h, 'leaving@example.com');
    expect((await user.get('/v1/auth/me')).status).toBe(200);
    const out = await user.post('/v1/auth/logout');
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    const cleared = out.headers.getSetCookie();
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^citable_session=;.*Max-Age=0/);
    // The browser may have kept the old cookie: it no longer works, cache or not.
    expect((await user.get('/v1/auth/me')).status).toBe(401);
    expect((await user.get('/api/audits')).status).toBe(401);
  });

  it('logout through one gateway replica ends the session on the others', async () => {
    const replica = await h.startReplica();
    try {
      const user = await signIn(h, 'two-tabs@example.com');
      const onReplica = () => replica.request('/v1/auth/me', { cookie: user.cookie!, ip: user.ip }).then((r) => r.status);
      expect(await onReplica()).toBe(200);
      expect((await user.post('/v1/auth/logout')).status).toBe(200);
      // Well within the replica's 5 s memory of the session: the logout told it.
      expect(await eventually(onReplica, 401, 1_000)).toBe(401);
    } finally {
      await replica.close();
    }
  });

  it('renews the cookie when the auth service slides the session forward', async () => {
    const user = await signIn(h, 'regular@example.com');
    const userId = await userIdOf(h, 'regular@example.com');
    // Last seen two days ago, ending tomorrow: the next visit slides it to 30 days from now.
    await sql`update sessions set last_seen_at = now() - interval '2 days', expires_at = now() + interval '1 day' where user_id = ${userId}`.execute(h.database.db);
    const before = (await stats()).today.session_refresh!;
    const res = await user.get('/api/audits');
    expect(res.status).toBe(200);
    const renewed = res.headers.getSetCookie();
    expect(renewed).toHaveLength(1);
    expect(renewed[0]!.startsWith(`${user.cookie};`)).toBe(true);
    const expires = new Date(/Expires=([^;]+)/.exec(renewed[0]!)![1]!);
    expect(expires.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await stats()).today.session_refresh).toBe(before + 1);
    // Not on every request: only when it moved.
    expect((await user.get('/api/audits')).headers.getSetCookie()).toEqual([]);
  });

  it('treats an unknown session cookie as signed out', async () => {
    const res = await h.request('/v1/auth/me', { cookie: 'citable_session=forged-or-expired', ip: '198.18.0.1' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Sign in to continue.' });
  });
});

describe('the admin gate', () => {
  it('needs the admin role and the admin password; the unlock takes effect at once on every replica', async () => {
    const replica = await h.startReplica();
    try {
      const owner = await signIn(h, 'not-an-admin@example.com');
      const refused = await owner.post('/v1/auth/admin/unlock', { password: ADMIN_PASSWORD });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'forbidden', message: 'This needs an admin account.' });

      const fresh = await signIn(h, ADMIN_EMAIL);
      const usersOnReplica = () => replica.request('/v1/auth/users', { cookie: fresh.cookie!, ip: fresh.ip }).then((r) => r.status);
      const roleOnly = await fresh.get('/v1/auth/users');
      expect(roleOnly.status).toBe(403);
      expect(await roleOnly.json()).toEqual({ error: 'admin_password_required', message: 'Unlock the admin dashboard with the admin password first.' });
      expect(await usersOnReplica()).toBe(403);

      expect((await fresh.post('/v1/auth/admin/unlock', { password: 'wrong' })).status).toBe(403);
      expect((await fresh.get('/api/admin/audits')).status).toBe(403);
      const unlocked = await fresh.post('/v1/auth/admin/unlock', { password: ADMIN_PASSWORD });
      expect(unlocked.status).toBe(200);
      expect(await unlocked.json()).toEqual({ ok: true });
      expect((await fresh.get('/v1/auth/users')).status).toBe(200);
      expect(await eventually(usersOnReplica, 200, 1_000)).toBe(200);
      // The unlock belongs to that session, not to the account.
      const otherSession = await signIn(h, ADMIN_EMAIL);
      expect((await otherSession.get('/v1/auth/users')).status).toBe(403);
    } finally {
      await replica.close();
    }
  });

  it('lists users with their activity for the admin', async () => {
    const res = await admin.get('/v1/auth/users');
    expect(res.status).toBe(200);
    const { users } = (await res.json()) as { users: Array<{ email: string; active_sessions: number; audit_count: number }> };
    expect(users.find((u) => u.email === 'starter@example.com')).toMatchObject({ audit_count: 1, active_sessions: 1 });
  });
});

describe('with an https public URL', () => {
  let secure: GatewayHarness;
  beforeAll(async () => {
    secure = await startGatewayHarness({ env: { PUBLIC_URL: 'https://citable.example' } });
  });
  afterAll(async () => {
    await secure?.stop();
  });

  it('marks the session cookie Secure', async () => {
    const browser = secure.anonymous();
    const before = secure.smtp.messages.length;
    expect((await browser.post('/v1/auth/magic/request', { email: 'tls@example.com' })).status).toBe(200);
    const token = await linkTokenFor(secure, 'tls@example.com', before);
    const res = await browser.get(`/v1/auth/magic/verify?token=${token}`);
    const attributes = res.headers.getSetCookie()[0]!.split(';').map((a) => a.trim());
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure']));
  });
});
