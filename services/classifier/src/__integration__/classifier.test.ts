/**
 * The classifier on real NATS JetStream and Postgres 15, as a deployment runs it: two replicas
 * (startServices, each with its own bus connection and database pool) behind the real gateway,
 * fixture sites served on 127.0.0.1. The replicas may fetch 127.0.0.0/8 only (an operator
 * allowlist), so a private address elsewhere is refused as in production.
 */
import { EVENTS, REQUESTS, type AuditCompleted, type ClassifierComparison, type ClassifierHealth, type ClassifyResponse } from '@citable/contracts';
import { toJson } from '@citable/db';
import { sql } from 'kysely';
import { startServices, type RunningProcess } from '@citable/runtime';
import { hugePageSite, KIND_SITES, redirectResponse, startFixtureSite, textResponse, type FixtureSite } from '@citable/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInAdmin, startGatewayHarness, userIdOf, type Client, type GatewayHarness } from '../../../gateway/src/__tests__/harness.js';
import { errorClassification } from '../classify/classify-site.js';
import { outcomeOf, type Outcome } from '../classify/outcome.js';
import { RULES_VERSION } from '../classify/rules-version.js';
import { createClassifierService } from '../service.js';
import { recordClassification } from '../store/classifications.repository.js';
import { readStoredPages } from '../input/stored-pages.js';
import { titleText } from '@citable/html';

let h: GatewayHarness;
let admin: Client;
const replicas: RunningProcess[] = [];
const sites: FixtureSite[] = [];

const startReplica = async () => {
  const replica = await startServices([createClassifierService({ addressPolicy: { allowCidrs: ['127.0.0.0/8'] } })], { config: h.config });
  replicas.push(replica);
  return replica;
};
const site = async (...args: Parameters<typeof startFixtureSite>) => {
  const s = await startFixtureSite(...args);
  sites.push(s);
  return s;
};
const hostOf = (s: FixtureSite) => new URL(s.url).host;
const classify = (host: string) => h.bus.request<unknown, ClassifyResponse>(REQUESTS.classifier.classify, { host }, { timeoutMs: 30_000 });
const rowsFor = (host: string) => h.database.db.selectFrom('classifications').selectAll().where('host', '=', host).orderBy('created_at').execute();

beforeAll(async () => {
  h = await startGatewayHarness();
  admin = await signInAdmin(h);
  await startReplica();
  await startReplica();
});

afterAll(async () => {
  for (const r of replicas) await r.stop();
  await Promise.all(sites.map((s) => s.close()));
  await h?.stop();
});

describe('classifying fixture sites', () => {
  it('reads a shop live (robots.txt, home page, menu pages) and answers the spec comparison, the vertical and cache_hit', async () => {
    const shop = await site(KIND_SITES['shop-apparel']);
    const answer = await classify(hostOf(shop));
    expect(answer.cache_hit).toBe(false);
    expect(answer.vertical).toBe('retail');
    expect(answer.comparison.host).toBe(hostOf(shop));
    expect(answer.comparison.legacy).toEqual({ site_type: 'ecommerce', industry: 'Retail & E-commerce' });
    expect(answer.comparison.v2).toMatchObject({ site_type: { value: 'ecommerce' }, industry: { value: 'Clothing Stores' }, error: null, lang: 'en-US', site_mode: 'content' });
    expect(answer.comparison.v2.site_type.confidence).toBeGreaterThan(0.5);
    expect(answer.comparison.v2.nav_terms).toEqual(['women', 'men', 'new arrivals', 'sale', 'cart']);
    expect(answer.comparison.v2.signals['pages']).toBeGreaterThanOrEqual(4);
    const paths = shop.requests.map((r) => r.path);
    expect(paths).toContain('/robots.txt');
    expect(paths).toEqual(expect.arrayContaining(['/', '/women', '/men', '/new']));
    // The cart is no page to classify.
    expect(paths).not.toContain('/cart');
    expect(shop.requests.every((r) => r.userAgent.includes('CitableBot'))).toBe(true);
  });

  it('serves a repeat from the cache of whichever replica answers: its memory, else the Postgres cache the other replica wrote', async () => {
    const restaurant = await site(KIND_SITES.restaurant);
    const host = hostOf(restaurant);
    const first = await classify(host);
    expect(first.cache_hit).toBe(false);
    const fetched = restaurant.requests.length;
    // Queue-group delivery is random: enough repeats reach both replicas.
    const repeats = await Promise.all(Array.from({ length: 16 }, () => classify(host)));
    expect(repeats.every((r) => r.cache_hit && r.vertical === 'food')).toBe(true);
    expect(restaurant.requests.length).toBe(fetched);
    const rows = await rowsFor(host);
    expect(rows).toHaveLength(17);
    expect(new Set(rows.map((r) => r.replica)).size).toBe(2);
    const computedBy = rows[0]!.replica;
    expect(rows[0]).toMatchObject({ cache_hit: false, cache_layer: null, source: 'live', site_type: 'local_business', vertical: 'food', error: null });
    // The other replica never read the site: its first answer came from Postgres.
    const other = rows.filter((r) => r.replica !== computedBy);
    expect(other[0]!.cache_layer).toBe('postgres');
    expect(rows.slice(1).every((r) => r.cache_hit && (r.cache_layer === 'memory' || r.cache_layer === 'postgres'))).toBe(true);
    const cached = await h.database.db.selectFrom('classifier_cache').select(['expires_at', 'source']).where('host', '=', host).executeTakeFirstOrThrow();
    expect(cached.source).toBe('live');
    expect(cached.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  it('serves no cached answer of other rules: a deploy that changes them reads the site again', async () => {
    const hotel = await site(KIND_SITES.hotel);
    const host = hostOf(hotel);
    const stale: Outcome = { ...outcomeOf(errorClassification(host, 'x'), null), rules: 'older-rules' };
    await h.database.db
      .insertInto('classifier_cache')
      .values({ host, entry: toJson<unknown>(stale), source: 'live', audit_id: null, created_at: new Date(), expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    const answer = await classify(host);
    expect(answer).toMatchObject({ cache_hit: false, vertical: 'travel' });
    expect(hotel.requests.map((r) => r.path)).toContain('/');
    const cached = await h.database.db.selectFrom('classifier_cache').select('entry').where('host', '=', host).executeTakeFirstOrThrow();
    expect((cached.entry as Outcome).rules).toBe(RULES_VERSION);
  });

  it('caches a miss in the statement that records it (one commit), and never caches an error', async () => {
    const shop = await site(KIND_SITES.saas);
    const host = hostOf(shop);
    const xmin = async (table: 'classifier_cache' | 'classifications') =>
      (await sql<{ xmin: string }>`select xmin::text as xmin from ${sql.table(table)} where host = ${host} and ${sql.ref(table === 'classifier_cache' ? 'expires_at' : 'cache_hit')} is not null`.execute(h.database.db)).rows.map((r) => r.xmin);
    await classify(host);
    const [row] = await xmin('classifications');
    expect(row).toBeDefined();
    // Rows written by one transaction carry its id.
    expect(await xmin('classifier_cache')).toEqual([row]);
    const pdf = await site({ '/': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.1' } });
    expect((await classify(hostOf(pdf))).comparison.v2.error).toMatch(/not an HTML page/);
    expect(await rowsFor(hostOf(pdf))).toHaveLength(1);
    expect(await h.database.db.selectFrom('classifier_cache').select('host').where('host', '=', hostOf(pdf)).executeTakeFirst()).toBeUndefined();
  });

  it('answers the admin compare and health routes through the gateway', async () => {
    const docs = await site(KIND_SITES['docs-site']);
    const compare = (await (await admin.get(`/api/admin/classifier-compare?host=${hostOf(docs)}`)).json()) as ClassifierComparison;
    expect(compare.v2.site_type.value).toBe('documentation');
    expect(compare.v2.industry.value).toBe('Software Publishers');
    const health = await admin.get('/api/admin/classifier-health');
    expect(health.status).toBe(200);
    const body = (await health.json()) as ClassifierHealth;
    expect(body.metrics.total_classifications).toBeGreaterThan(0);
    const user = await signIn(h, 'someone@example.com');
    expect((await user.get('/api/admin/classifier-health')).status).toBe(403);
  });

  it('refuses a host that is no host name with a 400 that says so, and keeps answering', async () => {
    const res = await admin.get('/api/admin/classifier-compare?host=not%20a%20host');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/is not a host name/);
  });
});

describe('hostile hosts', () => {
  it('give clear error results, counted as errors, and never stop a replica', async () => {
    const loop = await site({ '/': redirectResponse('/a', 302), '/a': redirectResponse('/b', 302), '/b': redirectResponse('/a', 302) });
    const huge = await site({ '/': { ...hugePageSite()['/huge']! } });
    const pdf = await site({ '/': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.1' } });
    const blocked = await site({ '/robots.txt': textResponse('User-agent: *\nDisallow: /\n'), '/': textResponse('<html></html>', 'text/html') });
    const cases: Array<[string, RegExp]> = [
      // A private address: refused before any connection is made.
      ['10.1.2.3', /address_not_allowed/],
      ['169.254.169.254', /metadata/],
      [hostOf(loop), /redirect_loop|too_many_redirects/],
      [hostOf(huge), /too_large/],
      [hostOf(pdf), /not an HTML page \(application\/pdf\)/],
      [hostOf(blocked), /robots\.txt disallows CitableBot/],
    ];
    for (const [host, message] of cases) {
      const answer = await classify(host);
      expect(answer.comparison.v2.error, host).toMatch(message);
      expect(answer.comparison.v2.error).toMatch(/^The site could not be read: /);
      expect(answer).toMatchObject({ cache_hit: false, vertical: 'general', comparison: { legacy: { site_type: 'unknown' }, v2: { site_type: { value: 'unknown', confidence: 0 } } } });
      const rows = await rowsFor(host);
      expect(rows.at(-1)!.error).toMatch(message);
    }
    // Both replicas still answer their health requests.
    for (const replica of replicas) expect(replica.services.get('classifier')!.details!()['errors']).toBeDefined();
    const shop = await site(KIND_SITES.saas);
    expect((await classify(hostOf(shop))).comparison.v2.site_type.value).toBe('saas');
  });
});

describe('audits', () => {
  it('classifies every completed audit from its stored pages and shows site type and industry on the audit', async () => {
    const owner = await signIn(h, 'owner@example.com');
    const routes = KIND_SITES.dentist({ origin: 'https://riverside-dental.example' });
    const audit = await h.database.db
      .insertInto('audits')
      .values({ user_id: await userIdOf(h, 'owner@example.com'), project_id: 'p', root_url: 'https://riverside-dental.example/', domain: 'riverside-dental.example', max_pages: 10, status: 'completed', finished_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    let depth = 0;
    for (const path of ['/', '/treatments', '/prices', '/find-us']) {
      const body = (routes[path] as { body: string }).body;
      await h.database.db
        .insertInto('pages')
        .values({ audit_id: audit.id, url: `https://riverside-dental.example${path}`, html_static: body, headers: toJson({ 'content-type': 'text/html' }), depth: depth++ === 0 ? 0 : 1, status_code: 200 })
        .execute();
    }
    await h.bus.publish<AuditCompleted>(EVENTS.auditCompleted, { auditId: audit.id, compositeScore: 71 });
    let row: { site_type: string | null; industry: string | null } | undefined;
    for (let i = 0; i < 100 && !row?.site_type; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await h.database.db.selectFrom('audits').select(['site_type', 'industry']).where('id', '=', audit.id).executeTakeFirst();
    }
    expect(row).toEqual({ site_type: 'local_business', industry: 'Offices of Dentists' });
    const stored = await rowsFor('riverside-dental.example');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'stored', audit_id: audit.id, cache_hit: false, site_type: 'local_business' });
    const detail = (await (await owner.get(`/api/audits/${audit.id}`)).json()) as { audit: { site_type: string; industry: string } };
    expect(detail.audit).toMatchObject({ site_type: 'local_business', industry: 'Offices of Dentists' });
    // The citation service's question for the same host is now a cache hit.
    const asked = await classify('www.riverside-dental.example');
    expect(asked).toMatchObject({ cache_hit: true, vertical: 'healthcare', comparison: { v2: { region: 'GB' } } });
  });

  it('reads the home page with its own HTML when pages were stored at the same moment at the same depth', async () => {
    const audit = await h.database.db
      .insertInto('audits')
      .values({ user_id: null, project_id: 'p', root_url: 'https://twins.example/', domain: 'twins.example', max_pages: 10, status: 'completed', finished_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = new Date();
    for (const name of ['a', 'b', 'c', 'd']) {
      await h.database.db
        .insertInto('pages')
        .values({ audit_id: audit.id, url: `https://twins.example/${name}`, html_static: `<title>Page ${name}</title>`, headers: toJson({ 'content-type': 'text/html' }), depth: 0, status_code: 200, created_at: at })
        .execute();
    }
    const read = await readStoredPages(h.database.db, audit.id);
    expect(read!.pages).toHaveLength(4);
    for (const page of read!.pages) expect(`https://twins.example/${titleText(page.doc)!.slice(-1)}`).toBe(page.url);
  });
});

describe('health over the last 24 hours', () => {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600 * 1000);
  const ok = (siteType: string, legacySiteType: string, legacyVertical: Outcome['legacyVertical'], vertical: Outcome['vertical'], confidence: number): Outcome => {
    const base = outcomeOf(errorClassification('seed.example', 'x'), null);
    return {
      ...base,
      vertical,
      legacyVertical,
      comparison: {
        host: 'seed.example',
        legacy: { site_type: legacySiteType, industry: 'x' },
        v2: { ...base.comparison.v2, error: null, site_type: { value: siteType, confidence }, industry: { value: 'Software Publishers', confidence: 0.9 } },
      },
    };
  };
  const seed = (outcome: Outcome, hoursAgo: number, latencyMs: number, cacheLayer: 'memory' | 'postgres' | null) =>
    recordClassification(h.database.db, { host: 'seed.example', outcome, latencyMs, fetchMs: null, cacheLayer, replica: 'seed', at: at(hoursAgo) });
  const health = () => h.bus.request<unknown, ClassifierHealth>(REQUESTS.classifier.health, {});

  it('says Insufficient Data below 10 classifications: no value judged, an info alert, every target N/A', async () => {
    await h.database.db.deleteFrom('classifications').execute();
    for (let i = 0; i < 9; i++) await seed(ok('saas', 'saas', 'software', 'software', 0.9), 1 + i, 3, null);
    await seed(errorClassificationOutcome(), 30, 3, null);
    const body = await health();
    expect(body.insufficient_data).toBe(true);
    expect(body.metrics).toMatchObject({ total_classifications: 9, cache_hit_rate: null, p95_latency_ms: null, error_rate_pct: null });
    expect(body.alerts).toEqual([expect.objectContaining({ level: 'info', metric: 'total_classifications', value: 9, threshold: 10, message: expect.stringContaining('Insufficient Data') })]);
    expect(body.go_no_go!.every((g) => g.status === 'insufficient_data')).toBe(true);
  });

  it('computes the metrics over 24 hours, alerts on every missed target and lists go/no-go', async () => {
    await h.database.db.deleteFrom('classifications').execute();
    // 20 in the window: 15 cache hits; 1 error; of 19 judged, 16 agree on the site type, 12 on the vertical, 2 low confidence.
    for (let i = 0; i < 19; i++) {
      const siteAgree = i < 16;
      const verticalAgree = i < 12;
      const low = i >= 17;
      await seed(ok('saas', siteAgree ? 'saas' : 'blog', verticalAgree ? 'software' : 'media', 'software', low ? 0.3 : 0.9), 1 + i, i === 0 ? 100 : 5, i < 15 ? 'memory' : null);
    }
    await seed(errorClassificationOutcome(), 0.5, 5, null);
    // Older than 24 hours: not counted.
    for (let i = 0; i < 5; i++) await seed(errorClassificationOutcome(), 25 + i, 500, null);
    const body = await health();
    expect(body.insufficient_data).toBe(false);
    expect(body.metrics).toMatchObject({
      total_classifications: 20,
      cache_hit_rate: 0.75,
      // percentile_cont over 19 x 5 ms and one 100 ms: 5 + 0.05 x 95.
      p95_latency_ms: 9.75,
      site_type_agreement_pct: 84.21,
      industry_agreement_pct: 63.16,
      low_confidence_rate_pct: 10.53,
      error_rate_pct: 5,
    });
    const byMetric = Object.fromEntries(body.alerts.map((a) => [a.metric, a]));
    expect(Object.keys(byMetric).sort()).toEqual(['cache_hit_rate', 'error_rate_pct', 'industry_agreement_pct']);
    expect(byMetric['cache_hit_rate']).toMatchObject({ level: 'warning', value: 0.75, threshold: 0.8, message: 'Cache hit rate is 75%; target >= 80%.' });
    expect(byMetric['error_rate_pct']).toMatchObject({ level: 'critical', value: 5, threshold: 0.5 });
    expect(byMetric['industry_agreement_pct']).toMatchObject({ level: 'warning', value: 63.16, threshold: 70 });
    expect(Object.fromEntries(body.go_no_go!.map((g) => [g.metric, g.status]))).toEqual({
      cache_hit_rate: 'no_go',
      p95_latency_ms: 'go',
      site_type_agreement_pct: 'go',
      industry_agreement_pct: 'no_go',
      low_confidence_rate_pct: 'go',
      error_rate_pct: 'no_go',
    });
    // The admin's raw health JSON is the same answer.
    const raw = (await (await admin.get('/api/admin/classifier-health')).json()) as ClassifierHealth;
    expect(raw.metrics.total_classifications).toBe(20);
    expect(raw.go_no_go).toHaveLength(6);
  });
});

function errorClassificationOutcome(): Outcome {
  return outcomeOf(errorClassification('seed.example', 'The site could not be read: seeded.'), null);
}
