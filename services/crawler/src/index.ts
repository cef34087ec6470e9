export { crawlerService } from './service.js';
export { createCrawler, type Crawler } from './crawler.js';
export { runCrawlJob } from './crawl-job.js';
