/** /api/admin: the admin role plus the server-checked admin password (decisions.md). */
import {
  AdminAuditsResponseSchema,
  ClassifierCompareQuerySchema,
  ClassifierCompareResponseSchema,
  ClassifierHealthResponseSchema,
  DeleteFailedResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  REQUESTS,
  RescoreBodySchema,
  RescoreResponseSchema,
  type ClassifierComparison,
  type ClassifierHealth,
} from '@citable/contracts';
import { Type, type Static } from 'typebox';
import { askService, notFound } from '../http/errors.js';
import { presentAudit } from '../http/present.js';
import { requireAdmin } from '../http/session.js';
import { countDuplicateGroups, deleteAudit, deleteFailedAudits, listAllAudits } from '../repositories/audits.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

export function adminRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { db, bus } = deps;
  const tags = ['admin'];
  const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema };

  app.get(
    '/api/admin/audits',
    { schema: { tags, response: { 200: Type.Intersect([AdminAuditsResponseSchema, Type.Object({ duplicate_groups: Type.Integer() })]), ...errors } } },
    async (req) => {
      await requireAdmin(req, bus);
      const rows = await listAllAudits(db);
      return {
        audits: rows.map((r) => ({ ...presentAudit(r), aeo_score: r.aeo_score, geo_score: r.geo_score, domain: r.domain, duplicate_count: r.duplicate_count })),
        duplicate_groups: await countDuplicateGroups(db),
      };
    },
  );

  app.delete('/api/admin/audits/:id', { schema: { tags, params: IdParamsSchema, response: { 204: Type.Null(), ...errors } } }, async (req, reply) => {
    await requireAdmin(req, bus);
    if (!(await deleteAudit(db, req.params.id))) throw notFound('Audit');
    return reply.code(204).send(null);
  });

  app.post('/api/admin/audits/delete-failed', { schema: { tags, response: { 200: DeleteFailedResponseSchema, ...errors } } }, async (req) => {
    await requireAdmin(req, bus);
    return { deleted: await deleteFailedAudits(db) };
  });

  app.post('/api/admin/rescore-recent', { schema: { tags, body: RescoreBodySchema, response: { 200: RescoreResponseSchema, ...errors } } }, async (req) => {
    await requireAdmin(req, bus);
    return askService(() => bus.request<unknown, Static<typeof RescoreResponseSchema>>(REQUESTS.scorer.rescoreRecent, { limit: req.body.limit }, { timeoutMs: 120_000 }), 'scorer');
  });

  app.get(
    '/api/admin/classifier-compare',
    { schema: { tags, querystring: ClassifierCompareQuerySchema, response: { 200: ClassifierCompareResponseSchema, ...errors } } },
    async (req) => {
      await requireAdmin(req, bus);
      return askService(() => bus.request<unknown, ClassifierComparison>(REQUESTS.classifier.compare, { host: req.query.host }, { timeoutMs: 30_000 }), 'classifier');
    },
  );

  app.get('/api/admin/classifier-health', { schema: { tags, response: { 200: ClassifierHealthResponseSchema, ...errors } } }, async (req) => {
    await requireAdmin(req, bus);
    return askService(() => bus.request<unknown, ClassifierHealth>(REQUESTS.classifier.health, {}), 'classifier');
  });
}
