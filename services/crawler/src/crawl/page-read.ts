/**
 * Turns a fetched HTML response into the stored page (CrawledPage), its facts, and what the crawl
 * needs from it (links to follow, the canonical). Pure: fetching and rendering happen elsewhere.
 *
 * Facts come from the static HTML: that is what AI crawlers, which run no JavaScript, read.
 * URLs inside facts (canonical, links) are public URLs: a copy's absolute links to itself are
 * mapped back to the public origin, so the audit reads as the public site.
 */
import type { CrawledPage, PageFacts } from '@citable/contracts';
import { extractLinks, extractPageFacts, parseHtml, visibleText } from '@citable/html';
import { decodeText, type FetchResult, normalizeUrl, type OriginMap } from '@citable/net';

/** What the onPage callback receives: the page row plus the facts read from its static HTML. */
export type StoredPage = CrawledPage & { facts: PageFacts | null };

/** Response headers page checks use; the rest are not stored. */
const KEPT_HEADERS = [
  'content-type',
  'content-language',
  'x-robots-tag',
  'last-modified',
  'etag',
  'cache-control',
  'link',
  'date',
  'age',
  'vary',
  'content-length',
];

export interface PageRead {
  page: StoredPage;
  /** Visible text of the static HTML (for the render share). */
  staticText: string;
  staticWordCount: number;
  /** Normalised public URLs to follow (none when the page says nofollow). */
  links: string[];
  /** The page asks crawlers not to follow its links (meta robots or X-Robots-Tag). */
  nofollow: boolean;
  /** Normalised public canonical URL, when declared. */
  canonical: string | null;
}

function keptHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

function toPublic(url: string | null, map: OriginMap): string | null {
  return url === null ? null : normalizeUrl(map.toPublicUrl(url));
}

/** Links of an HTML document (static or rendered), as normalised public URLs. */
export function linksOf(html: string, pageUrl: string, map: OriginMap): string[] {
  const links = extractLinks(parseHtml(html, pageUrl));
  return [...new Set(links.map((l) => toPublic(l, map)).filter((l): l is string => l !== null))];
}

/** Reads an HTML response (the caller has checked it is HTML) into the page to store. */
export function readPage(result: FetchResult, pageUrl: string, depth: number, map: OriginMap): PageRead {
  const contentType = result.headers['content-type'] ?? null;
  const html = result.body ? decodeText(result.body, contentType, true) : '';
  const doc = parseHtml(html, pageUrl);
  const raw = extractPageFacts(doc, result.headers);
  const links = raw.links.map((l) => toPublic(l, map)).filter((l): l is string => l !== null);
  const canonical = toPublic(raw.canonical, map);
  const facts: PageFacts = { ...raw, canonical, links: [...new Set(links)] };
  const page: StoredPage = {
    url: pageUrl,
    statusCode: result.status,
    contentType,
    headers: keptHeaders(result.headers),
    redirectChain: result.redirectChain,
    fetchMs: result.timings.totalMs,
    depth,
    htmlStatic: html,
    htmlRendered: null,
    renderedMetrics: null,
    facts,
  };
  const nofollow = facts.robotsDirectives.some((d) => d === 'nofollow' || d === 'none');
  return { page, staticText: visibleText(doc), staticWordCount: facts.wordCount, links: nofollow ? [] : facts.links, nofollow, canonical };
}
