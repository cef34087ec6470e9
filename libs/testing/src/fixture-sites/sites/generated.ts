/**
 * Synthetic N-page sites for benchmarks and crawl-limit tests: every page is reachable by links
 * (a home page fanning out, each page linking forward) and listed in the sitemap. Optionally the
 * shape of a documentation site as found in the wild: a sidebar of the first pages on every page,
 * a navigation into a section that is not served (404s) and links to images.
 */
import { html, page, paragraphs, PNG, sitemapXml, text } from '../html.js';
import type { Routes, SiteBuilder } from '../server.js';

export interface GeneratedSiteOptions {
  /** Links from each page to the following pages (breadth of the link graph). */
  linksPerPage?: number;
  /** Paragraphs of filler text per page (~40 words each). */
  paragraphsPerPage?: number;
  /** Links to the first pages in a sidebar on every page (a docs site's navigation). */
  sidebarLinks?: number;
  /** Distinct URLs under /missing/ that answer 404; each page's navigation links two of them. */
  missingPages?: number;
  /** Distinct PNG images under /img/; each page links one of them. */
  images?: number;
}

export function generatedPagePath(i: number): string {
  return i === 0 ? '/' : `/p/${i}`;
}

export function generateSite(pageCount: number, options: GeneratedSiteOptions = {}): SiteBuilder {
  if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error(`generateSite: pageCount must be a positive integer, got ${pageCount}`);
  const linksPerPage = options.linksPerPage ?? 5;
  const paragraphCount = options.paragraphsPerPage ?? 6;
  const missing = options.missingPages ?? 0;
  const images = options.images ?? 0;
  const sidebar = Array.from({ length: Math.min(options.sidebarLinks ?? 0, pageCount) }, (_, j) => `<li><a href="${generatedPagePath(j)}">Topic ${j}</a></li>`).join('');
  return ({ origin }) => {
    const routes: Routes = {};
    const navFor = (i: number) =>
      [
        '<a href="/">Home</a>',
        ...(missing ? [`<a href="/missing/${i % missing}">Guide ${i % missing}</a>`, `<a href="/missing/${(i + 1) % missing}">Guide ${(i + 1) % missing}</a>`] : []),
        ...(images ? [`<a href="/img/${i % images}.png">Diagram ${i % images}</a>`] : []),
      ].join(' ') + (sidebar ? `<ul class="sidebar">${sidebar}</ul>` : '');
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
          body: `<nav>${navFor(i)}</nav><main><h1>Topic ${i}</h1>${paragraphs(`Topic ${i}`, paragraphCount)}<h2>Related</h2><ul>${links}</ul></main>`,
        }),
      );
    }
    for (let k = 0; k < images; k++) routes[`/img/${k}.png`] = { headers: { 'content-type': 'image/png' }, body: PNG };
    routes['/robots.txt'] = text(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
    routes['/sitemap.xml'] = text(
      sitemapXml(Array.from({ length: pageCount }, (_, i) => ({ loc: `${origin}${generatedPagePath(i)}` }))),
      'application/xml',
    );
    return routes;
  };
}
