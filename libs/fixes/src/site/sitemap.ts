/**
 * A8: sitemap.xml for a site whose sitemaps are missing, unreachable or list fewer of its pages
 * than the crawl found. It lists every indexable page that answered 200 (under its canonical when
 * that is on the site), with lastmod from the response's Last-Modified header, else the date the
 * page itself carries as modified or published; no date is invented.
 */
import { checkOf, isIndexable, type FixSiteInput } from '../input.js';
import type { SiteFileDraft } from './llms-txt.js';

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A W3C datetime as sitemaps.org asks (YYYY-MM-DD is enough), or null. */
function lastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : null;
}

export function sitemapFile(site: FixSiteInput): SiteFileDraft | null {
  const origin = new URL(site.rootUrl).origin;
  const locs = new Map<string, string | null>();
  for (const p of site.pages.filter(isIndexable)) {
    const canonical = p.facts.canonical && new URL(p.facts.canonical).origin === origin ? p.facts.canonical : p.url;
    if (!locs.has(canonical)) locs.set(canonical, lastmod(p.headers['last-modified']) ?? lastmod(p.facts.dateModified ?? p.facts.datePublished));
  }
  const a8 = checkOf(site.siteChecks, 'A8_sitemap_discoverability');
  const listed = site.sitemaps.filter((s) => s.statusCode !== null && s.statusCode < 300 && s.error === null && !s.isIndex).reduce((n, s) => n + s.sameSiteUrlCount, 0);
  // A sitemap that lists as many of the site's pages as the crawl found is left alone.
  if (locs.size === 0 || (a8 !== null && a8.score > 0 && listed >= locs.size)) return null;
  const urls = [...locs].map(([loc, mod]) => `  <url>\n    <loc>${xmlText(loc)}</loc>\n${mod ? `    <lastmod>${mod}</lastmod>\n` : ''}  </url>`);
  const content = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return { path: '/sitemap.xml', kind: 'sitemap_xml', check: 'A8_sitemap_discoverability', drafted: false, content, texts: [] };
}
