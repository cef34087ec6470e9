/**
 * Every page check's result on every page of the real-page corpus, compared with the results
 * recorded in __fixtures__/corpus-results.json: a change of parser or of a shared helper that
 * changes what any check reads on real markup shows here, page by page and check by check.
 * After an intended change, re-record with RECORD_CORPUS=1 and say in the commit what changed and why.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_CRITERIA } from '@citable/criteria';
import { afterAll, describe, expect, it } from 'vitest';
import { crawledPage } from './__tests__/fixture.js';
import { runPageChecks } from './runner.js';

const corpusDir = fileURLToPath(new URL('../../../../../shared/corpus/pages/', import.meta.url));
const fixturePath = fileURLToPath(new URL('./__fixtures__/corpus-results.json', import.meta.url));
const files = existsSync(corpusDir) ? readdirSync(corpusDir).filter((f) => f.endsWith('.html')).sort() : [];
const recording = process.env.RECORD_CORPUS === '1';
const NOW = new Date('2026-07-01T00:00:00Z');

/** What one page reads as: its facts and, per check, the verdict (the catalogue texts left out: they don't depend on the page). */
async function resultsOf(file: string): Promise<unknown> {
  const page = crawledPage(readFileSync(`${corpusDir}${file}`, 'utf8'), { url: `https://corpus.example/${file}` });
  const { facts, results } = await runPageChecks(page, { criteria: PAGE_CRITERIA, now: NOW });
  const checks = Object.fromEntries(
    results.map((r) => [r.id, { status: r.status, score: r.score, details: r.details, evidence: r.evidence, ...(r.error ? { error: r.error } : {}) }]),
  );
  // Through JSON, as results are stored: undefined fields drop out, as they do in the fixture.
  return JSON.parse(JSON.stringify({ facts, checks })) as unknown;
}

describe('page-check results on the corpus equal the recorded ones', () => {
  const recorded: Record<string, unknown> = {};
  const expected = recording || !existsSync(fixturePath) ? {} : (JSON.parse(readFileSync(fixturePath, 'utf8')) as Record<string, unknown>);

  it('has a recorded result for every corpus page', () => {
    expect(files).toHaveLength(65);
    if (!recording) expect(Object.keys(expected).sort()).toEqual(files);
  });

  it.each(files)('%s', async (file) => {
    const actual = await resultsOf(file);
    if (recording) recorded[file] = actual;
    else expect(actual).toEqual(expected[file]);
  });

  afterAll(() => {
    if (recording) writeFileSync(fixturePath, `${JSON.stringify(recorded, null, 1)}\n`);
  });
});
