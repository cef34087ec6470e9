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
  type CitationProgress,
  type Composite,
} from '@citable/contracts';
import { createAudit } from '@citable/auth';
import { citationRunProgress } from '@citable/db';
import { notFound } from '../http/errors.js';
import { sendCached } from '../http/response-cache.js';
import { cachedAudit, cachedPages } from './cached-bodies.js';
import { presentAudit, presentPage } from '../http/present.js';
import { requireUser } from '../http/session.js';
import { findOwnedAudit, findPage, findRunningCitationRun, listAuditsOfUser, ownedAuditPagesVersion, ownedAuditVersion, setPublic } from '../repositories/audits.repository.js';
import type { GatewayApp, RouteDeps } from './types.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

const isFinal = (status: string) => status === 'completed' || status === 'failed';

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

  app.get('/api/audits/:id', { schema: { tags, params: IdParamsSchema, response: { 200: AuditResponseSchema, ...errors } } }, async (req, reply) => {
    const user = await requireUser(req, bus);
    const found = await ownedAuditVersion(db, user.id, req.params.id);
    if (!found) throw notFound('Audit');
    return sendCached(req, reply, await cachedAudit(deps, found));
  });

  app.get('/api/audits/:id/composite', { schema: { tags, params: IdParamsSchema, response: { 200: CompositeResponseSchema, ...errors } } }, async (req) => {
    const { audit } = await ownedAudit(req, req.params.id);
    return { composite: (audit.composite as Composite | null) ?? null };
  });

  app.get(
    '/api/audits/:id/pages',
    { schema: { tags, params: IdParamsSchema, querystring: PagesQuerySchema, response: { 200: PagesResponseSchema, ...errors } } },
    async (req, reply) => {
      const user = await requireUser(req, bus);
      const limit = req.query.limit ?? LIMITS.pagesFetchLimit.default;
      // Ownership and the list's version in one query; the list itself comes from the cache.
      const audit = await ownedAuditPagesVersion(db, user.id, req.params.id);
      if (!audit) throw notFound('Audit');
      return sendCached(req, reply, await cachedPages(deps, audit, limit));
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
  // change; and `citation` events while a citation run of the audit goes (where it stands now,
  // then one per answer, so a page that connects mid-run does not wait for the next answer). The stream ends when
  // the audit has completed or failed and no citation run is going.
  app.get('/api/audits/:id/progress', { schema: { tags, params: IdParamsSchema, response: { ...errors } } }, async (req, reply) => {
    const user = await requireUser(req, bus);
    // Watch before reading the audit: an audit that finishes between the read and the watch would
    // otherwise leave the stream open for ever. Nothing is sent until ownership is established.
    const early: AuditProgress[] = [];
    const earlyCitations: CitationProgress[] = [];
    let deliver: (p: AuditProgress) => void = (p) => early.push(p);
    let deliverCitation: (p: CitationProgress) => void = (p) => earlyCitations.push(p);
    let end = () => {};
    const unwatch = deps.progress.watch(req.params.id, { progress: (p) => deliver(p), citation: (p) => deliverCitation(p), end: () => end() });
    const [audit, run] = await Promise.all([findOwnedAudit(db, user.id, req.params.id), findRunningCitationRun(db, req.params.id)]).catch((err: unknown) => {
      unwatch();
      throw err;
    });
    if (!audit) {
      unwatch();
      throw notFound('Audit');
    }
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
    let heartbeat: NodeJS.Timeout | undefined;
    let closed = false;
    let auditDone = false;
    let citationGoing = run !== undefined;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unwatch();
      res.end();
    };
    const closeWhenDone = () => {
      if (auditDone && !citationGoing) close();
    };
    const send = (p: AuditProgress) => {
      if (closed) return;
      res.write(`event: progress\ndata: ${JSON.stringify(p)}\n\n`);
      auditDone = isFinal(p.status);
      closeWhenDone();
    };
    const sendCitation = (p: CitationProgress) => {
      if (closed) return;
      res.write(`event: citation\ndata: ${JSON.stringify(p)}\n\n`);
      citationGoing = p.status === 'running';
      closeWhenDone();
    };
    // A browser whose stream drops (this gateway restarting) reconnects after a second, not three;
    // the field rides in the first event's block.
    res.write('retry: 1000\n');
    send(current);
    const citationNow = run ? citationRunProgress(run) : null;
    if (citationNow) sendCitation(citationNow);
    if (closed) return;
    heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    deliver = send;
    deliverCitation = sendCitation;
    end = close;
    req.raw.on('close', close);
    for (const p of earlyCitations) if (p.runId !== citationNow?.runId || p.status !== 'running' || p.done > citationNow.done) sendCitation(p);
    for (const p of early) if (isFinal(p.status) || p.discovered > current.discovered || p.crawled > current.crawled || p.scored > current.scored) send(p);
  });
}
