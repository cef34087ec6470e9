/**
 * Finds and reads the site's sitemaps: the Sitemap: lines of robots.txt, else /sitemap.xml;
 * sitemap indexes are followed (nested, bounded), gzip files are inflated with a size cap.
 * Returns one artifact per sitemap file (failures are data) and the page URLs listed.
 */
import type { SitemapArtifact } from '@citable/contracts';
import { FetchError, type FetchOptions, type FetchResult, gunzipCapped, isGzip, normalizeUrl, type Site } from '@citable/net';
import { parseSitemap, type ParsedSitemap } from './sitemap-parse.js';

export interface SitemapLimits {
  /** Sitemap files read in all (indexes included). */
  maxFiles: number;
  /** Index nesting followed: 1 = an index may list urlsets only. */
  maxIndexDepth: number;
  /** Page URLs kept for the frontier (counts in artifacts stay exact). */
  maxUrls: number;
  /** Cap on a sitemap's size, compressed and decompressed (the protocol allows 50 MB). */
  maxBytes: number;
}

export const DEFAULT_SITEMAP_LIMITS: SitemapLimits = { maxFiles: 25, maxIndexDepth: 2, maxUrls: 5_000, maxBytes: 10 * 1024 * 1024 };

export interface SitemapDiscoveryInput {
  /** Public root URL. */
  rootUrl: string;
  site: Site;
  /** Sitemap: lines of the root origin's robots.txt. */
  robotsSitemaps: readonly string[];
  fetch(url: string, options?: FetchOptions): Promise<FetchResult>;
  /** robots.txt's verdict for Citable on a sitemap URL: disallowed files are recorded, not fetched. */
  allowed(url: string): Promise<boolean>;
  /** Turns a URL a local copy lists into its public URL (origin mapping). */
  toPublicUrl(url: string): string;
  limits?: Partial<SitemapLimits>;
}

export interface SitemapDiscovery {
  artifacts: SitemapArtifact[];
  /** Same-site page URLs, normalised, de-duplicated, in listing order. */
  pageUrls: string[];
}

interface Pending {
  url: string;
  source: SitemapArtifact['source'];
  depth: number;
}

async function readSitemapBody(result: FetchResult, maxBytes: number): Promise<{ text: string; gzip: boolean }> {
  if (!result.body) throw new FetchError('network_error', 'no body');
  // .xml.gz files usually arrive as application/gzip without Content-Encoding: sniff the bytes.
  if (isGzip(result.body)) return { text: (await gunzipCapped(result.body, maxBytes)).toString('utf8'), gzip: true };
  return { text: result.body.toString('utf8'), gzip: false };
}

export async function discoverSitemaps(input: SitemapDiscoveryInput): Promise<SitemapDiscovery> {
  const limits = { ...DEFAULT_SITEMAP_LIMITS, ...input.limits };
  const initial: Pending[] =
    input.robotsSitemaps.length > 0
      ? input.robotsSitemaps.map((url) => ({ url, source: 'robots' as const, depth: 0 }))
      : [{ url: new URL('/sitemap.xml', input.rootUrl).href, source: 'default_location' as const, depth: 0 }];
  const queue = [...initial];
  const seenFiles = new Set<string>();
  const seenPages = new Set<string>();
  const artifacts: SitemapArtifact[] = [];
  const pageUrls: string[] = [];

  while (queue.length > 0 && artifacts.length < limits.maxFiles) {
    const item = queue.shift() as Pending;
    const url = normalizeUrl(input.toPublicUrl(item.url));
    if (!url || seenFiles.has(url)) continue;
    seenFiles.add(url);
    const artifact: SitemapArtifact = {
      url,
      source: item.source,
      statusCode: null,
      isIndex: false,
      gzip: url.endsWith('.gz'),
      urlCount: 0,
      sameSiteUrlCount: 0,
      lastmodCount: 0,
      error: null,
    };
    artifacts.push(artifact);
    if (!(await input.allowed(url))) {
      artifact.error = 'not fetched: robots.txt disallows it for CitableBot';
      continue;
    }
    const result = await input.fetch(url, {
      accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
      limits: { maxBytes: limits.maxBytes },
    });
    artifact.statusCode = result.status;
    if (result.error) {
      artifact.error = `${result.error.code}: ${result.error.message}`;
      continue;
    }
    if (result.status === null || result.status < 200 || result.status >= 300) {
      artifact.error = `HTTP ${result.status}`;
      continue;
    }
    let parsed: ParsedSitemap;
    try {
      const body = await readSitemapBody(result, limits.maxBytes);
      artifact.gzip = artifact.gzip || body.gzip;
      parsed = parseSitemap(body.text);
    } catch (err) {
      artifact.error = err instanceof FetchError ? `${err.code}: ${err.message}` : String(err);
      continue;
    }
    if (parsed.kind === 'unknown') {
      artifact.error = 'not a sitemap (no <urlset> or <sitemapindex>)';
      continue;
    }
    artifact.isIndex = parsed.kind === 'sitemapindex';
    artifact.urlCount = parsed.entries.length;
    artifact.lastmodCount = parsed.entries.filter((e) => e.lastmod).length;
    if (artifact.isIndex) {
      if (item.depth < limits.maxIndexDepth) {
        for (const entry of parsed.entries) queue.push({ url: entry.loc, source: 'sitemap_index', depth: item.depth + 1 });
      } else {
        artifact.error = `index nested deeper than ${limits.maxIndexDepth}: children not read`;
      }
      continue;
    }
    for (const entry of parsed.entries) {
      const page = normalizeUrl(input.toPublicUrl(entry.loc));
      if (!page || !input.site.contains(page)) continue;
      artifact.sameSiteUrlCount++;
      if (!seenPages.has(page) && pageUrls.length < limits.maxUrls) {
        seenPages.add(page);
        pageUrls.push(page);
      }
    }
  }
  return { artifacts, pageUrls };
}
