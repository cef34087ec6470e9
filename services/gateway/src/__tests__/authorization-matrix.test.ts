/**
 * Every route of the gateway x every kind of caller: the status each must get, and that no
 * answer carries another user's data (decisions.md, Security). The table must name every /api
 * and /v1 route the gateway registers, so a new route cannot ship without deciding who may call it.
 *
 * Callers: anonymous, the owner of the audits, another signed-in user, an admin who has only the
 * role (ADMIN_EMAILS, no admin password yet), and an admin who also unlocked with the password.
 * Services this test does not run (scorer, citation, classifier) must answer 503 with a clear
 * message to a caller who is allowed to ask, and nothing in place of their data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  signIn,
  signInAdmin,
  startGatewayHarness,
  userIdOf,
  type Client,
  type GatewayHarness,
} from './harness.js';
import { seedAudit, seedPages } from './seed.js';

type Actor = 'anonymous' | 'owner' | 'other' | 'lockedAdmin' | 'admin';
const ACTORS: readonly Actor[] = ['anonymous', 'owner', 'other', 'lockedAdmin', 'admin'];

const OWNER = 'owner@example.com';
const OTHER = 'other@example.com';
const LOCKED_ADMIN = 'locked-admin@example.com';

interface Fixture {
  ownerAudit: string;
  ownerPage: string;
  ownerPublicAudit: string;
  otherAudit: string;
  otherPage: string;
  /** Deleted by the admin row of DELETE /api/admin/audits/:id. */
  disposableAudit: string;
  otherFailedAudit: string;
  ownerMonitor: string;
  /** Deleted by the owner's row of DELETE /api/monitors/:id. */
  ownerDisposableMonitor: string;
  otherMonitor: string;
}

interface Case {
  /** e.g. "GET /api/audits/:id": the registered route this case calls. */
  route: string;
  /** What the case is about when a route has several. */
  variant?: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture, actor: Actor) => unknown;
  expect: Record<Actor, number>;
  /** The service that answers over the bus; a 503 must name it. */
  service?: 'scorer' | 'citation' | 'classifier';
  /** Further checks of a 2xx answer. */
  check?: (body: unknown, actor: Actor, f: Fixture) => void;
}

/** Same status for everyone. */
const all = (status: number): Record<Actor, number> => ({ anonymous: status, owner: status, other: status, lockedAdmin: status, admin: status });
/** An owner-only /api/audits route: 401 signed out, 404 for anyone else's audit (admins too). */
const ownerOnly = (ownerStatus: number): Record<Actor, number> => ({ anonymous: 401, owner: ownerStatus, other: 404, lockedAdmin: 404, admin: 404 });
/** Any signed-in user. */
const signedIn = (status: number): Record<Actor, number> => ({ anonymous: 401, owner: status, other: status, lockedAdmin: status, admin: status });
/** The admin role plus the admin password. */
const adminOnly = (status: number): Record<Actor, number> => ({ anonymous: 401, owner: 403, other: 403, lockedAdmin: 403, admin: status });

const CASES: Case[] = [
  // API description: public.
  { route: 'GET /api/docs', path: () => '/api/docs', expect: all(200) },
  { route: 'GET /api/docs/json', path: () => '/api/docs/json', expect: all(200) },
  { route: 'GET /api/docs/yaml', path: () => '/api/docs/yaml', expect: all(200) },
  // swagger-ui sends the old address of its page on to /api/docs.
  { route: 'GET /api/docs/static/index.html', path: () => '/api/docs/static/index.html', expect: all(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', path: () => '/api/docs/static/swagger-initializer.js', expect: all(200) },
  { route: 'GET /api/docs/static/*', path: () => '/api/docs/static/swagger-ui.css', expect: all(200) },

  // Sign-in.
  {
    route: 'GET /v1/auth/me',
    path: () => '/v1/auth/me',
    expect: signedIn(200),
    check: (body, actor) => expect(body).toEqual({ email: EMAIL_OF[actor], isAdmin: actor === 'admin' || actor === 'lockedAdmin' }),
  },
  {
    route: 'POST /v1/auth/magic/request',
    path: () => '/v1/auth/magic/request',
    body: (_f, actor) => ({ email: `matrix-${actor.toLowerCase()}@example.com`, intent: 'general' }),
    expect: all(200),
  },
  {
    route: 'GET /v1/auth/magic/verify',
    path: () => '/v1/auth/magic/verify?token=not-a-real-token',
    expect: all(200),
    check: (body) => expect(body).toEqual({ ok: false, reason: 'expired_or_invalid', detail: 'unknown' }),
  },
  {
    route: 'POST /v1/auth/admin/unlock',
    path: () => '/v1/auth/admin/unlock',
    // The right password is no use without the admin role; the role with a wrong one stays locked.
    body: (_f, actor) => ({ password: actor === 'lockedAdmin' ? 'not the password' : ADMIN_PASSWORD }),
    expect: { anonymous: 401, owner: 403, other: 403, lockedAdmin: 403, admin: 200 },
  },
  {
    route: 'GET /v1/auth/users',
    path: () => '/v1/auth/users',
    expect: adminOnly(200),
    check: (body) => expect((body as { users: Array<{ email: string }> }).users.map((u) => u.email)).toEqual(expect.arrayContaining([OWNER, OTHER])),
  },
  {
    route: 'GET /v1/auth/stats',
    path: () => '/v1/auth/stats',
    expect: adminOnly(200),
    check: (body) => expect((body as { today: { magic_verify_success: number } }).today.magic_verify_success).toBeGreaterThanOrEqual(4),
  },

  // The owner's audits.
  {
    route: 'GET /api/audits',
    path: () => '/api/audits',
    expect: signedIn(200),
    check: (body, actor, f) => {
      const ids = (body as { audits: Array<{ id: string }> }).audits.map((a) => a.id);
      if (actor === 'owner') expect(ids).toEqual(expect.arrayContaining([f.ownerAudit, f.ownerPublicAudit]));
      if (actor === 'other') expect(ids).toEqual(expect.arrayContaining([f.otherAudit, f.otherFailedAudit]));
      if (actor === 'admin' || actor === 'lockedAdmin') expect(ids).toEqual([]);
    },
  },
  {
    route: 'POST /api/audits',
    path: () => '/api/audits',
    body: (_f, actor) => ({ project_id: 'default', root_url: `${actor.toLowerCase()}-new.example`, site_description: null, max_pages: 10 }),
    expect: signedIn(201),
    check: (body) => expect(body).toEqual({ audit_id: expect.any(String), id: (body as { audit_id: string }).audit_id }),
  },
  {
    route: 'GET /api/audits/:id',
    path: (f) => `/api/audits/${f.ownerAudit}`,
    expect: ownerOnly(200),
    check: (body, _a, f) => expect(body).toMatchObject({ audit: { id: f.ownerAudit, root_url: 'https://owner-site.example/' } }),
  },
  { route: 'GET /api/audits/:id', variant: 'an audit that does not exist', path: () => `/api/audits/${MISSING}`, expect: { ...ownerOnly(404) } },
  {
    route: 'GET /api/audits/:id/composite',
    path: (f) => `/api/audits/${f.ownerAudit}/composite`,
    expect: ownerOnly(200),
    check: (body) => expect(body).toMatchObject({ composite: { total: expect.any(Number) } }),
  },
  {
    route: 'GET /api/audits/:id/pages',
    path: (f) => `/api/audits/${f.ownerAudit}/pages?limit=5`,
    expect: ownerOnly(200),
    check: (body) => expect((body as { pages: unknown[] }).pages).toHaveLength(5),
  },
  {
    route: 'GET /api/audits/:id/pages/:pageId',
    path: (f) => `/api/audits/${f.ownerAudit}/pages/${f.ownerPage}`,
    expect: ownerOnly(200),
    check: (body, _a, f) => expect(body).toMatchObject({ page: { id: f.ownerPage } }),
  },
  {
    route: 'GET /api/audits/:id/pages/:pageId',
    variant: "another audit's page under one's own audit",
    path: (f) => `/api/audits/${f.ownerAudit}/pages/${f.otherPage}`,
    expect: ownerOnly(404),
  },
  {
    route: 'POST /api/audits/:id/public',
    path: (f) => `/api/audits/${f.ownerAudit}/public`,
    body: () => ({ is_public: false }),
    expect: ownerOnly(200),
    check: (body) => expect(body).toEqual({ success: true, is_public: false }),
  },
  { route: 'GET /api/audits/:id/progress', path: (f) => `/api/audits/${f.ownerAudit}/progress`, expect: ownerOnly(200) },
  { route: 'GET /api/audits/:id/report', path: (f) => `/api/audits/${f.ownerAudit}/report`, expect: ownerOnly(503), service: 'scorer' },
  {
    route: 'GET /api/audits/:id/diff',
    path: (f) => `/api/audits/${f.ownerAudit}/diff`,
    expect: ownerOnly(200),
    check: (body) => expect(body).toHaveProperty('diff'),
  },
  { route: 'GET /api/audits/:id/diff', variant: "against another user's audit", path: (f) => `/api/audits/${f.ownerAudit}/diff?against=${f.otherAudit}`, expect: ownerOnly(404) },

  // Monitors: the owner's, made from the owner's audits; anyone else's reads as missing.
  {
    route: 'GET /api/monitors',
    path: () => '/api/monitors',
    expect: signedIn(200),
    check: (body, actor, f) => {
      const ids = (body as { monitors: Array<{ id: string }> }).monitors.map((m) => m.id);
      if (actor === 'owner') expect(ids).toEqual(expect.arrayContaining([f.ownerMonitor]));
      if (actor === 'other') expect(ids).toEqual([f.otherMonitor]);
      if (actor === 'admin' || actor === 'lockedAdmin') expect(ids).toEqual([]);
    },
  },
  {
    route: 'POST /api/monitors',
    path: () => '/api/monitors',
    body: (f) => ({ audit_id: f.ownerAudit, cadence: 'weekly', citations: false, alerts: true }),
    expect: ownerOnly(201),
    check: (body) => expect(body).toMatchObject({ monitor: { root_url: 'https://owner-site.example/', cadence: 'weekly', threshold: 5, last_run: null } }),
  },
  {
    route: 'GET /api/monitors/:id',
    path: (f) => `/api/monitors/${f.ownerMonitor}`,
    expect: ownerOnly(200),
    check: (body, _a, f) => expect(body).toMatchObject({ monitor: { id: f.ownerMonitor } }),
  },
  {
    route: 'GET /api/monitors/:id',
    variant: "another user's monitor",
    path: (f) => `/api/monitors/${f.otherMonitor}`,
    expect: { anonymous: 401, owner: 404, other: 200, lockedAdmin: 404, admin: 404 },
  },
  { route: 'GET /api/monitors/:id', variant: 'a monitor that does not exist', path: () => `/api/monitors/${MISSING}`, expect: ownerOnly(404) },
  {
    route: 'PATCH /api/monitors/:id',
    path: (f) => `/api/monitors/${f.ownerMonitor}`,
    body: () => ({ alerts: false, threshold: 8 }),
    expect: ownerOnly(200),
    check: (body) => expect(body).toMatchObject({ monitor: { alerts: false, threshold: 8 } }),
  },
  {
    route: 'POST /api/monitors/:id/run',
    path: (f) => `/api/monitors/${f.ownerMonitor}/run`,
    expect: ownerOnly(202),
    check: (body) => expect(body).toEqual({ audit_id: expect.any(String) }),
  },
  {
    route: 'GET /api/monitors/:id/trend',
    path: (f) => `/api/monitors/${f.ownerMonitor}/trend`,
    expect: ownerOnly(200),
    check: (body, _a, f) => expect(body).toMatchObject({ monitor: { id: f.ownerMonitor }, points: [] }),
  },
  { route: 'DELETE /api/monitors/:id', path: (f) => `/api/monitors/${f.ownerDisposableMonitor}`, expect: ownerOnly(200) },
  { route: 'DELETE /api/monitors/:id', variant: "another user's monitor", path: (f) => `/api/monitors/${f.otherMonitor}`, expect: { anonymous: 401, owner: 404, other: 200, lockedAdmin: 404, admin: 404 } },

  // Exports (CSV downloads) and the robots.txt advice: the owner; the CSVs also while shared.
  { route: 'GET /api/audits/:id/export/page-checks.csv', path: (f) => `/api/audits/${f.ownerAudit}/export/page-checks.csv`, expect: ownerOnly(200) },
  { route: 'GET /api/audits/:id/export/site-checks.csv', path: (f) => `/api/audits/${f.ownerAudit}/export/site-checks.csv`, expect: ownerOnly(200) },
  { route: 'GET /api/public/audits/:id/export/page-checks.csv', path: (f) => `/api/public/audits/${f.ownerPublicAudit}/export/page-checks.csv`, expect: all(200) },
  {
    route: 'GET /api/public/audits/:id/export/page-checks.csv',
    variant: 'not shared',
    path: (f) => `/api/public/audits/${f.ownerAudit}/export/page-checks.csv`,
    expect: all(404),
  },
  { route: 'GET /api/public/audits/:id/export/site-checks.csv', path: (f) => `/api/public/audits/${f.ownerPublicAudit}/export/site-checks.csv`, expect: all(200) },
  {
    route: 'GET /api/public/audits/:id/export/site-checks.csv',
    variant: 'not shared',
    path: (f) => `/api/public/audits/${f.ownerAudit}/export/site-checks.csv`,
    expect: all(404),
  },
  // The seeded audits have no robots.txt read: 404 to the owner too (exports.test.ts covers the 200).
  { route: 'GET /api/audits/:id/robots', path: (f) => `/api/audits/${f.ownerAudit}/robots`, expect: ownerOnly(404) },
  // The fix pack and its download: the owner only (it is built from every stored page).
  { route: 'GET /api/audits/:id/fixes', path: (f) => `/api/audits/${f.ownerAudit}/fixes`, expect: ownerOnly(200) },
  { route: 'GET /api/audits/:id/fixes.zip', path: (f) => `/api/audits/${f.ownerAudit}/fixes.zip`, expect: ownerOnly(200) },

  // Shared audits: anyone, read-only, only while shared.
  {
    route: 'GET /api/public/audits/:id',
    path: (f) => `/api/public/audits/${f.ownerPublicAudit}`,
    expect: all(200),
    check: (body, _a, f) => expect(body).toMatchObject({ audit: { id: f.ownerPublicAudit, is_public: true } }),
  },
  { route: 'GET /api/public/audits/:id', variant: 'not shared', path: (f) => `/api/public/audits/${f.ownerAudit}`, expect: all(404) },
  { route: 'GET /api/public/audits/:id/composite', path: (f) => `/api/public/audits/${f.ownerPublicAudit}/composite`, expect: all(200) },
  { route: 'GET /api/public/audits/:id/composite', variant: 'not shared', path: (f) => `/api/public/audits/${f.ownerAudit}/composite`, expect: all(404) },
  {
    route: 'GET /api/public/audits/:id/pages',
    path: (f) => `/api/public/audits/${f.ownerPublicAudit}/pages`,
    expect: all(200),
    check: (body) => expect((body as { pages: unknown[] }).pages).toHaveLength(3),
  },
  { route: 'GET /api/public/audits/:id/pages', variant: 'not shared', path: (f) => `/api/public/audits/${f.ownerAudit}/pages`, expect: all(404) },
  {
    route: 'GET /api/public/citations/summary',
    path: (f) => `/api/public/citations/summary?audit_id=${f.ownerPublicAudit}`,
    expect: all(503),
    service: 'citation',
  },
  {
    route: 'GET /api/public/citations/summary',
    variant: 'not shared',
    path: (f) => `/api/public/citations/summary?audit_id=${f.ownerAudit}`,
    expect: all(404),
  },

  // The Score Guide: public.
  { route: 'GET /api/scoring/criteria', path: () => '/api/scoring/criteria?productionOnly=false', expect: all(200) },

  // Answered by other services over the bus.
  {
    route: 'GET /api/citations/summary',
    path: (f) => `/api/citations/summary?audit_id=${f.ownerAudit}`,
    expect: ownerOnly(503),
    service: 'citation',
  },
  {
    route: 'POST /api/citations/run',
    path: () => '/api/citations/run',
    body: (f) => ({ audit_id: f.ownerAudit, project_id: 'default', domain: 'owner-site.example', sources: ['perplexity', 'chatgpt', 'claude', 'brave'] }),
    expect: ownerOnly(503),
    service: 'citation',
  },
  { route: 'GET /api/llm/prompts', path: () => '/api/llm/prompts?domain=example.com&mode=rules&nocache=1', expect: adminOnly(503), service: 'citation' },

  // Admin: the role plus the admin password.
  {
    route: 'GET /api/admin/audits',
    path: () => '/api/admin/audits',
    expect: adminOnly(200),
    check: (body, _a, f) =>
      expect((body as { audits: Array<{ id: string }> }).audits.map((a) => a.id)).toEqual(expect.arrayContaining([f.ownerAudit, f.otherAudit])),
  },
  {
    route: 'DELETE /api/admin/audits/:id',
    path: (f) => `/api/admin/audits/${f.disposableAudit}`,
    expect: adminOnly(204),
  },
  {
    route: 'POST /api/admin/audits/delete-failed',
    path: () => '/api/admin/audits/delete-failed',
    expect: adminOnly(200),
    check: (body) => expect(body).toEqual({ deleted: 1 }),
  },
  { route: 'POST /api/admin/rescore-recent', path: () => '/api/admin/rescore-recent', body: () => ({ limit: 10 }), expect: adminOnly(503), service: 'scorer' },
  {
    route: 'GET /api/admin/classifier-compare',
    path: () => '/api/admin/classifier-compare?host=example.com',
    expect: adminOnly(503),
    service: 'classifier',
  },
  { route: 'GET /api/admin/classifier-health', path: () => '/api/admin/classifier-health', expect: adminOnly(503), service: 'classifier' },
  {
    route: 'GET /api/admin/system-status',
    path: () => '/api/admin/system-status',
    expect: adminOnly(200),
    // The harness runs the auth service only (and builds the gateway without the launcher).
    check: (body) =>
      expect(body).toMatchObject({
        status: 'degraded',
        database: { status: 'ok', kind: 'postgres' },
        services: expect.arrayContaining([expect.objectContaining({ name: 'auth', status: 'ok' }), expect.objectContaining({ name: 'crawler', status: 'unavailable', replicas: [] })]),
      }),
  },
  {
    route: 'GET /api/admin/links',
    path: () => '/api/admin/links',
    expect: adminOnly(200),
    check: (body) => expect(body).toEqual({ hosting_dashboard_url: null, analytics_dashboard_url: null }),
  },
  // Public: what Citable's crawler is.
  { route: 'GET /api/bot', path: () => '/api/bot', expect: all(200), check: (body) => expect(body).toMatchObject({ token: 'CitableBot' }) },

  // Last: it ends the session of each caller.
  { route: 'POST /v1/auth/logout', path: () => '/v1/auth/logout', expect: all(200), check: (body) => expect(body).toEqual({ ok: true }) },
];

const MISSING = '00000000-0000-4000-8000-000000000000';

async function seedMonitor(userId: string, rootUrl: string): Promise<string> {
  const row = await h.database.db
    .insertInto('monitors')
    .values({ user_id: userId, project_id: 'default', root_url: rootUrl, domain: new URL(rootUrl).hostname, max_pages: 10, cadence: 'weekly', citations: false, alerts: true, next_due_at: new Date(Date.now() + 7 * 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const EMAIL_OF: Record<Actor, string | undefined> = { anonymous: undefined, owner: OWNER, other: OTHER, lockedAdmin: LOCKED_ADMIN, admin: ADMIN_EMAIL };
/** Routes where an unlocked admin sees everyone's data by design. */
const ADMIN_VIEWS = new Set(['GET /api/admin/audits', 'GET /v1/auth/users']);

let h: GatewayHarness;
let f: Fixture;
const clients = {} as Record<Actor, Client>;
/** What must never reach anyone but its owner: emails, user ids, private audits' ids and URLs. */
const secrets = {} as Record<'owner' | 'other', string[]>;

beforeAll(async () => {
  h = await startGatewayHarness({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${LOCKED_ADMIN}` } });
  clients.anonymous = h.anonymous();
  clients.owner = await signIn(h, OWNER);
  clients.other = await signIn(h, OTHER);
  clients.lockedAdmin = await signIn(h, LOCKED_ADMIN);
  clients.admin = await signInAdmin(h);
  const db = h.database.db;
  const ownerId = await userIdOf(h, OWNER);
  const otherId = await userIdOf(h, OTHER);
  const ownerAudit = await seedAudit(db, ownerId, { rootUrl: 'https://owner-site.example/' });
  const ownerPublicAudit = await seedAudit(db, ownerId, { rootUrl: 'https://owner-shared.example/', isPublic: true });
  const otherAudit = await seedAudit(db, otherId, { rootUrl: 'https://other-site.example/' });
  const [ownerPage] = await seedPages(db, ownerAudit, 6, 'https://owner-site.example/');
  await seedPages(db, ownerPublicAudit, 3, 'https://owner-shared.example/');
  const [otherPage] = await seedPages(db, otherAudit, 2, 'https://other-site.example/');
  f = {
    ownerAudit,
    ownerPage: ownerPage!,
    ownerPublicAudit,
    otherAudit,
    otherPage: otherPage!,
    disposableAudit: await seedAudit(db, otherId, { rootUrl: 'https://other-disposable.example/' }),
    otherFailedAudit: await seedAudit(db, otherId, { rootUrl: 'https://other-failed.example/', status: 'failed' }),
    ownerMonitor: await seedMonitor(ownerId, 'https://owner-shared.example/'),
    ownerDisposableMonitor: await seedMonitor(ownerId, 'https://owner-old.example/'),
    otherMonitor: await seedMonitor(otherId, 'https://other-site.example/'),
  };
  secrets.owner = [OWNER, ownerId, ownerAudit, ownerPage!, 'owner-site.example', f.ownerMonitor, f.ownerDisposableMonitor];
  secrets.other = [OTHER, otherId, otherAudit, otherPage!, 'other-site.example', f.otherMonitor, f.disposableAudit, 'other-disposable.example', f.otherFailedAudit, 'other-failed.example'];
});

afterAll(async () => {
  await h?.stop();
});

describe('the authorization matrix', () => {
  it('names every /api and /v1 route the gateway registers, and no other', () => {
    const registered = h.routes
      .filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/v1/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const tabled = [...new Set(CASES.map((c) => c.route))].sort();
    expect(tabled).toEqual(registered);
  });

  it('gives every caller the expected status on every route, and nobody data that is not theirs', async () => {
    const failures: string[] = [];
    for (const c of CASES) {
      for (const actor of ACTORS) {
        const [method, pattern] = c.route.split(' ') as [string, string];
        const path = c.path(f);
        const res = await clients[actor].request(path, { method, ...(c.body ? { json: c.body(f, actor) } : {}) });
        const text = await res.text();
        const label = `${actor} ${method} ${path}${c.variant ? ` (${c.variant})` : ''}`;
        if (res.status !== c.expect[actor]) {
          failures.push(`${label}: ${res.status} instead of ${c.expect[actor]}: ${text.slice(0, 200)}`);
          continue;
        }
        const json = res.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as unknown) : undefined;
        // Errors are {error, message}; a missing service is named, never replaced by made-up data.
        if (res.status >= 400) {
          expect(json, label).toEqual({ error: expect.any(String), message: expect.any(String) });
          if (res.status === 503) {
            expect(json, label).toEqual({ error: 'service_unavailable', message: `The ${c.service} service is not available right now. Please try again shortly.` });
          }
        } else if (c.check && json !== undefined) {
          try {
            c.check(json, actor, f);
          } catch (err) {
            failures.push(`${label}: ${(err as Error).message.split('\n')[0]}`);
          }
        }
        // Nobody's data reaches anyone else (an unlocked admin's own screens excepted).
        const adminView = actor === 'admin' && ADMIN_VIEWS.has(`${method} ${pattern}`);
        if (!adminView) {
          const foreign = [...(actor === 'owner' ? [] : secrets.owner), ...(actor === 'other' ? [] : secrets.other)];
          const leaked = foreign.filter((s) => text.includes(s) && !path.includes(s));
          if (leaked.length) failures.push(`${label}: answer carries ${leaked.join(', ')}`);
        }
        // A shared audit never names its owner, not even to the owner.
        if (pattern.startsWith('/api/public/')) {
          for (const s of [OWNER, secrets.owner[1]!]) if (text.includes(s)) failures.push(`${label}: public answer carries ${s}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('left the data as only the allowed callers changed it', async () => {
    const db = h.database.db;
    const audits = await db.selectFrom('audits').select(['id', 'is_public']).execute();
    const ids = audits.map((a) => a.id);
    // Only the unlocked admin's delete and bulk delete of failed audits went through.
    expect(ids).not.toContain(f.disposableAudit);
    expect(ids).not.toContain(f.otherFailedAudit);
    expect(ids).toEqual(expect.arrayContaining([f.ownerAudit, f.ownerPublicAudit, f.otherAudit]));
    expect(audits.find((a) => a.id === f.ownerPublicAudit)?.is_public).toBe(true);
    // Monitors: only the owner changed, ran and deleted the owner's; the other user deleted their own.
    const monitors = await db.selectFrom('monitors').select(['id', 'root_url', 'alerts', 'threshold']).orderBy('root_url').execute();
    expect(monitors).toEqual([
      { id: f.ownerMonitor, root_url: 'https://owner-shared.example/', alerts: false, threshold: 8 },
      { id: expect.any(String), root_url: 'https://owner-site.example/', alerts: true, threshold: 5 },
    ]);
    const manual = await db.selectFrom('monitor_runs').select(['monitor_id', 'trigger', 'state']).execute();
    expect(manual).toEqual([{ monitor_id: f.ownerMonitor, trigger: 'manual', state: 'auditing' }]);
    // One new audit per signed-in caller, each owned by that caller.
    const created = await db
      .selectFrom('audits')
      .innerJoin('users', 'users.id', 'audits.user_id')
      .select(['users.email', 'audits.root_url'])
      .where('audits.root_url', 'like', '%-new.example/')
      .orderBy('users.email')
      .execute();
    expect(created).toEqual(
      [
        { email: ADMIN_EMAIL, root_url: 'https://admin-new.example/' },
        { email: LOCKED_ADMIN, root_url: 'https://lockedadmin-new.example/' },
        { email: OTHER, root_url: 'https://other-new.example/' },
        { email: OWNER, root_url: 'https://owner-new.example/' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it('signed every caller out with the logout row, at once', async () => {
    for (const actor of ACTORS) {
      const res = await clients[actor].get('/v1/auth/me');
      expect(res.status, actor).toBe(401);
    }
  });
});
