/**
 * Downloads of an audit's results (CSV of pages x checks and of site checks) for its owner, and
 * for anyone while the audit is shared, as the other audit routes authorise; and the robots.txt
 * advice (what the file means for each AI crawler, and a corrected file) for the owner.
 */
import { ErrorResponseSchema, IdParamsSchema, RobotsAdviceQuerySchema, RobotsAdviceSchema, type TrainingChoice } from '@citable/contracts';
import { pageChecksCsv, siteChecksCsv } from '@citable/exports';
import { availabilityOfArtifact, robotsAdvice } from '@citable/net';
import { Type } from 'typebox';
import { HttpError, notFound } from '../http/errors.js';
import { requireUser } from '../http/session.js';
import { findOwnedAudit, findPublicAudit, type AuditRecord } from '../repositories/audits.repository.js';
import { findRobotsArtifact, listPageChecks, listPageUrls } from '../repositories/exports.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

const CsvSchema = Type.String({ description: 'text/csv (RFC 4180), with a header row' });

type Export = 'page-checks' | 'site-checks';

/** citable-acme.example-2026-11-20-page-checks.csv: the site, the audit's day and what it holds. */
export function exportFileName(audit: Pick<AuditRecord, 'domain' | 'started_at'>, kind: Export): string {
  const site = audit.domain.replace(/[^a-z0-9.-]+/gi, '-');
  const day = new Date(audit.started_at).toISOString().slice(0, 10);
  return `citable-${site}-${day}-${kind}.csv`;
}

export function exportRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { db, bus } = deps;
  const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  const csvOf = async (audit: AuditRecord, kind: Export): Promise<string> => {
    if (kind === 'site-checks') return siteChecksCsv(audit.site_checks_json ?? []);
    const pages = await listPageChecks(db, audit.id);
    return pageChecksCsv(pages.map((p) => ({ url: p.url, checks: p.checks_json ?? [] })));
  };

  for (const kind of ['page-checks', 'site-checks'] as const) {
    /** Sets the download headers; the handler returns the CSV. */
    const download = async (audit: AuditRecord, reply: { header(name: string, value: string): unknown }): Promise<string> => {
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${exportFileName(audit, kind)}"`);
      reply.header('cache-control', 'private, no-store');
      return csvOf(audit, kind);
    };

    app.get(`/api/audits/:id/export/${kind}.csv`, { schema: { tags: ['audits'], params: IdParamsSchema, response: { 200: CsvSchema, ...errors } } }, async (req, reply) => {
      const user = await requireUser(req, bus);
      const audit = await findOwnedAudit(db, user.id, req.params.id);
      if (!audit) throw notFound('Audit');
      return download(audit, reply);
    });

    app.get(`/api/public/audits/:id/export/${kind}.csv`, { schema: { tags: ['public'], params: IdParamsSchema, response: { 200: CsvSchema, 404: ErrorResponseSchema } } }, async (req, reply) => {
      const audit = await findPublicAudit(db, req.params.id);
      if (!audit) throw new HttpError(404, 'not_found', 'This audit is not publicly accessible');
      return download(audit, reply);
    });
  }

  app.get(
    '/api/audits/:id/robots',
    { schema: { tags: ['audits'], params: IdParamsSchema, querystring: RobotsAdviceQuerySchema, response: { 200: RobotsAdviceSchema, ...errors } } },
    async (req) => {
      const user = await requireUser(req, bus);
      const audit = await findOwnedAudit(db, user.id, req.params.id);
      if (!audit) throw notFound('Audit');
      const artifact = await findRobotsArtifact(db, audit.id);
      if (!artifact) throw new HttpError(404, 'not_found', 'robots.txt has not been read for this audit yet.');
      const origin = new URL(artifact.url).origin;
      const pagePaths = (await listPageUrls(db, audit.id))
        .map((p) => new URL(p.url))
        .filter((u) => u.origin === origin)
        .map((u) => `${u.pathname}${u.search}`);
      return robotsAdvice({
        robotsUrl: artifact.url,
        availability: availabilityOfArtifact({ url: artifact.url, statusCode: artifact.status_code, content: artifact.content, error: artifact.error }),
        content: artifact.content,
        pagePaths,
        training: (req.query.training ?? 'keep') as TrainingChoice,
      });
    },
  );
}
