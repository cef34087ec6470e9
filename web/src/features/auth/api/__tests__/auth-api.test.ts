import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { getMe } from '../get-me';
import { requestMagicLink } from '../request-magic-link';

function stubFetch(status: number, body?: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getMe', () => {
  it('returns the user', async () => {
    const calls = stubFetch(200, { email: 'a@b.co', isAdmin: true, extra: 'ignored' });
    await expect(getMe()).resolves.toEqual({ email: 'a@b.co', isAdmin: true });
    expect(calls[0]?.url).toBe('/v1/auth/me');
  });

  it('reads a 401 as signed out', async () => {
    stubFetch(401, { error: 'unauthorized' });
    await expect(getMe()).resolves.toBeNull();
  });

  it('does not read other failures as signed out', async () => {
    stubFetch(503);
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('requestMagicLink', () => {
  it('sends a trimmed, lower-cased email with the general intent and /audits', async () => {
    const calls = stubFetch(200, { ok: true });
    await requestMagicLink({ email: '  Someone@Example.COM ', intent: 'general' });
    expect(calls[0]?.url).toBe('/v1/auth/magic/request');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: 'someone@example.com',
      intent: 'general',
      redirectPath: '/audits',
    });
  });
});
