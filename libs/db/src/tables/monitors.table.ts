import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AlertReason, CrawlOptions, MonitorCadence, MonitorRunState } from '@citable/contracts';
import type { DefaultJson, DefaultTimestamp, Timestamp } from '../columns.js';

/** A site its owner watches: audited again on a cadence, with the same root URL, project, page budget and crawl options. */
export interface MonitorsTable {
  id: Generated<string>;
  user_id: string;
  project_id: string;
  root_url: string;
  domain: string;
  site_description: string | null;
  max_pages: number;
  options: DefaultJson<CrawlOptions>;
  cadence: MonitorCadence;
  citations: boolean;
  alerts: boolean;
  threshold: Generated<number>;
  /** The next slot the scheduler fires; null when the cadence is off. */
  next_due_at: Timestamp | null;
  /** The prompt set (set_id) the citation runs ask; a new one starts series + 1. */
  prompt_set_id: string | null;
  series: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One run of a monitor: an audit, then (maybe) a citation run, then the alert decision. Unique per (monitor_id, slot_at). */
export interface MonitorRunsTable {
  id: Generated<string>;
  monitor_id: string;
  slot_at: Timestamp;
  trigger: 'schedule' | 'manual';
  state: MonitorRunState;
  attempt: Generated<number>;
  /** A pending or active run is looked at again from this time (the retry backoff). */
  next_attempt_at: DefaultTimestamp;
  audit_id: string | null;
  citation_run_id: string | null;
  prompt_set_id: string | null;
  series: Generated<number>;
  /** Why the last attempt failed, in words. */
  error: string | null;
  /** The audit's fail_reason when the last attempt's audit failed. */
  fail_reason: string | null;
  alerts: DefaultJson<AlertReason[]>;
  alert_sent_at: Timestamp | null;
  started_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

/** A periodic job of the scheduler (the hourly cron): when it is due next and how its last run went. */
export interface ScheduledJobsTable {
  name: string;
  next_due_at: Timestamp;
  last_run_at: Timestamp | null;
  last_result: string | null;
  last_error: string | null;
}

export type MonitorRow = Selectable<MonitorsTable>;
export type NewMonitor = Insertable<MonitorsTable>;
export type MonitorUpdate = Updateable<MonitorsTable>;
export type MonitorRunRow = Selectable<MonitorRunsTable>;
export type MonitorRunUpdate = Updateable<MonitorRunsTable>;
