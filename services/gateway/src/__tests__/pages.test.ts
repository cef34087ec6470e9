/**
 * The pages lists (owner and public): what they contain, how they are compressed, and that the
 * cache behind them never serves a stale list or a list to someone who may not see it.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { toJson } from '@citable/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startGatewayHarness, userIdOf, type Client, type GatewayHarness } from './harness.js';
import { criterionById } from '@citable/criteria';
import { pageChecks, seedAudit, seedPages } from './seed.js';

let h: GatewayHarness;
let owner: Client;
let ownerId: string;

beforeAll(async () => {
  h = await startGatewayHarness();
  owner = await signIn(h, 'owner@example.com');
  ownerId = await userIdOf(h, 'owner@example.com');
});
afterAll(async () => {
  await h?.stop();
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As sent, still compressed. */
  bytes: Buffer;
}

/** A GET over a plain socket, so the test sees the bytes as sent (fetch would decompress them). */
function rawGet(path: string, headers: Record<string, string>, client: Client = owner): Promise<RawResponse> {
  const { port } = new URL(h.url);
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, headers: { 'x-forwarded-for': client.ip, ...(client.cookie ? { cookie: client.cookie } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
  });
}

function decoded(res: RawResponse): { pages: Array<Record<string, unknown>> } {
  const encoding = res.headers['content-encoding'];
  const text =
    encoding === 'br' ? zlib.brotliDecompressSync(res.bytes) : encoding === 'gzip' ? zlib.gunzipSync(res.bytes) : res.bytes;
  return JSON.parse(text.toString('utf8')) as { pages: Array<Record<string, unknown>> };
}

describe('GET /api/audits/:id/pages', () => {
  let auditId: string;
  let pageIds: string[];

  beforeAll(async () => {
    auditId = await seedAudit(h.database.db, ownerId, { rootUrl: 'https://big.example/', pagesAnalyzed: 120 });
    pageIds = await seedPages(h.database.db, auditId, 120, 'https://big.example/');
  });

  it('lists 100 pages by default, in crawl order, each with its 23 checks and without the HTML', async () => {
    const res = await owner.get(`/api/audits/${auditId}/pages`);
    expect(res.status).toBe(200);
    const { pages } = (await res.json()) as { pages: Array<Record<string, unknown>> };
    expect(pages.map((p) => p.id)).toEqual(pageIds.slice(0, 100));
    expect(pages[0]).toEqual({
      id: pageIds[0],
      url: 'https://big.example/',
      title: 'Home',
      status_code: 200,
      h1: 'Home',
      canonical: 'https://big.example/',
      schema_types: '["WebPage","Organization"]',
      jsonld: expect.stringContaining('"@type":"WebPage"'),
      checks_json: pageChecks('https://big.example/', 'Home'),
      diagnostic_score: expect.any(Number),
    });
  });

  it('honours limit', async () => {
    for (const limit of [1, 100, 120, 500]) {
      const { pages } = (await (await owner.get(`/api/audits/${auditId}/pages?limit=${limit}`)).json()) as { pages: unknown[] };
      expect(pages).toHaveLength(Math.min(limit, 120));
    }
  });

  it('compresses as the browser asks: br, then gzip, else plain JSON, all the same list', async () => {
    const path = `/api/audits/${auditId}/pages`;
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await rawGet(path, { 'accept-encoding': 'gzip, deflate' });
    const plain = await rawGet(path, {});
    const refused = await rawGet(path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect([br.status, gz.status, plain.status, refused.status]).toEqual([200, 200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    expect(decoded(br)).toEqual(decoded(plain));
    expect(decoded(gz)).toEqual(decoded(plain));
    // The catalogue's texts repeat on every page: brotli's long window makes 100 pages small.
    expect(br.bytes.length * 20).toBeLessThan(plain.bytes.length);
  });

  it('answers 304 when the browser already has the current list', async () => {
    const path = `/api/audits/${auditId}/pages?limit=10`;
    const first = await rawGet(path, { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    const otherLimit = await rawGet(`/api/audits/${auditId}/pages?limit=11`, { 'if-none-match': etag });
    expect(otherLimit.status).toBe(200);
  });

  it('serves a rescored page at once', async () => {
    const path = `/api/audits/${auditId}/pages?limit=5`;
    const before = decoded(await rawGet(path, { 'accept-encoding': 'br' }));
    const etag = (await rawGet(path, {})).headers.etag!;
    const target = pageIds[2]!;
    const rescored = pageChecks('https://big.example/rescored', 'Rescored').map((c) => ({ ...c, score: 100, status: 'ok' as const }));
    // As the scorer writes a score (savePageScore), updated_at from its own clock.
    await h.database.db
      .updateTable('pages')
      .set({ checks_json: toJson(rescored), diagnostic_score: 100, updated_at: new Date(0) })
      .where('id', '=', target)
      .execute();
    const res = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(res.status).toBe(200);
    const after = decoded(res);
    expect(after.pages.find((p) => p.id === target)).toMatchObject({ diagnostic_score: 100, checks_json: rescored });
    expect(before.pages.find((p) => p.id === target)?.diagnostic_score).not.toBe(100);
  });

  it('serves a newly crawled page at once', async () => {
    const path = `/api/audits/${auditId}/pages?limit=500`;
    expect(decoded(await rawGet(path, { 'accept-encoding': 'gzip' })).pages).toHaveLength(120);
    await h.database.db
      .insertInto('pages')
      .values({ audit_id: auditId, url: 'https://big.example/new', depth: 0, title: 'New', checks_json: toJson(pageChecks('https://big.example/new', 'New')) })
      .execute();
    const pages = decoded(await rawGet(path, { 'accept-encoding': 'gzip' })).pages;
    expect(pages).toHaveLength(121);
    expect(pages.map((p) => p.url)).toContain('https://big.example/new');
  });

  it("never serves the cached list to anyone else: 404 for another user, 401 signed out", async () => {
    const path = `/api/audits/${auditId}/pages`;
    expect((await rawGet(path, { 'accept-encoding': 'br' })).status).toBe(200);
    const stranger = await signIn(h, 'stranger@example.com');
    const theirs = await rawGet(path, { 'accept-encoding': 'br' }, stranger);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.bytes.toString())).toEqual({ error: 'not_found', message: 'Audit not found' });
    // Not even a 304 that would confirm the list exists.
    const etag = (await rawGet(path, {})).headers.etag!;
    expect((await rawGet(path, { 'if-none-match': etag }, stranger)).status).toBe(404);
    expect((await rawGet(path, { 'if-none-match': etag }, h.anonymous())).status).toBe(401);
  });

  it("is empty for an audit with no pages yet", async () => {
    const fresh = await seedAudit(h.database.db, ownerId, { status: 'running', scored: false });
    expect(await (await owner.get(`/api/audits/${fresh}/pages`)).json()).toEqual({ pages: [] });
  });
});

describe('GET /api/public/audits/:id/pages', () => {
  it('serves the pages of a shared audit to anyone, and stops the moment sharing stops', async () => {
    const auditId = await seedAudit(h.database.db, ownerId, { rootUrl: 'https://shared.example/', isPublic: true });
    await seedPages(h.database.db, auditId, 4, 'https://shared.example/');
    const visitor = h.anonymous();
    const shared = await rawGet(`/api/public/audits/${auditId}/pages`, { 'accept-encoding': 'br' }, visitor);
    expect(shared.status).toBe(200);
    expect(decoded(shared).pages).toHaveLength(4);
    // The owner's pages tab asks for 500: the same list, from the same cache entry.
    const own = await rawGet(`/api/audits/${auditId}/pages?limit=500`, { 'accept-encoding': 'br' });
    expect(own.headers.etag).toBe(shared.headers.etag);

    expect((await owner.post(`/api/audits/${auditId}/public`, { is_public: false })).status).toBe(200);
    const unshared = await rawGet(`/api/public/audits/${auditId}/pages`, { 'accept-encoding': 'br', 'if-none-match': shared.headers.etag! }, visitor);
    expect(unshared.status).toBe(404);
    expect(JSON.parse(unshared.bytes.toString())).toEqual({ error: 'not_found', message: 'This audit is not publicly accessible' });
  });
});

describe('GET /api/audits/:id/pages/:pageId', () => {
  it('gives one page with its HTML, and 404 for a page of another audit', async () => {
    const auditId = await seedAudit(h.database.db, ownerId);
    const [pageId] = await seedPages(h.database.db, auditId, 1, 'https://single.example/');
    const res = await owner.get(`/api/audits/${auditId}/pages/${pageId}`);
    expect(res.status).toBe(200);
    const { page } = (await res.json()) as { page: Record<string, unknown> };
    expect(page).toMatchObject({ id: pageId, url: 'https://single.example/', html_static: expect.stringContaining('<h1>Home</h1>') });
    // One page's view joins each check's texts from the catalogue (they are not stored per result).
    const c1 = (page.checks_json as Array<Record<string, unknown>>).find((c) => c.id === 'C1_title_quality');
    const criterion = criterionById('C1_title_quality')!;
    expect(c1).toMatchObject({
      why_it_matters: criterion.why_it_matters,
      how_to_fix: criterion.how_to_fix,
      quick_fixes: criterion.quick_fixes,
      examples: criterion.examples,
      official_docs: criterion.official_docs,
    });

    const elsewhere = await seedAudit(h.database.db, ownerId);
    const wrong = await owner.get(`/api/audits/${elsewhere}/pages/${pageId}`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ error: 'not_found', message: 'Page not found' });
  });
});

describe('check results stored with their catalogue texts (audits scored before texts were left out)', () => {
  it('are listed without the texts, and shown on their page with the catalogue\'s texts of today', async () => {
    const auditId = await seedAudit(h.database.db, ownerId);
    const [pageId] = await seedPages(h.database.db, auditId, 1, 'https://older.example/');
    const stale = pageChecks('https://older.example/', 'Home').map((c) => ({ ...c, why_it_matters: 'old text', how_to_fix: 'old fix', quick_fixes: ['old'], examples: [], official_docs: null }));
    await h.database.db.updateTable('pages').set({ checks_json: toJson(stale) }).where('id', '=', pageId!).execute();

    const { pages } = (await (await owner.get(`/api/audits/${auditId}/pages`)).json()) as { pages: Array<{ checks_json: object[] }> };
    expect(pages[0]!.checks_json).toEqual(pageChecks('https://older.example/', 'Home'));

    const { page } = (await (await owner.get(`/api/audits/${auditId}/pages/${pageId}`)).json()) as { page: { checks_json: Array<Record<string, unknown>> } };
    const c3 = page.checks_json.find((c) => c.id === 'C3_h1_presence');
    expect(c3?.why_it_matters).toBe(criterionById('C3_h1_presence')!.why_it_matters);
  });
});

describe('the version of a list', () => {
  it('changes with every write to a page, whatever its updated_at says', async () => {
    const auditId = await seedAudit(h.database.db, ownerId);
    const [pageId] = await seedPages(h.database.db, auditId, 2);
    const version = async () =>
      (
        await sql<{ v: string }>`select (select count(*)::text || '.' || max(p.xmin::text::bigint)::text from pages p where p.audit_id = ${auditId}) as v`.execute(
          h.database.db,
        )
      ).rows[0]!.v;
    const etag = async () => (await rawGet(`/api/audits/${auditId}/pages`, {})).headers.etag;
    const v1 = await version();
    const e1 = await etag();
    // A write that leaves updated_at exactly as it was (a writer's clock behind, or the same ms).
    await sql`update pages set title = 'Changed', updated_at = updated_at where id = ${pageId!}`.execute(h.database.db);
    expect(await version()).not.toBe(v1);
    expect(await etag()).not.toBe(e1);
  });
});
