/**
 * BreadcrumbList from the URL path and the page titles: the home page, each crawled ancestor
 * (/blog for /blog/post), then the page. Levels the crawl did not read are left out rather than
 * named from a guess; a page at the root, or one with no title or H1, gets none. No check scores
 * breadcrumbs: engines show them in results, and they tell a reader where a quoted page sits.
 */
import type { BreadcrumbList, ListItem, WithContext } from 'schema-dts';
import type { FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';
import { jsonLdScript } from '../html.js';
import { titleSegments } from '../site-name.js';

/** A crumb's name: the page's H1, else its title's first segment (without the site's name). */
const crumbName = (p: FixPageInput) => p.facts.h1 ?? (p.facts.title ? (titleSegments(p.facts.title)[0] ?? null) : null);

export function breadcrumbFix(page: FixPageInput, byPath: ReadonlyMap<string, FixPageInput>, siteName: string, rootUrl: string): HeadFix | null {
  const url = new URL(page.url);
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length === 0 || url.search) return null;
  const own = crumbName(page);
  if (!own) return null;
  const crumbs: Array<{ name: string; url: string; page: boolean }> = [{ name: siteName, url: rootUrl, page: false }];
  for (let i = 1; i < segments.length; i++) {
    const ancestor = byPath.get(`/${segments.slice(0, i).join('/')}`) ?? byPath.get(`/${segments.slice(0, i).join('/')}/`);
    const name = ancestor ? crumbName(ancestor) : null;
    if (ancestor && name) crumbs.push({ name, url: ancestor.url, page: false });
  }
  crumbs.push({ name: own, url: page.url, page: true });
  const items: ListItem[] = crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url }));
  const list: WithContext<BreadcrumbList> = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items };
  return {
    check: null,
    kind: 'jsonld_breadcrumb',
    drafted: false,
    elements: [jsonLdScript(list)],
    replaces: null,
    texts: [own],
    siteTexts: crumbs.slice(0, -1).map((c) => c.name),
    jsonld: list,
  };
}
