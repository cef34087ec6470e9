/**
 * How the deployment is doing (the admin's system status JSON), what Citable's crawler is (the
 * public bot metadata JSON) and where the admin's external dashboards are.
 */
import { Type, type Static } from 'typebox';
import { BOT_PURPOSES, RenderModeSchema } from './enums.js';
import { SERVICE_NAMES } from './subjects.js';
import { Nullable, Timestamp } from './schema.js';
import { ScheduledJobStatusSchema } from './monitors.js';

/** One work queue as its bus sees it (JetStream's stream and durable consumer, or the in-process queue). */
export const QueueStatusSchema = Type.Object({
  queue: Type.String({ description: 'e.g. crawl.jobs' }),
  /** The JetStream stream and durable consumer behind the queue; null on the in-process bus. */
  stream: Nullable(Type.String()),
  consumer: Nullable(Type.String()),
  /** False until a replica has worked the queue (nothing takes its jobs yet). */
  consumer_exists: Type.Boolean(),
  /** Jobs not delivered yet. */
  pending: Type.Integer({ minimum: 0 }),
  /** Jobs delivered and not yet acknowledged, including those waiting to go out again (a replica died or asked to retry). */
  ack_pending: Type.Integer({ minimum: 0 }),
  /** Of those, the jobs delivered more than once. */
  redelivered: Type.Integer({ minimum: 0 }),
});
export type QueueStatus = Static<typeof QueueStatusSchema>;

/** One running copy of a service, as it answered the health census. */
export const ReplicaStatusSchema = Type.Object({
  /** host:pid, unique per replica. */
  instance: Type.String(),
  host: Nullable(Type.String()),
  pid: Type.Integer(),
  version: Nullable(Type.String()),
  started_at: Timestamp(),
  uptime_seconds: Type.Integer({ minimum: 0 }),
  status: Type.Enum(['ok', 'degraded']),
  details: Type.Record(Type.String(), Type.String()),
});
export type ReplicaStatus = Static<typeof ReplicaStatusSchema>;

export const ServiceStatusSchema = Type.Object({
  name: Type.Enum([...SERVICE_NAMES]),
  /** unavailable: no replica answered. */
  status: Type.Enum(['ok', 'degraded', 'unavailable']),
  replicas: Type.Array(ReplicaStatusSchema),
});
export type ServiceStatus = Static<typeof ServiceStatusSchema>;

export const DatabaseStatusSchema = Type.Object({
  status: Type.Enum(['ok', 'unavailable']),
  kind: Type.Enum(['postgres', 'pglite']),
  latency_ms: Nullable(Type.Number({ minimum: 0 })),
  /** The newest migration applied, the newest this code knows, and how many are not applied yet. */
  migration: Nullable(Type.Object({ applied: Nullable(Type.String()), latest: Type.String(), pending: Type.Integer({ minimum: 0 }) })),
  error: Nullable(Type.String()),
});
export type DatabaseStatus = Static<typeof DatabaseStatusSchema>;

export const SystemStatusSchema = Type.Object({
  /** ok when the database answers and every service has a replica that says ok. */
  status: Type.Enum(['ok', 'degraded']),
  generated_at: Timestamp(),
  bus: Type.Object({ kind: Type.Enum(['nats', 'in-process']), namespace: Type.String() }),
  services: Type.Array(ServiceStatusSchema),
  queues: Type.Array(QueueStatusSchema),
  database: DatabaseStatusSchema,
  audits: Type.Object({ queued: Type.Integer({ minimum: 0 }), running: Type.Integer({ minimum: 0 }) }),
  /** The scheduler's hourly jobs (finalise stuck audits, refresh prompt sets) and when each last ran. */
  scheduled_jobs: Type.Array(ScheduledJobStatusSchema),
});
export type SystemStatus = Static<typeof SystemStatusSchema>;

/** Who Citable's crawler is, what it fetches and how fast: the public /bot page reads this. */
export const BotMetadataSchema = Type.Object({
  name: Type.String(),
  operator: Type.String(),
  /** The robots.txt product token. */
  token: Type.String(),
  user_agent: Type.String(),
  info_url: Type.String(),
  robots_txt: Type.Object({
    /** The group it follows: its own token's, else `*`. */
    groups: Type.Array(Type.String()),
    /** robots.txt lines that keep it off a whole site. */
    block_example: Type.String(),
    /** Crawl-delay is honoured up to this many seconds, one request at a time. */
    crawl_delay_cap_seconds: Type.Number(),
  }),
  limits: Type.Object({
    max_pages_per_audit: Type.Integer(),
    /** Every URL an audit fetches, pages or not, is capped at this multiple of its max pages. */
    fetch_cap_per_page: Type.Integer(),
    per_host_concurrency: Type.Integer(),
    page_timeout_seconds: Type.Number(),
    max_page_bytes: Type.Integer(),
    max_redirects: Type.Integer(),
  }),
  /** Which pages are also rendered in headless Chromium. */
  render_mode: RenderModeSchema,
  /** The AI crawlers whose robots.txt rules (and live access) an audit reports. */
  ai_crawlers: Type.Array(
    Type.Object({
      token: Type.String(),
      operator: Type.String(),
      purpose: Type.Enum(BOT_PURPOSES),
      /** null: a robots.txt control token with no crawler of its own. */
      user_agent: Nullable(Type.String()),
      docs_url: Type.String(),
    }),
  ),
});
export type BotMetadata = Static<typeof BotMetadataSchema>;

/** The admin dashboard's links to the hosting and analytics dashboards; null when not configured. */
export const AdminLinksSchema = Type.Object({
  hosting_dashboard_url: Nullable(Type.String()),
  analytics_dashboard_url: Nullable(Type.String()),
});
export type AdminLinks = Static<typeof AdminLinksSchema>;
