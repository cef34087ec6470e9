/** The facts stored on every page row (PageFacts): read once, shared by the crawler and the scorer. */
import type { PageFacts } from '@citable/contracts';
import { attr, attrTokens, resolveUrl, type HtmlDocument } from './dom.js';
import { pageDates } from './dates.js';
import { extractJsonLd, schemaTypes } from './jsonld.js';
import { extractLinks } from './links.js';
import { headMetas, httpEquiv, metaByName, metaByProperty, metaName, metaValue } from './meta.js';
import { findAll, findFirst, headings, images, titleText } from './queries.js';
import { headerValue, robotsDirectives } from './robots.js';
import { collapseWhitespace, countWords, decodeResidualEntities, visibleText } from './text.js';

function cleanText(value: string | null): string | null {
  if (value === null) return null;
  const text = collapseWhitespace(decodeResidualEntities(value));
  return text || null;
}

/** First <link rel="canonical">, else a Link: <...>; rel="canonical" header; absolute. */
export function canonicalUrl(doc: HtmlDocument, headers?: Record<string, string>): string | null {
  const link = findAll(doc, 'link').find((l) => attrTokens(l, 'rel').includes('canonical') && attr(l, 'href')?.trim());
  const href = link ? attr(link, 'href') : null;
  if (href) return resolveUrl(href, doc.baseUrl);
  const header = headerValue(headers, 'link');
  const match = header ? /<([^>]+)>\s*;[^,]*\brel\s*=\s*"?canonical\b/i.exec(header) : null;
  return match?.[1] ? resolveUrl(match[1], doc.documentUrl) : null;
}

/** <html lang> (or xml:lang), else the Content-Language header or its http-equiv meta. */
export function pageLang(doc: HtmlDocument, headers?: Record<string, string>): string | null {
  const html = findFirst(doc, 'html');
  const fromHtml = html ? (attr(html, 'lang') ?? attr(html, 'xml:lang'))?.trim() : undefined;
  if (fromHtml) return fromHtml;
  const fromHeader = (headerValue(headers, 'content-language') ?? httpEquiv(doc, 'content-language'))?.split(',')[0]?.trim();
  return fromHeader || null;
}

/** og:image when it is an absolute http(s) URL, else the first <img> with one. */
export function pageImage(doc: HtmlDocument): string | null {
  const og = metaValue(metaByProperty(doc, 'og:image'));
  const isHttp = (u: string | null): u is string => u !== null && /^https?:\/\//i.test(u);
  if (isHttp(og)) return og;
  return images(doc).map((i) => i.src).find(isHttp) ?? null;
}

/** og:* and twitter:* keys of the head metas, by property or name. */
function socialTags(doc: HtmlDocument): string[] {
  const keys = headMetas(doc).flatMap((m) => [...attrTokens(m, 'property'), metaName(m)]).map((k) => k.toLowerCase());
  return [...new Set(keys.filter((k) => k.startsWith('og:') || k.startsWith('twitter:')))];
}

export function extractPageFacts(doc: HtmlDocument, headers?: Record<string, string>): PageFacts {
  // The page's text first: its walk keeps the text of the headings and links read below.
  const wordCount = countWords(visibleText(doc));
  const outline = headings(doc);
  const h1 = outline.find((h) => h.level === 1);
  return {
    title: cleanText(titleText(doc)),
    metaDescription: cleanText(metaValue(metaByName(doc, 'description'))),
    h1: h1 ? cleanText(h1.text) : null,
    h1Count: outline.filter((h) => h.level === 1).length,
    h2Count: outline.filter((h) => h.level === 2).length,
    canonical: canonicalUrl(doc, headers),
    lang: pageLang(doc, headers),
    schemaTypes: schemaTypes(doc),
    jsonld: extractJsonLd(doc).items,
    robotsDirectives: robotsDirectives(doc, headers),
    ...pageDates(doc),
    wordCount,
    links: extractLinks(doc),
    image: pageImage(doc),
    socialTags: socialTags(doc),
  };
}
