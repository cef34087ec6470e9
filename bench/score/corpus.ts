/**
 * What the score benchmarks share: the corpus pages as crawled pages, and timing passes that take
 * turns so that each meets the same machine.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CrawledPage } from '@citable/contracts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CORPUS = process.env.BENCH_CORPUS ?? path.resolve(ROOT, '../shared/corpus/pages');
export const PASSES = Number(process.env.BENCH_PASSES ?? 5);
/** The audit clock of freshness checks, fixed so every pass does the same work. */
export const NOW = new Date('2026-07-01T00:00:00Z');

export interface Timing {
  /** Wall seconds per pass, in the order run. */
  wall_s: number[];
  /** CPU seconds (user + system) of this process per pass. */
  cpu_s: number[];
  wall_median_s: number;
  cpu_median_s: number;
  cpu_best_s: number;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
export const round = (n: number, digits = 3) => Number(n.toFixed(digits));

/**
 * Times `runs` pass by pass, taking turns (a, b, a, b, ...) so that both meet the same machine:
 * on a shared box the load changes from second to second. One untimed warm-up pass each first.
 */
export async function timeInTurns<K extends string>(runs: Record<K, () => Promise<void>>): Promise<Record<K, Timing>> {
  const names = Object.keys(runs) as K[];
  for (const name of names) await runs[name]();
  const wall = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>;
  const cpu = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < PASSES; i++) {
    for (const name of names) {
      const c0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      await runs[name]();
      wall[name].push(Number(process.hrtime.bigint() - t0) / 1e9);
      const c = process.cpuUsage(c0);
      cpu[name].push((c.user + c.system) / 1e6);
    }
  }
  return Object.fromEntries(
    names.map((n) => [
      n,
      {
        wall_s: wall[n].map((x) => round(x, 4)),
        cpu_s: cpu[n].map((x) => round(x, 4)),
        wall_median_s: round(median(wall[n]), 4),
        cpu_median_s: round(median(cpu[n]), 4),
        cpu_best_s: round(Math.min(...cpu[n]), 4),
      },
    ]),
  ) as Record<K, Timing>;
}

function crawled(file: string, html: string): CrawledPage {
  return {
    url: `https://corpus.example/${file}`,
    statusCode: 200,
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    redirectChain: [],
    fetchMs: 120,
    depth: 1,
    htmlStatic: html,
    htmlRendered: null,
    renderedMetrics: null,
  };
}

/** The corpus pages as crawled pages, in name order. */
export async function loadCorpus(): Promise<{ files: string[]; pages: CrawledPage[] }> {
  const files = (await readdir(CORPUS)).filter((f) => f.endsWith('.html')).sort();
  if (files.length === 0) throw new Error(`no .html pages in ${CORPUS}`);
  return { files, pages: await Promise.all(files.map(async (f) => crawled(f, await readFile(path.join(CORPUS, f), 'utf8')))) };
}
