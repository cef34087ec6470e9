/**
 * A citation run's row as the CitationProgress event, in one place: the citation service tells
 * it after every answer, and the gateway sends it to a progress stream that connects mid-run.
 */
import type { CitationProgress, CitationRunStatus } from '@citable/contracts';
import type { CitationRunRow } from './tables/citation-runs.table.js';

export function citationRunProgress(
  run: Pick<CitationRunRow, 'id' | 'audit_id' | 'status' | 'total' | 'sources' | 'queries' | 'repeats' | 'progress'>,
  status: CitationRunStatus = run.status,
): CitationProgress {
  const perSource = run.queries.length * run.repeats;
  const bySource = run.sources.map((source) => ({ source, total: perSource, done: run.progress[source]?.done ?? 0, errors: run.progress[source]?.errors ?? 0 }));
  return {
    auditId: run.audit_id,
    runId: run.id,
    status,
    total: run.total,
    done: bySource.reduce((s, p) => s + p.done, 0),
    errors: bySource.reduce((s, p) => s + p.errors, 0),
    bySource,
  };
}
