import { finalizeAudit } from './finalize.js';
import type { ScoringContext } from './scoring-context.js';
import { findStuckAudits, markFailed } from './store/scorer-store.js';

/** An audit untouched this long is stuck: its crawl or a page job was lost for good. */
export const STUCK_AFTER_MS = 30 * 60_000;

/**
 * Finalises audits stuck running: with the pages scored so far when there are any, else as
 * failed (nothing was crawled). Runs on every scorer replica; finalisation is once-only anyway.
 */
export async function sweepStuckAudits(ctx: ScoringContext, now = new Date()): Promise<{ finalized: number; failed: number }> {
  const stuck = await findStuckAudits(ctx.db, new Date(now.getTime() - STUCK_AFTER_MS));
  let finalized = 0;
  let failed = 0;
  for (const audit of stuck) {
    if (audit.pages_crawled > 0 || audit.crawl_completed_at) {
      if ((await finalizeAudit(ctx, audit.id, { force: true })) === 'completed') finalized++;
    } else if (await markFailed(ctx.db, audit.id, 'timeout_no_pages_discovered')) {
      failed++;
    }
  }
  if (finalized || failed) ctx.log.warn({ finalized, failed }, 'sweep finalised stuck audits');
  return { finalized, failed };
}
