import { createInProcessBus } from '@citable/bus';
import { loadConfig } from '@citable/config';
import { QUEUES, type CrawlJob } from '@citable/contracts';
import { createTestDatabase, testNamespace, type TestDatabase } from '@citable/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAudit } from './create-audit.js';

let database: TestDatabase;
let userId: string;
const config = loadConfig({ RENDER_MODE: 'sample', CRAWL_ALLOW_PRIVATE: 'false', LOG_LEVEL: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await database.db.insertInto('users').values({ email: 'c@example.com' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await database?.drop();
});

describe('createAudit', () => {
  it('inserts a queued audit and queues its crawl once, with options from the config unless overridden', async () => {
    const bus = createInProcessBus({ namespace: testNamespace('auth') });
    const jobs: Array<{ id: string; data: CrawlJob }> = [];
    const crawler = await bus.work<CrawlJob>(QUEUES.crawl, async (job) => void jobs.push({ id: job.id, data: job.data }));
    try {
      const previous = await createAudit(database.db, bus, config, { userId, draft: { project_id: 'p', root_url: 'site.example' } });
      const id = await createAudit(database.db, bus, config, {
        userId,
        draft: { project_id: '  ', root_url: 'http://site.example', site_description: '  ', max_pages: 10 },
        rerunOf: previous,
        options: { mapOrigin: { from: 'http://site.example', to: 'http://127.0.0.1:9999' } },
      });
      const row = await database.db.selectFrom('audits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: userId,
        project_id: 'default',
        root_url: 'http://site.example/',
        domain: 'site.example',
        site_description: null,
        max_pages: 10,
        status: 'queued',
        rerun_of: previous,
        options: { renderMode: 'sample', allowPrivate: false, mapOrigin: { from: 'http://site.example', to: 'http://127.0.0.1:9999' } },
      });
      await expect.poll(() => jobs.length).toBe(2);
      expect(jobs.find((j) => j.id === `crawl:${id}`)?.data).toEqual({
        auditId: id,
        rootUrl: 'http://site.example/',
        maxPages: 10,
        options: { renderMode: 'sample', allowPrivate: false, mapOrigin: { from: 'http://site.example', to: 'http://127.0.0.1:9999' } },
      });
    } finally {
      await crawler.stop();
      await bus.close();
    }
  });

  it('fails the audit instead of leaving it queued when the crawl job cannot be queued', async () => {
    const bus = createInProcessBus({ namespace: testNamespace('auth') });
    await bus.close();
    await expect(createAudit(database.db, bus, config, { userId, draft: { project_id: 'p', root_url: 'lost.example' } })).rejects.toThrow();
    const row = await database.db.selectFrom('audits').select(['status', 'fail_reason', 'fail_at']).where('domain', '=', 'lost.example').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', fail_reason: 'internal_error', fail_at: expect.any(Date) });
  });

  it('refuses a bad root URL before touching the database', async () => {
    const bus = createInProcessBus({ namespace: testNamespace('auth') });
    try {
      await expect(createAudit(database.db, bus, config, { userId, draft: { project_id: 'p', root_url: 'mailto:x@example.com' } })).rejects.toMatchObject({
        status: 400,
        code: 'invalid_url',
      });
      expect(await database.db.selectFrom('audits').select('id').where('root_url', 'like', 'mailto%').execute()).toHaveLength(0);
    } finally {
      await bus.close();
    }
  });
});
