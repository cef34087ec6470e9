/**
 * One monitor run, step by step: start its audit (an ordinary audit, on the ordinary crawl queue),
 * wait for it, start its citation run with the monitor's prompt set (an ordinary citation run),
 * wait for that, then decide the alerts and mail them. Each step runs on a run the caller leased,
 * and writes its next state only if the run is still in the state it read.
 */
import { createAudit, type Mailer } from '@citable/auth';
import type { Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import {
  CITATION_SOURCES,
  failReasonMessage,
  REQUESTS,
  type AiBotAccessArtifact,
  type AlertReason,
  type CitationRunRequest,
  type CitationRunResponse,
  type ReportCitations,
} from '@citable/contracts';
import { toJson, type Database, type MonitorRow, type MonitorRunRow } from '@citable/db';
import type { Logger } from '@citable/log';
import { monitorMetrics } from '@citable/metrics';
import type { Kysely } from 'kysely';
import { loadAuditSnapshot } from '../repositories/audit-snapshots.repository.js';
import { findAuditRecord } from '../repositories/audits.repository.js';
import { aiBotAccess, auditState, citationRunState, findMonitor, newestPromptSetId, ownerEmail, previousFinishedRun, updateRun } from '../repositories/monitors.repository.js';
import { alertEmail } from './alert-email.js';
import { decideAlerts, type RunFacts } from './alerts.js';
import { MAX_ATTEMPTS, retryDelayMs } from './schedule.js';

export interface RunDeps {
  db: Kysely<Database>;
  bus: Bus;
  log: Logger;
  config: Config;
  mailer: Mailer;
  /** Where the web app is, for the links in alert emails: PUBLIC_URL, or the address the gateway listens on. */
  baseUrl: string;
}

/** Trends of a monitor in the web app; alert emails link to it. */
export const trendsPath = (monitorId: string) => `/monitors/${monitorId}/trends`;

/**
 * Starts the run's audit (same root URL, project, description, page budget and crawl options as
 * the monitor) and moves the run to auditing. Throws what createAudit throws.
 */
export async function startRunAudit(deps: Pick<RunDeps, 'db' | 'bus' | 'config'>, run: MonitorRunRow, monitor: MonitorRow, now: Date): Promise<string> {
  const auditId = await createAudit(deps.db, deps.bus, deps.config, {
    userId: monitor.user_id,
    draft: { project_id: monitor.project_id, root_url: monitor.root_url, site_description: monitor.site_description, max_pages: monitor.max_pages },
    options: monitor.options,
  });
  await updateRun(deps.db, run, { state: 'auditing', audit_id: auditId, next_attempt_at: now, error: null, fail_reason: null });
  monitorMetrics.fired.inc({ trigger: run.trigger });
  return auditId;
}

/** Moves a leased run on as far as it can go now; returns when it must wait (for the audit, the citation run, or a retry). */
export async function advanceRun(deps: RunDeps, run: MonitorRunRow, now: Date): Promise<void> {
  const monitor = await findMonitor(deps.db, run.monitor_id);
  if (!monitor) return;
  const waitForNextLook = () => updateRun(deps.db, run, { next_attempt_at: now });
  if (run.state === 'pending') {
    await startRunAudit(deps, run, monitor, now).catch((err: unknown) => attemptFailed(deps, run, monitor, now, { error: `The audit could not be started: ${(err as Error).message}` }));
  } else if (run.state === 'auditing') {
    const audit = run.audit_id ? await auditState(deps.db, run.audit_id) : undefined;
    if (!audit) await attemptFailed(deps, run, monitor, now, { error: 'The audit was deleted before it finished.' });
    else if (audit.status === 'failed') await attemptFailed(deps, run, monitor, now, { error: failReasonMessage(audit.fail_reason), failReason: audit.fail_reason });
    else if (audit.status !== 'completed') await waitForNextLook();
    else if (!monitor.citations || !(await startCitations(deps, run, monitor, now))) await finishRun(deps, run, monitor, now, 'done');
  } else if (run.state === 'citing') {
    const citation = run.citation_run_id ? await citationRunState(deps.db, run.citation_run_id) : undefined;
    if (citation?.status === 'running') await waitForNextLook();
    else await finishRun(deps, run, monitor, now, 'done');
  }
}

/**
 * Asks the citation service for a run with the monitor's prompt set: the domain's newest stored
 * set, which is the pinned one until an admin or the refresh job made a new one (the run then
 * starts a new series). False when there is nothing to ask (no source configured, no questions):
 * the run ends without citations.
 */
async function startCitations(deps: RunDeps, run: MonitorRunRow, monitor: MonitorRow, now: Date): Promise<boolean> {
  const setId = (await newestPromptSetId(deps.db, monitor.domain)) ?? monitor.prompt_set_id;
  let response: CitationRunResponse;
  try {
    response = await deps.bus.request<CitationRunRequest, CitationRunResponse>(
      REQUESTS.citation.run,
      { auditId: run.audit_id!, domain: monitor.domain, sources: [...CITATION_SOURCES], ...(setId ? { setId } : {}) },
      { timeoutMs: 60_000 },
    );
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'not_configured' || code === 'no_queries') return false;
    await attemptFailed(deps, run, monitor, now, { error: `The citation test could not be started: ${(err as Error).message}` }, 'auditing');
    return true;
  }
  const used = (await citationRunState(deps.db, response.run_id))?.prompts?.set_id ?? null;
  const series = monitor.prompt_set_id && used && used !== monitor.prompt_set_id ? monitor.series + 1 : monitor.series;
  if (used && used !== monitor.prompt_set_id) await deps.db.updateTable('monitors').set({ prompt_set_id: used, series }).where('id', '=', monitor.id).execute();
  await updateRun(deps.db, run, { state: 'citing', citation_run_id: response.run_id, prompt_set_id: used, series, next_attempt_at: now });
  return true;
}

/**
 * A failed attempt is tried again after the backoff (a new audit; or, for a citation run that
 * could not start, the same audit asked again); once the attempts are used up the run fails and
 * is reported: logged, counted, and alerted on like any run.
 */
async function attemptFailed(deps: RunDeps, run: MonitorRunRow, monitor: MonitorRow, now: Date, why: { error: string; failReason?: string | null }, retryFrom: 'pending' | 'auditing' = 'pending'): Promise<void> {
  const failure = { error: why.error, fail_reason: why.failReason ?? null };
  if (run.attempt < MAX_ATTEMPTS) {
    const at = new Date(now.getTime() + retryDelayMs(run.attempt));
    await updateRun(deps.db, run, { ...failure, state: retryFrom, attempt: run.attempt + 1, next_attempt_at: at, ...(retryFrom === 'pending' ? { audit_id: null } : {}) });
    deps.log.warn({ runId: run.id, monitorId: monitor.id, attempt: run.attempt, retryAt: at.toISOString(), error: why.error }, 'monitor run attempt failed; trying again later');
    return;
  }
  deps.log.error({ runId: run.id, monitorId: monitor.id, attempts: run.attempt, error: why.error }, 'monitor run failed');
  monitorMetrics.failed.inc();
  await finishRun(deps, { ...run, ...failure }, monitor, now, 'failed');
}

/** The run's facts as the alert decision reads them; null when its audit is gone. */
export async function runFacts(db: Kysely<Database>, run: Pick<MonitorRunRow, 'state' | 'audit_id' | 'citation_run_id' | 'fail_reason'>): Promise<RunFacts | null> {
  if (run.state === 'failed') return { status: 'failed', failReason: run.fail_reason };
  const audit = run.audit_id ? await findAuditRecord(db, run.audit_id) : undefined;
  if (!audit || audit.status !== 'completed') return null;
  const [snapshot, citation, bots] = await Promise.all([
    loadAuditSnapshot(db, audit),
    run.citation_run_id ? citationRunState(db, run.citation_run_id) : undefined,
    aiBotAccess(db, audit.id),
  ]);
  const report = citation?.status === 'completed' ? (citation.report as ReportCitations | null) : null;
  const artifact = bots?.data as AiBotAccessArtifact | null | undefined;
  return {
    status: 'completed',
    snapshot,
    sources: (report?.by_source ?? []).map((s) => ({ source: s.source, rate: s.answer_rate })),
    aiCrawlers: artifact?.robotsTxtFound ? artifact.bots.map((b) => ({ token: b.token, allowed: b.robotsAllowsRoot })) : null,
  };
}

/** The run ends (done, or failed after its retries): its alerts are decided against the previous run's and mailed, once. */
async function finishRun(deps: RunDeps, run: MonitorRunRow, monitor: MonitorRow, now: Date, state: 'done' | 'failed'): Promise<void> {
  const current = await runFacts(deps.db, { ...run, state });
  const previousRun = await previousFinishedRun(deps.db, run);
  const previous = previousRun ? await runFacts(deps.db, previousRun) : null;
  const reasons: AlertReason[] = current ? decideAlerts(previous, current, monitor.threshold) : [];
  // The state moves first: a replica that dies before the email is sent sends none rather than two.
  const moved = await updateRun(deps.db, run, { state, alerts: toJson(reasons), finished_at: now, error: run.error, fail_reason: run.fail_reason });
  if (!moved || reasons.length === 0 || !monitor.alerts) return;
  const owner = await ownerEmail(deps.db, monitor.user_id);
  if (!owner) return;
  const base = deps.baseUrl;
  const trendsUrl = `${base}${trendsPath(monitor.id)}`;
  const mail = alertEmail({ to: owner.email, domain: monitor.domain, reasons, diffUrl: run.audit_id ? `${base}/audits/${run.audit_id}?tab=overview` : trendsUrl, trendsUrl });
  try {
    await deps.mailer.send(mail);
    await deps.db.updateTable('monitor_runs').set({ alert_sent_at: now }).where('id', '=', run.id).execute();
    monitorMetrics.alertsSent.inc();
    deps.log.info({ runId: run.id, monitorId: monitor.id, reasons: reasons.map((r) => r.kind) }, 'monitor alert sent');
  } catch (err) {
    deps.log.error({ err, runId: run.id, monitorId: monitor.id }, 'monitor alert email could not be sent');
  }
}
