/**
 * A9 internal linking (catalogue rule): links to other pages of the site let crawlers find them
 * and tell answer engines what each page is about.
 *   40  contextual links: 3+ distinct internal URLs linked from the main content (20 for 1..2)
 *   20  crawlable links: at most 10% of internal link-like elements are not crawlable (an <a>
 *       with no href, href="#", a javascript: href, or only an onclick); needs an internal link
 *   20  descriptive anchors: 80%+ of internal links have anchor text (or image alt) other than
 *       "click here", "here", "read more", "more", "learn more", "link" (10 for 50..80%)
 *   20  crawl depth: 3 clicks or fewer from the start URL 20, 4 clicks 10, deeper 0
 * Self-links don't count as internal links. Rendering rule: see lib/rendering.ts.
 */
import { attr, extractLinkDetails, findAll, type HtmlDocument, type LinkDetail } from '@citable/html';
import { jsOnly, quote } from '../lib/evidence.js';
import { inMainContent } from '../lib/main-content.js';
import { sameAddress, sameSite } from '../lib/site.js';
import type { PageCheck } from '../types.js';

const GENERIC_ANCHOR = /^(click here|here|read more|more|learn more|link)$/i;

function isDescriptiveAnchor(text: string): boolean {
  const t = text.trim();
  return t !== '' && !GENERIC_ANCHOR.test(t);
}

function internalLinks(doc: HtmlDocument, pageUrl: string): LinkDetail[] {
  return extractLinkDetails(doc).filter((l) => sameSite(l.url, pageUrl) && !sameAddress(l.url, pageUrl));
}

/** <a> elements a crawler can't follow: no href, "#", javascript:, onclick only. */
function nonCrawlable(doc: HtmlDocument): number {
  return findAll(doc, 'a').filter((a) => {
    const href = attr(a, 'href');
    return href === null || href.trim() === '#' || /^\s*javascript:/i.test(href);
  }).length;
}

export const check: PageCheck = {
  id: 'A9_internal_linking',
  renderedCredit: true,
  evaluate({ static: doc, rendered, page }) {
    const links = internalLinks(doc, page.url);
    const contextual = new Set(links.filter((l) => inMainContent(doc, l.element)).map((l) => l.url)).size;
    const blocked = nonCrawlable(doc);
    const blockedShare = links.length + blocked > 0 ? blocked / (links.length + blocked) : 0;
    const vague = links.filter((l) => !isDescriptiveAnchor(l.text));
    const descriptiveShare = links.length > 0 ? (links.length - vague.length) / links.length : 0;
    const contextPoints = contextual >= 3 ? 40 : contextual >= 1 ? 20 : 0;
    const crawlPoints = links.length > 0 && blockedShare <= 0.1 ? 20 : 0;
    const anchorPoints = descriptiveShare >= 0.8 ? 20 : descriptiveShare >= 0.5 ? 10 : 0;
    const depthPoints = page.depth <= 3 ? 20 : page.depth === 4 ? 10 : 0;
    const evidence = [
      `${contextual} distinct internal page(s) linked from the main content (${new Set(links.map((l) => l.url)).size} from the whole page)`,
      `${blocked} link-like element(s) crawlers can't follow (${Math.round(blockedShare * 100)}%)`,
      `${Math.round(descriptiveShare * 100)}% of internal links have descriptive anchor text`,
      `Crawl depth ${page.depth} click(s) from the start URL`,
    ];
    if (vague.length > 0) evidence.push(`Vague anchors: ${[...new Set(vague.map((l) => (l.text ? quote(l.text, 30) : 'empty anchor')))].slice(0, 3).join(', ')}`);
    if (links.length === 0 && rendered && internalLinks(rendered, page.url).length > 0) evidence.push(jsOnly('The internal links'));
    return {
      score: contextPoints + crawlPoints + anchorPoints + depthPoints,
      details: { contextualTargets: contextual, internalLinks: links.length, nonCrawlable: blocked, descriptiveShare, depth: page.depth },
      evidence,
    };
  },
};
