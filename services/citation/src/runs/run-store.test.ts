/**
 * The run store's SQL on both engines: real Postgres (the test database) and PGlite (the embedded
 * default `make start` runs on), which send array and JSON parameters differently.
 */
import { migrateToLatest, openPglite, toJson, type Database } from '@citable/db';
import { createTestDatabase, type TestDatabase } from '@citable/testing';
import type { Kysely } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRun, progressOf, runInfo, runningRun, storeAnswer, viewAnswers } from './run-store.js';

const engines: Array<[string, () => Promise<{ db: Kysely<Database>; close(): Promise<void> }>]> = [
  [
    'Postgres',
    async () => {
      const t: TestDatabase = await createTestDatabase();
      return { db: t.db, close: () => t.drop() };
    },
  ],
  [
    'PGlite',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'citable-citation-'));
      const handle = await openPglite(dir);
      await migrateToLatest(handle.db);
      return {
        db: handle.db,
        close: async () => {
          await handle.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(engines)('the run store on %s', (_name, open) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let auditId: string;
  beforeAll(async () => {
    ({ db, close } = await open());
    const audit = await db
      .insertInto('audits')
      .values({ project_id: 'p', root_url: 'https://x.test/', domain: 'x.test', max_pages: 5, status: 'completed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    auditId = audit.id;
  }, 60_000);
  afterAll(() => close());

  const prompts = { industry: 'General', vertical: 'general', source: 'rules' as const, classifier: 'unavailable' as const, brand: 'X', brand_terms: ['x.test'] };
  const row = (runId: string, source: 'chatgpt' | 'claude', repeat: number, extra: { error?: string; tokens?: number } = {}) => ({
    run_id: runId,
    audit_id: auditId,
    query: 'q',
    query_type: 'non-branded' as const,
    ai_source: source,
    repeat,
    cited: !extra.error,
    cited_match_count: extra.error ? 0 : 1,
    cited_urls: toJson(['https://x.test/a']),
    first_match_url: extra.error ? null : 'https://x.test/a',
    answer_excerpt: 'answer',
    tokens: extra.tokens ?? (extra.error ? 0 : 10),
    latency_ms: 5,
    error: extra.error ?? null,
    error_kind: extra.error ? ('timeout' as const) : null,
  });

  it('keeps one running run per audit, counts each answer once with its tokens, and reads the view back', async () => {
    const runId = (await insertRun(db, { auditId, domain: 'x.test', sources: ['chatgpt', 'claude'], notConfigured: ['brave'], queries: [{ query: 'q', query_type: 'non-branded' }], repeats: 2, maxTokens: 100, prompts }))!;
    expect(runId).toBeTruthy();
    expect(await insertRun(db, { auditId, domain: 'x.test', sources: ['chatgpt'], notConfigured: [], queries: [], repeats: 1, maxTokens: 1, prompts })).toBeNull();
    expect((await runningRun(db, auditId))?.id).toBe(runId);

    expect((await storeAnswer(db, row(runId, 'chatgpt', 1, { tokens: 30 }))).stored).toBe(true);
    const again = await storeAnswer(db, row(runId, 'chatgpt', 1, { tokens: 30 }));
    expect(again.stored).toBe(false);
    const last = await storeAnswer(db, row(runId, 'claude', 1, { error: 'Timed out (3 attempts)' }));
    expect(progressOf(last.run)).toEqual([
      { source: 'chatgpt', done: 1, errors: 0 },
      { source: 'claude', done: 1, errors: 1 },
    ]);
    expect(runInfo(last.run)).toMatchObject({ total: 4, done: 2, errors: 1, tokens_used: 30, max_tokens: 100 });
    expect(last.run.not_configured).toEqual(['brave']);

    const view = await viewAnswers(db, auditId);
    expect(view.map((a) => [a.ai_source, a.repeat, a.cited, a.error_kind])).toEqual([
      ['chatgpt', 1, true, null],
      ['claude', 1, false, 'timeout'],
    ]);
    expect(view[0]?.cited_urls).toEqual(['https://x.test/a']);
  });
});
