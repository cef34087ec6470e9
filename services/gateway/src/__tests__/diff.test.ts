/**
 * GET /api/audits/:id/diff over a real socket and database: the previous audit of the same root
 * URL by the same owner is found, the diff names what moved, and nothing crosses owners.
 */
import { toJson } from '@citable/db';
import type { AuditDiffResponse } from '@citable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startGatewayHarness, userIdOf, type Client, type GatewayHarness } from './harness.js';
import { seedAudit, seedPages } from './seed.js';

let h: GatewayHarness;
let owner: Client;
let other: Client;
let ownerId: string;
const ROOT = 'https://diff.example/';

beforeAll(async () => {
  h = await startGatewayHarness();
  [owner, other] = await Promise.all([signIn(h, 'owner@example.com'), signIn(h, 'other@example.com')]);
  ownerId = await userIdOf(h, 'owner@example.com');
});
afterAll(async () => {
  await h?.stop();
});

/** Sets one check's score and status on one page of an audit. */
async function setPageCheck(auditId: string, url: string, checkId: string, score: number, status: 'ok' | 'warn' | 'fail') {
  const db = h.database.db;
  const page = await db.selectFrom('pages').select(['id', 'checks_json']).where('audit_id', '=', auditId).where('url', '=', url).executeTakeFirstOrThrow();
  const checks = (page.checks_json ?? []).map((c) => (c.id === checkId ? { ...c, score, status } : c));
  await db.updateTable('pages').set({ checks_json: toJson(checks) }).where('id', '=', page.id).execute();
}

describe('GET /api/audits/:id/diff', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    const db = h.database.db;
    first = await seedAudit(db, ownerId, { rootUrl: ROOT });
    await db.updateTable('audits').set({ started_at: new Date(Date.now() - 3_600_000) }).where('id', '=', first).execute();
    second = await seedAudit(db, ownerId, { rootUrl: ROOT });
    await seedPages(db, first, 4, ROOT);
    await seedPages(db, second, 5, ROOT);
    // The home page's H1 was fixed, its viewport tag lost.
    await setPageCheck(first, ROOT, 'C3_h1_presence', 0, 'fail');
    await setPageCheck(second, ROOT, 'C3_h1_presence', 100, 'ok');
    await setPageCheck(first, ROOT, 'T1_mobile_viewport', 100, 'ok');
    await setPageCheck(second, ROOT, 'T1_mobile_viewport', 0, 'fail');
  });

  it('compares with the previous completed audit of the same root URL by default', async () => {
    const res = await owner.get(`/api/audits/${second}/diff`);
    expect(res.status).toBe(200);
    const { diff, reason } = (await res.json()) as AuditDiffResponse;
    expect(reason).toBeNull();
    expect(diff!.previous.audit_id).toBe(first);
    expect(diff!.current.audit_id).toBe(second);
    expect(diff!.scores.overall).toEqual({ previous: 62.4, current: 62.4, delta: 0 });
    expect(diff!.categories).toHaveLength(6);
    const h1 = diff!.checks.find((c) => c.id === 'C3_h1_presence')!;
    expect(h1.pages_fixed).toEqual([ROOT]);
    expect(diff!.checks.find((c) => c.id === 'T1_mobile_viewport')!.pages_regressed).toEqual([ROOT]);
    // Seeded pages: the first four are in both audits, the fifth is new.
    expect(diff!.pages).toEqual({ added: ['https://diff.example/customers/page-0004'], gone: [], compared: 4 });
    expect(diff!.citations).toBeNull();
  });

  it('says so when there is no previous audit', async () => {
    const res = await owner.get(`/api/audits/${first}/diff`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ diff: null, reason: 'no_previous_audit' });
  });

  it('compares with the audit named in against, in either direction', async () => {
    const { diff } = (await (await owner.get(`/api/audits/${first}/diff?against=${second}`)).json()) as AuditDiffResponse;
    expect(diff!.previous.audit_id).toBe(second);
    expect(diff!.pages.gone).toEqual(['https://diff.example/customers/page-0004']);
    expect(diff!.checks.find((c) => c.id === 'C3_h1_presence')!.pages_regressed).toEqual([ROOT]);
  });

  it("never reads another owner's audit, and refuses audits that have not completed", async () => {
    expect((await other.get(`/api/audits/${second}/diff`)).status).toBe(404);
    const theirs = await seedAudit(h.database.db, await userIdOf(h, 'other@example.com'), { rootUrl: ROOT });
    const res = await owner.get(`/api/audits/${second}/diff?against=${theirs}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('Audit to compare with not found');
    const running = await seedAudit(h.database.db, ownerId, { rootUrl: ROOT, status: 'running' });
    expect((await owner.get(`/api/audits/${running}/diff`)).status).toBe(409);
    expect((await owner.get(`/api/audits/${second}/diff?against=${running}`)).status).toBe(409);
    expect((await owner.get(`/api/audits/${second}/diff?against=${second}`)).status).toBe(400);
    expect((await owner.get(`/api/audits/${second}/diff?against=not-a-uuid`)).status).toBe(400);
  });
});
