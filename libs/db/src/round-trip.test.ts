/** The same writes and reads on both engines: what services rely on must not depend on the engine. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@citable/testing';
import { toJson } from './columns.js';
import type { Database } from './database.js';
import type { DatabaseHandle } from './handle.js';
import { migrateToLatest } from './migrate.js';
import { openPglite } from './pglite.js';
import type { AuditOptions } from './tables/audits.table.js';
import type { NewPage } from './tables/pages.table.js';

const ENGINES = ['pglite', 'postgres'] as const;
type Engine = (typeof ENGINES)[number];

let dir: string;
let pglite: DatabaseHandle;
let postgres: TestDatabase;
const dbs = {} as Record<Engine, Kysely<Database>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'citable-db-'));
  [pglite, postgres] = await Promise.all([openPglite(dir), createTestDatabase()]);
  await migrateToLatest(pglite.db);
  dbs.pglite = pglite.db;
  dbs.postgres = postgres.db;
});

afterAll(async () => {
  await Promise.all([pglite?.close(), postgres?.drop()]);
  await rm(dir, { recursive: true, force: true });
});

const OPTIONS: AuditOptions = {
  renderMode: 'sample',
  allowPrivate: true,
  mapOrigin: { from: 'https://example.com', to: 'http://127.0.0.1:4000' },
};

async function newAudit(db: Kysely<Database>, email: string) {
  const user = await db.insertInto('users').values({ email }).returning('id').executeTakeFirstOrThrow();
  return db
    .insertInto('audits')
    .values({
      user_id: user.id,
      project_id: 'default',
      root_url: 'https://example.com/',
      domain: 'example.com',
      max_pages: 50,
      status: 'queued',
      options: toJson(OPTIONS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function crawledPage(auditId: string, url: string, title: string): NewPage {
  return {
    audit_id: auditId,
    url,
    title,
    status_code: 200,
    depth: 1,
    schema_types: toJson(['Organization', 'FAQPage']),
    jsonld: toJson([{ '@type': 'Organization', name: 'Example' }]),
    headers: toJson({ 'content-type': 'text/html' }),
    redirect_chain: toJson([{ url: 'http://example.com/about', statusCode: 301 }]),
    rendered_metrics: toJson({ lcpMs: 1200, cls: 0.02, staticTextShare: 0.9, renderMs: 800 }),
  };
}

/** What the crawler does on every (re)delivery of a page job. */
function upsertPage(db: Kysely<Database>, page: NewPage) {
  return db
    .insertInto('pages')
    .values(page)
    .onConflict((oc) =>
      oc.columns(['audit_id', 'url']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        status_code: eb.ref('excluded.status_code'),
        schema_types: eb.ref('excluded.schema_types'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
}

describe.each(ENGINES)('on %s', (engine) => {
  const db = () => dbs[engine];

  it('stores an audit with its defaults and reads jsonb back as values', async () => {
    const audit = await newAudit(db(), `defaults-${engine}@example.com`);
    expect(audit).toMatchObject({
      status: 'queued',
      options: OPTIONS,
      pages_discovered: 0,
      pages_crawled: 0,
      pages_analyzed: 0,
      is_public: false,
      composite_score: null,
      rerun_of: null,
    });
    expect(audit.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(audit.started_at).toBeInstanceOf(Date);
  });

  it('upserts a page on (audit_id, url) instead of duplicating it', async () => {
    const audit = await newAudit(db(), `upsert-${engine}@example.com`);
    const url = 'https://example.com/about';
    const first = await upsertPage(db(), crawledPage(audit.id, url, 'About'));
    const again = await upsertPage(db(), { ...crawledPage(audit.id, url, 'About us'), schema_types: toJson(['AboutPage']) });

    expect(again).toEqual({ id: first.id, title: 'About us' });
    const pages = await db().selectFrom('pages').selectAll().where('audit_id', '=', audit.id).execute();
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      title: 'About us',
      schema_types: ['AboutPage'],
      jsonld: [{ '@type': 'Organization', name: 'Example' }],
      headers: { 'content-type': 'text/html' },
      redirect_chain: [{ url: 'http://example.com/about', statusCode: 301 }],
      rendered_metrics: { lcpMs: 1200, cls: 0.02, staticTextShare: 0.9, renderMs: 800 },
      checks_json: null,
      html_static: null,
    });
    expect(pages[0]!.updated_at.getTime()).toBeGreaterThanOrEqual(pages[0]!.created_at.getTime());
  });

  it('deletes what belongs to an audit with it, and keeps audits when their owner goes', async () => {
    const audit = await newAudit(db(), `cascade-${engine}@example.com`);
    await upsertPage(db(), crawledPage(audit.id, 'https://example.com/', 'Home'));
    await db()
      .insertInto('crawl_frontier')
      .values({ audit_id: audit.id, url: 'https://example.com/', depth: 0, state: 'done', source: 'seed' })
      .execute();
    await db()
      .insertInto('site_artifacts')
      .values({ audit_id: audit.id, kind: 'robots_txt', url: 'https://example.com/robots.txt', status_code: 404 })
      .execute();
    const run = await db()
      .insertInto('citation_runs')
      .values({ audit_id: audit.id, domain: 'example.com', sources: toJson(['claude' as const]), status: 'running' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('citation_results')
      .values({
        run_id: run.id,
        audit_id: audit.id,
        query: 'what is example.com',
        query_type: 'branded',
        ai_source: 'claude',
        cited: true,
        cited_match_count: 1,
        cited_urls: toJson(['https://example.com/']),
      })
      .execute();

    const kept = await newAudit(db(), `owner-${engine}@example.com`);
    await db().deleteFrom('users').where('email', '=', `owner-${engine}@example.com`).execute();
    const orphan = await db().selectFrom('audits').select('user_id').where('id', '=', kept.id).executeTakeFirstOrThrow();
    expect(orphan.user_id).toBeNull();

    await db().deleteFrom('audits').where('id', '=', audit.id).execute();
    for (const table of ['pages', 'crawl_frontier', 'site_artifacts', 'citation_runs', 'citation_results'] as const) {
      const left = await db().selectFrom(table).select('audit_id').where('audit_id', '=', audit.id).execute();
      expect(left, table).toEqual([]);
    }
  });

  it('rejects a value outside a column vocabulary with a check violation', async () => {
    const audit = await newAudit(db(), `check-${engine}@example.com`);
    const err = await db()
      .updateTable('audits')
      // The spec's synonym "complete" is read leniently elsewhere but never stored.
      .set({ status: 'complete' as 'completed' })
      .where('id', '=', audit.id)
      .execute()
      .then(() => undefined, (e: unknown) => e);
    expect(err).toMatchObject({ code: '23514', constraint: 'audits_status_check' });
  });

  it('gives a unique violation code 23505 and the constraint name', async () => {
    await db().insertInto('users').values({ email: `twice-${engine}@example.com` }).execute();
    const err = await db()
      .insertInto('users')
      .values({ email: `twice-${engine}@example.com` })
      .execute()
      .then(() => undefined, (e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', constraint: 'users_email_key' });
  });
});

describe('int8 parity', () => {
  it('reads bigint, count(*) and identity ids as the same numbers on both engines', async () => {
    const read = async (db: Kysely<Database>) => {
      await db.deleteFrom('auth_events').execute();
      await db.insertInto('auth_events').values([{ type: 'magic_request_sent' }, { type: 'rate_limit_hit' }]).execute();
      const ids = await db.selectFrom('auth_events').select('id').orderBy('id').execute();
      const { rows } = await sql<Record<string, unknown>>`
        select count(*) as n, 42::bigint as small, -7::bigint as negative,
               9007199254740991::bigint as max_safe, 9007199254740993::bigint as beyond_safe
        from auth_events`.execute(db);
      return { idTypes: ids.map((r) => typeof r.id), row: rows[0] };
    };
    const [onPglite, onPostgres] = [await read(dbs.pglite), await read(dbs.postgres)];
    expect(onPostgres).toEqual({
      idTypes: ['number', 'number'],
      row: { n: 2, small: 42, negative: -7, max_safe: 9007199254740991, beyond_safe: 9007199254740993n },
    });
    expect(onPglite).toEqual(onPostgres);
  });
});
