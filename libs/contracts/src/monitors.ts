/**
 * Monitors (issue 24): a site audited again on a cadence, its citation test asked with the same
 * prompt set, a trend over the runs, and an email when something fell. A monitor's run is an
 * ordinary audit and an ordinary citation run; what is declared here is the monitor, its runs,
 * the trend the Trends screen draws, and the alert the owner gets.
 */
import { Type, type Static } from 'typebox';
import { CategorySlugSchema, CitationSourceSchema } from './enums.js';
import { PageBandsSchema, ShareOfVoiceSchema } from './scores.js';
import { RateIntervalSchema } from './entities.js';
import { CheckChangeSchema } from './diff.js';
import { Nullable, Score, Timestamp, Uuid } from './schema.js';
import { MONITOR_CADENCES, SCHEDULED_JOBS } from './vocab.js';

export const MonitorCadenceSchema = Type.Enum([...MONITOR_CADENCES]);

/** The Citable Score drop, in points, that alerts when the owner names none. */
export const DEFAULT_ALERT_THRESHOLD = 5;

const Threshold = Type.Number({ minimum: 0.1, maximum: 100, description: 'Citable Score fall, in points, that alerts (default 5)' });

export const MonitorSchema = Type.Object({
  id: Uuid(),
  project_id: Type.String(),
  root_url: Type.String(),
  domain: Type.String(),
  max_pages: Type.Integer({ minimum: 1 }),
  cadence: MonitorCadenceSchema,
  /** Run the citation test after each audit (when sources are configured). */
  citations: Type.Boolean(),
  /** Email the owner when a run finds a significant fall; false mutes the monitor. */
  alerts: Type.Boolean(),
  threshold: Threshold,
  /** When the next scheduled run fires; null when the cadence is off. */
  next_run_at: Nullable(Timestamp()),
  /** The prompt set the citation runs ask (its set_id); null until the first run pins one. */
  prompt_set_id: Nullable(Type.String()),
  last_run: Nullable(
    Type.Object({
      audit_id: Nullable(Uuid()),
      state: Type.Enum(['pending', 'auditing', 'citing', 'done', 'failed']),
      started_at: Timestamp(),
      finished_at: Nullable(Timestamp()),
      error: Nullable(Type.String()),
    }),
  ),
  created_at: Timestamp(),
});
export type Monitor = Static<typeof MonitorSchema>;
export type MonitorRunState = NonNullable<Monitor['last_run']>['state'];

/** POST /api/monitors: monitor the site of one of the caller's audits (its root URL, project and page budget). */
export const CreateMonitorBodySchema = Type.Object({
  audit_id: Uuid(),
  cadence: MonitorCadenceSchema,
  citations: Type.Boolean(),
  alerts: Type.Boolean(),
  threshold: Type.Optional(Threshold),
});
export type CreateMonitorBody = Static<typeof CreateMonitorBodySchema>;

/** PATCH /api/monitors/{id}: any of the settings; a new cadence fires its first run one period from now. */
export const UpdateMonitorBodySchema = Type.Object(
  {
    cadence: Type.Optional(MonitorCadenceSchema),
    citations: Type.Optional(Type.Boolean()),
    alerts: Type.Optional(Type.Boolean()),
    threshold: Type.Optional(Threshold),
  },
  { minProperties: 1 },
);
export type UpdateMonitorBody = Static<typeof UpdateMonitorBodySchema>;

export const MonitorResponseSchema = Type.Object({ monitor: MonitorSchema });
export const MonitorsListResponseSchema = Type.Object({ monitors: Type.Array(MonitorSchema) });
export const RunMonitorResponseSchema = Type.Object({ audit_id: Uuid() });
export type RunMonitorResponse = Static<typeof RunMonitorResponseSchema>;


/** Why an alert went out (or would have, on a muted monitor). */
export const ALERT_KINDS = ['score_fell', 'check_regressed', 'citation_rate_fell', 'ai_crawler_blocked', 'site_unreachable'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const AlertReasonSchema = Type.Object({
  kind: Type.Enum([...ALERT_KINDS]),
  /** A few words for the email's subject, e.g. "Meta Description regressed". */
  headline: Type.String(),
  /** One line for people, e.g. "Meta Description regressed on 8 of 8 pages (100%)". */
  summary: Type.String(),
});
export type AlertReason = Static<typeof AlertReasonSchema>;

/** One run of a monitor on the time axis: a completed audit with its numbers, or a failed run (numbers null). */
export const TrendPointSchema = Type.Object({
  run_id: Uuid(),
  audit_id: Nullable(Uuid()),
  /** When the audit finished (or the run failed). */
  finished_at: Timestamp(),
  status: Type.Enum(['completed', 'failed']),
  error: Nullable(Type.String()),
  scores: Nullable(Type.Object({ overall: Score(), aeo: Score(), geo: Score() })),
  categories: Type.Array(Type.Object({ category: CategorySlugSchema, score: Score() })),
  pages: Nullable(PageBandsSchema),
  /** Per source: cited answers out of answers, Wilson 95% interval. Empty without a citation run. */
  citation_rates: Type.Array(Type.Object({ source: CitationSourceSchema, rate: RateIntervalSchema })),
  share_of_voice: Type.Array(ShareOfVoiceSchema),
  /** The prompt set the run's citation test asked, and its series: a new set starts series n + 1. */
  prompt_set_id: Nullable(Type.String()),
  series: Type.Integer({ minimum: 1 }),
  /** Checks whose status moved since the previous completed point (from the audit diff); empty for the first. */
  changed_checks: Type.Array(CheckChangeSchema),
  alerts: Type.Array(AlertReasonSchema),
});
export type TrendPoint = Static<typeof TrendPointSchema>;

export const TrendResponseSchema = Type.Object({
  monitor: MonitorSchema,
  /** Oldest first. */
  points: Type.Array(TrendPointSchema),
});
export type TrendResponse = Static<typeof TrendResponseSchema>;

export const ScheduledJobStatusSchema = Type.Object({
  name: Type.Enum([...SCHEDULED_JOBS]),
  last_run_at: Nullable(Timestamp()),
  /** What the last run did, in words ("2 audits finalised, 0 failed"), or why it failed. */
  last_result: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
  next_run_at: Timestamp(),
});
export type ScheduledJobStatus = Static<typeof ScheduledJobStatusSchema>;

/** REQUESTS.scorer.sweep: finalise or fail the audits stuck queued or running. */
export const SweepResultSchema = Type.Object({ finalized: Type.Integer({ minimum: 0 }), failed: Type.Integer({ minimum: 0 }) });
export type SweepResult = Static<typeof SweepResultSchema>;
