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
const INLINE_SCRIPT = /(<script\b(?![^>]*ld\+json)[^>]*>)[\s\S]*?(<\/script)/gi;
const INLINE_STYLE = /(<style\b[^>]*>)[\s\S]*?(<\/style)/gi;

export function withoutInlineCode(html: string): string {
  return html.replace(INLINE_SCRIPT, '$1$2').replace(INLINE_STYLE, '$1$2');
}

export function sitePage(url: string, html: string, headers: Record<string, string> = {}): SitePage {
  return { url, doc: parseHtml(withoutInlineCode(html).slice(0, MAX_HTML_CHARS), url), headers };
}
