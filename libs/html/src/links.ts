/** Outgoing links of a page: what a crawler follows and what internal-linking checks judge. */
import { attr, attrTokens, type Element, type HtmlDocument } from './dom.js';
import { memo } from './memo.js';
import { findAll } from './queries.js';
import { collapseWhitespace, textOf } from './text.js';

export interface LinkDetail {
  /** Absolute http(s) URL without its fragment. */
  url: string;
  /** Visible anchor text; falls back to aria-label, title, or an image's alt. */
  text: string;
  /** rel tokens, lower-cased (nofollow, ugc, sponsored, ...). */
  rel: string[];
  nofollow: boolean;
  element: Element;
}

/** http(s) URL with its fragment removed, or null for other schemes and unparseable hrefs. */
export function normaliseLinkUrl(href: string, base: string): string | null {
  const url = URL.parse(href.trim(), base);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // A serialised URL's first "#" starts its fragment (elsewhere "#" is percent-encoded).
  const hash = url.href.indexOf('#');
  return hash === -1 ? url.href : url.href.slice(0, hash);
}

function anchorText(el: Element): string {
  const text = textOf(el);
  if (text) return text;
  const label = attr(el, 'aria-label') ?? attr(el, 'title');
  if (label) return collapseWhitespace(label);
  const img = el.childNodes.find((c): c is Element => 'tagName' in c && c.tagName === 'img');
  return img ? collapseWhitespace(attr(img, 'alt') ?? '') : '';
}

/** Every <a href> and <area href> pointing at an http(s) URL, one entry per element. */
export function extractLinkDetails(doc: HtmlDocument): readonly LinkDetail[] {
  return memo(doc, 'linkDetails', () => {
    const out: LinkDetail[] = [];
    // Pages repeat their hrefs (menus, footers, cards): each is resolved once.
    const resolved = new Map<string, string | null>();
    // <area> is rare: without one, the <a> elements are the links, already in document order.
    const anchors =
      findAll(doc, 'area').length === 0 ? findAll(doc, 'a') : doc.elements.filter((el) => el.tagName === 'a' || el.tagName === 'area');
    for (const el of anchors) {
      const href = attr(el, 'href');
      if (href === null) continue;
      let url = resolved.get(href);
      if (url === undefined) resolved.set(href, (url = normaliseLinkUrl(href, doc.baseUrl)));
      if (url === null) continue;
      const rel = attrTokens(el, 'rel');
      out.push({ url, text: anchorText(el), rel, nofollow: rel.includes('nofollow'), element: el });
    }
    return out;
  });
}

/** Distinct link targets in document order (nofollow links included: they are still links). */
export function extractLinks(doc: HtmlDocument): string[] {
  return [...new Set(extractLinkDetails(doc).map((l) => l.url))];
}
