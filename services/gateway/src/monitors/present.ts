import type { Monitor } from '@citable/contracts';
import type { MonitorRow, MonitorRunRow } from '@citable/db';

export function presentMonitor(row: MonitorRow, last: MonitorRunRow | undefined): Monitor {
  return {
    id: row.id,
    project_id: row.project_id,
    root_url: row.root_url,
    domain: row.domain,
    max_pages: row.max_pages,
    cadence: row.cadence,
    citations: row.citations,
    alerts: row.alerts,
    threshold: row.threshold,
    next_run_at: row.next_due_at?.toISOString() ?? null,
    prompt_set_id: row.prompt_set_id,
    last_run: last
      ? {
          audit_id: last.audit_id,
          state: last.state,
          started_at: last.started_at.toISOString(),
          finished_at: last.finished_at?.toISOString() ?? null,
          error: last.error,
        }
      : null,
    created_at: row.created_at.toISOString(),
  };
}
