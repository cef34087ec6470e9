/**
 * A8: can an AI crawler discover the site's pages without following links? Points, as the
 * catalogue's scoring_approach states them (100 in all):
 * - 0   when no sitemap was found or none could be fetched (2xx and parsed);
 * - 30  discovery: a reachable sitemap declared on a robots.txt `Sitemap:` line, where every
 *       crawler looks; 15 when it was found only at a default location such as /sitemap.xml;
 * - 25  at least one reachable sitemap lists at least one URL;
 * - 20  x share of the listed URLs that belong to the audited site;
 * - 25  x min(1, share of listed URLs with <lastmod> / 0.8): 80% coverage earns full marks.
 * llms.txt is reported in the evidence but not scored: no major AI crawler documents reading it.
 */
import type { SitemapArtifact, TextArtifact } from '@citable/contracts';
import { isSuccess } from '../page-results.js';
import type { SiteCheck } from '../types.js';

const POINTS = { declared: 30, defaultLocation: 15, listsUrls: 25, sameSite: 20, lastmod: 25 } as const;
/** The lastmod share that earns full lastmod points. */
const LASTMOD_TARGET = 0.8;

const SOURCE_LABEL: Record<SitemapArtifact['source'], string> = {
  robots: 'robots.txt',
  default_location: 'default location',
  sitemap_index: 'sitemap index',
};

function reachable(sitemap: SitemapArtifact): boolean {
  return isSuccess(sitemap.statusCode) && sitemap.error === null;
}

function describe(sitemap: SitemapArtifact): string {
  const where = `Sitemap ${sitemap.url} (${SOURCE_LABEL[sitemap.source]})`;
  if (!reachable(sitemap)) {
    return `${where}: unreachable (${sitemap.error ?? `HTTP ${sitemap.statusCode ?? 'no response'}`}); expected HTTP 200`;
  }
  return sitemap.isIndex
    ? `${where}: sitemap index`
    : `${where}: ${sitemap.urlCount} URLs, ${sitemap.sameSiteUrlCount} on this site, ${sitemap.lastmodCount} with lastmod`;
}

function llmsTxtLine(llmsTxt: TextArtifact | null): string {
  const found = llmsTxt !== null && isSuccess(llmsTxt.statusCode) && (llmsTxt.content ?? '').trim() !== '';
  return found ? `llms.txt found at ${llmsTxt.url} (reported, not scored)` : 'No llms.txt (reported, not scored)';
}

export const check: SiteCheck = {
  id: 'A8_sitemap_discoverability',
  evaluate({ artifacts }) {
    const evidence = artifacts.sitemaps.map(describe);
    const live = artifacts.sitemaps.filter(reachable);
    if (live.length === 0) {
      evidence.push('No reachable sitemap in robots.txt or at /sitemap.xml; expected an XML sitemap', llmsTxtLine(artifacts.llmsTxt));
      return { score: 0, details: { sitemaps: artifacts.sitemaps.length, reachable: 0 }, evidence };
    }
    const urlSets = live.filter((s) => !s.isIndex);
    const urls = urlSets.reduce((n, s) => n + s.urlCount, 0);
    const sameSite = urlSets.reduce((n, s) => n + s.sameSiteUrlCount, 0);
    const withLastmod = urlSets.reduce((n, s) => n + s.lastmodCount, 0);
    const declared = live.some((s) => s.source === 'robots');
    const sameSiteShare = urls === 0 ? 0 : sameSite / urls;
    const lastmodShare = urls === 0 ? 0 : withLastmod / urls;

    const points = {
      discovery: declared ? POINTS.declared : POINTS.defaultLocation,
      lists_urls: urls > 0 ? POINTS.listsUrls : 0,
      same_site: POINTS.sameSite * sameSiteShare,
      lastmod: POINTS.lastmod * Math.min(1, lastmodShare / LASTMOD_TARGET),
    };
    if (!declared) evidence.push('No robots.txt Sitemap: line points to a reachable sitemap; expected one');
    if (urls === 0) evidence.push('The reachable sitemaps list no URLs; expected every page you want found');
    if (urls > 0 && sameSiteShare < 1) evidence.push(`${sameSite} of ${urls} listed URLs belong to this site; expected all`);
    if (urls > 0 && lastmodShare < LASTMOD_TARGET) {
      evidence.push(`${withLastmod} of ${urls} listed URLs carry lastmod; expected at least 80%`);
    }
    evidence.push(llmsTxtLine(artifacts.llmsTxt));
    return {
      score: Object.values(points).reduce((a, b) => a + b, 0),
      details: { points, sitemaps: artifacts.sitemaps.length, reachable: live.length, listed_urls: urls },
      evidence,
    };
  },
};
