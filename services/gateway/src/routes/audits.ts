/** /api/audits: the owner's audits. Another user's audit is 404, exactly like a missing one. */
import {
  AuditResponseSchema,
  AuditsListResponseSchema,
  CompositeResponseSchema,
  CreateAuditBodySchema,
  CreateAuditResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  LIMITS,
  PageParamsSchema,
  PageResponseSchema,
  PagesQuerySchema,
  PagesResponseSchema,
  SetPublicBodySchema,
  SetPublicResponseSchema,
  type AuditProgress,
  type Composite,
} from '@citable/contracts';
import { createAudit } from '@citable/auth';
import { notFound } from '../http/errors.js';
import { presentAudit, presentPage, presentPageSummary } from '../http/present.js';
import { requireUser } from '../http/session.js';
import { findOwnedAudit, findPage, listAuditsOfUser, listPages, setPublic } from '../repositories/audits.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export function auditRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { db, bus } = deps;
  const tags = ['audits'];

  const ownedAudit = async (req: Parameters<typeof requireUser>[0], id: string) => {
    const user = await requireUser(req, bus);
    const audit = await findOwnedAudit(db, user.id, id);
    if (!audit) throw notFound('Audit');
    return { user, audit };
  };

  app.get('/api/audits', { schema: { tags, response: { 200: AuditsListResponseSchema, 401: ErrorResponseSchema } } }, async (req) => {
    const user = await requireUser(req, bus);
    return { audits: (await listAuditsOfUser(db, user.id)).map(presentAudit) };
  });

  app.post(
    '/api/audits',
    { schema: { tags, body: CreateAuditBodySchema, response: { 201: CreateAuditResponseSchema, ...errors } }, config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
    async (req, reply) => {
      const user = await requireUser(req, bus);
      const id = await createAudit(db, bus, deps.config, { userId: user.id, draft: req.body });
      return reply.code(201).send({ audit_id: id, id });
    },
  );

  app.get('/api/audits/:id', { schema: { tags, params: IdParamsSchema, response: { 200: AuditResponseSchema, ...errors } } }, async (req) => {
    const { audit } = await ownedAudit(req, req.params.id);
    return { audit: presentAudit(audit) };
  });

  app.get('/api/audits/:id/composite', { schema: { tags, params: IdParamsSchema, response: { 200: CompositeResponseSchema, ...errors } } }, async (req) => {
    const { audit } = await ownedAudit(req, req.params.id);
    return { composite: (audit.composite as Composite | null) ?? null };
  });

  app.get(
    '/api/audits/:id/pages',
    { schema: { tags, params: IdParamsSchema, querystring: PagesQuerySchema, response: { 200: PagesResponseSchema, ...errors } } },
    async (req) => {
      const { audit } = await ownedAudit(req, req.params.id);
      const pages = await listPages(db, audit.id, req.query.limit ?? LIMITS.pagesFetchLimit.default);
      return { pages: pages.map(presentPageSummary) };
    },
  );

  app.get('/api/audits/:id/pages/:pageId', { schema: { tags, params: PageParamsSchema, response: { 200: PageResponseSchema, ...errors } } }, async (req) => {
    const { audit } = await ownedAudit(req, req.params.id);
    const page = await findPage(db, audit.id, req.params.pageId);
    if (!page) throw notFound('Page');
    return { page: presentPage(page) };
  });

  app.post(
    '/api/audits/:id/public',
    { schema: { tags, params: IdParamsSchema, body: SetPublicBodySchema, response: { 200: SetPublicResponseSchema, ...errors } } },
    async (req) => {
      const user = await requireUser(req, bus);
      if (!(await setPublic(db, user.id, req.params.id, req.body.is_public))) throw notFound('Audit');
      return { success: true, is_public: req.body.is_public };
    },
  );

  // Live progress while an audit runs, as Server-Sent Events: one `progress` event now, one per
  // change, and the stream ends when the audit completes or fails.
  app.get('/api/audits/:id/progress', { schema: { tags, params: IdParamsSchema, response: { ...errors } } }, async (req, reply) => {
    const { audit } = await ownedAudit(req, req.params.id);
    const current: AuditProgress = {
      auditId: audit.id,
      status: audit.status,
      discovered: audit.pages_discovered,
      crawled: audit.pages_crawled,
      scored: audit.pages_analyzed,
    };
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    const send = (p: AuditProgress) => res.write(`event: progress\ndata: ${JSON.stringify(p)}\n\n`);
    send(current);
    if (audit.status === 'completed' || audit.status === 'failed') {
      res.end();
      return;
    }
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    const unwatch = deps.progress.watch(audit.id, (p) => {
      send(p);
      if (p.status === 'completed' || p.status === 'failed') close();
    });
    const close = () => {
      clearInterval(heartbeat);
      unwatch();
      res.end();
    };
    req.raw.on('close', close);
  });
}
