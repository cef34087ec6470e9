import type { AdminAudit } from '@citable/contracts';

import type { PillTone } from '@/components/ui/pill';
import { isCompleted, isFailed, isRunning } from '@/utils/audit-status';
import { isScore } from '@/utils/score';

/** Tabs of the admin table (spec 2). */
export const ADMIN_TABS = ['all', 'failed', 'duplicates'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export type AdminStats = { total: number; completed: number; running: number; failed: number; duplicateGroups: number };

/** The stat tiles: total, completed, running (queued ones too: they are under way), failed, duplicate groups. */
export function adminStats(audits: readonly AdminAudit[], duplicateGroups: number): AdminStats {
  return {
    total: audits.length,
    completed: audits.filter((a) => isCompleted(a.status)).length,
    running: audits.filter((a) => isRunning(a.status)).length,
    failed: audits.filter((a) => isFailed(a.status)).length,
    duplicateGroups,
  };
}

/** The audits a tab lists. Duplicates: every audit in a group of its owner's audits of one domain, each group together. */
export function auditsForTab(audits: readonly AdminAudit[], tab: AdminTab): AdminAudit[] {
  if (tab === 'failed') return audits.filter((a) => isFailed(a.status));
  if (tab === 'duplicates') {
    return audits.filter((a) => a.duplicate_count > 1).sort((a, b) => a.domain.localeCompare(b.domain) || b.started_at.localeCompare(a.started_at));
  }
  return [...audits];
}

/** Status colour in the admin list (spec 4): running blue, completed green, every other value red. */
export function adminStatusTone(status: string): Extract<PillTone, 'info' | 'success' | 'danger'> {
  if (status === 'running') return 'info';
  if (isCompleted(status)) return 'success';
  return 'danger';
}

/** "AEO / GEO" cell (spec 2): each rounded to a whole number, or a dash when there is none. */
export function trackScores(aeo: number | null | undefined, geo: number | null | undefined): string {
  const show = (score: number | null | undefined) => (isScore(score) ? String(Math.round(score)) : '—');
  return `${show(aeo)} / ${show(geo)}`;
}

/** Every domain with a completed audit, once, newest first: what "Regenerate All Prompts" works through. */
export function auditedDomains(audits: readonly AdminAudit[]): string[] {
  return [...new Set(audits.filter((a) => isCompleted(a.status)).map((a) => a.domain))];
}
