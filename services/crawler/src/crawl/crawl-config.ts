/**
 * The crawler's settings, their defaults (decisions.md: 15 s per page, 5 MB, 5 redirects, the
 * 2-minute cut-off, max_pages never above 500) and one validation that lists every bad value.
 */
import { LIMITS, RENDER_MODES, type OriginMapping, type RenderMode } from '@citable/contracts';
import { type AddressPolicyOptions, createOriginMap } from '@citable/net';
import type { SitemapLimits } from '../discovery/sitemaps.js';
import { DEFAULT_CHROMIUM_PATH } from '../render/browser-host.js';
import type { RenderOptions } from '../render/render-session.js';

/** Process-wide settings (one Crawler per process). */
export interface CrawlerConfig {
  /** SSRF rule exceptions: allowPrivate for tests and local demos, or CIDR ranges. */
  addressPolicy: AddressPolicyOptions;
  perHostConcurrency: number;
  pageTimeoutMs: number;
  maxPageBytes: number;
  maxRedirects: number;
  /** Fail with timeout_no_pages_discovered when no page is stored this long after the start. */
  noPagesCutoffMs: number;
  /** A robots.txt Crawl-delay above this is capped (a 60 s delay would never finish an audit). */
  maxCrawlDelayMs: number;
  /**
   * Every URL the crawl fetches (pages, broken links, redirects, files) is capped at this many
   * times max_pages, so a site linking to endless dead ends or files still ends.
   */
  fetchCapPerPage: number;
  /** Attempts per URL for transient failures (1 = no retry). */
  maxAttempts: number;
  /** In `sample` mode: how many of the first HTML pages are rendered (the root among them). */
  renderSampleSize: number;
  /** Pages of the crawl's AI-bot robots.txt sample. */
  botAccessSampleSize: number;
  chromiumPath: string;
  render: RenderOptions;
  sitemaps: Partial<SitemapLimits>;
  /**
   * Public sites served elsewhere (CRAWL_MAP_ORIGIN): a job on one of them without a mapOrigin of
   * its own is crawled with that mapping, as if it had been given.
   */
  mapOrigins: readonly OriginMapping[];
}

export const DEFAULT_CRAWLER_CONFIG: CrawlerConfig = {
  addressPolicy: {},
  perHostConcurrency: 4,
  pageTimeoutMs: LIMITS.pageTimeoutMs,
  maxPageBytes: LIMITS.pageSizeCapBytes,
  maxRedirects: LIMITS.maxRedirects,
  noPagesCutoffMs: LIMITS.noPagesCutoffMs,
  maxCrawlDelayMs: LIMITS.crawlDelayCapMs,
  fetchCapPerPage: LIMITS.fetchCapPerPage,
  maxAttempts: 2,
  renderSampleSize: 5,
  botAccessSampleSize: 10,
  chromiumPath: DEFAULT_CHROMIUM_PATH,
  render: { pagePoolSize: 2, navigationTimeoutMs: LIMITS.pageTimeoutMs, quietMs: 50, settleCapMs: 3_000, maxBytes: LIMITS.pageSizeCapBytes },
  sitemaps: {},
  mapOrigins: [],
};

export type CrawlerConfigInput = Partial<Omit<CrawlerConfig, 'render'>> & { render?: Partial<RenderOptions> };

function positiveInt(errors: string[], name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) errors.push(`${name} must be a positive integer (got ${value})`);
}

export function resolveCrawlerConfig(input: CrawlerConfigInput = {}): CrawlerConfig {
  const config: CrawlerConfig = {
    ...DEFAULT_CRAWLER_CONFIG,
    ...input,
    render: { ...DEFAULT_CRAWLER_CONFIG.render, ...input.render },
  };
  const errors: string[] = [];
  positiveInt(errors, 'perHostConcurrency', config.perHostConcurrency);
  positiveInt(errors, 'pageTimeoutMs', config.pageTimeoutMs);
  positiveInt(errors, 'maxPageBytes', config.maxPageBytes);
  positiveInt(errors, 'noPagesCutoffMs', config.noPagesCutoffMs);
  positiveInt(errors, 'maxAttempts', config.maxAttempts);
  positiveInt(errors, 'fetchCapPerPage', config.fetchCapPerPage);
  positiveInt(errors, 'render.pagePoolSize', config.render.pagePoolSize);
  positiveInt(errors, 'render.navigationTimeoutMs', config.render.navigationTimeoutMs);
  if (!Number.isInteger(config.maxRedirects) || config.maxRedirects < 0) errors.push(`maxRedirects must be >= 0 (got ${config.maxRedirects})`);
  for (const [i, mapping] of config.mapOrigins.entries()) {
    try {
      createOriginMap(mapping);
    } catch (err) {
      errors.push(`mapOrigins[${i}]: ${(err as Error).message}`);
    }
  }
  if (errors.length > 0) throw new Error(`invalid crawler configuration:\n- ${errors.join('\n- ')}`);
  return config;
}

/** One audit's crawl. */
export interface CrawlJob {
  rootUrl: string;
  /** Spec defaults are 200/50/100 depending on where the audit started; clamped to 1..500. */
  maxPages?: number;
  render?: RenderMode;
  /** Crawl a copy served elsewhere under the public origin its pages name (url/origin-map.ts). */
  mapOrigin?: { from: string; to: string };
}

export function jobMaxPages(job: CrawlJob): number {
  const requested = job.maxPages ?? LIMITS.defaultMaxPages.rerun;
  if (!Number.isFinite(requested)) return LIMITS.defaultMaxPages.rerun;
  return Math.min(LIMITS.maxPagesCap, Math.max(1, Math.floor(requested)));
}

export function jobRenderMode(job: CrawlJob): RenderMode {
  const mode = job.render ?? 'sample';
  if (!RENDER_MODES.includes(mode)) throw new Error(`render mode must be one of ${RENDER_MODES.join(', ')} (got ${String(mode)})`);
  return mode;
}
