/**
 * Page checks on worker threads. Judging a page is CPU work (parse5 and 23 checks, ~8 ms on a
 * typical page), so one thread scores one page at a time however many jobs wait: a pool of
 * worker threads scores as many pages at once as it has threads. Each worker runs the same
 * runPageChecks on a copy of the page and sends back the same results.
 */
import os from 'node:os';
import type { CrawledPage, ScoringCriterion } from '@citable/contracts';
import { Tinypool } from 'tinypool';
import type { LlmJudge } from './llm/judge.js';
import { runPageChecks, type PageCheckRun } from './runner.js';

/** The LLM settings a worker builds its own judge from (a judge holds an HTTP client: it can't be sent). */
export type LlmSettings = Record<'LLM_PROVIDER' | 'LLM_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL', string | undefined>;

/** What every worker is given once: the criteria it judges by and its LLM. */
export interface PoolWorkerData {
  criteria: readonly ScoringCriterion[];
  llm: LlmSettings | null;
}

/** One page to judge; no page only loads the worker. */
export interface PoolTask {
  page: CrawledPage | null;
  now: Date;
}

export interface PageCheckPool {
  /** Threads that score pages at once. */
  readonly size: number;
  run(page: CrawledPage, now: Date): Promise<PageCheckRun>;
  /** Resolves once every thread has started and loaded the checks. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The pool size SCORE_WORKERS leaves unset: one thread per core but one. The scorer's own thread
 * reads pages from the database and writes results (and in one process runs the crawler and the
 * embedded database too): measured on 2 cores, a `citable audit` of 430 pages took 7 s with one
 * worker and 11 s with two, which only fought that thread for the cores, each costing ~120 MB.
 * One core: no pool, pages are scored in the scorer's thread.
 *
 * Under --single-threaded-gc (the container's command), one thread per core: V8's default
 * collector runs part of each worker's collections on helper threads, so one worker keeps ~1.2
 * cores busy and a second adds little (x1.3-1.7 on 2 cores); collecting on its own thread, each
 * worker is one core, and 2 workers score the corpus ~25% faster than 2 under the default
 * collector (make bench-score: 245 against 196 pages/s on 2 quiet cores).
 */
export function defaultPoolSize(execArgv: readonly string[] = process.execArgv): number {
  const cores = os.availableParallelism();
  return execArgv.includes('--single-threaded-gc') ? cores : Math.max(0, cores - 1);
}

/**
 * The compiled worker, next to this module: in dist/page-checks/, or beside the `citable` bundle,
 * which has a bundle of the worker at its side (services/launcher/scripts/bundle.mjs). Sources
 * run by vitest or tsx use the compiled one too (run `make build` first): a worker thread loads
 * plain JavaScript, and loading the TypeScript sources through a loader in every worker costs
 * more than the work it would take over.
 */
function workerFile(): string {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? '../../dist/page-checks/pool-worker.js' : './pool-worker.js', here).href;
}

/** A pool of `size` worker threads, started when first asked to work. */
export function createPageCheckPool(size: number, data: PoolWorkerData): PageCheckPool {
  const pool = new Tinypool({ filename: workerFile(), minThreads: 0, maxThreads: size, idleTimeout: 60_000, workerData: data });
  return {
    size,
    run: (page, now) => pool.run({ page, now } satisfies PoolTask) as Promise<PageCheckRun>,
    warm: async () => {
      await Promise.all(Array.from({ length: size }, () => pool.run({ page: null, now: new Date(0) } satisfies PoolTask)));
    },
    close: () => pool.destroy(),
  };
}

/** Scores pages: on a pool of worker threads, or in the calling thread. */
export interface PageScorer {
  score(page: CrawledPage, now: Date): Promise<PageCheckRun>;
  /** Pages now go to the worker threads (false before they are up, or without a pool). */
  readonly pooled: boolean;
  close(): Promise<void>;
}

export interface PageScorerOptions {
  /** Worker threads; 0 scores every page in the calling thread. */
  workers: number;
  criteria: readonly ScoringCriterion[];
  /** The calling thread's judge, and the settings each worker builds its own from. */
  llm: LlmJudge | null;
  llmSettings: LlmSettings | null;
  /** Told when the workers could not start; pages are then scored in the calling thread. */
  onPoolError?: (err: unknown) => void;
}

/**
 * A worker takes about half a second to start and load the checks, 50 pages' work. So the pool
 * starts with the second page, and until its workers are up pages are scored in the calling
 * thread: a one-page audit starts no thread and never waits for one, and a long one moves to
 * the pool within its first pages.
 */
export function createPageScorer(opts: PageScorerOptions): PageScorer {
  const { criteria, llm } = opts;
  const inThread = (page: CrawledPage, now: Date) => runPageChecks(page, { criteria, llm, now });
  if (opts.workers <= 0) return { score: inThread, pooled: false, close: async () => {} };
  const pool = createPageCheckPool(opts.workers, { criteria, llm: opts.llmSettings });
  let ready = false;
  let closed = false;
  let asked = 0;
  let warming: Promise<void> | null = null;
  return {
    get pooled() {
      return ready;
    },
    score(page, now) {
      if (ready) return pool.run(page, now);
      if (++asked < 2) return inThread(page, now);
      warming ??= pool.warm().then(
        () => void (ready = true),
        // Closing stops workers still starting: that is no failure to report.
        (err: unknown) => {
          if (!closed) opts.onPoolError?.(err);
        },
      );
      return inThread(page, now);
    },
    async close() {
      closed = true;
      await pool.close();
      await warming;
    },
  };
}
