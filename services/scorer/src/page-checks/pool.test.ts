import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { PAGE_CRITERIA } from '@citable/criteria';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crawledPage, html, metrics } from './__tests__/fixture.js';
import { startProviderServer, type ProviderServer } from '@citable/testing';
import { llmJudgeFromEnv } from './llm/from-env.js';
import { createPageCheckPool, createPageScorer, defaultPoolSize, type PageCheckPool, type PageScorer } from './pool.js';
import { runPageChecks } from './runner.js';

const NOW = new Date('2026-07-01T00:00:00Z');
const corpusDir = fileURLToPath(new URL('../../../../../shared/corpus/pages/', import.meta.url));
// Every fifth corpus page, every other one with a rendered copy: a spread of real markup.
const pages = (existsSync(corpusDir) ? readdirSync(corpusDir).filter((f) => f.endsWith('.html')).sort() : [])
  .filter((_, i) => i % 5 === 0)
  .map((file, i) => {
    const source = readFileSync(`${corpusDir}${file}`, 'utf8');
    return crawledPage(source, { url: `https://corpus.example/${file}`, ...(i % 2 ? { rendered: source, metrics: metrics({ lcpMs: 2100, cls: 0.12 }) } : {}) });
  });

it('the worker the pool starts is built (npx tsc -b)', () => {
  expect(existsSync(fileURLToPath(new URL('../../dist/page-checks/pool-worker.js', import.meta.url)))).toBe(true);
});

describe('a pool of worker threads', () => {
  let pool: PageCheckPool;
  beforeAll(() => {
    pool = createPageCheckPool(2, { criteria: PAGE_CRITERIA, llm: null });
  });
  afterAll(() => pool.close());

  it('scores every page exactly as the calling thread does', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(13);
    const pooled = await Promise.all(pages.map((page) => pool.run(page, NOW)));
    for (const [i, page] of pages.entries()) {
      expect(pooled[i], page.url).toEqual(await runPageChecks(page, { criteria: PAGE_CRITERIA, now: NOW }));
    }
  });
});

describe('the page scorer', () => {
  let scorer: PageScorer | null = null;
  let server: ProviderServer | null = null;
  afterEach(async () => {
    await scorer?.close();
    await server?.close();
    scorer = server = null;
  });

  it('with 0 workers scores in the calling thread', async () => {
    scorer = createPageScorer({ workers: 0, criteria: PAGE_CRITERIA, llm: null, llmSettings: null });
    for (const page of pages.slice(0, 3)) expect(await scorer.score(page, NOW)).toEqual(await runPageChecks(page, { criteria: PAGE_CRITERIA, now: NOW }));
    expect(scorer.pooled).toBe(false);
  });

  it('keeps one core for the scorer\'s own thread by default, and gives each core a worker under --single-threaded-gc', () => {
    expect(defaultPoolSize([])).toBe(Math.max(0, os.availableParallelism() - 1));
    expect(defaultPoolSize(['--single-threaded-gc'])).toBe(os.availableParallelism());
  });

  it('starts the pool with the second page, scores here until its workers are up, then on them, the same way; the LLM check included', async () => {
    const rubric = { main_question: 'How do I size a widget?', passage: 'Pick a widget rated for twice the load.', answers: 36, concise: 28, self_contained: 18, specific: 8, reasoning: 'Direct.' };
    server = await startProviderServer(() => ({ answer: { text: JSON.stringify(rubric) } }));
    const llmSettings = { LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-test', LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'test-model' };
    const llm = llmJudgeFromEnv(llmSettings);
    scorer = createPageScorer({ workers: 2, criteria: PAGE_CRITERIA, llm, llmSettings });
    const page = crawledPage(html('<title>Widgets</title>', `<h1>Widget sizing</h1><p>${rubric.passage}</p>`));
    const inThread = await runPageChecks(page, { criteria: PAGE_CRITERIA, llm, now: NOW });
    expect(inThread.results.find((r) => r.id === 'A7_llm_answerability')).toMatchObject({ status: 'ok', score: 90 });

    // The first page starts no thread; the second starts the pool and is scored here meanwhile.
    expect(await scorer.score(page, NOW)).toEqual(inThread);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scorer.pooled).toBe(false);
    expect(await scorer.score(page, NOW)).toEqual(inThread);
    await expect.poll(() => scorer?.pooled, { timeout: 30_000 }).toBe(true);
    const asked = server.requests.length;
    expect(await scorer.score(page, NOW)).toEqual(inThread);
    // The worker asked the LLM itself, through its own judge.
    expect(server.requests).toHaveLength(asked + 1);
  });
});
