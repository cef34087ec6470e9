/** Article and date markers: Article markup, og:type article, publication dates, bylines, <article>s. Pure. */
import { attr, attrTokens, elementsWithAttr, findAll, metaByName, metaByProperty, metaValue, pageDates } from '@citable/html';
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

export function articleMarkers(pages: readonly SitePage[], typeCounts: ReadonlyMap<string, number>, ogType: string | null): ArticleMarkers {
  const ogArticle = ogType === 'article' ? 1 : 0;
  return {
    articlePages: Math.max(pagesWithType(typeCounts, ARTICLE_TYPES), ogArticle),
    newsPages: pagesWithType(typeCounts, NEWS_TYPES),
    blogPages: pagesWithType(typeCounts, BLOG_TYPES),
    datedPages: pages.filter((p) => pageDates(p.doc).datePublished !== null).length,
    bylinePages: pages.filter(hasByline).length,
    articleElements: pages.reduce((n, p) => n + findAll(p.doc, 'article').length, 0),
  };
}
