/**
 * PgFrontierStore against real Postgres 15: every FrontierStore's behaviour (the contract shared
 * with the in-memory store), what the rows record (owner, error, claim), and what only the
 * database version must do: resume another replica's crawl, keep rows of different audits apart,
 * and never hand the same URL to two claimers at once (SKIP LOCKED).
 * Each test gets a fresh database cloned from the migrated template.
 */
import { toJson } from '@citable/db';
import { createTestDatabase, type TestDatabase } from '@citable/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frontierContract } from '../crawl/__tests__/frontier-contract.js';
import { PgFrontierStore } from '../store/pg-frontier.js';

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database?.drop();
});

async function newAudit(): Promise<string> {
  const row = await database.db
    .insertInto('audits')
    .values({
      project_id: 'frontier-it',
      root_url: 'https://example.com/',
      domain: 'example.com',
      max_pages: 50,
      status: 'running',
      options: toJson({ renderMode: 'off', allowPrivate: false, mapOrigin: null }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function frontier(owner = 'replica-a'): Promise<{ f: PgFrontierStore; auditId: string }> {
  const auditId = await newAudit();
  return { f: new PgFrontierStore(database.db, auditId, owner), auditId };
}

const rowOf = (auditId: string, url: string) =>
  database.db.selectFrom('crawl_frontier').selectAll().where('audit_id', '=', auditId).where('url', '=', url).executeTakeFirstOrThrow();

describe('PgFrontierStore', () => {
  frontierContract(async () => (await frontier()).f);

  it('records who claimed a URL, keeping its first depth and source', async () => {
    const { f, auditId } = await frontier();
    await f.add(['/root'], 0, 'seed');
    await f.add(['/root'], 1, 'sitemap');
    await f.claim(1);
    expect(await rowOf(auditId, '/root')).toMatchObject({ depth: 0, source: 'seed', state: 'fetching', claimed_by: 'replica-a' });
  });

  it('claims in the order URLs were found within a depth, across many adds', async () => {
    const { f } = await frontier();
    const urls = Array.from({ length: 1_200 }, (_, i) => `/p/${i}`);
    // More than one insert chunk (500) in one add, then a second add at the same depth.
    expect(await f.add(urls.slice(0, 1_100), 1, 'link')).toBe(1_100);
    expect(await f.add(urls, 1, 'link')).toBe(100);
    const order: string[] = [];
    for (let batch = await f.claim(97); batch.length > 0; batch = await f.claim(97)) order.push(...batch.map((e) => e.url));
    expect(order).toEqual(urls);
  });

  it('records why a URL was skipped or released, and frees a released claim', async () => {
    const { f, auditId } = await frontier();
    await f.add(['/b', '/c'], 0, 'seed');
    await f.claim(2);
    await f.complete('/b', { state: 'disallowed', reason: 'robots' });
    await f.release('/c', 'timeout');
    expect(await rowOf(auditId, '/b')).toMatchObject({ state: 'disallowed', error: 'robots' });
    expect(await rowOf(auditId, '/c')).toMatchObject({ state: 'queued', error: 'timeout', claimed_by: null, claimed_at: null });
  });

  it('release leaves a URL alone unless it is being fetched', async () => {
    const { f } = await frontier();
    await f.add(['/a'], 0, 'seed');
    await f.claim(1);
    await f.complete('/a', { state: 'done' });
    await f.release('/a', 'late');
    expect(await f.stateOf('/a')).toBe('done');
  });

  it('records a redirect target it claims as this replica\'s, counting the attempt', async () => {
    const { f, auditId } = await frontier();
    await f.add(['/skipped'], 1, 'link');
    await f.claim(1);
    await f.complete('/skipped', { state: 'skipped', reason: 'canonical is /x', target: '/x' });
    expect(await f.claimUrl('/new', 1, 'redirect', '/from')).toBe(true);
    expect(await f.claimUrl('/skipped', 1, 'redirect', '/from')).toBe(true);
    expect(await rowOf(auditId, '/new')).toMatchObject({ state: 'fetching', source: 'redirect', referrer: '/from', attempts: 1, claimed_by: 'replica-a' });
    expect(await rowOf(auditId, '/skipped')).toMatchObject({ state: 'fetching', attempts: 2 });
  });

  it('lets another replica resume a crash: what was in flight is requeued and claimed by it', async () => {
    const { f, auditId } = await frontier('dead-replica');
    await f.add(['/a', '/b', '/c'], 0, 'seed');
    await f.claim(3);
    await f.complete('/a', { state: 'done' });
    const resumed = new PgFrontierStore(database.db, auditId, 'live-replica');
    expect(await resumed.requeueInFlight()).toBe(2);
    expect(await resumed.requeueInFlight()).toBe(0);
    const again = await resumed.claim(5);
    expect(again.map((e) => [e.url, e.attempts])).toEqual([
      ['/b', 2],
      ['/c', 2],
    ]);
    expect(await rowOf(auditId, '/b')).toMatchObject({ claimed_by: 'live-replica' });
    expect(await resumed.counts()).toMatchObject({ queued: 0, fetching: 2, done: 1, total: 3 });
  });

  it('keeps the frontiers of different audits apart', async () => {
    const one = await frontier();
    const two = await frontier();
    await one.f.add(['/same', '/only-one'], 0, 'seed');
    expect(await two.f.add(['/same'], 0, 'seed')).toBe(1);
    expect((await two.f.claim(5)).map((e) => e.url)).toEqual(['/same']);
    expect(await one.f.stateOf('/same')).toBe('queued');
    expect(await two.f.requeueInFlight()).toBe(1);
    expect((await one.f.counts()).total).toBe(2);
    expect((await two.f.counts()).total).toBe(1);
  });

  it('never gives the same URL to two concurrent claimers (SKIP LOCKED)', async () => {
    const { f: a, auditId } = await frontier('replica-a');
    const b = new PgFrontierStore(database.db, auditId, 'replica-b');
    const urls = Array.from({ length: 400 }, (_, i) => `/u/${i}`);
    await a.add(urls, 1, 'link');
    // Each claimer drains the queue with small claims on its own connections, interleaving with the other.
    const drain = async (store: PgFrontierStore, size: number): Promise<string[]> => {
      const got: string[] = [];
      for (let batch = await store.claim(size); batch.length > 0; batch = await store.claim(size)) got.push(...batch.map((e) => e.url));
      return got;
    };
    const [gotA, gotB, gotA2, gotB2] = await Promise.all([drain(a, 3), drain(b, 4), drain(a, 1), drain(b, 2)]);
    const all = [...gotA, ...gotB, ...gotA2, ...gotB2];
    expect(all).toHaveLength(urls.length);
    expect(new Set(all).size).toBe(urls.length);
    // Both replicas did get work, so the claims really overlapped.
    expect(gotA.length + gotA2.length).toBeGreaterThan(0);
    expect(gotB.length + gotB2.length).toBeGreaterThan(0);
    const rows = await database.db.selectFrom('crawl_frontier').select(['url', 'attempts', 'claimed_by']).where('audit_id', '=', auditId).execute();
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    const owners = new Map(rows.map((r) => [r.url, r.claimed_by]));
    for (const url of [...gotA, ...gotA2]) expect(owners.get(url)).toBe('replica-a');
    for (const url of [...gotB, ...gotB2]) expect(owners.get(url)).toBe('replica-b');
  });

  it('lets only one of two concurrent claimUrl calls take a URL', async () => {
    const { f: a, auditId } = await frontier('replica-a');
    const b = new PgFrontierStore(database.db, auditId, 'replica-b');
    await a.add(['/queued'], 1, 'link');
    for (const url of ['/fresh', '/queued']) {
      const results = await Promise.all([a.claimUrl(url, 1, 'redirect', null), b.claimUrl(url, 1, 'redirect', null), a.claimUrl(url, 1, 'redirect', null)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
  });
});
