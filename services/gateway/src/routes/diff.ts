/**
 * GET /api/audits/{id}/diff: what changed since an earlier audit of the same site (issue 17).
 * `against` names the baseline; without it, the owner's previous completed audit of the same root
 * URL. Both audits must be the caller's (another user's reads as missing, 404).
 */
import { diffAudits } from '@citable/audit-diff';
import { AuditDiffQuerySchema, AuditDiffResponseSchema, ErrorResponseSchema, IdParamsSchema } from '@citable/contracts';
import { HttpError, notFound } from '../http/errors.js';
import { requireUser } from '../http/session.js';
import { findPreviousAudit, loadAuditSnapshot } from '../repositories/audit-snapshots.repository.js';
import { findOwnedAudit } from '../repositories/audits.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

const notCompleted = (which: string) => new HttpError(409, 'not_completed', `${which} has not completed yet: only completed audits can be compared.`);

export function diffRoutes(app: GatewayApp, deps: RouteDeps): void {
  app.get(
    '/api/audits/:id/diff',
    {
      schema: {
        tags: ['audits'],
        params: IdParamsSchema,
        querystring: AuditDiffQuerySchema,
        response: { 200: AuditDiffResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (req) => {
      const user = await requireUser(req, deps.bus);
      const audit = await findOwnedAudit(deps.db, user.id, req.params.id);
      if (!audit) throw notFound('Audit');
      if (audit.status !== 'completed') throw notCompleted('This audit');
      const againstId = req.query.against ?? (await findPreviousAudit(deps.db, audit))?.id;
      if (!againstId) return { diff: null, reason: 'no_previous_audit' as const };
      if (againstId === audit.id) throw new HttpError(400, 'invalid_request', 'An audit cannot be compared with itself: name another audit in `against`.');
      const previous = await findOwnedAudit(deps.db, user.id, againstId);
      if (!previous) throw notFound('Audit to compare with');
      if (previous.status !== 'completed') throw notCompleted('The audit to compare with');
      const [before, after] = await Promise.all([loadAuditSnapshot(deps.db, previous), loadAuditSnapshot(deps.db, audit)]);
      return { diff: diffAudits(before, after), reason: null };
    },
  );
}
