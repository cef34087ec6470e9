import { afterEach, describe, expect, it, vi } from 'vitest';

import { api, ApiError, isApiError } from '../api-client';

type Call = { url: string; init: RequestInit };

function stubFetch(response: Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  });
  return calls;
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends cookies and JSON, and returns the parsed body', async () => {
    const calls = stubFetch(jsonResponse(200, { ok: true }));
    await expect(api.post('/v1/auth/magic/request', { email: 'a@b.co' })).resolves.toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('/v1/auth/magic/request');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"email":"a@b.co"}');
    expect((call?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const calls = stubFetch(jsonResponse(200, []));
    await api.get('/api/audits/1/pages', { params: { limit: 100, cursor: undefined, all: null } });
    expect(calls[0]?.url).toBe('/api/audits/1/pages?limit=100');
  });

  it('throws an ApiError whose message is the status code', async () => {
    stubFetch(jsonResponse(404, { error: 'Audit not found' }));
    const error = await api.get('/api/audits/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error, 404)).toBe(true);
    expect((error as ApiError).message).toBe('404');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual({ error: 'Audit not found' });
  });

  it('treats 204 as empty', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/admin/audits/1')).resolves.toBeUndefined();
  });
});
