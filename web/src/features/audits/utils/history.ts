import type { Audit } from '@citable/contracts';

import { isCompleted } from '@/utils/audit-status';

/**
 * The Citable Score history of an audit's site: every completed, scored audit in the same project
 * of the same root URL (audits of other sites in the project would make one line of unrelated
 * numbers), oldest first.
 */
export function scoreHistory(audits: readonly Audit[], audit: Pick<Audit, 'project_id' | 'root_url'>): Array<{ id: string; started_at: string; score: number }> {
  return audits
    .filter((a) => a.project_id === audit.project_id && a.root_url === audit.root_url && isCompleted(a.status) && typeof a.composite_score === 'number')
    .map((a) => ({ id: a.id, started_at: a.started_at, score: a.composite_score as number }))
    .sort((a, b) => a.started_at.localeCompare(b.started_at));
}
