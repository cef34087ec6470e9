/**
 * The pages an audit stored, read instead of fetching the site again: its home page and the
 * pages its menu links to (else its shallowest pages), up to NAV_PAGES of them.
 */
import type { Database } from '@citable/db';
import { sql, type Kysely } from 'kysely';
import { sitePage, type SitePage } from '../signals/site-page.js';
import { hostnameOf } from './host.js';
import { NAV_PAGES, navPageUrls } from './nav-pages.js';
import type { ReadPages } from './page-source.js';

type Db = Kysely<Database>;

/** Stored page URLs looked at to find the home page and its menu pages. */
const URLS_SCANNED = 200;

/** The latest completed audit of a host (its www twin included; a port must match when given). */
export async function latestAuditOf(db: Db, host: string): Promise<string | null> {
  const rows = await db
    .selectFrom('audits')
    .select(['id', 'root_url'])
    .where('domain', '=', hostnameOf(host))
    .where('status', '=', 'completed')
    .orderBy('finished_at', 'desc')
    .limit(5)
    .execute();
  const port = host.startsWith('[') ? '' : (host.split(':')[1] ?? '');
  return rows.find((r) => new URL(r.root_url).port === port)?.id ?? null;
}

function toPage(row: { url: string; html_static: string | null; headers: Record<string, string> }): SitePage {
  return sitePage(row.url, row.html_static ?? '', row.headers);
}

/** The first of an audit's stored pages in the order below (the id breaks ties: pages stored in one transaction share a created_at). */
const isHome = sql<boolean>`row_number() over (order by depth, created_at, id) = 1`;

/** The audit's home page and menu pages, or null when it stored no page. */
export async function readStoredPages(db: Db, auditId: string): Promise<ReadPages | null> {
  // The stored URLs, and the home page (the shallowest, first stored) with its HTML: one round trip, not two. The
  // window's order is the query's, so its first row is the query's first.
  const urls = await db
    .selectFrom('pages')
    .select(['url', 'depth'])
    .select([sql<string | null>`case when ${isHome} then html_static end`.as('html_static'), sql<Record<string, string> | null>`case when ${isHome} then headers end`.as('headers')])
    .where('audit_id', '=', auditId)
    .where('html_static', 'is not', null)
    .orderBy('depth')
    .orderBy('created_at')
    .orderBy('id')
    .limit(URLS_SCANNED)
    .execute();
  const homeRow = urls[0];
  if (!homeRow) return null;
  const home = toPage({ url: homeRow.url, html_static: homeRow.html_static, headers: homeRow.headers ?? {} });
  const stored = new Set(urls.map((u) => u.url));
  const wanted = navPageUrls(home).filter((u) => stored.has(u));
  for (const { url } of urls.slice(1)) {
    if (wanted.length >= NAV_PAGES) break;
    if (!wanted.includes(url)) wanted.push(url);
  }
  const rows = wanted.length === 0 ? [] : await db.selectFrom('pages').select(['url', 'html_static', 'headers']).where('audit_id', '=', auditId).where('url', 'in', wanted).execute();
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  const others = wanted.map((u) => byUrl.get(u)).filter((r) => r !== undefined).map(toPage);
  return { pages: [home, ...others], source: 'stored', auditId, fetchMs: 0 };
}
