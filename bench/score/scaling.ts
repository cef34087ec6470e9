/**
 * How the scorer scales with cores: the corpus scored by a pool of 1 worker thread and by a pool
 * of 2 (pools warmed first), taking turns pass by pass; every page is queued at once, so each
 * pool's threads stay busy. The ratio of the median wall times is the speed-up of the second core.
 *
 * V8 flags are the process's, so run.ts runs this file in a child process per garbage-collector
 * setting and reads the JSON it prints: V8's default (a worker's collections also run on helper
 * threads, so one worker already keeps ~1.2 cores busy) and --single-threaded-gc (each worker
 * collects on its own thread: one core per worker), which the scorer's container runs with.
 */
import { CRITERIA } from '@citable/criteria';
import { createPageCheckPool, type PageCheckPool } from '../../services/scorer/src/page-checks/index.js';
import { loadCorpus, NOW, round, timeInTurns } from './corpus.js';

async function benchScaling() {
  const { pages } = await loadCorpus();
  const pools = { one: createPageCheckPool(1, { criteria: CRITERIA, llm: null }), two: createPageCheckPool(2, { criteria: CRITERIA, llm: null }) };
  try {
    await Promise.all([pools.one.warm(), pools.two.warm()]);
    const scoreAll = (pool: PageCheckPool) => async () => {
      const runs = await Promise.all(pages.map((page) => pool.run(page, NOW)));
      if (runs.some((r) => r.results.some((c) => c.status === 'error'))) throw new Error('a page check errored on a worker thread');
    };
    const t = await timeInTurns({ one: scoreAll(pools.one), two: scoreAll(pools.two) });
    return {
      single_threaded_gc: process.execArgv.includes('--single-threaded-gc'),
      scaling_2_cores: round(t.one.wall_median_s / t.two.wall_median_s, 2),
      pages_per_s_1_worker: round(pages.length / t.one.wall_median_s, 1),
      pages_per_s_2_workers: round(pages.length / t.two.wall_median_s, 1),
      one_worker_s: t.one,
      two_workers_s: t.two,
    };
  } finally {
    await Promise.all([pools.one.close(), pools.two.close()]);
  }
}

process.stdout.write(`${JSON.stringify(await benchScaling())}\n`);
