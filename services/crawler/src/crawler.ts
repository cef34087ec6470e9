/**
 * The crawler as a process holds it: one connection pool guarded by the address policy and one
 * browser, shared by every crawl this process runs.
 *
 * ```ts
 * const crawler = createCrawler({ addressPolicy: { allowPrivate: false } });
 * const outcome = await crawler.crawl(
 *   { rootUrl: 'https://example.com', maxPages: 100, render: 'sample' },
 *   { frontier, onPage: (page) => pages.upsert(auditId, page), onProgress: (p) => publish(p) },
 * );
 * await crawler.close();
 * ```
 */
import { createGuardedFetcher, type Fetcher } from '@citable/net';
import { createBrowserHost } from './render/browser-host.js';
import { resolveCrawlerConfig, type CrawlJob, type CrawlerConfig, type CrawlerConfigInput } from './crawl/crawl-config.js';
import { crawlSite, type CrawlHooks, type CrawlOutcome } from './crawl/crawl-engine.js';

export interface Crawler {
  readonly config: CrawlerConfig;
  /** The SSRF-guarded fetcher crawls use (for callers that need one more fetch under the same rules). */
  readonly fetcher: Fetcher;
  crawl(job: CrawlJob, hooks: CrawlHooks): Promise<CrawlOutcome>;
  close(): Promise<void>;
}

export function createCrawler(input: CrawlerConfigInput = {}): Crawler {
  const config = resolveCrawlerConfig(input);
  const guarded = createGuardedFetcher({
    addressPolicy: config.addressPolicy,
    // Crawl fetches are held to perHostConcurrency by each crawl's throttle; a rendering page's
    // sub-requests get one more connection each, as a browser would open its own.
    connectionsPerOrigin: config.perHostConcurrency + config.render.pagePoolSize,
    limits: { timeoutMs: config.pageTimeoutMs, maxBytes: config.maxPageBytes, maxRedirects: config.maxRedirects },
  });
  const { fetcher, policy } = guarded;
  const browser = createBrowserHost({ executablePath: config.chromiumPath });
  return {
    config,
    fetcher,
    crawl: (job, hooks) => crawlSite({ config, fetcher, policy, browser }, job, hooks),
    async close() {
      await browser.close();
      await guarded.close();
    },
  };
}
