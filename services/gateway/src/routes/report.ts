/** GET /api/audits/:id/report: built by the scorer from the stored scores and the latest citations. */
import { ErrorResponseSchema, IdParamsSchema, REQUESTS, ReportResponseSchema, type Report } from '@citable/contracts';
import { askService, HttpError, notFound } from '../http/errors.js';
import { requireUser } from '../http/session.js';
import { findOwnedAudit } from '../repositories/audits.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

export function reportRoutes(app: GatewayApp, deps: RouteDeps): void {
  app.get(
    '/api/audits/:id/report',
    { schema: { tags: ['audits'], params: IdParamsSchema, response: { 200: ReportResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema } } },
    async (req) => {
      const user = await requireUser(req, deps.bus);
      const audit = await findOwnedAudit(deps.db, user.id, req.params.id);
      if (!audit) throw notFound('Audit');
      const report = await askService(() => deps.bus.request<{ auditId: string }, Report | null>(REQUESTS.scorer.report, { auditId: audit.id }, { timeoutMs: 15_000 }), 'scorer');
      if (!report) throw new HttpError(404, 'not_found', 'Report not found: the audit has not finished yet.');
      return report;
    },
  );
}
