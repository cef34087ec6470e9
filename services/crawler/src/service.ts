import { crawlMapOrigins, type Config } from '@citable/config';
import { EVENTS, QUEUES, type AuditFailed, type AuditProgress, type CrawlJob } from '@citable/contracts';
import type { RunningService, Service, ServiceContext } from '@citable/runtime';
import { hostname } from 'node:os';
import type { CrawlerConfigInput } from './crawl/crawl-config.js';
import { runCrawlJob } from './crawl-job.js';
import { createCrawler } from './crawler.js';
import { markFailed } from './store/crawl-store.js';

/** How the crawl-job queue treats a replica's jobs (see WorkQueueOptions of @citable/bus). */
export interface CrawlQueueOptions {
  /**
   * How long a crawl job whose replica died (no heartbeat) waits before another replica gets it.
   * A live replica's job never waits: the bus heartbeats it every ackWaitMs / 3. Default
   * CRAWL_ACK_WAIT_MS.
   */
  ackWaitMs?: number;
  /** Deliveries before a crawl is given up (the audit then fails with internal_error). Default 4. */
  maxDeliver?: number;
  /** Delay before a crawl that threw is tried again. Default 5 000. */
  retryDelayMs?: number;
}

export interface CrawlerServiceOptions {
  /**
   * Engine settings over those the configuration gives (CRAWL_ALLOW_PRIVATE, CRAWL_CONCURRENCY,
   * CHROMIUM_PATH, CRAWL_NO_PAGES_CUTOFF_MS, CRAWL_MAP_ORIGIN), e.g. a shorter `pageTimeoutMs`
   * for tests.
   */
  crawler?: CrawlerConfigInput;
  queue?: CrawlQueueOptions;
}

/** Queue settings the configuration does not give. */
export const DEFAULT_CRAWL_QUEUE: Required<Omit<CrawlQueueOptions, 'ackWaitMs'>> = { maxDeliver: 4, retryDelayMs: 5_000 };

/** What a crawler replica runs with: the configuration, then `options` over it. */
export function crawlerSettings(config: Config, options: CrawlerServiceOptions = {}): { crawler: CrawlerConfigInput; queue: Required<CrawlQueueOptions> } {
  return {
    crawler: {
      addressPolicy: { allowPrivate: config.CRAWL_ALLOW_PRIVATE },
      perHostConcurrency: config.CRAWL_CONCURRENCY,
      chromiumPath: config.CHROMIUM_PATH,
      noPagesCutoffMs: config.CRAWL_NO_PAGES_CUTOFF_MS,
      mapOrigins: crawlMapOrigins(config),
      ...options.crawler,
    },
    queue: { ...DEFAULT_CRAWL_QUEUE, ackWaitMs: config.CRAWL_ACK_WAIT_MS, ...options.queue },
  };
}

/** The crawler service; `options` tune it (tests, benchmarks) without changing what it does. */
export function createCrawlerService(options: CrawlerServiceOptions = {}): Service {
  return { name: 'crawler', start: (ctx) => startCrawler(ctx, options) };
}

export const crawlerService: Service = createCrawlerService();

async function startCrawler({ db, bus, log, config }: ServiceContext, options: CrawlerServiceOptions): Promise<RunningService> {
  const settings = crawlerSettings(config, options);
  const crawler = createCrawler(settings.crawler);
  const { queue } = settings;
  const owner = `${hostname()}:${process.pid}`;
  const running = new Set<AbortController>();
  let stopping = false;
  const sub = await bus.work<CrawlJob>(
    QUEUES.crawl,
    async (job) => {
      const abort = new AbortController();
      running.add(abort);
      // A job that arrives while this replica shuts down goes straight back.
      if (stopping) abort.abort();
      try {
        await runCrawlJob({ db, bus, log, crawler, owner }, job.data, abort.signal);
      } finally {
        running.delete(abort);
      }
    },
    {
      // One crawl at a time per replica: a crawl already runs several fetches and a browser.
      concurrency: 1,
      ackWaitMs: queue.ackWaitMs,
      maxDeliver: queue.maxDeliver,
      retryDelayMs: queue.retryDelayMs,
      onDeadLetter: async (job, err) => {
        log.error({ err, auditId: job.data.auditId }, 'crawl job gave up');
        if (await markFailed(db, job.data.auditId, 'internal_error', new Date().toISOString())) {
          // Watchers (the web app's progress, citable audit) learn the audit ended.
          await bus.publish<AuditProgress>(EVENTS.auditProgress, { auditId: job.data.auditId, status: 'failed', discovered: 0, crawled: 0, scored: 0 });
          await bus.publish<AuditFailed>(EVENTS.auditFailed, { auditId: job.data.auditId, failReason: 'internal_error' });
        }
      },
    },
  );
  return {
    async stop() {
      // Hand running crawls back to the queue (their frontier is saved) rather than make a
      // shutdown wait minutes; another replica resumes them.
      stopping = true;
      for (const abort of running) abort.abort();
      await sub.stop();
      await crawler.close();
    },
  };
}
