/** /api/public: read-only views of audits their owners shared; never the owner's identity. */
import {
  AuditResponseSchema,
  CitationSummaryQuerySchema,
  CitationSummaryResponseSchema,
  CompositeResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  LIMITS,
  PagesResponseSchema,
  REQUESTS,
  type CitationSummary,
  type Composite,
} from '@citable/contracts';
import { askService, HttpError } from '../http/errors.js';
import { sendCached } from '../http/response-cache.js';
import { cachedAudit, cachedPages } from './cached-bodies.js';
import { findPublicAudit, publicAuditPagesVersion, publicAuditVersion } from '../repositories/audits.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

const notShared = () => new HttpError(404, 'not_found', 'This audit is not publicly accessible');

export function publicRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { db, bus } = deps;
  const tags = ['public'];
  const errors = { 404: ErrorResponseSchema };

  const sharedAudit = async (id: string) => {
    const audit = await findPublicAudit(db, id);
    if (!audit) throw notShared();
    return audit;
  };

  app.get('/api/public/audits/:id', { schema: { tags, params: IdParamsSchema, response: { 200: AuditResponseSchema, ...errors } } }, async (req, reply) => {
    const found = await publicAuditVersion(db, req.params.id);
    if (!found) throw notShared();
    return sendCached(req, reply, await cachedAudit(deps, found));
  });

  app.get('/api/public/audits/:id/composite', { schema: { tags, params: IdParamsSchema, response: { 200: CompositeResponseSchema, ...errors } } }, async (req) => ({
    composite: ((await sharedAudit(req.params.id)).composite as Composite | null) ?? null,
  }));

  app.get('/api/public/audits/:id/pages', { schema: { tags, params: IdParamsSchema, response: { 200: PagesResponseSchema, ...errors } } }, async (req, reply) => {
    const audit = await publicAuditPagesVersion(db, req.params.id);
    if (!audit) throw notShared();
    // The same bytes as the owner's pages tab (500 pages), so both share the cached body.
    return sendCached(req, reply, await cachedPages(deps, audit, LIMITS.pagesFetchLimit.pagesTab));
  });

  app.get(
    '/api/public/citations/summary',
    { schema: { tags, querystring: CitationSummaryQuerySchema, response: { 200: CitationSummaryResponseSchema, ...errors } } },
    async (req) => {
      const audit = await sharedAudit(req.query.audit_id);
      return askService(() => bus.request<unknown, CitationSummary>(REQUESTS.citation.summary, { auditId: audit.id }), 'citation');
    },
  );
}
