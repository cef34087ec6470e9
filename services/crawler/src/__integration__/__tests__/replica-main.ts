/**
 * A crawler replica in a process of its own, for the tests that kill one mid-crawl
 * (replicas.test.ts). It runs exactly as services/crawler/src/main.ts does (runServices: the
 * configuration from the environment, graceful stop on SIGTERM), with service options from the
 * CRAWLER_SERVICE_OPTIONS environment variable (JSON of CrawlerServiceOptions, e.g. a short ack
 * wait). Prints "ready" on stdout once it takes jobs.
 *
 *   TSX_TSCONFIG_PATH=tsconfig.test.json node --import tsx services/crawler/src/__integration__/__tests__/replica-main.ts
 *
 * (tsconfig.test.json maps @citable/* to the sources, as vitest does.)
 */
import { runServices } from '@citable/runtime';
import { createCrawlerService, type CrawlerServiceOptions } from '../../service.js';

const options = JSON.parse(process.env.CRAWLER_SERVICE_OPTIONS ?? '{}') as CrawlerServiceOptions;
await runServices([createCrawlerService(options)], () => {
  process.stdout.write('ready\n');
});
