/** A page of the site as the signals read it: parsed once by @citable/html (parse5). */
import { parseHtml, type HtmlDocument } from '@citable/html';

export interface SitePage {
  /** The page's URL after redirects. */
  url: string;
  doc: HtmlDocument;
  /** Response headers, lower-cased names (Content-Language is read). */
  headers: Record<string, string>;
}

export function sitePage(url: string, html: string, headers: Record<string, string> = {}): SitePage {
  return { url, doc: parseHtml(html, url), headers };
}
