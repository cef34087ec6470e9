/**
 * The admin's system status: every replica of every service (a health census over the bus, so
 * replicas in other processes count), each work queue's state, the database and its migrations,
 * the audits in flight, and when the scheduler's hourly jobs last ran.
 */
import type { Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import {
  WORK_QUEUES,
  SERVICE_NAMES,
  type DatabaseStatus,
  type HealthReply,
  type ReplicaStatus,
  type ScheduledJobName,
  type ServiceStatus,
  type SystemStatus,
} from '@citable/contracts';
import { migrationStatus, type Database } from '@citable/db';
import { healthCensus } from '@citable/runtime';
import { sql, type Kysely } from 'kysely';
import { countActiveAudits } from '../repositories/audits.repository.js';
import { listJobs } from '../repositories/monitors.repository.js';

export interface SystemStatusDeps {
  db: Kysely<Database>;
  bus: Bus;
  config: Config;
}

export async function readSystemStatus(deps: SystemStatusDeps, now: () => Date = () => new Date()): Promise<SystemStatus> {
  const { db, bus, config } = deps;
  const [replies, queues, database] = await Promise.all([
    healthCensus(bus),
    Promise.all(WORK_QUEUES.map((queue) => bus.queueStatus(queue))),
    readDatabaseStatus(db, config),
  ]);
  const audits = database.status === 'ok' ? await countActiveAudits(db) : { queued: 0, running: 0 };
  const jobs = database.status === 'ok' ? await listJobs(db) : [];
  const services = servicesFrom(replies, now());
  const healthy = database.status === 'ok' && services.every((s) => s.status === 'ok');
  return {
    status: healthy ? 'ok' : 'degraded',
    generated_at: now().toISOString(),
    bus: { kind: config.NATS_URL ? 'nats' : 'in-process', namespace: config.BUS_NAMESPACE },
    services,
    queues,
    database,
    audits,
    scheduled_jobs: jobs.map((j) => ({
      name: j.name as ScheduledJobName,
      last_run_at: j.last_run_at?.toISOString() ?? null,
      last_result: j.last_result,
      last_error: j.last_error,
      next_run_at: j.next_due_at.toISOString(),
    })),
  };
}

/** Census answers grouped per service, in the order of SERVICE_NAMES; a service nobody answered for is unavailable. */
export function servicesFrom(replies: readonly HealthReply[], now: Date): ServiceStatus[] {
  return SERVICE_NAMES.map((name) => {
    const replicas = replies
      .filter((r) => r.service === name)
      .map((r) => replicaFrom(r, now))
      .sort((a, b) => a.instance.localeCompare(b.instance));
    const status = replicas.length === 0 ? 'unavailable' : replicas.every((r) => r.status === 'ok') ? 'ok' : 'degraded';
    return { name, status, replicas };
  });
}

function replicaFrom(reply: HealthReply, now: Date): ReplicaStatus {
  const started = new Date(reply.startedAt);
  return {
    instance: `${reply.host ?? 'unknown'}:${reply.pid}`,
    host: reply.host ?? null,
    pid: reply.pid,
    version: reply.version ?? null,
    started_at: started.toISOString(),
    uptime_seconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
    status: reply.status,
    details: reply.details,
  };
}

async function readDatabaseStatus(db: Kysely<Database>, config: Config): Promise<DatabaseStatus> {
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const started = performance.now();
  try {
    await sql`select 1`.execute(db);
    const latency_ms = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'ok', kind, latency_ms, migration: await migrationStatus(db), error: null };
  } catch (err) {
    return { status: 'unavailable', kind, latency_ms: null, migration: null, error: (err as Error).message };
  }
}
