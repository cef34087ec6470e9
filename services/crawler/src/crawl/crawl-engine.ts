/**
 * One audit's crawl, from the root URL to stored pages and site artifacts.
 *
 *  1. Precheck: URL, DNS, address policy, robots.txt, then the home page (fetched once and
 *     classified: an error page, a parked domain, a login wall or an empty app shell end the audit
 *     with the spec's fail reason).
 *  2. Discovery: sitemaps and llms.txt seed the frontier next to the root.
 *  3. Breadth-first crawl over the site (host + www twin) with bounded workers, obeying
 *     robots.txt for CitableBot, following redirects and canonicals without double counting,
 *     rendering the pages the render plan picks, until max_pages pages, the fetch cap, or
 *     nothing is left. Only an HTML 2xx response is a page (stored, counted, scored); a broken
 *     link, a redirect stub or a non-HTML file is an outcome in the frontier.
 *  4. What AI crawlers may see: robots.txt per AI token plus a live fetch as each of them.
 *  5. The crawl summary: broken links with the pages linking to them, redirects, files,
 *     canonical copies with the URL each defers to.
 *
 * The frontier is a FrontierStore (crash-safe when it is the database): a crawl started on a
 * frontier that already has rows resumes it, refetching only what was in flight.
 */
import { LIMITS, type CrawlSummary, type FailReason, type RenderMode, type SiteArtifacts, type TextArtifact } from '@citable/contracts';
import { crawlerMetrics } from '@citable/metrics';
import { type AddressPolicy, CITABLE_BOT, createOriginMap, createRobotsBook, decodeText, type Fetcher, isHtmlContentType, type FetchOptions, type FetchResult, isRetryable, isRetryableStatus, mappingFor, normalizeUrl, type OriginMap, type RobotsRules, type Site, siteOf } from '@citable/net';
import { fetchLlmsTxt, llmsTxtLinks } from '../discovery/llms-txt.js';
import { discoverSitemaps } from '../discovery/sitemaps.js';
import { createHostThrottle } from './host-throttle.js';
import { classifyRoot, type RootVerdict } from '../precheck/classify-root.js';
import { checkHost, checkRootUrl, precheckReasonFor, type PrecheckFailure } from '../precheck/precheck.js';
import type { BrowserHost } from '../render/browser-host.js';
import { shouldRender } from '../render/render-plan.js';
import { openRenderSession, type RenderResult, type RenderSession } from '../render/render-session.js';
import { staticTextShare } from '../render/text-share.js';
import { gatherAiBotAccess } from '../robots/bot-access.js';
import { jobMaxPages, jobRenderMode, type CrawlJob, type CrawlerConfig } from './crawl-config.js';
import { buildCrawlSummary } from './crawl-summary.js';
import type { FrontierCounts, FrontierEntry, FrontierOutcome, FrontierState, FrontierStore } from './frontier.js';
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
  /**
   * Stored pages whose links include each of `urls` (the crawl summary names them for each
   * broken link), so pages stored before a resumed crawl count too. Without it, a broken link
   * names only the page that first led the crawl to it.
   */
  linkingPages?(urls: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>>;
}

export interface CrawlStats {
  /** Pages stored: HTML answered with 2xx, the pages of the audit (what max_pages counts). */
  pagesStored: number;
  /** URLs fetched by the crawl, pages or not (what the fetch cap counts). */
  fetched: number;
  renderedPages: number;
  durationMs: number;
}

/** `summary` is null when the crawl ended before crawling (a failed precheck or home page). */
export type CrawlOutcome =
  | { status: 'completed'; artifacts: SiteArtifacts; stats: CrawlStats; summary: CrawlSummary }
  | {
      status: 'failed';
      failReason: FailReason;
      detail: string;
      failAt: string;
      artifacts: SiteArtifacts | null;
      stats: CrawlStats;
      summary: CrawlSummary | null;
    };

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

/** Outcomes after which a page that named the URL as its canonical is a page after all. */
const NOT_A_PAGE: ReadonlySet<FrontierState> = new Set(['broken', 'redirected', 'resource', 'disallowed', 'failed']);
/** States of a canonical target that may still be (or is) the page a copy defers to. */
const MAY_BE_PAGE: ReadonlySet<FrontierState | null> = new Set([null, 'queued', 'fetching', 'done']);
/** Fetch errors of our own rules (a size cap, an address refused), not of the site's links. */
const NOT_READ = new Set(['too_large', 'decompression_failed', 'address_not_allowed']);

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
  const fetchCap = maxPages * config.fetchCapPerPage;
  const renderMode: RenderMode = jobRenderMode(job);
  // The job's own mapping wins over the process's (CRAWL_MAP_ORIGIN).
  const originMap: OriginMap = createOriginMap(job.mapOrigin ?? mappingFor(config.mapOrigins, job.rootUrl));
  const throttle = createHostThrottle(config.perHostConcurrency);
  const stop = new AbortController();
  const onExternalAbort = () => stop.abort();
  hooks.signal?.addEventListener('abort', onExternalAbort, { once: true });

  const stats: CrawlStats = { pagesStored: 0, fetched: 0, renderedPages: 0, durationMs: 0 };
  let summary: CrawlSummary | null = null;
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
    return throttle.run(host, () => {
      const timed = crawlerMetrics.fetchDuration.startTimer();
      return deps.fetcher.fetch(url, { ...options, originMap, signal: stop.signal }).finally(timed);
    });
  };
  /** Every URL's outcome goes through here, so the outcomes are counted once each. */
  const complete = (url: string, outcome: FrontierOutcome): Promise<void> => {
    crawlerMetrics.pagesFetched.inc({ outcome: outcome.state });
    return hooks.frontier.complete(url, outcome);
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
    if (result.html !== null) {
      stats.renderedPages++;
      crawlerMetrics.renderDuration.observe(result.renderMs / 1000);
    }
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
      stats.fetched = fetchedIn(counts);
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
      // In-flight fetches hold a place in both budgets until they turn out to be pages or not.
      hasRoom: (inflight) => stats.pagesStored + inflight < maxPages && stats.fetched + inflight < fetchCap,
      stopped: () => stop.signal.aborted,
      process: (entry) => processEntry(entry, crawlSiteScope),
    });
    if (stop.signal.aborted) throw new CrawlAbortedError();
    summary = await summarize();
    if (stats.pagesStored === 0) throw new CrawlFailure('no_crawlable_pages_found', describeEmptyCrawl(await hooks.frontier.counts()));

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
    return { status: 'completed', artifacts, stats, summary };
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
    return { status: 'failed', failReason: reason, detail, failAt: new Date().toISOString(), artifacts, stats, summary };
  }

  async function summarize(): Promise<CrawlSummary> {
    const { frontier } = hooks;
    const counts = await frontier.counts();
    const cap = LIMITS.crawlSummary.listCap;
    const [broken, redirects, resources, canonicalCopies] = await Promise.all([
      frontier.outcomes('broken', cap),
      frontier.outcomes('redirected', cap),
      frontier.outcomes('resource', cap),
      frontier.outcomes('skipped', cap),
    ]);
    const linkingPages = hooks.linkingPages && broken.length > 0 ? await hooks.linkingPages(broken.map((b) => b.url)) : new Map<string, string[]>();
    // Stopped by the cap, not by max_pages or an empty frontier.
    const fetchCapReached = stats.fetched >= fetchCap && stats.pagesStored < maxPages && counts.queued > 0;
    return buildCrawlSummary({ counts, fetched: stats.fetched, fetchCap, fetchCapReached, broken, redirects, resources, canonicalCopies, linkingPages });
  }

  /**
   * Records how a URL ended. A URL that turned out not to be a page takes back the pages that
   * deferred to it as their canonical: they are pages after all.
   */
  async function settle(url: string, outcome: FrontierOutcome): Promise<void> {
    await complete(url, outcome);
    if (NOT_A_PAGE.has(outcome.state) && (await hooks.frontier.requeueDeferredTo(url)) > 0) report();
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
    if (!(await allowedForUs(entry.url))) return settle(entry.url, { state: 'disallowed', reason: 'disallowed by robots.txt for CitableBot' });
    const pre = prefetched.get(entry.url);
    prefetched.delete(entry.url);
    stats.fetched++;
    // A file's body is never read: its type is all the audit records of it.
    const result = pre?.result ?? (await fetchVia(entry.url, { bodyFor: (type) => type === null || /html/i.test(type) }));
    if (stop.signal.aborted) return frontier.release(entry.url, 'crawl stopped');
    if (result.error && result.status === null && isRetryable(result.error.code) && entry.attempts < config.maxAttempts) {
      return frontier.release(entry.url, result.error.code);
    }
    if (result.status !== null && isRetryableStatus(result.status) && entry.attempts < config.maxAttempts) {
      return frontier.release(entry.url, `HTTP ${result.status}`);
    }
    if (result.error) {
      const reason = `${result.error.code}: ${result.error.message}`;
      return settle(entry.url, NOT_READ.has(result.error.code) ? { state: 'failed', reason } : { state: 'broken', statusCode: result.status, error: reason });
    }

    let pageUrl = entry.url;
    const finalUrl = normalizeUrl(result.finalUrl) ?? entry.url;
    const firstHop = result.redirectChain[0];
    if (finalUrl !== entry.url && firstHop) {
      const redirect = (reason: string): FrontierOutcome => ({ state: 'redirected', statusCode: firstHop.statusCode, target: finalUrl, reason });
      if (!scope.contains(finalUrl)) return settle(entry.url, redirect(`redirects off-site to ${finalUrl}`));
      if (!(await allowedForUs(finalUrl))) return settle(entry.url, redirect(`redirects to ${finalUrl}, disallowed by robots.txt`));
      if (!(await frontier.claimUrl(finalUrl, entry.depth, 'redirect', entry.url))) return settle(entry.url, redirect(`redirects to ${finalUrl}, already crawled`));
      await settle(entry.url, redirect(`redirects to ${finalUrl}`));
      pageUrl = finalUrl;
    }

    // Only an HTML answer with a 2xx status is a page of the audit.
    const status = result.status ?? 0;
    if (status < 200 || status >= 300) return settle(pageUrl, { state: 'broken', statusCode: result.status, error: null });
    const contentType = result.headers['content-type'] ?? null;
    if (!isHtmlContentType(contentType, result.body)) return settle(pageUrl, { state: 'resource', statusCode: status, contentType });

    const read = readPage(result, pageUrl, entry.depth, originMap);
    const links = new Set(read.links);
    // A duplicate that names another URL as canonical: crawl the canonical instead of this copy,
    // unless the canonical cannot be had (not a page, or off-limits).
    if (read.canonical && read.canonical !== pageUrl && scope.contains(read.canonical)) {
      const canonical = read.canonical;
      if (MAY_BE_PAGE.has(await frontier.stateOf(canonical)) && (await allowedForUs(canonical))) {
        discovered += await frontier.add([canonical], entry.depth, 'link', pageUrl);
        discovered += await frontier.add(sameSite(links, scope), entry.depth + 1, 'link', pageUrl);
        report();
        await complete(pageUrl, { state: 'skipped', reason: `canonical is ${canonical}`, target: canonical });
        // The canonical may have turned out not to be a page while this copy was deciding (its
        // settle found nothing to take back then): take this copy back now.
        if (!MAY_BE_PAGE.has(await frontier.stateOf(canonical))) await frontier.requeueDeferredTo(canonical);
        return;
      }
    }

    // Counted when decided, not when stored: parallel workers must not all see the same index.
    const candidate = { isRoot: entry.depth === 0, htmlPageIndex: htmlPagesSeen++, staticWordCount: read.staticWordCount };
    const rendered = pre?.rendered ?? (shouldRender(renderMode, candidate, config.renderSampleSize) ? await render(pageUrl) : null);
    if (rendered?.html) {
      read.page.htmlRendered = rendered.html;
      read.page.renderedMetrics = { lcpMs: rendered.lcpMs, cls: rendered.cls, staticTextShare: staticTextShare(rendered.text, read.staticText), renderMs: rendered.renderMs };
      // Script-built pages link only after rendering: follow those links too (unless nofollow).
      if (!read.nofollow) for (const link of linksOf(rendered.html, pageUrl, originMap)) links.add(link);
    }

    await hooks.onPage(read.page);
    stats.pagesStored++;
    if (samplePages.length < config.botAccessSampleSize) samplePages.push(pageUrl);
    discovered += await frontier.add(sameSite(links, scope), entry.depth + 1, 'link', pageUrl);
    await complete(pageUrl, { state: 'done' });
    report();
  }
}

function sameSite(links: Iterable<string>, scope: Site): string[] {
  return [...links].filter((l) => scope.contains(l));
}

function llmsLinksOnSite(llmsTxt: TextArtifact, scope: Site): string[] {
  return llmsTxt.content ? llmsTxtLinks(llmsTxt.content, llmsTxt.url).filter((l) => scope.contains(l)) : [];
}

function describeEmptyCrawl(counts: FrontierCounts): string {
  return (
    `no HTML page answered with 2xx (${counts.total} URLs known: ${counts.broken} broken, ${counts.redirected} redirects, ` +
    `${counts.resource} files, ${counts.disallowed} disallowed by robots.txt, ${counts.skipped} canonical copies, ${counts.failed} not read)`
  );
}

/** URLs a crawl has fetched, by the outcomes in its frontier (a resumed crawl counts on from there). */
function fetchedIn(counts: FrontierCounts): number {
  return counts.done + counts.skipped + counts.failed + counts.broken + counts.redirected + counts.resource;
}
