/** A page of the site as the signals read it: parsed once by @citable/html (parse5). */
import { parseHtml, type HtmlDocument } from '@citable/html';

export interface SitePage {
  /** The page's URL after redirects. */
  url: string;
  doc: HtmlDocument;
  /** Response headers, lower-cased names (Content-Language is read). */
  headers: Record<string, string>;
}

/** HTML past this many characters is not parsed: what classifies a site (head, menus, headings) comes first. */
export const MAX_HTML_CHARS = 120_000;

/**
 * Inline script bodies (JSON-LD excepted) and style sheets say nothing about what a site is, and
 * are most of the bytes of many pages (several hundred KB of a news page): they are emptied before
 * parsing, tags and attributes kept (a script's src names the platform). A script's data ends at
 * the first "</script" and a style's at the first "</style", as the HTML tokenizer ends them.
 */
const INLINE_CODE = /(<script\b(?![^>]*ld\+json)[^>]*>)[\s\S]*?(<\/script)|(<style\b[^>]*>)[\s\S]*?(<\/style)/gi;

/**
 * The page without its inline code, up to `limit` characters of what is left: the scan stops there,
 * so the rest of a page of a megabyte (a recipe blog's) is not read at all.
 */
export function withoutInlineCode(html: string, limit = Number.POSITIVE_INFINITY): string {
  let out = '';
  let at = 0;
  for (const m of html.matchAll(INLINE_CODE)) {
    out += html.slice(at, m.index) + (m[1] ?? m[3]) + (m[2] ?? m[4]);
    at = m.index + m[0].length;
    if (out.length >= limit) return out.slice(0, limit);
  }
  return (out + html.slice(at)).slice(0, limit);
}

export function sitePage(url: string, html: string, headers: Record<string, string> = {}): SitePage {
  return { url, doc: parseHtml(withoutInlineCode(html, MAX_HTML_CHARS), url), headers };
}
