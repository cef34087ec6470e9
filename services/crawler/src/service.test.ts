import { loadConfig } from '@citable/config';
import { LIMITS } from '@citable/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CRAWLER_CONFIG, resolveCrawlerConfig } from './crawl/crawl-config.js';
import { crawlerSettings } from './service.js';

describe('crawlerSettings', () => {
  it('gives the spec defaults on an empty environment', () => {
    const { crawler, queue } = crawlerSettings(loadConfig({}));
    const resolved = resolveCrawlerConfig(crawler);
    expect(resolved.noPagesCutoffMs).toBe(LIMITS.noPagesCutoffMs);
    expect(resolved.noPagesCutoffMs).toBe(DEFAULT_CRAWLER_CONFIG.noPagesCutoffMs);
    expect(resolved.mapOrigins).toEqual([]);
    expect(resolved.addressPolicy).toEqual({ allowPrivate: false });
    expect(queue).toEqual({ ackWaitMs: 60_000, maxDeliver: 4, retryDelayMs: 5_000 });
  });

  it('takes the cut-off, the ack wait and the origin mappings from the configuration', () => {
    const config = loadConfig({
      CRAWL_NO_PAGES_CUTOFF_MS: '4000',
      CRAWL_ACK_WAIT_MS: '2500',
      CRAWL_MAP_ORIGIN: 'https://acme.test=http://127.0.0.1:4321,https://shop.test=http://127.0.0.1:4322',
      CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_CONCURRENCY: '2',
    });
    const { crawler, queue } = crawlerSettings(config);
    expect(resolveCrawlerConfig(crawler)).toMatchObject({
      noPagesCutoffMs: 4_000,
      perHostConcurrency: 2,
      addressPolicy: { allowPrivate: true },
      mapOrigins: [
        { from: 'https://acme.test', to: 'http://127.0.0.1:4321' },
        { from: 'https://shop.test', to: 'http://127.0.0.1:4322' },
      ],
    });
    expect(queue.ackWaitMs).toBe(2_500);
  });

  it('lets service options win over the configuration', () => {
    const config = loadConfig({ CRAWL_NO_PAGES_CUTOFF_MS: '4000', CRAWL_ACK_WAIT_MS: '2500' });
    const { crawler, queue } = crawlerSettings(config, { crawler: { noPagesCutoffMs: 700 }, queue: { ackWaitMs: 1_500, maxDeliver: 2 } });
    expect(crawler.noPagesCutoffMs).toBe(700);
    expect(queue).toEqual({ ackWaitMs: 1_500, maxDeliver: 2, retryDelayMs: 5_000 });
  });
});
