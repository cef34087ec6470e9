import { SERVICE_NAMES, type ServiceName } from '@citable/contracts';
import { askHealth } from '@citable/runtime';
import type { Bus } from '@citable/bus';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

/**
 * Readiness of the whole deployment: the database, the bus, and every service (asked over the
 * bus, so it sees replicas in other processes). 200 when all answer, else 503 naming what is down.
 */
export function healthRoutes(app: FastifyInstance, deps: { db: Kysely<any>; bus: Bus }): void {
  app.get('/healthz', async (_req, reply) => {
    const database = await sql`select 1 as ok`.execute(deps.db).then(
      () => ({ status: 'ok' as const }),
      (err: Error) => ({ status: 'unavailable' as const, error: err.message }),
    );
    const others = SERVICE_NAMES.filter((s): s is ServiceName => s !== 'gateway');
    const replies = await Promise.all(others.map((s) => askHealth(deps.bus, s)));
    const services = Object.fromEntries(
      [['gateway', 'ok'], ...replies.map((r) => [r.service, r.status])] as Array<[string, string]>,
    );
    const ok = database.status === 'ok' && replies.every((r) => r.status === 'ok');
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, services });
  });
}
