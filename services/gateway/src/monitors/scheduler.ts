/**
 * The scheduler: Time for Citable (ARCHITECTURE.md), in the gateway, with its state in Postgres.
 * Every replica runs one; they share the work through the database, never through memory:
 *
 * - a due monitor is claimed with FOR UPDATE SKIP LOCKED, its next slot written and its run
 *   inserted (unique per monitor and slot) in one short transaction, so each slot fires once
 *   however many replicas look at the same moment;
 * - a run in flight is leased for a while by a single UPDATE before a replica looks at it, so
 *   two replicas never advance the same run;
 * - each periodic job (the spec's hourly cron: finalise stuck audits, refresh prompt sets) has a
 *   due time claimed by a conditional UPDATE, so one replica runs each slot.
 *
 * The clock is injected: tests move it instead of waiting for days.
 */
import type { Mailer } from '@citable/auth';
import type { Bus, Subscription } from '@citable/bus';
import { publicUrl, type Config } from '@citable/config';
import { EVENTS, REQUESTS, SCHEDULED_JOBS, type PromptSet, type ScheduledJobName, type SweepResult } from '@citable/contracts';
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import { monitorMetrics } from '@citable/metrics';
import type { Kysely } from 'kysely';
import { claimDueMonitors, claimJob, ensureJobs, leaseNextRun, recordJobRun, stalePromptDomains } from '../repositories/monitors.repository.js';
import { advanceRun, type RunDeps } from './run-steps.js';
import { LATE_AFTER_MS, nextSlotAfterFiring, type ActiveCadence } from './schedule.js';

export interface SchedulerDeps {
  db: Kysely<Database>;
  bus: Bus;
  log: Logger;
  config: Config;
  mailer: Mailer;
  /** Where the web app is, for alert emails' links (default PUBLIC_URL, else http://HOST:PORT). */
  baseUrl?: string;
  /** Now, as the scheduler sees it (default the system clock). */
  clock?: () => Date;
}

/** How long a replica keeps a run it looks at before another may take it over (it died). */
export const RUN_LEASE_MS = 5 * 60_000;
/** Monitors claimed per transaction, and runs looked at per tick: a tick stays short. */
const BATCH = 20;
/** A periodic job that failed (its service was not up yet, say) is tried again this soon, not an hour later. */
export const JOB_RETRY_MS = 5 * 60_000;
/** Prompt sets refreshed per hourly run: each may spend LLM calls. */
const REFRESH_BATCH = 10;

export interface TickResult {
  /** Runs inserted for due slots. */
  fired: number;
  /** Runs looked at (started, checked, finished). */
  advanced: number;
  /** Periodic jobs this replica ran. */
  jobs: ScheduledJobName[];
}

export interface Scheduler {
  /** One look: fire due monitors, move runs on, run due jobs. Never throws; errors are logged. */
  tick(): Promise<TickResult>;
  /** Tick every SCHEDULER_TICK_MS, and soon after an audit or citation run ends. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const now = deps.clock ?? (() => new Date());
  const runDeps: RunDeps = { db: deps.db, bus: deps.bus, log: deps.log, config: deps.config, mailer: deps.mailer, baseUrl: deps.baseUrl ?? publicUrl(deps.config) };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickResult> | null = null;
  let again = false;
  const subs: Subscription[] = [];

  async function fireDue(at: Date): Promise<number> {
    let fired = 0;
    for (;;) {
      const claimed = await claimDueMonitors(deps.db, at, BATCH, (m) => nextSlotAfterFiring(m.cadence as ActiveCadence, m.next_due_at!, at));
      for (const { run } of claimed) {
        if (at.getTime() - run.slot_at.getTime() > LATE_AFTER_MS) monitorMetrics.late.inc();
        deps.log.info({ monitorId: run.monitor_id, slot: run.slot_at.toISOString() }, 'monitor run due');
      }
      fired += claimed.length;
      if (claimed.length < BATCH) return fired;
    }
  }

  async function advance(at: Date): Promise<number> {
    const seen: string[] = [];
    while (seen.length < BATCH) {
      const run = await leaseNextRun(deps.db, at, new Date(at.getTime() + RUN_LEASE_MS), seen);
      if (!run) break;
      seen.push(run.id);
      await advanceRun(runDeps, run, at).catch((err: unknown) => deps.log.error({ err, runId: run.id }, 'monitor run step failed; it is looked at again when its lease ends'));
    }
    return seen.length;
  }

  const JOBS: Record<ScheduledJobName, () => Promise<string>> = {
    finalize_stuck_audits: async () => {
      const r = await deps.bus.request<Record<string, never>, SweepResult>(REQUESTS.scorer.sweep, {}, { timeoutMs: 120_000 });
      return `${r.finalized} finalised, ${r.failed} failed`;
    },
    refresh_prompt_sets: async () => {
      const staleBefore = new Date(now().getTime() - deps.config.PROMPT_SET_TTL_DAYS * 86_400_000);
      const domains = await stalePromptDomains(deps.db, staleBefore, REFRESH_BATCH);
      for (const domain of domains) await deps.bus.request<unknown, PromptSet>(REQUESTS.citation.prompts, { domain, mode: 'blended', refresh: true }, { timeoutMs: 120_000 });
      return `${domains.length} prompt set${domains.length === 1 ? '' : 's'} refreshed`;
    },
  };

  async function runJobs(at: Date): Promise<ScheduledJobName[]> {
    await ensureJobs(deps.db, SCHEDULED_JOBS, at);
    const ran: ScheduledJobName[] = [];
    for (const name of SCHEDULED_JOBS) {
      if (!(await claimJob(deps.db, name, at, new Date(at.getTime() + deps.config.SWEEP_INTERVAL_MS)))) continue;
      ran.push(name);
      try {
        const ok = await JOBS[name]();
        await recordJobRun(deps.db, name, at, { ok });
        deps.log.info({ job: name, result: ok }, 'scheduled job ran');
      } catch (err) {
        const retryAt = new Date(at.getTime() + Math.min(JOB_RETRY_MS, deps.config.SWEEP_INTERVAL_MS));
        await recordJobRun(deps.db, name, at, { error: (err as Error).message, retryAt });
        deps.log.error({ err, job: name }, 'scheduled job failed');
      }
    }
    return ran;
  }

  async function once(): Promise<TickResult> {
    const at = now();
    const result: TickResult = { fired: 0, advanced: 0, jobs: [] };
    const step = async (name: string, fn: () => Promise<void>) => {
      await fn().catch((err: unknown) => deps.log.error({ err, step: name }, 'scheduler step failed'));
    };
    await step('fire', async () => void (result.fired = await fireDue(at)));
    await step('advance', async () => void (result.advanced = await advance(at)));
    await step('jobs', async () => void (result.jobs = await runJobs(at)));
    return result;
  }

  /** One tick at a time per replica; a tick asked for while one runs follows it. */
  function tick(): Promise<TickResult> {
    if (running) {
      again = true;
      return running;
    }
    running = once().finally(() => {
      running = null;
      if (again) {
        again = false;
        void tick();
      }
    });
    return running;
  }

  return {
    tick,
    async start() {
      // An audit or citation run that ends moves its monitor run on at once rather than at the next tick.
      const soon = () => void tick();
      subs.push(await deps.bus.subscribe(EVENTS.auditCompleted, soon, { group: 'gateway-scheduler' }));
      subs.push(await deps.bus.subscribe(EVENTS.auditFailed, soon, { group: 'gateway-scheduler' }));
      subs.push(
        await deps.bus.subscribe<{ status: string }>(EVENTS.citationProgress, (p) => (p.status === 'running' ? undefined : soon()), { group: 'gateway-scheduler' }),
      );
      timer = setInterval(soon, deps.config.SCHEDULER_TICK_MS);
      timer.unref();
      soon();
    },
    async stop() {
      clearInterval(timer);
      for (const sub of subs.splice(0)) await sub.stop();
      await running;
    },
  };
}
