/**
 * Synthetic N-page sites for benchmarks and crawl-limit tests: every page is reachable by links
 * (a home page fanning out, each page linking forward) and listed in the sitemap.
 */
import { html, page, paragraphs, sitemapXml, text } from '../html.js';
import type { Routes, SiteBuilder } from '../server.js';

export interface GeneratedSiteOptions {
  /** Links from each page to the following pages (breadth of the link graph). */
  linksPerPage?: number;
  /** Paragraphs of filler text per page (~40 words each). */
  paragraphsPerPage?: number;
}

export function generatedPagePath(i: number): string {
  return i === 0 ? '/' : `/p/${i}`;
}

export function generateSite(pageCount: number, options: GeneratedSiteOptions = {}): SiteBuilder {
  if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error(`generateSite: pageCount must be a positive integer, got ${pageCount}`);
  const linksPerPage = options.linksPerPage ?? 5;
  const paragraphCount = options.paragraphsPerPage ?? 6;
  return ({ origin }) => {
    const routes: Routes = {};
    for (let i = 0; i < pageCount; i++) {
      const path = generatedPagePath(i);
      const links = Array.from({ length: linksPerPage }, (_, k) => i + k + 1)
        .filter((j) => j < pageCount)
        .map((j) => `<li><a href="${generatedPagePath(j)}">Topic ${j}</a></li>`)
        .join('');
      routes[path] = html(
        page({
          title: `Topic ${i}: a synthetic page for crawl benchmarks`,
          description: `Synthetic page number ${i} of ${pageCount}, generated to measure how fast the crawler reads a site.`,
          lang: 'en',
          viewport: true,
          canonical: `${origin}${path}`,
          body: `<nav><a href="/">Home</a></nav><main><h1>Topic ${i}</h1>${paragraphs(`Topic ${i}`, paragraphCount)}<h2>Related</h2><ul>${links}</ul></main>`,
        }),
      );
    }
    routes['/robots.txt'] = text(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
    routes['/sitemap.xml'] = text(
      sitemapXml(Array.from({ length: pageCount }, (_, i) => ({ loc: `${origin}${generatedPagePath(i)}` }))),
      'application/xml',
    );
    return routes;
  };
}
