/** Runs a crawl against a fixture site and keeps everything it produced, for the engine tests. */
import type { Crawler } from '../crawler.js';
import type { CrawlJob } from '../crawl/crawl-config.js';
import type { CrawlOutcome, CrawlProgress } from '../crawl/crawl-engine.js';
import { createMemoryFrontier, type MemoryFrontier } from '../crawl/memory-frontier.js';
import type { StoredPage } from '../crawl/page-read.js';

export interface CrawlRun {
  outcome: CrawlOutcome;
  pages: StoredPage[];
  /** Stored pages by path (query included), for readable assertions. */
  byPath: Map<string, StoredPage>;
  frontier: MemoryFrontier;
  progress: CrawlProgress[];
}

export async function runCrawl(crawler: Crawler, job: CrawlJob, frontier: MemoryFrontier = createMemoryFrontier()): Promise<CrawlRun> {
  const pages: StoredPage[] = [];
  const progress: CrawlProgress[] = [];
  const outcome = await crawler.crawl(job, {
    frontier,
    onPage: async (page) => {
      pages.push(page);
    },
    onProgress: (p) => progress.push(p),
    // As the service answers it from the pages table: stored pages whose static links include the URL.
    linkingPages: async (urls) => new Map(urls.map((u) => [u, pages.filter((p) => p.facts?.links.includes(u)).map((p) => p.url)])),
  });
  const byPath = new Map(pages.map((p) => [new URL(p.url).pathname + new URL(p.url).search, p]));
  return { outcome, pages, byPath, frontier, progress };
}

/** The outcome's fail reason, or 'completed'. */
export function resultOf(run: CrawlRun): string {
  return run.outcome.status === 'completed' ? 'completed' : run.outcome.failReason;
}
