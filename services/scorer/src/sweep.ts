import { EVENTS, type AuditFailed, type AuditProgress, type FailReason } from '@citable/contracts';
import { finalizeAudit } from './finalize.js';
import type { ScoringContext } from './scoring-context.js';
import { findStuckAudits, markFailed, type StuckAudit } from './store/scorer-store.js';

/** An audit untouched this long is stuck: its crawl or a page job was lost for good. */
export const STUCK_AFTER_MS = 30 * 60_000;

/**
 * Finalises audits stuck queued or running (untouched for STUCK_AFTER_MS): with the pages scored
 * so far when there are any; else it fails them, `timeout_no_pages_discovered` when no page was
 * ever stored, `internal_error` when pages were stored but none could be scored. The scheduler's
 * hourly job asks one replica (REQUESTS.scorer.sweep); finalisation is once-only and failing is
 * conditional, so two sweeps at once never collide.
 */
export async function sweepStuckAudits(ctx: ScoringContext, now = new Date()): Promise<{ finalized: number; failed: number }> {
  const stuck = await findStuckAudits(ctx.db, new Date(now.getTime() - STUCK_AFTER_MS));
  let finalized = 0;
  let failed = 0;
  for (const audit of stuck) {
    if (audit.status === 'running' && audit.pages_scored > 0) {
      if ((await finalizeAudit(ctx, audit.id, { force: true })) === 'completed') finalized++;
    } else if (await failStuck(ctx, audit, audit.pages_stored > 0 ? 'internal_error' : 'timeout_no_pages_discovered')) {
      failed++;
    }
  }
  if (finalized || failed) ctx.log.warn({ finalized, failed }, 'sweep finalised stuck audits');
  return { finalized, failed };
}

async function failStuck(ctx: ScoringContext, audit: StuckAudit, reason: FailReason): Promise<boolean> {
  if (!(await markFailed(ctx.db, audit.id, reason))) return false;
  ctx.log.warn({ auditId: audit.id, reason, pagesStored: audit.pages_stored }, 'stuck audit failed');
  const row = await ctx.db.selectFrom('audits').select(['pages_discovered', 'pages_crawled']).where('id', '=', audit.id).executeTakeFirst();
  await ctx.bus.publish<AuditProgress>(EVENTS.auditProgress, {
    auditId: audit.id,
    status: 'failed',
    discovered: row?.pages_discovered ?? 0,
    crawled: row?.pages_crawled ?? 0,
    scored: audit.pages_scored,
  });
  await ctx.bus.publish<AuditFailed>(EVENTS.auditFailed, { auditId: audit.id, failReason: reason });
  return true;
}
