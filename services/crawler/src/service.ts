import { QUEUES, type CrawlJob } from '@citable/contracts';
import type { Service } from '@citable/runtime';
import { hostname } from 'node:os';
import { runCrawlJob } from './crawl-job.js';
import { createCrawler } from './crawler.js';
import { markFailed } from './store/crawl-store.js';

export const crawlerService: Service = {
  name: 'crawler',
  async start({ db, bus, log, config }) {
    const crawler = createCrawler({
      addressPolicy: { allowPrivate: config.CRAWL_ALLOW_PRIVATE },
      perHostConcurrency: config.CRAWL_CONCURRENCY,
      chromiumPath: config.CHROMIUM_PATH,
    });
    const owner = `${hostname()}:${process.pid}`;
    const running = new Set<AbortController>();
    const sub = await bus.work<CrawlJob>(
      QUEUES.crawl,
      async (job) => {
        const abort = new AbortController();
        running.add(abort);
        try {
          await runCrawlJob({ db, bus, log, crawler, owner }, job.data, abort.signal);
        } finally {
          running.delete(abort);
        }
      },
      {
        // One crawl at a time per replica: a crawl already runs several fetches and a browser.
        concurrency: 1,
        ackWaitMs: 60_000,
        maxDeliver: 4,
        retryDelayMs: 5_000,
        onDeadLetter: async (job, err) => {
          log.error({ err, auditId: job.data.auditId }, 'crawl job gave up');
          await markFailed(db, job.data.auditId, 'internal_error', new Date().toISOString());
        },
      },
    );
    return {
      async stop() {
        // Hand running crawls back to the queue (their frontier is saved) rather than make a
        // shutdown wait minutes; another replica resumes them.
        for (const abort of running) abort.abort();
        await sub.stop();
        await crawler.close();
      },
    };
  },
};
