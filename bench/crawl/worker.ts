/**
 * One measured crawl in a fresh process (so its peak RSS is this crawl's alone), run by
 * bench/crawl/run.ts. Takes a WorkerTask as JSON in BENCH_TASK, prints a WorkerResult as JSON on
 * the last line of stdout.
 *
 * - mode "engine": createCrawler + the in-memory frontier, the engine alone.
 * - mode "service": the crawler service as deployed (startServices: Postgres frontier, pages
 *   upserted, one scoring job per page on NATS, progress events), fed one crawl job on the bus;
 *   timed from the enqueue to the audit's crawl_completed_at. Needs DATABASE_URL and NATS_URL.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { connectNatsBus, deleteNatsNamespace } from '@citable/bus';
import { loadConfig } from '@citable/config';
import { QUEUES, type CrawlJob } from '@citable/contracts';
import { openPostgres, toJson } from '@citable/db';
import { createLogger } from '@citable/log';
import { startServices } from '@citable/runtime';
import { sql } from 'kysely';
import { createMemoryFrontier } from '../../services/crawler/src/crawl/memory-frontier.js';
import { createCrawler } from '../../services/crawler/src/crawler.js';
import { createCrawlerService } from '../../services/crawler/src/service.js';

export interface WorkerTask {
  mode: 'engine' | 'service';
  rootUrl: string;
  maxPages: number;
  render: 'off' | 'sample';
  renderSampleSize?: number;
  /** Pages rendered at once (the engine's render.pagePoolSize); default the engine's. */
  renderPoolSize?: number;
}

/** What a crawl reports; the process measurements are added around it. */
interface CrawlMeasure {
  status: string;
  pages: number;
  durationMs: number;
  pagesPerS: number;
  renderMs: number[];
  /** CPU time (user + system) this Node process spent from the start to the end of the crawl. */
  cpuMs: number;
}

const cpuMsSince = (before: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1000;
};

export interface WorkerResult {
  status: string;
  pages: number;
  durationMs: number;
  pagesPerS: number;
  /** renderedMetrics.renderMs of every rendered page. */
  renderMs: number[];
  /** Peak resident set of this Node process. */
  peakRssMb: number;
  /** Resident set just before the crawl (modules loaded, nothing crawled): peak minus this is what the crawl added. */
  rssBeforeMb: number;
  /** Peak of the summed resident sets of this process's descendants (Chromium), sampled every 100 ms. */
  childrenPeakRssMb: number;
  /** CPU time (user + system) this Node process spent on the crawl: a measure the machine's load inflates far less than wall time. */
  cpuMs: number;
  /** CPU time of the descendants (Chromium) during the crawl, as last sampled. */
  childrenCpuMs: number;
  /** Load average (1 min) of the machine when the crawl ended. */
  loadAverage: number;
}

const task = JSON.parse(process.env.BENCH_TASK ?? 'null') as WorkerTask | null;
if (!task) throw new Error('BENCH_TASK (JSON) is required');

const CLOCK_TICKS_PER_S = 100;

/** Linux: resident set (KB) and CPU time (ms) of every descendant of this process, from /proc. */
function descendants(): Array<{ pid: number; rssKb: number; cpuMs: number }> {
  try {
    const stats = new Map<number, string[]>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // pid (comm) state ppid ... utime stime ...; comm may hold spaces, so split after the last ')'.
        stats.set(Number(entry), stat.slice(stat.lastIndexOf(')') + 2).split(' '));
      } catch {
        // the process ended meanwhile
      }
    }
    const mine = new Set<number>([process.pid]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, f] of stats) if (!mine.has(pid) && mine.has(Number(f[1]))) (mine.add(pid), (grew = true));
    }
    mine.delete(process.pid);
    return [...mine].map((pid) => {
      const f = stats.get(pid) ?? [];
      let rssKb = 0;
      try {
        rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // gone
      }
      // Fields after ')': state(0) ppid(1) ... utime(11) stime(12).
      return { pid, rssKb, cpuMs: ((Number(f[11] ?? 0) + Number(f[12] ?? 0)) * 1000) / CLOCK_TICKS_PER_S };
    });
  } catch {
    return [];
  }
}

let childrenPeakKb = 0;
const childCpuMs = new Map<number, number>();
const sample = () => {
  const now = descendants();
  childrenPeakKb = Math.max(childrenPeakKb, now.reduce((sum, d) => sum + d.rssKb, 0));
  for (const d of now) childCpuMs.set(d.pid, Math.max(childCpuMs.get(d.pid) ?? 0, d.cpuMs));
};
// Only a rendering crawl has children (Chromium); scanning /proc costs CPU the static crawl should keep.
const sampler = task.render === 'off' ? undefined : setInterval(sample, 100);

async function runEngine(t: WorkerTask): Promise<CrawlMeasure> {
  const crawler = createCrawler({
    addressPolicy: { allowPrivate: true },
    ...(t.renderSampleSize ? { renderSampleSize: t.renderSampleSize } : {}),
    ...(t.renderPoolSize ? { render: { pagePoolSize: t.renderPoolSize } } : {}),
  });
  const renderMs: number[] = [];
  let pages = 0;
  try {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const outcome = await crawler.crawl(
      { rootUrl: t.rootUrl, maxPages: t.maxPages, render: t.render },
      {
        frontier: createMemoryFrontier(),
        // Pages are counted and dropped, as the service hands them to the database.
        onPage: async (page) => {
          pages++;
          if (page.renderedMetrics) renderMs.push(page.renderedMetrics.renderMs);
        },
      },
    );
    const durationMs = performance.now() - started;
    const cpuMs = cpuMsSince(cpuBefore);
    return { status: outcome.status === 'completed' ? 'completed' : outcome.failReason, pages, durationMs, pagesPerS: pages / (durationMs / 1000), renderMs, cpuMs };
  } finally {
    await crawler.close();
  }
}

async function runService(t: WorkerTask): Promise<CrawlMeasure> {
  const serverUrl = process.env.DATABASE_URL;
  const natsUrl = process.env.NATS_URL;
  if (!serverUrl || !natsUrl) throw new Error('mode "service" needs DATABASE_URL and NATS_URL');
  const dbName = `citable_bench_crawl_${randomBytes(4).toString('hex')}`;
  const namespace = `bench-crawl-${randomBytes(4).toString('hex')}`;
  const server = await openPostgres(serverUrl, { poolSize: 1 });
  await sql.raw(`create database ${dbName}`).execute(server.db);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const log = createLogger({ level: 'warn' });
  try {
    // startServices migrates the new database, as a fresh deployment's first start does.
    const config = loadConfig({ DATABASE_URL: dbUrl.href, NATS_URL: natsUrl, BUS_NAMESPACE: namespace, CRAWL_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'warn' });
    const proc = await startServices([createCrawlerService()], { config, log });
    const db = proc.infrastructure.database.db;
    const bus = await connectNatsBus({ url: natsUrl, namespace, name: 'bench-crawl', logger: log });
    try {
      const options = { renderMode: t.render, allowPrivate: true, mapOrigin: null };
      const audit = await db
        .insertInto('audits')
        .values({ project_id: 'bench', root_url: t.rootUrl, domain: 'bench', max_pages: t.maxPages, status: 'queued', options: toJson(options) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const cpuBefore = process.cpuUsage();
      const started = Date.now();
      await bus.enqueue<CrawlJob>(QUEUES.crawl, { auditId: audit.id, rootUrl: t.rootUrl, maxPages: t.maxPages, options }, { id: `crawl:${audit.id}` });
      for (;;) {
        const row = await db.selectFrom('audits').select(['status', 'fail_reason', 'crawl_completed_at']).where('id', '=', audit.id).executeTakeFirstOrThrow();
        if (row.status === 'failed') throw new Error(`bench crawl failed: ${row.fail_reason}`);
        if (row.crawl_completed_at) {
          const cpuMs = cpuMsSince(cpuBefore);
          const durationMs = (row.crawl_completed_at as Date).getTime() - started;
          const pages = await db.selectFrom('pages').select(['rendered_metrics']).where('audit_id', '=', audit.id).execute();
          const renderMs = pages.flatMap((p) => (p.rendered_metrics ? [p.rendered_metrics.renderMs] : []));
          return { status: 'completed', pages: pages.length, durationMs, pagesPerS: pages.length / (durationMs / 1000), renderMs, cpuMs };
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await bus.close();
      await proc.stop();
      await deleteNatsNamespace({ url: natsUrl, namespace });
    }
  } finally {
    await sql.raw(`drop database if exists ${dbName} with (force)`).execute(server.db);
    await server.close();
  }
}

try {
  const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
  const result = task.mode === 'engine' ? await runEngine(task) : await runService(task);
  if (sampler) clearInterval(sampler);
  const out: WorkerResult = {
    ...result,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    rssBeforeMb,
    childrenPeakRssMb: childrenPeakKb / 1024,
    childrenCpuMs: [...childCpuMs.values()].reduce((a, b) => a + b, 0),
    loadAverage: os.loadavg()[0] ?? 0,
  };
  process.stdout.write(`\n${JSON.stringify(out)}\n`);
  process.exit(0);
} catch (err) {
  process.stderr.write(`bench worker failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
}
