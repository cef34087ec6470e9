import { RemoteError, type Job } from '@citable/bus';
import { QUEUES, REQUESTS, type CrawlJob } from '@citable/contracts';
import { toJson } from '@citable/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, tokenIn, PUBLIC_URL, type AuthHarness } from './__tests__/harness.js';
import { MAGIC_LINK_SUBJECT } from './mail/magic-link-email.js';
import type { MagicRequestAnswer, MagicVerifyAnswer, SessionAnswer } from './messages.js';
import { hashSecret, newSecret } from './secrets.js';

let h: AuthHarness;
const REJECTED = 'bounce@example.com';

beforeAll(async () => {
  h = await startAuthHarness({ smtp: { rejectRecipient: (address) => address === REJECTED } });
});
afterAll(async () => {
  await h?.stop();
});

const requestLink = (body: Record<string, unknown>) => h.ask<MagicRequestAnswer>(REQUESTS.auth.magicRequest, { ip: '203.0.113.1', ...body });
const verify = (token: string) =>
  h.ask<MagicVerifyAnswer>(REQUESTS.auth.magicVerify, { token, ip: '203.0.113.1', userAgent: 'vitest' });
const mailTo = (email: string) => h.smtp!.waitFor((m) => m.to.includes(email));
const countEvents = async (type: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from auth_events where type = ${type}`.execute(h.database.db)).rows[0]?.n);

/** The error a request was answered with, as the gateway receives it. */
async function remoteError(promise: Promise<unknown>): Promise<RemoteError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof RemoteError)) throw new Error(`expected a RemoteError, got ${String(err)}`);
  return err;
}

describe('magic link, general intent', () => {
  it('emails a link that signs in once and leads to the requested path', async () => {
    const answer = await requestLink({ email: '  Owner@Example.COM ', intent: 'general', redirectPath: '/audits?tab=mine' });
    expect(answer).toEqual({ ok: true, message: expect.stringContaining('20 minutes') });

    const mail = await mailTo('owner@example.com');
    expect(mail.subject).toBe(MAGIC_LINK_SUBJECT);
    expect(mail.text).toMatch(/expires in 20 minutes/);
    expect(mail.text).toMatch(/used only once/);
    expect(mail.text).toMatch(/didn't ask/);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/auth/callback?token=`);
    const token = tokenIn(mail);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const first = await verify(token);
    expect(first).toMatchObject({ ok: true, redirectTo: '/audits?tab=mine' });
    if (!first.ok) throw new Error('unreachable');
    expect(new Date(first.sessionExpiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const session = await h.ask<SessionAnswer>(REQUESTS.auth.session, { sessionToken: first.sessionToken });
    expect(session?.user).toMatchObject({ email: 'owner@example.com', isAdmin: false, adminUnlocked: false });

    // Used: the reason the spec names, and which of its two it is.
    expect(await verify(token)).toEqual({ ok: false, reason: 'expired_or_invalid', detail: 'used' });
  });

  it('points the link at the base the gateway names (its bound port), else at PUBLIC_URL', async () => {
    await requestLink({ email: 'port@example.com', linkBase: 'http://127.0.0.1:43121/' });
    expect((await mailTo('port@example.com')).text).toContain('http://127.0.0.1:43121/auth/callback?token=');
    const notHttp = await remoteError(requestLink({ email: 'port@example.com', linkBase: 'javascript:alert(1)' }));
    expect({ status: notHttp.status, code: notHttp.code }).toEqual({ status: 400, code: 'bad_request' });
  });

  it('stores only a hash of the token, never the token itself', async () => {
    await requestLink({ email: 'hash@example.com' });
    const token = tokenIn(await mailTo('hash@example.com'));
    const rows = await h.database.db.selectFrom('magic_link_tokens').select(['token_hash', 'redirect_path']).where('email', '=', 'hash@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.redirect_path).toBe('/audits');
  });

  it('refuses an expired link, and says it expired', async () => {
    await requestLink({ email: 'late@example.com' });
    const token = tokenIn(await mailTo('late@example.com'));
    await sql`update magic_link_tokens set expires_at = now() - interval '1 second' where email = 'late@example.com'`.execute(h.database.db);
    expect(await verify(token)).toEqual({ ok: false, reason: 'expired_or_invalid', detail: 'expired' });
  });

  it('says used rather than expired for a link both used and past its lifetime', async () => {
    await requestLink({ email: 'stale@example.com' });
    const token = tokenIn(await mailTo('stale@example.com'));
    expect(await verify(token)).toMatchObject({ ok: true });
    await sql`update magic_link_tokens set expires_at = now() - interval '1 second' where email = 'stale@example.com'`.execute(h.database.db);
    expect(await verify(token)).toEqual({ ok: false, reason: 'expired_or_invalid', detail: 'used' });
  });

  it('refuses a tampered link', async () => {
    await requestLink({ email: 'tamper@example.com' });
    const token = tokenIn(await mailTo('tamper@example.com'));
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(await verify(token.slice(0, -1) + last)).toEqual({ ok: false, reason: 'expired_or_invalid', detail: 'unknown' });
    expect(await verify('')).toEqual({ ok: false, reason: 'expired_or_invalid', detail: 'unknown' });
    // The untouched link still works: a failed guess does not burn it.
    expect(await verify(token)).toMatchObject({ ok: true });
  });

  it('counts verification failures and successes', async () => {
    const failures = await countEvents('magic_verify_fail');
    const successes = await countEvents('magic_verify_success');
    await requestLink({ email: 'count@example.com' });
    const token = tokenIn(await mailTo('count@example.com'));
    await verify(token);
    await verify(token);
    expect(await countEvents('magic_verify_success')).toBe(successes + 1);
    expect(await countEvents('magic_verify_fail')).toBe(failures + 1);
  });

  it('gives exactly one of two concurrent verifications of one link', async () => {
    await requestLink({ email: 'race@example.com' });
    const token = tokenIn(await mailTo('race@example.com'));
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toHaveLength(2);
    const sessions = await h.database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('users.email', '=', 'race@example.com')
      .select('sessions.id')
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('answers known and unknown emails identically, and creates users only when a link is used', async () => {
    await requestLink({ email: 'known@example.com' });
    expect(await verify(tokenIn(await mailTo('known@example.com')))).toMatchObject({ ok: true });

    const known = await requestLink({ email: 'known@example.com' });
    const unknown = await requestLink({ email: 'stranger@example.com' });
    expect(unknown).toEqual(known);
    await mailTo('stranger@example.com');
    const users = await h.database.db.selectFrom('users').select('email').where('email', 'in', ['known@example.com', 'stranger@example.com']).execute();
    expect(users.map((u) => u.email)).toEqual(['known@example.com']);
  });

  it('keeps one user per email however it is typed, and sets last_login_at', async () => {
    for (const typed of ['Twice@Example.com', 'twice@example.com']) {
      const before = h.smtp!.messages.length;
      await requestLink({ email: typed });
      const mail = await h.smtp!.waitFor((m) => m.to.includes('twice@example.com') && h.smtp!.messages.indexOf(m) >= before);
      expect(await verify(tokenIn(mail))).toMatchObject({ ok: true });
    }
    const users = await h.database.db.selectFrom('users').selectAll().where('email', '=', 'twice@example.com').execute();
    expect(users).toHaveLength(1);
    expect(users[0]?.last_login_at).toBeInstanceOf(Date);
  });

  it('rejects bad emails, redirects off this site, and payload-less start_audit requests', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.com', 'a@@example.com', '.a@example.com', 'a@-x.com']) {
      expect((await remoteError(requestLink({ email }))).code, email).toBe('invalid_email');
    }
    for (const redirectPath of ['https://evil.example/', '//evil.example', '/\\evil.example', 'audits']) {
      const err = await remoteError(requestLink({ email: 'ok@example.com', redirectPath }));
      expect({ status: err.status, code: err.code }, redirectPath).toEqual({ status: 400, code: 'invalid_redirect' });
    }
    const noDraft = await remoteError(requestLink({ email: 'ok@example.com', intent: 'start_audit' }));
    expect({ status: noDraft.status, code: noDraft.code }).toEqual({ status: 400, code: 'invalid_payload' });
    const badUrl = await remoteError(
      requestLink({ email: 'ok@example.com', intent: 'start_audit', payload: { project_id: 'p', root_url: 'ftp://example.com' } }),
    );
    expect({ status: badUrl.status, code: badUrl.code }).toEqual({ status: 400, code: 'invalid_url' });
    const badShape = await remoteError(h.ask(REQUESTS.auth.magicRequest, { email: 42 }));
    expect({ status: badShape.status, code: badShape.code, message: badShape.message }).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'email must be string',
    });
    expect(h.smtp!.messages.some((m) => m.to.includes('ok@example.com'))).toBe(false);
  });

  it('answers 502 email_failed when the mail server refuses, and leaves no usable link', async () => {
    const err = await remoteError(requestLink({ email: 'bounce@example.com' }));
    expect({ status: err.status, code: err.code, message: err.message }).toEqual({
      status: 502,
      code: 'email_failed',
      message: 'Failed to send magic link. Please try again.',
    });
    const rows = await h.database.db.selectFrom('magic_link_tokens').select(['used_at']).where('email', '=', 'bounce@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.used_at).toBeInstanceOf(Date);
    const sentToBounce = await h.database.db
      .selectFrom('auth_events')
      .select('id')
      .where('type', '=', 'magic_request_sent')
      .where('email', '=', 'bounce@example.com')
      .execute();
    expect(sentToBounce).toHaveLength(0);
  });
});

describe('magic link, start_audit intent', () => {
  it('creates the audit once the link is used, queues its crawl, and leads to it', async () => {
    const jobs: Array<Job<CrawlJob>> = [];
    const crawler = await h.bus.work<CrawlJob>(QUEUES.crawl, async (job) => void jobs.push(job));
    try {
      const draft = { project_id: 'acme', root_url: 'acme.example/blog', site_description: 'Anvils', max_pages: 40 };
      await requestLink({ email: 'starter@example.com', intent: 'start_audit', payload: draft, redirectPath: '/ignored' });
      const mail = await mailTo('starter@example.com');
      expect(mail.text).toContain('https://acme.example/blog');
      expect(await h.database.db.selectFrom('audits').select('id').execute()).toHaveLength(0);

      const answer = await verify(tokenIn(mail));
      if (!answer.ok) throw new Error('verification failed');
      const id = /^\/audits\/([0-9a-f-]{36})$/.exec(answer.redirectTo)?.[1];
      expect(id, answer.redirectTo).toBeDefined();

      const audit = await h.database.db
        .selectFrom('audits')
        .innerJoin('users', 'users.id', 'audits.user_id')
        .select(['audits.id', 'users.email', 'project_id', 'root_url', 'domain', 'site_description', 'max_pages', 'status', 'options'])
        .where('audits.id', '=', id!)
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({
        id,
        email: 'starter@example.com',
        project_id: 'acme',
        root_url: 'https://acme.example/blog',
        domain: 'acme.example',
        site_description: 'Anvils',
        max_pages: 40,
        status: 'queued',
        options: { renderMode: 'off', allowPrivate: true, mapOrigin: null },
      });

      await expect.poll(() => jobs.length).toBe(1);
      expect(jobs[0]?.id).toBe(`crawl:${id}`);
      expect(jobs[0]?.data).toEqual({
        auditId: id,
        rootUrl: 'https://acme.example/blog',
        maxPages: 40,
        options: { renderMode: 'off', allowPrivate: true, mapOrigin: null },
      });
    } finally {
      await crawler.stop();
    }
  });

  it('defaults max_pages to 200', async () => {
    await requestLink({ email: 'default@example.com', intent: 'start_audit', payload: { project_id: 'p', root_url: 'default.example' } });
    const answer = await verify(tokenIn(await mailTo('default@example.com')));
    if (!answer.ok) throw new Error('verification failed');
    const id = answer.redirectTo.split('/').at(-1)!;
    const audit = await h.database.db.selectFrom('audits').select(['max_pages', 'site_description']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(audit).toEqual({ max_pages: 200, site_description: null });
  });

  it('still signs in, and sends the user to the starter screen, when the audit cannot be created', async () => {
    // A link stored before a rule changed: its draft no longer makes a valid audit.
    const token = newSecret();
    await h.database.db
      .insertInto('magic_link_tokens')
      .values({
        token_hash: hashSecret(token),
        email: 'stale@example.com',
        intent: 'start_audit',
        payload: toJson<unknown>({ project_id: 'p', root_url: 'gopher://old.example' }),
        redirect_path: '/audits',
        expires_at: sql<Date>`now() + interval '1 minute'`,
      })
      .execute();
    const answer = await verify(token);
    expect(answer).toMatchObject({ ok: true, redirectTo: '/audits/new?project_id=p&root_url=gopher%3A%2F%2Fold.example' });
  });
});
