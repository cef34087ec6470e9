/** Small builders for the fixture sites' documents, so each site reads as its content. */
import type { FixtureResponse } from './server.js';

/** The smallest valid PNG file (1 x 1), so an image's content type and size are real. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const HTML_TYPE = { 'content-type': 'text/html; charset=utf-8' };

export function html(body: string, extraHeaders: Record<string, string> = {}): FixtureResponse {
  return { headers: { ...HTML_TYPE, ...extraHeaders }, body };
}

export function text(body: string, contentType = 'text/plain; charset=utf-8'): FixtureResponse {
  return { headers: { 'content-type': contentType }, body };
}

export function redirect(location: string, status = 301): FixtureResponse {
  return { status, headers: { location }, body: '' };
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface PageSpec {
  title?: string;
  description?: string;
  lang?: string;
  canonical?: string;
  viewport?: boolean;
  og?: Record<string, string>;
  jsonLd?: unknown[];
  head?: string;
  body: string;
}

/** A complete HTML document; every optional part is left out when not given. */
export function page(spec: PageSpec): string {
  const head = [
    '<meta charset="utf-8">',
    spec.viewport ? '<meta name="viewport" content="width=device-width, initial-scale=1">' : '',
    spec.title !== undefined ? `<title>${escapeHtml(spec.title)}</title>` : '',
    spec.description ? `<meta name="description" content="${escapeHtml(spec.description)}">` : '',
    spec.canonical ? `<link rel="canonical" href="${escapeHtml(spec.canonical)}">` : '',
    ...Object.entries(spec.og ?? {}).map(([k, v]) => `<meta property="og:${k}" content="${escapeHtml(v)}">`),
    ...(spec.jsonLd ?? []).map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`),
    spec.head ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const lang = spec.lang ? ` lang="${spec.lang}"` : '';
  return `<!doctype html>\n<html${lang}>\n  <head>\n    ${head}\n  </head>\n  <body>\n${spec.body}\n  </body>\n</html>\n`;
}

export function sitemapXml(entries: ReadonlyArray<{ loc: string; lastmod?: string }>): string {
  const urls = entries
    .map((e) => `  <url>\n    <loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ''}\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const items = locs.map((loc) => `  <sitemap>\n    <loc>${escapeHtml(loc)}</loc>\n  </sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** Deterministic filler prose: pages need real-looking text for word counts and render checks. */
export function paragraphs(topic: string, count: number): string {
  const sentences = [
    `${topic} helps teams publish answers that assistants can quote directly.`,
    `Every ${topic.toLowerCase()} plan includes onboarding, reporting and a named contact.`,
    `Customers use ${topic.toLowerCase()} to cut the time between a question and a trustworthy answer.`,
    `The service works with existing content systems and needs no code changes.`,
    `Results are measured monthly and shared in a plain report with clear next steps.`,
  ];
  return Array.from({ length: count }, (_, i) => `<p>${sentences[i % sentences.length]} ${sentences[(i + 2) % sentences.length]}</p>`).join('\n');
}
