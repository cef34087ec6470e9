export { crawlerService } from './service.js';
export { createCrawler, type Crawler } from './crawler.js';
export { runCrawlJob } from './crawl-job.js';
export { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from './render/browser-host.js';
