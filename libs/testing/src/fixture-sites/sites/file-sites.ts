/**
 * Sites about files rather than pages: links to non-HTML documents, and a sitemap index whose
 * children are gzip files (one of them a nested index), listing pages no link reaches.
 */
import zlib from 'node:zlib';
import { html, page, paragraphs, PNG, sitemapIndexXml, sitemapXml, text } from '../html.js';
import type { Routes, SiteContext } from '../server.js';

/** The smallest valid PDF file, so its content type and size are real. */
const PDF = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function nonHtmlSite(): Routes {
  return {
    '/': html(
      page({
        title: 'Downloads and documents',
        lang: 'en',
        body: `<h1>Downloads</h1>${paragraphs('Documents', 2)}
<ul><li><a href="/brochure.pdf">Brochure (PDF)</a></li><li><a href="/logo.png">Logo</a></li><li><a href="/data.json">Data</a></li><li><a href="/about">About</a></li></ul>`,
      }),
    ),
    '/about': html(page({ title: 'About the documents', lang: 'en', body: `<h1>About</h1>${paragraphs('About', 2)}<a href="/">Home</a>` })),
    '/brochure.pdf': { headers: { 'content-type': 'application/pdf' }, body: PDF },
    '/logo.png': { headers: { 'content-type': 'image/png' }, body: PNG },
    '/data.json': text('{"links":["/secret-from-json"]}', 'application/json'),
  };
}

export const GZIP_SITEMAP_PAGES = ['/products/alpha', '/products/beta', '/guides/setup', '/guides/faq'] as const;

/**
 * robots.txt names /sitemap_index.xml, which lists /sitemaps/products.xml.gz (a gzip urlset) and
 * /sitemaps/guides-index.xml.gz (a gzip index naming a plain urlset). The home page links nowhere,
 * so only the sitemaps reveal the other pages.
 */
export function gzipSitemapIndexSite({ origin }: SiteContext): Routes {
  const gz = (xml: string) => ({ headers: { 'content-type': 'application/x-gzip' }, body: zlib.gzipSync(xml) });
  const routes: Routes = {
    '/': html(page({ title: 'Sitemap-only site home page', lang: 'en', body: `<h1>Home</h1>${paragraphs('Catalogue', 2)}` })),
    '/robots.txt': text(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap_index.xml\n`),
    '/sitemap_index.xml': text(
      sitemapIndexXml([`${origin}/sitemaps/products.xml.gz`, `${origin}/sitemaps/guides-index.xml.gz`]),
      'application/xml',
    ),
    '/sitemaps/products.xml.gz': gz(
      sitemapXml([
        { loc: `${origin}/`, lastmod: '2026-09-01' },
        { loc: `${origin}/products/alpha`, lastmod: '2026-09-02' },
        { loc: `${origin}/products/beta` },
      ]),
    ),
    '/sitemaps/guides-index.xml.gz': gz(sitemapIndexXml([`${origin}/sitemaps/guides.xml`])),
    '/sitemaps/guides.xml': text(
      sitemapXml([{ loc: `${origin}/guides/setup`, lastmod: '2026-09-03' }, { loc: `${origin}/guides/faq` }]),
      'application/xml',
    ),
  };
  for (const path of GZIP_SITEMAP_PAGES) {
    routes[path] = html(page({ title: `Page ${path}`, lang: 'en', body: `<h1>${path}</h1>${paragraphs('Product', 2)}` }));
  }
  return routes;
}
