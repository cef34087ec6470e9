/**
 * The two big reads, served from the ResponseCache: an audit (with its site checks and
 * scorecard) and a pages list. The caller has checked who may see the audit and read the
 * version from the database; this builds the body when that version is not cached yet.
 *
 * Bodies are built with JSON.stringify, not the route's schema serializer: the presenters
 * already give exactly the schema's shape, and fast-json-stringify spends 4-5 times longer on
 * these schemas (every nullable field is a union it checks value by value), which a list of
 * 100 pages with 23 checks each turns into a quarter of a second per build.
 */
import type { CachedBody } from '../http/response-cache.js';
import { notFound } from '../http/errors.js';
import { presentAuditDetail, presentPageSummary } from '../http/present.js';
import { findAuditDetail, listPages } from '../repositories/audits.repository.js';
import type { RouteDeps } from './types.js';

type Deps = Pick<RouteDeps, 'db' | 'responses'>;

/** `{audit}` of GET /api/audits/:id and /api/public/audits/:id (with its crawl summary): the same bytes for both. */
export function cachedAudit(deps: Deps, found: { id: string; version: string }): Promise<CachedBody> {
  return deps.responses.body(`audit:${found.id}`, found.version, async () => {
    const audit = await findAuditDetail(deps.db, found.id);
    // Deleted since its version was read.
    if (!audit) throw notFound('Audit');
    return JSON.stringify({ audit: presentAuditDetail(audit) });
  });
}

/** `{pages}` with the first `limit` pages in crawl order. */
export function cachedPages(deps: Deps, found: { id: string; version: string }, limit: number): Promise<CachedBody> {
  return deps.responses.body(`pages:${found.id}:${limit}`, found.version, async () =>
    JSON.stringify({ pages: (await listPages(deps.db, found.id, limit)).map(presentPageSummary) }),
  );
}
