/**
 * G10 canonical (catalogue rule): one absolute canonical URL tells engines which address to index
 * and cite. Reads <link rel="canonical"> elements and a Link: <...>; rel="canonical" header.
 *     0  several canonicals disagree, or the only one sits in the <body> (engines ignore it there)
 *    30  none (engines choose for you); an empty href or a non-http(s) URL counts as none
 *    70  a relative URL (valid, but fragile behind proxies and copies)
 *    50  a canonical on another host, or an http:// canonical on an https page
 *   100  one absolute URL on the page's own host, whether it names the page itself or,
 *        deliberately, another page of the site
 * Rendering rule: see lib/rendering.ts.
 */
import { attr, attrTokens, findAll, headerValue, isElement, resolveUrl, type Element, type HtmlDocument, type Node } from '@citable/html';
import { jsOnly, quote } from '../lib/evidence.js';
import type { PageCheck } from '../types.js';

interface Declared {
  href: string;
  url: string | null;
  inBody: boolean;
  source: 'link' | 'header';
}

function inBody(el: Element): boolean {
  for (let node = el.parentNode as Node | null; node && isElement(node); node = node.parentNode as Node | null) {
    if (node.tagName === 'body') return true;
  }
  return false;
}

function declared(doc: HtmlDocument, headers: Record<string, string>): Declared[] {
  const out: Declared[] = findAll(doc, 'link')
    .filter((l) => attrTokens(l, 'rel').includes('canonical'))
    .map((l) => {
      const href = (attr(l, 'href') ?? '').trim();
      return { href, url: href ? resolveUrl(href, doc.baseUrl) : null, inBody: inBody(l), source: 'link' as const };
    });
  const header = headerValue(headers, 'link');
  const match = header ? /<([^>]+)>\s*;[^,]*\brel\s*=\s*"?canonical\b/i.exec(header) : null;
  if (match?.[1]) out.push({ href: match[1], url: resolveUrl(match[1], doc.documentUrl), inBody: false, source: 'header' });
  return out;
}

export const check: PageCheck = {
  id: 'G10_canonical',
  renderedCredit: true,
  evaluate({ static: doc, page, rendered }) {
    const all = declared(doc, page.headers);
    const usable = all.filter((d) => d.url !== null);
    const distinct = [...new Set(usable.map((d) => d.url))];
    const details = { canonical: distinct[0] ?? null, declared: all.length, pageUrl: page.url };
    if (distinct.length > 1) {
      return { score: 0, details, evidence: [`${usable.length} canonicals name different URLs: ${distinct.slice(0, 3).join(', ')}`] };
    }
    const first = usable[0];
    if (!first || first.url === null) {
      const evidence = [all.length > 0 ? '<link rel="canonical"> has an empty href' : 'No canonical URL (<link rel="canonical"> or Link header)'];
      const renderedCanonical = rendered ? declared(rendered, page.headers).find((d) => d.url !== null) : undefined;
      if (renderedCanonical) evidence.push(jsOnly(`The canonical ${renderedCanonical.url}`));
      return { score: 30, details, evidence };
    }
    if (usable.every((d) => d.inBody)) {
      return {
        score: 0,
        details,
        evidence: [
          'The canonical link ends up in the <body>, where engines ignore it: an element that does not belong in <head> (an <img>, <iframe>, <div> or stray text) ends the head before it',
        ],
      };
    }
    const target = new URL(first.url);
    const here = new URL(page.url);
    if (!/^[a-z][a-z0-9+.-]*:/i.test(first.href)) {
      return { score: 70, details, evidence: [`Canonical ${quote(first.href)} is relative; write the absolute URL ${first.url}`] };
    }
    if (!/^https?:$/.test(target.protocol)) {
      return { score: 30, details, evidence: [`Canonical ${quote(first.url)} is not an http(s) URL`] };
    }
    if (target.host.toLowerCase() !== here.host.toLowerCase()) {
      return { score: 50, details, evidence: [`Canonical points to another host: ${first.url}`] };
    }
    if (target.protocol === 'http:' && here.protocol === 'https:') {
      return { score: 50, details, evidence: [`Canonical ${first.url} is http:// on an https page`] };
    }
    const self = target.pathname.replace(/\/+$/, '') === here.pathname.replace(/\/+$/, '') && target.search === here.search;
    return { score: 100, details, evidence: [self ? `Canonical ${first.url} names this page` : `Canonical names another page of the site: ${first.url}`] };
  },
};
