import { scorePage } from './score-page.js';
import { finalizeAudit } from './finalize.js';
import type { ScoringContext } from './scoring-context.js';
import { pageIdsOf, recentCompletedAudits } from './store/scorer-store.js';

export interface RescoreResult {
  audit_id: string;
  status: 'success' | 'error';
  error?: string;
}

/**
 * The admin's "re-score last N": recompute the most recent completed audits from their stored
 * pages with the current catalogue and checks (no re-crawl).
 */
export async function rescoreRecent(ctx: ScoringContext, limit: number): Promise<{ ok: boolean; results: RescoreResult[] }> {
  const audits = await recentCompletedAudits(ctx.db, limit);
  const results: RescoreResult[] = [];
  for (const { id } of audits) {
    try {
      for (const page of await pageIdsOf(ctx.db, id)) await scorePage(ctx, { auditId: id, pageId: page.id, url: '' }, { rescore: true });
      const outcome = await finalizeAudit(ctx, id, { rescore: true });
      results.push(outcome === 'completed' ? { audit_id: id, status: 'success' } : { audit_id: id, status: 'error', error: `audit is ${outcome}` });
    } catch (err) {
      results.push({ audit_id: id, status: 'error', error: (err as Error).message });
    }
  }
  return { ok: results.every((r) => r.status === 'success'), results };
}
