/**
 * A crawler replica in a process of its own, for the tests that kill one mid-crawl
 * (replicas.test.ts). It runs exactly as services/crawler/src/main.ts does (runServices: the
 * configuration from the environment, e.g. a short CRAWL_ACK_WAIT_MS, graceful stop on SIGTERM).
 * Prints "ready" on stdout once it takes jobs.
 *
 *   TSX_TSCONFIG_PATH=tsconfig.test.json node --import tsx services/crawler/src/__integration__/__tests__/replica-main.ts
 *
 * (tsconfig.test.json maps @citable/* to the sources, as vitest does.)
 */
import { runServices } from '@citable/runtime';
import { crawlerService } from '../../service.js';

await runServices([crawlerService], () => {
  process.stdout.write('ready\n');
});
