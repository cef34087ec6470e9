/**
 * A fixture site's HTML pages read straight from its routes, with no server: what an audit would
 * have stored for it (2xx HTML answers, the shallowest first). For pure code that reads stored
 * pages (the site profile, the prompt generator) and the benches that feed it.
 */
import type { FixtureRequest, SiteBuilder } from './server.js';

export interface FixturePage {
  path: string;
  url: string;
  html: string;
}

export function fixtureSitePages(builder: SiteBuilder, origin: string, limit = Number.POSITIVE_INFINITY): FixturePage[] {
  const routes = builder({ origin });
  return Object.keys(routes)
    .map((path) => {
      const route = routes[path]!;
      const request: FixtureRequest = { method: 'GET', url: path, path, userAgent: '', headers: {} };
      const res = typeof route === 'function' ? route(request) : route;
      const type = res.headers?.['content-type'] ?? 'text/html';
      return { path, url: `${origin}${path}`, html: String(res.body ?? ''), ok: (res.status ?? 200) < 300 && type.includes('html') };
    })
    .filter((p) => p.ok && /<html|<body|<title/i.test(p.html))
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length || a.path.length - b.path.length)
    .slice(0, limit)
    .map(({ path, url, html }) => ({ path, url, html }));
}
