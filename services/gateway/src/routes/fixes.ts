/**
 * The fix pack of a finished audit, for its owner: GET /api/audits/:id/fixes (the pack as JSON, for
 * the Fixes panel and the Actions section) and GET /api/audits/:id/fixes.zip (the same files
 * `citable audit --fix-pack DIR` writes, zipped). Built from the stored pages and site files on
 * each request, deterministically: LLM polish is the CLI's (it would call the model per page here).
 */
import { ErrorResponseSchema, FixPackSchema, IdParamsSchema, type FixPack } from '@citable/contracts';
import { buildFixPack, fixPackFiles, storedFixSite } from '@citable/fixes';
import { strToU8, zipSync } from 'fflate';
import { Type } from 'typebox';
import { HttpError, notFound } from '../http/errors.js';
import { requireUser } from '../http/session.js';
import { findOwnedAudit, type AuditRecord } from '../repositories/audits.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

const ZipSchema = Type.Unknown({ description: 'application/zip: fix-pack.json and site/ (sitemap.xml, robots.txt, llms.txt)' });

/** citable-acme.example-2026-11-20-fix-pack.zip: the site and the audit's day. */
export function fixPackFileName(audit: Pick<AuditRecord, 'domain' | 'started_at'>): string {
  const site = audit.domain.replace(/[^a-z0-9.-]+/gi, '-');
  return `citable-${site}-${new Date(audit.started_at).toISOString().slice(0, 10)}-fix-pack.zip`;
}

export function fixRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { db, bus } = deps;
  const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  const packOf = async (req: { params: { id: string } } & Parameters<typeof requireUser>[0]): Promise<{ audit: AuditRecord; pack: FixPack }> => {
    const user = await requireUser(req, bus);
    const audit = await findOwnedAudit(db, user.id, req.params.id);
    if (!audit) throw notFound('Audit');
    const site = audit.status === 'completed' ? await storedFixSite(db, audit.id) : null;
    if (!site) throw new HttpError(404, 'not_found', 'The fix pack is written once the audit has finished.');
    return { audit, pack: await buildFixPack(site) };
  };

  app.get('/api/audits/:id/fixes', { schema: { tags: ['audits'], params: IdParamsSchema, response: { 200: FixPackSchema, ...errors } } }, async (req) => (await packOf(req)).pack);

  app.get('/api/audits/:id/fixes.zip', { schema: { tags: ['audits'], params: IdParamsSchema, response: { 200: ZipSchema, ...errors } } }, async (req, reply) => {
    const { audit, pack } = await packOf(req);
    const zip = zipSync(Object.fromEntries(fixPackFiles(pack).map((f) => [f.name, strToU8(f.content)])));
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="${fixPackFileName(audit)}"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(Buffer.from(zip));
  });
}
