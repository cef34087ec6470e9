/**
 * A stored page read for the prompt generator: parsed once with @citable/html, for the site
 * profile (libs/site-profile) and, for the LLM, its title, headings and main text.
 */
import { headings, parseHtml, titleText, visibleText } from '@citable/html';
import type { ProfilePage } from '@citable/site-profile';

export interface StoredPage {
  url: string;
  html_static: string | null;
}

export interface ReadPage {
  page: ProfilePage;
  title: string | null;
  headings: string[];
  text: string;
}

/** Words of a home page the LLM reads: enough to know the site, little enough to stay cheap. */
const MAIN_TEXT_WORDS = 600;

export function readPage(stored: StoredPage): ReadPage {
  const doc = parseHtml(stored.html_static ?? '', stored.url);
  return {
    page: { url: stored.url, doc },
    title: titleText(doc),
    headings: headings(doc)
      .filter((h) => h.level <= 3)
      .map((h) => h.text)
      .filter(Boolean),
    text: visibleText(doc).split(/\s+/).slice(0, MAIN_TEXT_WORDS).join(' '),
  };
}
