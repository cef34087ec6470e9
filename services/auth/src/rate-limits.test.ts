import { RemoteError } from '@citable/bus';
import { REQUESTS } from '@citable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthHarness } from './__tests__/harness.js';
import type { MagicRequestAnswer } from './messages.js';
import { POLICY } from './policy.js';

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => {
  await h?.stop();
});

const requestLink = (email: string, ip: string | null) => h.ask<MagicRequestAnswer>(REQUESTS.auth.magicRequest, { email, ip });

async function limited(promise: Promise<unknown>): Promise<{ status?: number; code?: string }> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof RemoteError)) throw new Error(`expected the request to be refused, got ${String(err)}`);
  return { status: err.status, code: err.code };
}

const rateLimitHits = async (who: { email?: string; ip?: string }) => {
  let q = h.database.db.selectFrom('auth_events').select('id').where('type', '=', 'rate_limit_hit');
  if (who.email) q = q.where('email', '=', who.email);
  if (who.ip) q = q.where('ip', '=', who.ip);
  return (await q.execute()).length;
};

describe('magic-link rate limits', () => {
  it(`allows ${POLICY.magicLinksPerEmail} links per email in ${POLICY.magicLinkWindowMinutes} minutes, then answers 429 from any IP`, async () => {
    for (let i = 0; i < POLICY.magicLinksPerEmail; i++) {
      expect(await requestLink('Busy@Example.com', `198.51.100.${i}`)).toMatchObject({ ok: true });
    }
    expect(await limited(requestLink('busy@example.com', '198.51.100.99'))).toEqual({ status: 429, code: 'rate_limited' });
    expect(await limited(requestLink('BUSY@example.com', null))).toEqual({ status: 429, code: 'rate_limited' });
    expect(await rateLimitHits({ email: 'busy@example.com' })).toBe(2);
    expect(h.smtp!.messages.filter((m) => m.to.includes('busy@example.com'))).toHaveLength(POLICY.magicLinksPerEmail);
  });

  it(`allows ${POLICY.magicLinksPerIp} links per IP in the window, then answers 429 for any email`, async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < POLICY.magicLinksPerIp; i++) {
      expect(await requestLink(`visitor${i}@example.com`, ip)).toMatchObject({ ok: true });
    }
    expect(await limited(requestLink('fresh@example.com', ip))).toEqual({ status: 429, code: 'rate_limited' });
    expect(await rateLimitHits({ ip })).toBe(1);
    // Another IP is not held back by this one.
    expect(await requestLink('fresh@example.com', '192.0.2.8')).toMatchObject({ ok: true });
  });

  it('holds under concurrent requests: never more links than the limit', async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: POLICY.magicLinksPerEmail + 4 }, (_, i) => requestLink('burst@example.com', `203.0.113.${i}`)),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(POLICY.magicLinksPerEmail);
    expect(answers.filter((a) => a.status === 'rejected')).toHaveLength(4);
    expect(await rateLimitHits({ email: 'burst@example.com' })).toBe(4);
  });

  it('counts links from the window only: older ones no longer hold a requester back', async () => {
    for (let i = 0; i < POLICY.magicLinksPerEmail; i++) await requestLink('patient@example.com', null);
    expect(await limited(requestLink('patient@example.com', null))).toEqual({ status: 429, code: 'rate_limited' });
    await h.database.db
      .updateTable('magic_link_tokens')
      .set({ created_at: new Date(Date.now() - (POLICY.magicLinkWindowMinutes + 1) * 60_000) })
      .where('email', '=', 'patient@example.com')
      .execute();
    expect(await requestLink('patient@example.com', null)).toMatchObject({ ok: true });
  });
});
