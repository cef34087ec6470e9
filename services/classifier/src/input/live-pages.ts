/**
 * A site read live, through the crawler's SSRF-guarded fetcher (@citable/net: every connection's
 * address checked, redirects by hand, the crawler's timeouts and size caps), as the crawler's
 * robots.txt rules allow CitableBot: its home page over https (http when https does not answer),
 * then the pages its menu links to. Whatever the site does comes back as data; a site that cannot
 * be read is a SiteUnreadableError saying why.
 */
import type { OriginMapping } from '@citable/contracts';
import {
  CITABLE_BOT,
  createOriginMap,
  createRobotsBook,
  decodeText,
  isHtmlContentType,
  mappingFor,
  type FetchErrorCode,
  type FetchOptions,
  type FetchResult,
  type Fetcher,
} from '@citable/net';
import { sitePage, type SitePage } from '../signals/site-page.js';
import { navPageUrls } from './nav-pages.js';
import { SiteUnreadableError, type ReadPages } from './page-source.js';

export interface LiveReadOptions {
  /** Public sites served elsewhere (CRAWL_MAP_ORIGIN), as the crawler fetches them. */
  mapOrigins: readonly OriginMapping[];
  /** Gives up on the whole read after this long. */
  deadlineMs: number;
}

/** Failures that say https is not spoken here (or not reachable), so http is worth a try. */
const TRY_HTTP: ReadonlySet<FetchErrorCode> = new Set(['tls_error', 'connection_refused', 'connection_reset', 'connection_timeout', 'network_error']);

function unreadable(result: FetchResult): SiteUnreadableError {
  const error = result.error!;
  return new SiteUnreadableError(error.code, `The site could not be read: ${error.message} (${error.code}).`);
}

function pageOf(result: FetchResult): SitePage | null {
  if (result.error || result.status === null || result.status < 200 || result.status >= 300 || !result.body) return null;
  const contentType = result.headers['content-type'] ?? null;
  if (!isHtmlContentType(contentType, result.body)) return null;
  return sitePage(result.finalUrl, decodeText(result.body, contentType, true), result.headers);
}

export async function readLivePages(fetcher: Fetcher, host: string, options: LiveReadOptions): Promise<ReadPages> {
  const started = performance.now();
  const signal = AbortSignal.timeout(options.deadlineMs);
  const mapFor = (url: string) => createOriginMap(mappingFor(options.mapOrigins, url));
  const fetch = (url: string, o: FetchOptions = {}) => fetcher.fetch(url, { ...o, originMap: mapFor(url), signal });
  const robots = createRobotsBook(fetch);
  const allowed = async (url: string) => (await robots.rulesFor(url)).isAllowed(url, CITABLE_BOT.token);

  let home: FetchResult | null = null;
  for (const scheme of ['https', 'http']) {
    const url = `${scheme}://${host}/`;
    const rules = await robots.rulesFor(url);
    const failure = rules.availability === 'unreachable' ? rules.failure : null;
    if (failure) {
      // No answer at all (refused address, DNS, TLS...): the host, not its robots.txt, is the problem.
      if (TRY_HTTP.has(failure.code) && scheme === 'https') continue;
      throw new SiteUnreadableError(failure.code, `The site could not be read: ${failure.message} (${failure.code}).`);
    }
    if (!rules.isAllowed(url, CITABLE_BOT.token)) {
      const why = rules.availability === 'unreachable' ? `its robots.txt answered HTTP ${rules.artifact.statusCode}, so everything counts as disallowed (RFC 9309)` : 'its robots.txt disallows CitableBot';
      throw new SiteUnreadableError('robots_disallowed', `The site could not be read: ${why}.`);
    }
    home = await fetch(url);
    if (home.error && TRY_HTTP.has(home.error.code) && scheme === 'https') continue;
    break;
  }
  if (!home) throw new SiteUnreadableError('unreachable', `The site could not be read: ${host} answers neither https nor http.`);
  if (home.error) throw unreadable(home);
  if (home.status === null || home.status < 200 || home.status >= 300) {
    throw new SiteUnreadableError('http_status', `The site could not be read: its home page answered HTTP ${home.status}.`);
  }
  const homePage = pageOf(home);
  if (!homePage) {
    throw new SiteUnreadableError('not_html', `The site could not be read: its home page is not an HTML page (${home.headers['content-type'] ?? 'no Content-Type'}).`);
  }
  if (home.finalUrl !== home.requestedUrl && !(await allowed(home.finalUrl))) {
    throw new SiteUnreadableError('robots_disallowed', 'The site could not be read: its robots.txt disallows CitableBot on the page its home redirects to.');
  }
  // A menu page that fails or is disallowed is simply not read: the home page is enough to classify.
  const others = await Promise.all(
    navPageUrls(homePage).map(async (url) => ((await allowed(url)) ? pageOf(await fetch(url)) : null)),
  );
  return {
    pages: [homePage, ...others.filter((p): p is SitePage => p !== null)],
    source: 'live',
    auditId: null,
    fetchMs: performance.now() - started,
  };
}
