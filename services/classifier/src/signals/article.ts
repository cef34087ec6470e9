/** Article and date markers: Article markup, og:type article, publication dates, bylines, <article>s, links to articles. Pure. */
import { attr, attrTokens, elementsWithAttr, extractLinkDetails, findAll, metaByName, metaByProperty, metaValue, pageDates } from '@citable/html';
import type { SitePage } from './site-page.js';
import { pagesWithType } from './structured-data.js';

export interface ArticleMarkers {
  /** Pages with Article-family markup (NewsArticle, BlogPosting, ...). */
  articlePages: number;
  /** Pages with news markup (NewsArticle and kin, NewsMediaOrganization). */
  newsPages: number;
  /** Pages with blog markup (BlogPosting, Blog). */
  blogPages: number;
  /** Pages with a publication date (JSON-LD, article:published_time, microdata, <time>). */
  datedPages: number;
  /** Pages naming an author (meta author, rel=author, itemprop=author, a byline). */
  bylinePages: number;
  /** <article> elements over the pages. */
  articleElements: number;
  /** Distinct links within the site to what looks like an article (a dated path, a long numeric id, a long slug). */
  articleLinks: number;
}

const ARTICLE_TYPES = ['Article', 'NewsArticle', 'BlogPosting', 'ReportageNewsArticle', 'AnalysisNewsArticle', 'OpinionNewsArticle', 'ReviewNewsArticle', 'BackgroundNewsArticle', 'SocialMediaPosting', 'LiveBlogPosting', 'ScholarlyArticle'];
const NEWS_TYPES = ['NewsArticle', 'ReportageNewsArticle', 'AnalysisNewsArticle', 'OpinionNewsArticle', 'ReviewNewsArticle', 'BackgroundNewsArticle', 'NewsMediaOrganization', 'LiveBlogPosting'];
const BLOG_TYPES = ['BlogPosting', 'Blog'];

/** class="byline", "post-byline", "author" (one test per element: big pages have thousands of classed elements). */
const BYLINE_CLASS = /byline|(?:^|\s)author(?:\s|$)/i;

function hasByline(page: SitePage): boolean {
  const doc = page.doc;
  if (metaValue(metaByName(doc, 'author')) || metaValue(metaByProperty(doc, 'article:author'))) return true;
  if (findAll(doc, 'a').some((a) => attrTokens(a, 'rel').includes('author'))) return true;
  if (elementsWithAttr(doc, 'itemprop').some((el) => attr(el, 'itemprop')?.split(/\s+/).includes('author'))) return true;
  return elementsWithAttr(doc, 'class').some((el) => BYLINE_CLASS.test(attr(el, 'class') ?? ''));
}

/**
 * A path that names one article: /2013/06/06/..., a story id of 5 digits or more, or a slug of 5
 * words or more ("/cats-paw-nebula-bursting-with-new-star-growth"). A publication links dozens
 * from any page (headlines, sections, most read); a blog, a company or a shop a handful.
 */
const ARTICLE_PATH = /\/(?:19|20)\d{2}\/(?:0?[1-9]|1[0-2])\/|\d{5,}|\/[^/]*(?:-[^/-]+){4,}/;
/** Labels under a two-letter country code that are no site of their own (co.uk, com.au). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ac', 'gov', 'edu', 'ne', 'or']);

/** The registrable part of a host name, near enough to tell the site's own links from others'. */
export function siteKey(hostname: string): string {
  const labels = hostname.toLowerCase().split('.');
  const n = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-n).join('.');
}

function articleLinks(pages: readonly SitePage[]): number {
  const seen = new Set<string>();
  for (const page of pages) {
    const site = siteKey(new URL(page.url).hostname);
    for (const link of extractLinkDetails(page.doc)) {
      const url = new URL(link.url);
      if (siteKey(url.hostname) === site && ARTICLE_PATH.test(url.pathname)) seen.add(`${url.hostname}${url.pathname}`);
    }
  }
  return seen.size;
}

export function articleMarkers(pages: readonly SitePage[], typeCounts: ReadonlyMap<string, number>, ogType: string | null): ArticleMarkers {
  const ogArticle = ogType === 'article' ? 1 : 0;
  return {
    articlePages: Math.max(pagesWithType(typeCounts, ARTICLE_TYPES), ogArticle),
    newsPages: pagesWithType(typeCounts, NEWS_TYPES),
    blogPages: pagesWithType(typeCounts, BLOG_TYPES),
    datedPages: pages.filter((p) => pageDates(p.doc).datePublished !== null).length,
    bylinePages: pages.filter(hasByline).length,
    articleElements: pages.reduce((n, p) => n + findAll(p.doc, 'article').length, 0),
    articleLinks: articleLinks(pages),
  };
}
