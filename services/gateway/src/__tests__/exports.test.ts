/**
 * The CSV downloads and the robots.txt advice over HTTP, on a real gateway and Postgres: who may
 * download (owner; anyone while shared), what the files hold, and the advice for the stored file.
 */
import { AI_BOTS } from '@citable/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startGatewayHarness, userIdOf, type Client, type GatewayHarness } from './harness.js';
import { seedAudit, seedPages } from './seed.js';

let h: GatewayHarness;
let owner: Client;
let other: Client;
let auditId: string;

const ROBOTS = `User-agent: PerplexityBot\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /help/\n\nSitemap: https://shop.example/sitemap.xml\n`;

beforeAll(async () => {
  h = await startGatewayHarness();
  owner = await signIn(h, 'owner@example.com');
  other = await signIn(h, 'other@example.com');
  auditId = await seedAudit(h.database.db, await userIdOf(h, 'owner@example.com'), { rootUrl: 'https://shop.example/' });
  await seedPages(h.database.db, auditId, 6, 'https://shop.example/');
  await h.database.db
    .insertInto('site_artifacts')
    .values({ audit_id: auditId, kind: 'robots_txt', url: 'https://shop.example/robots.txt', status_code: 200, content: ROBOTS, data: null, error: null })
    .execute();
});
afterAll(async () => {
  await h?.stop();
});

const rows = (csv: string) => parse(csv, { columns: true }) as Array<Record<string, string>>;

describe('CSV downloads', () => {
  it('gives the owner one row per page and check, as an attachment named after the site', async () => {
    const res = await owner.get(`/api/audits/${auditId}/export/page-checks.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="citable-shop\.example-\d{4}-\d{2}-\d{2}-page-checks\.csv"$/);
    const table = rows(await res.text());
    expect(table).toHaveLength(6 * 23);
    expect(new Set(table.map((r) => r.url)).size).toBe(6);
    expect(table[0]).toMatchObject({ url: 'https://shop.example/', check_id: 'C1_title_quality', detail: 'Checked title quality on https://shop.example/' });
  });

  it('gives the site checks, one row each', async () => {
    const res = await owner.get(`/api/audits/${auditId}/export/site-checks.csv`);
    const table = rows(await res.text());
    expect(table.map((r) => r.check_id)).toContain('T5_ai_bot_access');
    expect(table).toHaveLength(13);
  });

  it('is 404 for another user and 401 signed out; the public twin serves only a shared audit', async () => {
    expect((await other.get(`/api/audits/${auditId}/export/page-checks.csv`)).status).toBe(404);
    expect((await h.anonymous().get(`/api/audits/${auditId}/export/site-checks.csv`)).status).toBe(401);
    expect((await h.anonymous().get(`/api/public/audits/${auditId}/export/page-checks.csv`)).status).toBe(404);
    await owner.post(`/api/audits/${auditId}/public`, { is_public: true });
    const shared = await h.anonymous().get(`/api/public/audits/${auditId}/export/page-checks.csv`);
    expect(shared.status).toBe(200);
    expect(rows(await shared.text())).toHaveLength(6 * 23);
    await owner.post(`/api/audits/${auditId}/public`, { is_public: false });
  });
});

describe('GET /api/audits/:id/robots', () => {
  it('says what the stored robots.txt means per crawler and offers the corrected file', async () => {
    const res = await owner.get(`/api/audits/${auditId}/robots`);
    expect(res.status).toBe(200);
    const advice = (await res.json()) as { training: string; groups: Array<{ bots: Array<{ token: string; meaning: string }> }>; corrected: string; changed_tokens: string[]; verified: boolean };
    expect(advice.training).toBe('keep');
    expect(advice.groups.flatMap((g) => g.bots)).toHaveLength(AI_BOTS.length);
    expect(advice.groups[1]!.bots.find((b) => b.token === 'PerplexityBot')!.meaning).toBe('PerplexityBot is blocked: the site cannot appear as a cited source in Perplexity search.');
    expect(advice.changed_tokens).toEqual(['PerplexityBot']);
    expect(advice.corrected.startsWith(ROBOTS)).toBe(true);
    expect(advice.verified).toBe(true);
  });

  it('takes the owner choice on training crawlers, and refuses another', async () => {
    const block = (await (await owner.get(`/api/audits/${auditId}/robots?training=block`)).json()) as { changed_tokens: string[] };
    expect(block.changed_tokens).toContain('CCBot');
    expect(block.changed_tokens).not.toContain('GPTBot');
    const allow = (await (await owner.get(`/api/audits/${auditId}/robots?training=allow`)).json()) as { changed_tokens: string[] };
    expect(allow.changed_tokens).toEqual(['GPTBot', 'PerplexityBot']);
    expect((await owner.get(`/api/audits/${auditId}/robots?training=maybe`)).status).toBe(400);
    expect((await other.get(`/api/audits/${auditId}/robots`)).status).toBe(404);
  });
});
