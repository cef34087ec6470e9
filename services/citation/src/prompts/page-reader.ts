/**
 * A stored page read for the prompt generator: its title, H1, h2/h3 headings, JSON-LD and
 * og:site_name, and (for the LLM) its main text. Parses the static HTML once with @citable/html.
 */
import { headings, metaByProperty, metaValue, parseHtml, visibleText } from '@citable/html';
import type { ProfilePage } from './site-profile.js';

export interface StoredPage {
  url: string;
  title: string | null;
  h1: string | null;
  jsonld: unknown[];
  html_static: string | null;
}

/** Words of a home page the LLM reads: enough to know the site, little enough to stay cheap. */
const MAIN_TEXT_WORDS = 600;

export function readPage(page: StoredPage): ProfilePage & { text: string } {
  if (!page.html_static) return { url: page.url, title: page.title, h1: page.h1, headings: [], jsonld: page.jsonld, siteName: null, text: '' };
  const doc = parseHtml(page.html_static, page.url);
  return {
    url: page.url,
    title: page.title,
    h1: page.h1,
    headings: headings(doc)
      .filter((h) => h.level === 2 || h.level === 3)
      .map((h) => h.text)
      .filter(Boolean),
    jsonld: page.jsonld,
    siteName: metaValue(metaByProperty(doc, 'og:site_name')),
    text: visibleText(doc).split(/\s+/).slice(0, MAIN_TEXT_WORDS).join(' '),
  };
}
