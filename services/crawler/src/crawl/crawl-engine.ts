/**
 * One audit's crawl, from the root URL to stored pages and site artifacts.
 *
 *  1. Precheck: URL, DNS, address policy, robots.txt, then the home page (fetched once and
 *     classified: an error page, a parked domain, a login wall or an empty app shell end the audit
 *     with the spec's fail reason).
 *  2. Discovery: sitemaps and llms.txt seed the frontier next to the root.
 *  3. Breadth-first crawl over the site (host + www twin) with bounded workers, obeying
 *     robots.txt for CitableBot, following redirects and canonicals without double counting,
 *     rendering the pages the render plan picks, until max_pages or nothing is left.
 *  4. What AI crawlers may see: robots.txt per AI token plus a live fetch as each of them.
 *
 * The frontier is a FrontierStore (crash-safe when it is the database): a crawl started on a
 * frontier that already has rows resumes it, refetching only what was in flight.
 */
import type { FailReason, RenderMode, SiteArtifacts, TextArtifact } from '@citable/contracts';
import { CITABLE_BOT } from '../bot-identity.js';
import { fetchLlmsTxt, llmsTxtLinks } from '../discovery/llms-txt.js';
import { discoverSitemaps } from '../discovery/sitemaps.js';
import type { AddressPolicy } from '../net/address-policy.js';
import { decodeText } from '../net/decode-text.js';
import { isRetryable, isRetryableStatus } from '../net/fetch-errors.js';
import type { FetchOptions, FetchResult, Fetcher } from '../net/fetcher.js';
import { createHostThrottle } from '../net/host-throttle.js';
import { classifyRoot, type RootVerdict } from '../precheck/classify-root.js';
import { checkHost, checkRootUrl, precheckReasonFor, type PrecheckFailure } from '../precheck/precheck.js';
import type { BrowserHost } from '../render/browser-host.js';
import { shouldRender } from '../render/render-plan.js';
import { openRenderSession, type RenderResult, type RenderSession } from '../render/render-session.js';
import { staticTextShare } from '../render/text-share.js';
import { gatherAiBotAccess } from '../robots/bot-access.js';
import { createRobotsBook } from '../robots/robots-book.js';
import type { RobotsRules } from '../robots/robots-rules.js';
import { normalizeUrl, siteOf, type Site } from '../url/normalize.js';
import { createOriginMap, mappingFor, type OriginMap } from '../url/origin-map.js';
import { jobMaxPages, jobRenderMode, type CrawlJob, type CrawlerConfig } from './crawl-config.js';
import type { FrontierEntry, FrontierStore } from './frontier.js';
import { runWorkPool } from './work-pool.js';
import { linksOf, readPage, type StoredPage } from './page-read.js';

export interface CrawlProgress {
  /** URLs known to the frontier. */
  discovered: number;
  /** Pages stored. */
  fetched: number;
}

export interface CrawlHooks {
  frontier: FrontierStore;
  /** Stores one page (upsert by audit and URL: a resumed crawl may deliver a page again). */
  onPage(page: StoredPage): Promise<void>;
  onProgress?(progress: CrawlProgress): void;
  /** Aborting stops the crawl and rejects with CrawlAbortedError (the job should be retried, not failed). */
  signal?: AbortSignal;
}

export interface CrawlStats {
  pagesStored: number;
  /** Stored HTML pages answered with 2xx: what the scorer can judge. */
  crawlablePages: number;
  renderedPages: number;
  durationMs: number;
}

export type CrawlOutcome =
  | { status: 'completed'; artifacts: SiteArtifacts; stats: CrawlStats }
  | { status: 'failed'; failReason: FailReason; detail: string; failAt: string; artifacts: SiteArtifacts | null; stats: CrawlStats };

export class CrawlAbortedError extends Error {
  constructor() {
    super('the crawl was cancelled before it finished');
    this.name = 'CrawlAbortedError';
  }
}

/** What the engine needs from the process: shared connections, the browser, the rules. */
export interface CrawlDeps {
  config: CrawlerConfig;
  fetcher: Fetcher;
  policy: AddressPolicy;
  browser: BrowserHost;
}

/** Quiet window of the second, patient render of a home page that looked like an empty app. */
const PATIENT_QUIET_MS = 1_000;

class CrawlFailure extends Error {
  constructor(
    readonly reason: FailReason,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

function verdictFailure(verdict: Exclude<RootVerdict, { kind: 'content' } | { kind: 'app_shell' }>): CrawlFailure {
  return new CrawlFailure(verdict.kind === 'domain_error' ? 'domain_error_or_empty_page' : 'non_content_platform', verdict.reason);
}

export async function crawlSite(deps: CrawlDeps, job: CrawlJob, hooks: CrawlHooks): Promise<CrawlOutcome> {
  // An 'abort' listener never fires for a signal aborted already.
  if (hooks.signal?.aborted) throw new CrawlAbortedError();
  const { config } = deps;
  const startedAt = Date.now();
  const maxPages = jobMaxPages(job);
  const renderMode: RenderMode = jobRenderMode(job);
  // The job's own mapping wins over the process's (CRAWL_MAP_ORIGIN).
  const originMap: OriginMap = createOriginMap(job.mapOrigin ?? mappingFor(config.mapOrigins, job.rootUrl));
  const throttle = createHostThrottle(config.perHostConcurrency);
  const stop = new AbortController();
  const onExternalAbort = () => stop.abort();
  hooks.signal?.addEventListener('abort', onExternalAbort, { once: true });

  const stats: CrawlStats = { pagesStored: 0, crawlablePages: 0, renderedPages: 0, durationMs: 0 };
  const artifacts: SiteArtifacts = { rootUrl: job.rootUrl, robotsTxt: null, llmsTxt: null, sitemaps: [], aiBotAccess: null };
  const samplePages: string[] = [];
  let discovered = 0;
  let htmlPagesSeen = 0;
  let timedOut = false;
  let renderSession: RenderSession | null = null;

  const report = () => hooks.onProgress?.({ discovered, fetched: stats.pagesStored });

  /** Every request of this crawl: throttled per host, origin-mapped, cancelled with the crawl. */
  const fetchVia = (url: string, options: FetchOptions = {}): Promise<FetchResult> => {
    const host = new URL(originMap.toFetchUrl(url)).host;
    return throttle.run(host, () => deps.fetcher.fetch(url, { ...options, originMap, signal: stop.signal }));
  };

  const robotsBook = createRobotsBook(fetchVia);
  const delaySet = new Set<string>();
  async function robotsFor(url: string): Promise<RobotsRules> {
    const rules = await robotsBook.rulesFor(url);
    const host = new URL(originMap.toFetchUrl(url)).host;
    if (!delaySet.has(host)) {
      delaySet.add(host);
      const delay = rules.crawlDelayMs(CITABLE_BOT.token);
      if (delay !== null) throttle.setDelay(host, Math.min(delay, config.maxCrawlDelayMs));
    }
    return rules;
  }
  const allowedForUs = async (url: string) => (await robotsFor(url)).isAllowed(url, CITABLE_BOT.token);

  async function render(url: string, overrides?: { quietMs?: number }): Promise<RenderResult> {
    renderSession ??= openRenderSession(deps.browser, deps.fetcher, originMap, { ...config.render, maxBytes: config.maxPageBytes });
    const result = await renderSession.render(url, overrides);
    if (result.html !== null) stats.renderedPages++;
    return result;
  }

  const cutoff = setTimeout(() => {
    if (stats.pagesStored === 0) {
      timedOut = true;
      stop.abort();
    }
  }, config.noPagesCutoffMs);

  const prefetched = new Map<string, { result: FetchResult; rendered: RenderResult | null }>();

  try {
    // ---- 1. Precheck -------------------------------------------------------------------
    const rootCheck = checkRootUrl(job.rootUrl);
    if (!rootCheck.ok) throw new CrawlFailure(rootCheck.reason, rootCheck.detail);
    const rootUrl = normalizeUrl(originMap.toPublicUrl(rootCheck.url)) ?? rootCheck.url;
    artifacts.rootUrl = rootUrl;
    const hostFailure: PrecheckFailure | null = await checkHost(deps.policy, originMap.toFetchUrl(rootUrl));
    if (hostFailure) throw new CrawlFailure(hostFailure.reason, hostFailure.detail);

    const rootRobots = await robotsFor(rootUrl);
    artifacts.robotsTxt = rootRobots.artifact;
    // robots.txt is the first request: a site that cannot answer it at all cannot be crawled.
    if (rootRobots.failure && rootRobots.artifact.statusCode === null) {
      throw new CrawlFailure(precheckReasonFor(rootRobots.failure.code), rootRobots.failure.message);
    }

    let rootResult: FetchResult | null = null;
    let scope = siteOf(rootUrl);
    if (rootRobots.isAllowed(rootUrl, CITABLE_BOT.token)) {
      rootResult = await fetchVia(rootUrl);
      if (rootResult.error) throw new CrawlFailure(precheckReasonFor(rootResult.error.code), rootResult.error.message);
      const finalUrl = normalizeUrl(rootResult.finalUrl) ?? rootUrl;
      // A home page that moved to another domain: audit the domain it moved to.
      if (!scope.contains(finalUrl)) scope = siteOf(finalUrl);
      const rendered = await checkRootContent(rootResult, finalUrl);
      prefetched.set(rootUrl, { result: rootResult, rendered });
    }
    const crawlSiteScope: Site = scope;

    // ---- 2. Discovery ------------------------------------------------------------------
    const resumed = (await hooks.frontier.counts()).total > 0;
    if (resumed) {
      await hooks.frontier.requeueInFlight();
      const counts = await hooks.frontier.counts();
      discovered = counts.total;
      stats.pagesStored = counts.done;
    }
    discovered += await hooks.frontier.add([rootUrl], 0, 'seed');
    const [sitemaps, llmsTxt] = await Promise.all([
      discoverSitemaps({
        rootUrl,
        site: crawlSiteScope,
        robotsSitemaps: rootRobots.sitemaps,
        fetch: fetchVia,
        allowed: allowedForUs,
        toPublicUrl: originMap.toPublicUrl,
        limits: config.sitemaps,
      }),
      fetchLlmsTxt(rootUrl, fetchVia, allowedForUs),
    ]);
    artifacts.sitemaps = sitemaps.artifacts;
    artifacts.llmsTxt = llmsTxt;
    discovered += await hooks.frontier.add(sitemaps.pageUrls, 1, 'sitemap');
    discovered += await hooks.frontier.add(llmsLinksOnSite(llmsTxt, crawlSiteScope), 1, 'llms_txt');
    report();

    // ---- 3. Breadth-first crawl --------------------------------------------------------
    await runWorkPool({
      concurrency: config.perHostConcurrency,
      claim: async () => (await hooks.frontier.claim(1))[0],
      hasRoom: (inflight) => stats.pagesStored + inflight < maxPages,
      stopped: () => stop.signal.aborted,
      process: (entry) => processEntry(entry, crawlSiteScope),
    });
    if (stop.signal.aborted) throw new CrawlAbortedError();
    if (stats.crawlablePages === 0 && !(resumed && stats.pagesStored > 0)) {
      throw new CrawlFailure('no_crawlable_pages_found', describeEmptyCrawl(await hooks.frontier.counts()));
    }

    // ---- 4. What AI crawlers see -------------------------------------------------------
    artifacts.aiBotAccess = await gatherAiBotAccess({
      rootUrl,
      robots: rootRobots,
      samplePageUrls: samplePages.filter((u) => new URL(u).origin === new URL(rootUrl).origin),
      baseline: rootResult,
      fetchAs: (url, userAgent) => fetchVia(url, { userAgent, limits: { maxBytes: 512 * 1024 } }),
    });
    // Cancelled while checking the AI crawlers: their fetches failed for our reasons, not the site's.
    if (stop.signal.aborted) throw new CrawlAbortedError();
    stats.durationMs = Date.now() - startedAt;
    return { status: 'completed', artifacts, stats };
  } catch (err) {
    stats.durationMs = Date.now() - startedAt;
    // Whatever the stopped crawl ran into afterwards, the cut-off is why it stopped.
    if (timedOut) return failed('timeout_no_pages_discovered', `no page stored within ${Math.round(config.noPagesCutoffMs / 1000)} s`);
    if (hooks.signal?.aborted) throw new CrawlAbortedError();
    if (err instanceof CrawlFailure) return failed(err.reason, err.detail);
    throw err;
  } finally {
    clearTimeout(cutoff);
    hooks.signal?.removeEventListener('abort', onExternalAbort);
    const session = renderSession as RenderSession | null;
    if (session) await session.close();
  }

  function failed(reason: FailReason, detail: string): CrawlOutcome {
    return { status: 'failed', failReason: reason, detail, failAt: new Date().toISOString(), artifacts, stats };
  }

  /**
   * Ends the audit when the home page is not content. An app shell gets one more chance when
   * rendering is on: its rendered page is classified instead. Returns the render, if one was made.
   */
  async function checkRootContent(result: FetchResult, finalUrl: string): Promise<RenderResult | null> {
    const snapshot = {
      status: result.status ?? 0,
      finalUrl,
      redirected: result.redirectChain.length > 0,
      contentType: result.headers['content-type'] ?? null,
      html: result.body ? decodeText(result.body, result.headers['content-type'] ?? null, true) : null,
    };
    const verdict = classifyRoot(snapshot);
    if (verdict.kind === 'content') return null;
    if (verdict.kind !== 'app_shell') throw verdictFailure(verdict);
    if (renderMode === 'off') throw new CrawlFailure('non_content_platform', `${verdict.reason}; rendering is off, so its content cannot be seen`);
    let rendered = await render(finalUrl);
    let again = rendered.html === null ? verdict : classifyRoot({ ...snapshot, html: rendered.html });
    // Failing the audit is costly: before calling the site an empty app, look once more, waiting
    // longer for late scripts (a busy machine delays timers past the usual quiet window).
    if (again.kind === 'app_shell') {
      rendered = await render(finalUrl, { quietMs: PATIENT_QUIET_MS });
      again = rendered.html === null ? verdict : classifyRoot({ ...snapshot, html: rendered.html });
    }
    if (rendered.html === null) throw new CrawlFailure('non_content_platform', `${verdict.reason}; rendering failed: ${rendered.error}`);
    if (again.kind === 'content') return rendered;
    if (again.kind === 'app_shell') throw new CrawlFailure('non_content_platform', `${verdict.reason}, and no content after rendering`);
    throw verdictFailure(again);
  }

  async function processEntry(entry: FrontierEntry, scope: Site): Promise<void> {
    const { frontier } = hooks;
    if (!(await allowedForUs(entry.url))) return frontier.complete(entry.url, 'skipped', 'disallowed by robots.txt for CitableBot');
    const pre = prefetched.get(entry.url);
    prefetched.delete(entry.url);
    const result = pre?.result ?? (await fetchVia(entry.url, { bodyFor: (type) => type === null || /html/i.test(type) }));
    if (stop.signal.aborted) return frontier.release(entry.url, 'crawl stopped');
    if (result.error && result.status === null) {
      if (isRetryable(result.error.code) && entry.attempts < config.maxAttempts) return frontier.release(entry.url, result.error.code);
      return frontier.complete(entry.url, 'failed', `${result.error.code}: ${result.error.message}`);
    }
    if (result.error) return frontier.complete(entry.url, 'failed', `${result.error.code}: ${result.error.message}`);
    if (result.status !== null && isRetryableStatus(result.status) && entry.attempts < config.maxAttempts) {
      return frontier.release(entry.url, `HTTP ${result.status}`);
    }

    let pageUrl = entry.url;
    const finalUrl = normalizeUrl(result.finalUrl) ?? entry.url;
    if (finalUrl !== entry.url) {
      if (!scope.contains(finalUrl)) return frontier.complete(entry.url, 'skipped', `redirects off-site to ${finalUrl}`);
      if (!(await allowedForUs(finalUrl))) return frontier.complete(entry.url, 'skipped', `redirects to ${finalUrl}, disallowed by robots.txt`);
      if (!(await frontier.claimUrl(finalUrl, entry.depth, 'redirect'))) {
        return frontier.complete(entry.url, 'skipped', `redirects to ${finalUrl}, already crawled`);
      }
      await frontier.complete(entry.url, 'skipped', `redirects to ${finalUrl}`);
      pageUrl = finalUrl;
    }

    const read = readPage(result, pageUrl, entry.depth, originMap);
    const links = new Set(read.links);
    // A duplicate that names another URL as canonical: crawl the canonical instead of this copy,
    // unless the canonical cannot be had (already failed, skipped, or off-limits).
    if (read.canonical && read.canonical !== pageUrl && scope.contains(read.canonical)) {
      const state = await frontier.stateOf(read.canonical);
      if (state !== 'failed' && state !== 'skipped' && (await allowedForUs(read.canonical))) {
        discovered += await frontier.add([read.canonical], entry.depth, 'link');
        discovered += await frontier.add(sameSite(links, scope), entry.depth + 1, 'link');
        report();
        return frontier.complete(pageUrl, 'skipped', `canonical is ${read.canonical}`);
      }
    }

    if (read.isHtml && read.page.htmlStatic !== null) {
      // Counted when decided, not when stored: parallel workers must not all see the same index.
      const candidate = { isRoot: entry.depth === 0, htmlPageIndex: htmlPagesSeen++, staticWordCount: read.staticWordCount };
      const rendered = pre?.rendered ?? (shouldRender(renderMode, candidate, config.renderSampleSize) ? await render(pageUrl) : null);
      if (rendered?.html) {
        read.page.htmlRendered = rendered.html;
        read.page.renderedMetrics = { lcpMs: rendered.lcpMs, cls: rendered.cls, staticTextShare: staticTextShare(rendered.text, read.staticText), renderMs: rendered.renderMs };
        // Script-built pages link only after rendering: follow those links too (unless nofollow).
        if (!read.nofollow) for (const link of linksOf(rendered.html, pageUrl, originMap)) links.add(link);
      }
    }

    await hooks.onPage(read.page);
    stats.pagesStored++;
    const crawlable = read.isHtml && read.page.statusCode !== null && read.page.statusCode >= 200 && read.page.statusCode < 300;
    if (crawlable) {
      stats.crawlablePages++;
      if (samplePages.length < config.botAccessSampleSize) samplePages.push(pageUrl);
    }
    discovered += await frontier.add(sameSite(links, scope), entry.depth + 1, 'link');
    await frontier.complete(pageUrl, 'done');
    report();
  }
}

function sameSite(links: Iterable<string>, scope: Site): string[] {
  return [...links].filter((l) => scope.contains(l));
}

function llmsLinksOnSite(llmsTxt: TextArtifact, scope: Site): string[] {
  return llmsTxt.content ? llmsTxtLinks(llmsTxt.content, llmsTxt.url).filter((l) => scope.contains(l)) : [];
}

function describeEmptyCrawl(counts: { total: number; failed: number; skipped: number }): string {
  return `no HTML page answered with 2xx (${counts.total} URLs known, ${counts.skipped} skipped, ${counts.failed} failed)`;
}
