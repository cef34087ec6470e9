import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHECK_STATUSES } from '@citable/contracts';
import { PAGE_CRITERIA } from '@citable/criteria';
import { describe, expect, it } from 'vitest';
import { crawledPage, metrics } from './__tests__/fixture.js';
import { runPageChecks } from './runner.js';

// The shared corpus sits beside the repository: /work/shared/corpus/pages for /work/main.
const corpusDir = fileURLToPath(new URL('../../../../../shared/corpus/pages/', import.meta.url));
const files = existsSync(corpusDir) ? readdirSync(corpusDir).filter((f) => f.endsWith('.html')).sort() : [];

describe('every page check on the real-page corpus', () => {
  it('finds the 65 corpus pages', () => {
    expect(existsSync(corpusDir), `corpus folder missing: ${corpusDir}`).toBe(true);
    expect(files).toHaveLength(65);
  });

  // Every other page also gets a rendered copy and metrics, so the rendering rule runs too.
  it.each(files.map((file, i) => [file, i % 2 === 1] as const))('%s (rendered: %s)', async (file, rendered) => {
    const source = readFileSync(`${corpusDir}${file}`, 'utf8');
    const page = crawledPage(source, {
      url: `https://corpus.example/${file}`,
      ...(rendered ? { rendered: source, metrics: metrics({ lcpMs: 2100, cls: 0.12 }) } : {}),
    });
    const { results } = await runPageChecks(page, { criteria: PAGE_CRITERIA, now: new Date('2026-07-01T00:00:00Z') });
    expect(results).toHaveLength(PAGE_CRITERIA.length);
    for (const r of results) {
      expect(r.error, `${r.id}: ${r.error}`).toBeUndefined();
      expect(CHECK_STATUSES).toContain(r.status);
      expect(r.status).not.toBe('error');
      expect(Number.isInteger(r.score) && r.score >= 0 && r.score <= 100, `${r.id} score ${r.score}`).toBe(true);
      expect(r.evidence.length, `${r.id} has evidence`).toBeGreaterThan(0);
    }
  });
});
