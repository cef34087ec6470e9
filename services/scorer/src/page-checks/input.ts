/** Parses a crawled page once into what every page check reads. */
import type { CrawledPage } from '@citable/contracts';
import { extractPageFacts, parseHtml } from '@citable/html';
import type { LlmJudge } from './llm/judge.js';
import type { PageCheckInput } from './types.js';

export interface PageInputOptions {
  now?: Date;
  llm?: LlmJudge | null;
}

/**
 * Both HTML versions are parsed against the final URL; the headers (X-Robots-Tag, Link,
 * Content-Language) apply to both, since rendering doesn't change what the server sent.
 * A page without static HTML gets an empty document: the runner doesn't check such pages.
 */
export function buildPageInput(page: CrawledPage, opts: PageInputOptions = {}): PageCheckInput {
  const staticDoc = parseHtml(page.htmlStatic ?? '', page.url);
  const rendered = page.htmlRendered !== null ? parseHtml(page.htmlRendered, page.url) : null;
  return {
    page,
    static: staticDoc,
    rendered,
    facts: extractPageFacts(staticDoc, page.headers),
    renderedFacts: rendered ? extractPageFacts(rendered, page.headers) : null,
    now: opts.now ?? new Date(),
    llm: opts.llm ?? null,
  };
}
