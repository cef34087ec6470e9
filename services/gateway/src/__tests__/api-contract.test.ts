/**
 * What every caller can rely on, whatever the route: requests are checked against the route's
 * schema and a bad one is a 400 naming the field; errors are JSON {error, message}; browsers
 * from other sites cannot change anything; security headers are set; the API describes itself
 * at /api/docs; and a client that floods the API is slowed down.
 */
import { AuditResponseSchema, AuditsListResponseSchema, type CrawlSummary } from '@citable/contracts';
import { toJson } from '@citable/db';
import { sql } from 'kysely';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, signIn, startGatewayHarness, userIdOf, type Client, type GatewayHarness } from './harness.js';
import { seedAudit } from './seed.js';

/** Low, so the flood test is short; every test speaks from an address of its own. */
const RATE_LIMIT = 60;

let h: GatewayHarness;
let owner: Client;
let auditId: string;

const validAudit = { project_id: 'default', root_url: 'example.com', site_description: null, max_pages: 50 };

beforeAll(async () => {
  h = await startGatewayHarness({ rateLimitPerMinute: RATE_LIMIT });
  owner = await signIn(h, 'owner@example.com');
  auditId = await seedAudit(h.database.db, await userIdOf(h, 'owner@example.com'));
});
afterAll(async () => {
  await h?.stop();
});

/** A signed-in request from the owner's browser with extra headers. */
const ownerRequest = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> }) =>
  h.request(path, { ...init, cookie: owner.cookie!, ip: owner.ip });

async function expectError(res: Response, status: number, error: string, message: RegExp | string): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { error: string; message: string };
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(body.error).toBe(error);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('the crawl summary', () => {
  const summary: CrawlSummary = {
    pages: 12,
    fetched: 20,
    fetch_cap: 36,
    fetch_cap_reached: false,
    counts: { broken_links: 1, redirects: 1, resources: 1, disallowed: 0, not_fetched: 0 },
    broken_links: [{ url: 'https://acme.test/docs/', status_code: 404, error: null, found_via: 'link', linked_from: ['https://acme.test/'], linked_from_count: 1 }],
    redirects: [{ url: 'https://acme.test/old', status_code: 301, target: 'https://acme.test/new' }],
    resources: [{ url: 'https://acme.test/logo.png', status_code: 200, content_type: 'image/png' }],
  };

  it('comes with the audit detail, owner and shared, and stays out of the audit list', async () => {
    const id = await seedAudit(h.database.db, await userIdOf(h, 'owner@example.com'), { isPublic: true });
    await h.database.db.updateTable('audits').set({ crawl_summary: toJson(summary) }).where('id', '=', id).execute();
    for (const res of [await owner.get(`/api/audits/${id}`), await h.request(`/api/public/audits/${id}`, {})]) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as { audit: { crawl_summary: unknown } };
      expect(Value.Check(AuditResponseSchema, body)).toBe(true);
      expect(body.audit.crawl_summary).toEqual(summary);
    }
    const list = (await (await owner.get('/api/audits')).json()) as { audits: Array<Record<string, unknown>> };
    expect(Value.Check(AuditsListResponseSchema, list)).toBe(true);
    expect(list.audits.every((a) => !('crawl_summary' in a))).toBe(true);
    // An audit crawled before summaries were kept says so with null.
    const older = (await (await owner.get(`/api/audits/${auditId}`)).json()) as { audit: { crawl_summary: unknown } };
    expect(older.audit.crawl_summary).toBeNull();
  });
});

describe('validation', () => {
  it('refuses max_pages above 500, naming the field', async () => {
    await expectError(await owner.post('/api/audits', { ...validAudit, max_pages: 501 }), 400, 'invalid_request', /max_pages.*500/);
  });

  it('refuses a body without root_url, naming the field', async () => {
    const { root_url: _dropped, ...withoutUrl } = validAudit;
    await expectError(await owner.post('/api/audits', withoutUrl), 400, 'invalid_request', /root_url/);
  });

  it('refuses a wrongly typed field, naming it', async () => {
    await expectError(await owner.post('/api/audits', { ...validAudit, max_pages: 'lots' }), 400, 'invalid_request', /max_pages/);
    await expectError(await owner.post(`/api/audits/${auditId}/public`, { is_public: 'maybe' }), 400, 'invalid_request', /is_public/);
  });

  it('refuses a malformed audit id, naming it', async () => {
    await expectError(await owner.get('/api/audits/not-an-id'), 400, 'invalid_request', /params\/id/);
    await expectError(await owner.get(`/api/audits/${auditId}/pages/123`), 400, 'invalid_request', /pageId/);
    await expectError(await owner.get('/api/citations/summary?audit_id=nope'), 400, 'invalid_request', /audit_id/);
  });

  it('refuses a bad query, naming the parameter', async () => {
    await expectError(await owner.get(`/api/audits/${auditId}/pages?limit=0`), 400, 'invalid_request', /limit/);
    await expectError(await owner.get(`/api/audits/${auditId}/pages?limit=501`), 400, 'invalid_request', /limit/);
    await expectError(await owner.get('/api/citations/summary'), 400, 'invalid_request', /audit_id/);
  });

  it('refuses a malformed root URL with invalid_url and a sentence saying what to type', async () => {
    await expectError(await owner.post('/api/audits', { ...validAudit, root_url: 'not a domain' }), 400, 'invalid_url', /not a valid web address|not a valid domain/);
    await expectError(await owner.post('/api/audits', { ...validAudit, root_url: 'ftp://example.com' }), 400, 'invalid_url', 'Only http and https sites can be audited (got "ftp:").');
    await expectError(await owner.post('/api/audits', { ...validAudit, root_url: '   ' }), 400, 'invalid_url', /Enter the address/);
  });

  it('creates the audit from a good body, with the URL made canonical', async () => {
    const res = await owner.post('/api/audits', { ...validAudit, root_url: 'Example.com/Blog', site_description: '  A blog  ' });
    expect(res.status).toBe(201);
    const { audit_id: id } = (await res.json()) as { audit_id: string };
    const audit = (await (await owner.get(`/api/audits/${id}`)).json()) as { audit: Record<string, unknown> };
    expect(audit.audit).toMatchObject({ root_url: 'https://example.com/Blog', site_description: 'A blog', max_pages: 50, status: 'queued' });
  });

  it('refuses a body that is not JSON, or too big, as JSON errors', async () => {
    const notJson = await fetch(`${h.url}/api/audits`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: owner.cookie! }, body: '{"project_id":' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    const huge = await ownerRequest('/api/audits', { method: 'POST', json: { ...validAudit, site_description: 'x'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    const text = await fetch(`${h.url}/api/audits`, { method: 'POST', headers: { 'content-type': 'text/plain', cookie: owner.cookie! }, body: 'hello' });
    await expectError(text, 400, 'invalid_request', /body must be object/);
    const xml = await fetch(`${h.url}/api/audits`, { method: 'POST', headers: { 'content-type': 'application/xml', cookie: owner.cookie! }, body: '<audit/>' });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    await expectError(await h.anonymous().get('/api/no-such-thing'), 404, 'not_found', 'No route for GET /api/no-such-thing');
    await expectError(await h.anonymous().request('/v1/auth/me', { method: 'DELETE' }), 404, 'not_found', 'No route for DELETE /v1/auth/me');
  });

  it('keeps the internals of an unexpected failure in the log', async () => {
    // A real fault, not a stub: the table the route reads is briefly gone.
    await sql`alter table scoring_criteria rename to scoring_criteria_away`.execute(h.database.db);
    try {
      const res = await h.anonymous().get('/api/scoring/criteria');
      await expectError(res, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
    } finally {
      await sql`alter table scoring_criteria_away rename to scoring_criteria`.execute(h.database.db);
    }
    expect((await h.anonymous().get('/api/scoring/criteria')).status).toBe(200);
  });

  it('answers a signed-out caller with a JSON 401 saying to sign in', async () => {
    await expectError(await h.anonymous().get('/api/audits'), 401, 'unauthorized', 'Sign in to continue.');
  });

  it("answers another user's audit exactly like a missing one", async () => {
    const stranger = await signIn(h, 'stranger@example.com');
    const theirs = await stranger.get(`/api/audits/${auditId}`);
    const missing = await stranger.get('/api/audits/00000000-0000-4000-8000-000000000000');
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const res = await ownerRequest('/api/audits', { method: 'POST', json: validAudit, headers: { origin: 'https://evil.example' } });
    await expectError(res, 403, 'forbidden', 'Requests from https://evil.example are not allowed.');
    const logout = await ownerRequest('/v1/auth/logout', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(logout.status).toBe(403);
    // The foreign page did not sign the owner out.
    expect((await owner.get('/v1/auth/me')).status).toBe(200);
  });

  it('refuses a cross-site request that sends Sec-Fetch-Site instead of Origin', async () => {
    const res = await ownerRequest(`/api/audits/${auditId}/public`, { method: 'POST', json: { is_public: true }, headers: { 'sec-fetch-site': 'cross-site' } });
    await expectError(res, 403, 'forbidden', 'Cross-site requests are not allowed.');
    expect((await h.database.db.selectFrom('audits').select('is_public').where('id', '=', auditId).executeTakeFirstOrThrow()).is_public).toBe(false);
  });

  it('refuses to open a sign-in link for another site', async () => {
    const crossSite = await h.anonymous().request('/v1/auth/magic/verify?token=anything', { headers: { 'sec-fetch-site': 'cross-site' } });
    await expectError(crossSite, 403, 'forbidden', 'Cross-site requests are not allowed.');
    const foreign = await h.anonymous().request('/v1/auth/magic/verify?token=anything', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const own = await h.anonymous().request('/v1/auth/magic/verify?token=anything', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(await own.json()).toEqual({ ok: false, reason: 'expired_or_invalid', detail: 'unknown' });
  });

  it("accepts the app's own origin, and reads from anywhere", async () => {
    const own = await ownerRequest(`/api/audits/${auditId}/public`, { method: 'POST', json: { is_public: false }, headers: { origin: PUBLIC_URL } });
    expect(own.status).toBe(200);
    const sameHost = await ownerRequest(`/api/audits/${auditId}/public`, { method: 'POST', json: { is_public: false }, headers: { origin: h.url } });
    expect(sameHost.status).toBe(200);
    const read = await ownerRequest(`/api/audits/${auditId}`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });
});

describe('security headers', () => {
  it('come with API answers, errors included', async () => {
    for (const res of [await owner.get('/api/audits'), await h.anonymous().get('/api/audits'), await h.anonymous().get('/api/nope')]) {
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('the API description', () => {
  it('serves the OpenAPI UI at /api/docs', async () => {
    const res = await h.anonymous().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/swagger-ui/i);
  });

  it('lists every API route, with its parameters and answers, at /api/docs/json', async () => {
    const res = await h.anonymous().get('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { tags?: string[]; parameters?: Array<{ name: string }>; requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const routes = h.routes
      .filter((r) => (r.url.startsWith('/api/') || r.url.startsWith('/v1/')) && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(documented).toEqual(expect.arrayContaining(routes));
    expect(doc.paths['/api/audits']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/audits/{id}/pages']?.get?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['id', 'limit']));
    expect(Object.keys(doc.paths['/api/audits/{id}']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
  });
});

describe('the flood limit', () => {
  it(`answers 429 {error, message} after ${RATE_LIMIT} API requests a minute from one address`, async () => {
    const flooder = h.anonymous();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await flooder.get('/api/scoring/criteria')).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const limited = await flooder.get('/api/scoring/criteria');
    await expectError(limited, 429, 'rate_limited', /^Too many requests: try again in \d+ seconds\.$/);
    // Other addresses are not affected.
    expect((await h.anonymous().get('/api/scoring/criteria')).status).toBe(200);
  });
});
