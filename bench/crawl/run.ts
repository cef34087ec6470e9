/**
 * make bench-crawl: how fast the crawler reads a site, and what it costs.
 *
 * Generated sites (generateSite from @citable/testing: every page linked and in the sitemap) are
 * served on 127.0.0.1 by a child process (bench/crawl/site.ts), so serving them does not share
 * the crawler's event loop. Each measured crawl runs in a fresh child process
 * (bench/crawl/worker.ts), so its peak RSS is its own:
 *
 *  1. static: the engine (createCrawler + in-memory frontier), render off, 500 pages, BENCH_RUNS
 *     times (median pages/s);
 *  2. memory: the same static crawl of a 100-page site, to compare peak RSS at 100 vs 500 pages;
 *  3. rendered: 500 pages, render "sample" with renderSampleSize 50, for the per-page render time
 *     (renderedMetrics.renderMs: navigation, settling and reading the DOM, without queueing), with
 *     the engine's two pages rendering at once, and again with one;
 *  4. service: 500 pages through the crawler service as deployed (Postgres frontier, page upserts,
 *     scoring jobs and progress on NATS), when DATABASE_URL and NATS_URL are set.
 *
 * Writes bench/results/crawl.json and prints a table. Targets on 2 cores: static >= 100 pages/s,
 * rendered <= 300 ms per page (p95), peak RSS flat in the site's size.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { WorkerResult, WorkerTask } from './worker.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results/crawl.json');
const SITE = path.join(ROOT, 'bench/crawl/site.ts');
const WORKER = path.join(ROOT, 'bench/crawl/worker.ts');

const PAGES = 500;
const SMALL_PAGES = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RENDER_SAMPLE = Number(process.env.BENCH_RENDER_SAMPLE ?? 50);
const TARGET = { static_pages_per_s: 100, rendered_ms_per_page: 300, memory_growth_100_to_500: 1.25 };

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      process.stderr.write(`bench cleanup: ${String(err)}\n`);
    }
  }
}

function node(script: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
}

async function startSites(sizes: number[]): Promise<Record<string, string>> {
  const child = node(SITE, sizes.map(String));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return JSON.parse(line) as Record<string, string>;
  }
  throw new Error('the benchmark site process ended before it printed its URLs');
}

async function runWorker(task: WorkerTask): Promise<WorkerResult> {
  const child = node(WORKER, [], { BENCH_TASK: JSON.stringify(task), LOG_LEVEL: 'warn' });
  child.stdin?.end();
  let last = '';
  for await (const line of createInterface({ input: child.stdout! })) if (line.trim()) last = line;
  const code = await new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
  if (code !== 0) throw new Error(`bench worker (${task.mode}, render ${task.render}, ${task.maxPages} pages) exited with ${code}`);
  const result = JSON.parse(last) as WorkerResult;
  if (result.status !== 'completed' || result.pages !== task.maxPages) {
    throw new Error(`bench crawl did not store ${task.maxPages} pages: ${result.status}, ${result.pages} pages`);
  }
  return result;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const median = (values: number[]) => percentile(values, 50);

async function main(): Promise<void> {
  const sites = await startSites([SMALL_PAGES, PAGES]);
  const big = sites[String(PAGES)]!;
  const small = sites[String(SMALL_PAGES)]!;
  const step = (text: string) => process.stdout.write(`${text}\n`);

  const staticRuns: WorkerResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    step(`static crawl ${i + 1}/${RUNS} of ${PAGES} pages...`);
    staticRuns.push(await runWorker({ mode: 'engine', rootUrl: big, maxPages: PAGES, render: 'off' }));
  }
  step(`static crawl of ${SMALL_PAGES} pages (memory)...`);
  const smallRun = await runWorker({ mode: 'engine', rootUrl: small, maxPages: SMALL_PAGES, render: 'off' });
  step(`crawl of ${PAGES} pages rendering a sample of ${RENDER_SAMPLE}...`);
  const rendered = await runWorker({ mode: 'engine', rootUrl: big, maxPages: PAGES, render: 'sample', renderSampleSize: RENDER_SAMPLE });
  // The same with one page rendering at a time instead of the engine's two: on 2 busy cores the
  // renders compete for CPU, so this shows how much of a render's time is waiting for the other.
  step(`the same, rendering one page at a time...`);
  const renderedOne = await runWorker({ mode: 'engine', rootUrl: big, maxPages: PAGES, render: 'sample', renderSampleSize: RENDER_SAMPLE, renderPoolSize: 1 });
  let service: WorkerResult | null = null;
  if (process.env.DATABASE_URL && process.env.NATS_URL) {
    step(`static crawl of ${PAGES} pages through the crawler service (Postgres frontier, NATS)...`);
    service = await runWorker({ mode: 'service', rootUrl: big, maxPages: PAGES, render: 'off' });
  } else {
    step('DATABASE_URL / NATS_URL not set: the crawl through the service is skipped');
  }

  const staticPerS = median(staticRuns.map((r) => r.pagesPerS));
  const rssSmall = smallRun.peakRssMb;
  const rssBig = median(staticRuns.map((r) => r.peakRssMb));
  const all = [...staticRuns, smallRun, rendered, renderedOne, ...(service ? [service] : [])];
  const report = {
    target: TARGET,
    setup: {
      site: `generateSite(${PAGES}) and generateSite(${SMALL_PAGES}) from @citable/testing, served by a child process on 127.0.0.1`,
      crawler: 'createCrawler defaults (4 fetches per host, 15 s timeout, 5 MB cap), in-memory frontier, one fresh process per crawl',
      static_runs: RUNS,
      render_sample_size: RENDER_SAMPLE,
      cpus: os.cpus().length,
      load_average_at_start: os.loadavg().map((l) => round(l, 2)),
      node: process.version,
      date: new Date().toISOString(),
    },
    static_pages_per_s: round(staticPerS),
    static_pages_per_s_runs: staticRuns.map((r) => round(r.pagesPerS)),
    static_duration_ms: Math.round(median(staticRuns.map((r) => r.durationMs))),
    // CPU the crawler process spent per page: what a page costs, whatever else the machine runs.
    static_cpu_ms_per_page: round(median(staticRuns.map((r) => r.cpuMs / r.pages)), 2),
    load_average_per_run: all.map((r) => round(r.loadAverage, 1)),
    rendered_ms_per_page_p50: Math.round(percentile(rendered.renderMs, 50)),
    rendered_ms_per_page_p95: Math.round(percentile(rendered.renderMs, 95)),
    rendered_ms_per_page_max: Math.round(Math.max(...rendered.renderMs)),
    rendered_pages: rendered.renderMs.length,
    rendered_one_at_a_time_ms_per_page_p50: Math.round(percentile(renderedOne.renderMs, 50)),
    rendered_one_at_a_time_ms_per_page_p95: Math.round(percentile(renderedOne.renderMs, 95)),
    rendered_one_at_a_time_crawl_pages_per_s: round(renderedOne.pagesPerS),
    rendered_crawl_pages_per_s: round(rendered.pagesPerS),
    peak_rss_mb: round(Math.max(...all.map((r) => r.peakRssMb))),
    peak_rss_mb_by_site_pages: { [String(SMALL_PAGES)]: round(rssSmall), [String(PAGES)]: round(rssBig) },
    // Peak minus the process's resident set before the crawl (modules loaded): what crawling added.
    crawl_added_rss_mb_by_site_pages: {
      [String(SMALL_PAGES)]: round(smallRun.peakRssMb - smallRun.rssBeforeMb),
      [String(PAGES)]: round(median(staticRuns.map((r) => r.peakRssMb - r.rssBeforeMb))),
    },
    chromium_peak_rss_mb: round(rendered.childrenPeakRssMb),
    chromium_cpu_ms_per_rendered_page: round(rendered.childrenCpuMs / Math.max(1, rendered.renderMs.length)),
    service: service
      ? {
          static_pages_per_s: round(service.pagesPerS),
          duration_ms: Math.round(service.durationMs),
          peak_rss_mb: round(service.peakRssMb),
          cpu_ms_per_page: round(service.cpuMs / service.pages, 2),
          note: 'enqueue to crawl_completed_at; Postgres frontier, a page upsert, a scoring job and a progress event per page',
        }
      : null,
  };
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, `${JSON.stringify(report, null, 2)}\n`);

  const memoryFlat = rssBig <= rssSmall * TARGET.memory_growth_100_to_500;
  const rows: string[][] = [
    ['measure', 'value', 'target', 'ok'],
    ['static pages/s (engine, median)', String(report.static_pages_per_s), `>= ${TARGET.static_pages_per_s}`, staticPerS >= TARGET.static_pages_per_s ? 'yes' : 'NO'],
    ['static pages/s runs', report.static_pages_per_s_runs.join(', '), '', ''],
    ['static CPU ms/page (crawler process)', String(report.static_cpu_ms_per_page), '', ''],
    ...(service
      ? [
          ['static pages/s (service + Postgres)', String(report.service?.static_pages_per_s), '', ''],
          ['service CPU ms/page (crawler process)', String(report.service?.cpu_ms_per_page), '', ''],
        ]
      : []),
    ['rendered ms/page p50', String(report.rendered_ms_per_page_p50), `<= ${TARGET.rendered_ms_per_page}`, report.rendered_ms_per_page_p50 <= TARGET.rendered_ms_per_page ? 'yes' : 'NO'],
    ['rendered ms/page p95', String(report.rendered_ms_per_page_p95), `<= ${TARGET.rendered_ms_per_page}`, report.rendered_ms_per_page_p95 <= TARGET.rendered_ms_per_page ? 'yes' : 'NO'],
    [`rendered pages (of ${PAGES})`, String(report.rendered_pages), '', ''],
    ['rendered ms/page p50 / p95, one at a time', `${report.rendered_one_at_a_time_ms_per_page_p50} / ${report.rendered_one_at_a_time_ms_per_page_p95}`, '', ''],
    ['pages/s with rendering (two / one at a time)', `${report.rendered_crawl_pages_per_s} / ${report.rendered_one_at_a_time_crawl_pages_per_s}`, '', ''],
    [`peak RSS MB, ${SMALL_PAGES} pages`, String(round(rssSmall)), '', ''],
    [`peak RSS MB, ${PAGES} pages`, String(round(rssBig)), `<= ${TARGET.memory_growth_100_to_500} x ${SMALL_PAGES}-page`, memoryFlat ? 'yes' : 'NO'],
    [`RSS MB added by the crawl, ${SMALL_PAGES} / ${PAGES} pages`, `${report.crawl_added_rss_mb_by_site_pages[String(SMALL_PAGES)]} / ${report.crawl_added_rss_mb_by_site_pages[String(PAGES)]}`, '', ''],
    ['peak RSS MB (any crawl)', String(report.peak_rss_mb), '', ''],
    ['Chromium RSS MB (summed, rendering)', String(report.chromium_peak_rss_mb), '', ''],
    ['Chromium CPU ms per rendered page', String(report.chromium_cpu_ms_per_rendered_page), '', ''],
    ['load average during the runs', report.load_average_per_run.join(' '), '', ''],
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  process.stdout.write(`\nCrawl benchmark, ${os.cpus().length} cores, load average ${report.setup.load_average_at_start.join(' ')}\n`);
  for (const [n, row] of rows.entries()) {
    process.stdout.write(`${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}\n`);
    if (n === 0) process.stdout.write(`${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  }
  process.stdout.write(`\nwritten ${path.relative(ROOT, RESULTS)}\n`);
}

process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
try {
  await main();
} catch (err) {
  process.stderr.write(`bench-crawl failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
