/**
 * /api/monitors: the owner's monitors (issue 24). Another user's monitor is 404, exactly like a
 * missing one; a monitor is made from one of the caller's own audits.
 */
import {
  CreateMonitorBodySchema,
  DEFAULT_ALERT_THRESHOLD,
  ErrorResponseSchema,
  IdParamsSchema,
  MonitorResponseSchema,
  MonitorsListResponseSchema,
  OkResponseSchema,
  RunMonitorResponseSchema,
  TrendResponseSchema,
  UpdateMonitorBodySchema,
  type CrawlOptions,
} from '@citable/contracts';
import type { MonitorUpdate } from '@citable/db';
import { toJson } from '@citable/db';
import { HttpError, notFound } from '../http/errors.js';
import { requireUser } from '../http/session.js';
import { findOwnedAudit } from '../repositories/audits.repository.js';
import {
  deleteOwnedMonitor,
  findOwnedMonitor,
  insertManualRun,
  insertMonitor,
  latestRuns,
  listMonitorsOfUser,
  updateOwnedMonitor,
  updateRun,
} from '../repositories/monitors.repository.js';
import { presentMonitor } from '../monitors/present.js';
import { startRunAudit } from '../monitors/run-steps.js';
import { RUN_LEASE_MS } from '../monitors/scheduler.js';
import { firstSlot } from '../monitors/schedule.js';
import { loadTrend } from '../monitors/trend.js';
import type { GatewayApp, RouteDeps } from './types.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export function monitorRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { db, bus } = deps;
  const tags = ['monitors'];

  const owned = async (req: Parameters<typeof requireUser>[0], id: string) => {
    const user = await requireUser(req, bus);
    const monitor = await findOwnedMonitor(db, user.id, id);
    if (!monitor) throw notFound('Monitor');
    return { user, monitor };
  };
  const withLastRun = async (monitor: NonNullable<Awaited<ReturnType<typeof findOwnedMonitor>>>) => presentMonitor(monitor, (await latestRuns(db, [monitor.id])).get(monitor.id));

  app.get('/api/monitors', { schema: { tags, response: { 200: MonitorsListResponseSchema, 401: ErrorResponseSchema } } }, async (req) => {
    const user = await requireUser(req, bus);
    const monitors = await listMonitorsOfUser(db, user.id);
    const last = await latestRuns(db, monitors.map((m) => m.id));
    return { monitors: monitors.map((m) => presentMonitor(m, last.get(m.id))) };
  });

  app.post(
    '/api/monitors',
    { schema: { tags, body: CreateMonitorBodySchema, response: { 201: MonitorResponseSchema, 409: ErrorResponseSchema, ...errors } } },
    async (req, reply) => {
      const user = await requireUser(req, bus);
      const audit = await findOwnedAudit(db, user.id, req.body.audit_id);
      if (!audit) throw notFound('Audit');
      try {
        const monitor = await insertMonitor(db, {
          user_id: user.id,
          project_id: audit.project_id,
          root_url: audit.root_url,
          domain: audit.domain,
          site_description: audit.site_description,
          max_pages: audit.max_pages,
          options: toJson(audit.options as CrawlOptions),
          cadence: req.body.cadence,
          citations: req.body.citations,
          alerts: req.body.alerts,
          threshold: req.body.threshold ?? DEFAULT_ALERT_THRESHOLD,
          next_due_at: firstSlot(req.body.cadence, new Date()),
        });
        return reply.code(201).send({ monitor: presentMonitor(monitor, undefined) });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, 'already_monitored', `${audit.root_url} (project ${audit.project_id}) is already monitored: change that monitor's settings instead.`);
        throw err;
      }
    },
  );

  app.get('/api/monitors/:id', { schema: { tags, params: IdParamsSchema, response: { 200: MonitorResponseSchema, ...errors } } }, async (req) => {
    const { monitor } = await owned(req, req.params.id);
    return { monitor: await withLastRun(monitor) };
  });

  app.patch(
    '/api/monitors/:id',
    { schema: { tags, params: IdParamsSchema, body: UpdateMonitorBodySchema, response: { 200: MonitorResponseSchema, ...errors } } },
    async (req) => {
      const { user, monitor } = await owned(req, req.params.id);
      const set: MonitorUpdate = { ...req.body };
      // A changed cadence starts its slots from now; the same cadence keeps its slot.
      if (req.body.cadence !== undefined && req.body.cadence !== monitor.cadence) set.next_due_at = firstSlot(req.body.cadence, new Date());
      const updated = await updateOwnedMonitor(db, user.id, monitor.id, set);
      if (!updated) throw notFound('Monitor');
      return { monitor: await withLastRun(updated) };
    },
  );

  app.delete('/api/monitors/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkResponseSchema, ...errors } } }, async (req) => {
    const user = await requireUser(req, bus);
    if (!(await deleteOwnedMonitor(db, user.id, req.params.id))) throw notFound('Monitor');
    return { ok: true };
  });

  app.post(
    '/api/monitors/:id/run',
    { schema: { tags, params: IdParamsSchema, response: { 202: RunMonitorResponseSchema, ...errors } }, config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
    async (req, reply) => {
      const { monitor } = await owned(req, req.params.id);
      const now = new Date();
      // Leased while this request starts its audit, so no scheduler replica starts it too.
      const run = await insertManualRun(db, monitor, now, new Date(now.getTime() + RUN_LEASE_MS));
      try {
        const auditId = await startRunAudit(deps, run, monitor, now);
        return reply.code(202).send({ audit_id: auditId });
      } catch (err) {
        await updateRun(db, run, { state: 'failed', error: (err as Error).message, finished_at: new Date() });
        throw err;
      }
    },
  );

  app.get('/api/monitors/:id/trend', { schema: { tags, params: IdParamsSchema, response: { 200: TrendResponseSchema, ...errors } } }, async (req) => {
    const { monitor } = await owned(req, req.params.id);
    return { monitor: await withLastRun(monitor), points: await loadTrend(db, monitor) };
  });
}
