/**
 * Fixture web sites served on 127.0.0.1 for crawler tests and benchmarks.
 *
 * ```ts
 * const site = await startFixtureSite('well-optimised');
 * // crawl site.url ... then
 * await site.close();
 * ```
 */
import { startFixtureSite as startRoutes, type FixtureSite, type Routes, type SiteBuilder, type StartOptions } from './server.js';
import { aiForbiddenSite, robotsBlockAiSite, robotsBlockAllSite } from './sites/access-sites.js';
import { loginWallSite, spaSite } from './sites/app-sites.js';
import { bareSite, poorSite, wellOptimisedSite } from './sites/content-sites.js';
import { hugePageSite, parkedSite, redirectLoopSite, slowSite, stalledDiscoverySite } from './sites/failure-sites.js';
import { gzipSitemapIndexSite, nonHtmlSite } from './sites/file-sites.js';
import { brokenLinksSite, deadEndSite, versionedDocsSite } from './sites/link-sites.js';

export const FIXTURE_SITES = {
  'well-optimised': wellOptimisedSite,
  poor: poorSite,
  bare: bareSite,
  spa: spaSite,
  'login-wall': loginWallSite,
  'robots-block-all': robotsBlockAllSite,
  'robots-block-ai': robotsBlockAiSite,
  'ai-forbidden': aiForbiddenSite,
  parked: parkedSite,
  'redirect-loop': redirectLoopSite,
  'huge-page': () => hugePageSite(),
  'non-html': nonHtmlSite,
  'gzip-sitemap-index': gzipSitemapIndexSite,
  'broken-links': brokenLinksSite,
  'dead-ends': () => deadEndSite(),
  'versioned-docs': versionedDocsSite,
  slow: () => slowSite(),
  'stalled-discovery': () => stalledDiscoverySite(),
} satisfies Record<string, SiteBuilder>;

export type FixtureKind = keyof typeof FIXTURE_SITES;

/** Starts a named fixture site, or one built from custom routes. */
export function startFixtureSite(site: FixtureKind | Routes | SiteBuilder, options?: StartOptions): Promise<FixtureSite> {
  return startRoutes(typeof site === 'string' ? FIXTURE_SITES[site] : site, options);
}

export type { FixtureRequest, FixtureResponse, FixtureSite, RequestLog, RouteHandler, Routes, SiteBuilder, SiteContext, StartOptions } from './server.js';
// Builders for custom routes, under names that say what they make.
export {
  html as htmlResponse,
  page as htmlPage,
  paragraphs as fillerParagraphs,
  redirect as redirectResponse,
  text as textResponse,
  sitemapIndexXml,
  sitemapXml,
} from './html.js';
export { BLOCKED_AI_TOKENS } from './sites/access-sites.js';
export { GZIP_SITEMAP_PAGES } from './sites/file-sites.js';
export { BROKEN_LINKS_SITE, VERSIONED_DOCS_SITE, deadEndSite } from './sites/link-sites.js';
export { hugePageSite, slowSite, stalledDiscoverySite } from './sites/failure-sites.js';
export { generateSite, generatedPagePath, type GeneratedSiteOptions } from './sites/generated.js';
export { descriptionLosingSite, revisableSite, type DescriptionLosingSite, type RevisableSite } from './sites/content-sites.js';
export { withLatency, type Latency } from './latency.js';
export { fixtureSitePages, type FixturePage } from './pages.js';
export { KIND_SITES, type KindSiteName } from './sites/kind-sites.js';
export { PROJECT_SITES, type ProjectSiteName } from './sites/project-sites.js';
