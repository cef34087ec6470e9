/** The words of the monitoring panel and the Trends screen (docs/architecture.md, Monitors: no spec copy exists for them). */
import type { Monitor, MonitorCadence } from '@citable/contracts';

import { formatDateTime } from '@/utils/relative-time';

export const CADENCE_LABELS: Record<MonitorCadence, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', off: 'Off' };

/** "Next run Dec 14, 2026, 9:00 AM", or why there is none. */
export function nextRunText(monitor: Pick<Monitor, 'cadence' | 'next_run_at'>): string {
  if (monitor.cadence === 'off' || !monitor.next_run_at) return 'No scheduled runs: monitoring is off.';
  return `Next run ${formatDateTime(monitor.next_run_at)}.`;
}

const RUN_STATE_TEXT: Record<NonNullable<Monitor['last_run']>['state'], string> = {
  pending: 'starting',
  auditing: 'auditing the site',
  citing: 'running the citation test',
  done: 'finished',
  failed: 'failed',
};

/** "Last run finished Dec 7, 2026, 9:01 AM", "Last run: auditing the site", or nothing yet. */
export function lastRunText(monitor: Pick<Monitor, 'last_run'>): string {
  const run = monitor.last_run;
  if (!run) return 'No runs yet.';
  if (run.finished_at) return `Last run ${RUN_STATE_TEXT[run.state]} ${formatDateTime(run.finished_at)}.`;
  return `Last run: ${RUN_STATE_TEXT[run.state]}…`;
}
