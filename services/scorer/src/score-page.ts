import { EVENTS, QUEUES, type AuditFinalizeJob, type AuditProgress, type PageScoreJob } from '@citable/contracts';
import { GiveUpError } from '@citable/bus';
import { pageDiagnosticScore } from './scoring/index.js';
import type { ScoringContext } from './scoring-context.js';
import { auditProgress, loadPageForScoring, savePageScore } from './store/scorer-store.js';

export interface ScorePageOptions {
  /** false: store the results without asking for finalisation (the caller finalises). Default true. */
  finalize?: boolean;
  /** Re-scoring a completed audit (the admin's re-score); implies finalize false. */
  rescore?: boolean;
}

/**
 * Scores one stored page: runs every page check, stores the results (counting the page as
 * analysed once), and asks for finalisation once the crawl is complete and no page is left unscored.
 * Idempotent: a redelivered job re-scores the same page to the same row. A job that arrives after
 * its audit ended (failed, or finalised by the sweep without it) changes nothing: the audit's
 * scores were computed without that page. A re-score passes `rescore` and finalises itself.
 */
export async function scorePage(ctx: ScoringContext, job: PageScoreJob, opts: ScorePageOptions = {}): Promise<void> {
  const { audit, page, hasFacts } = await loadPageForScoring(ctx.db, job.auditId, job.pageId);
  if (!audit) throw new GiveUpError(`audit ${job.auditId} no longer exists`);
  if (audit.status === 'failed' || (audit.status === 'completed' && !opts.rescore)) return;
  if (!page) throw new GiveUpError(`page ${job.pageId} of audit ${job.auditId} no longer exists`);

  // The audit's start is the clock of freshness checks, so every replica and re-score agrees.
  const { results, facts } = await ctx.pages.score(page, audit.started_at);
  await savePageScore(ctx.db, job.auditId, job.pageId, { results, facts: hasFacts ? null : facts, diagnostic: pageDiagnosticScore(results) });

  const progress = await auditProgress(ctx.db, job.auditId);
  if (!progress || opts.finalize === false || opts.rescore) return;
  await ctx.bus.publish<AuditProgress>(EVENTS.auditProgress, {
    auditId: job.auditId,
    status: progress.status,
    discovered: progress.pages_discovered,
    crawled: progress.pages_crawled,
    scored: progress.pages_analyzed,
  });
  if (progress.crawl_completed_at && !progress.unscored) {
    await ctx.bus.enqueue<AuditFinalizeJob>(QUEUES.auditFinalize, { auditId: job.auditId }, { id: `finalize:${job.auditId}:${progress.pages_analyzed}` });
  }
}
