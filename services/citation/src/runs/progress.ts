/**
 * Where a run stands, told on the bus after every answer (the gateway streams it to the audit's
 * SSE watchers) and when it ends; the replica that stores a run's last answer completes it: the
 * report section and per-page citations the scorer reads are written then, once.
 */
import { EVENTS, type CitationProgress, type CitationRunStatus } from '@citable/contracts';
import { citationRunProgress, type CitationRunRow } from '@citable/db';
import { pageCitations, reportCitations } from '../analytics/report.js';
import { shareOfVoice } from '../analytics/share-of-voice.js';
import { siteHost } from '../matching/site-urls.js';
import type { CitationContext } from '../context.js';
import { completeRun, failRun, viewAnswers } from './run-store.js';

/** Tells where the run stands, as the given row of it counts (the row a stored answer returned). */
export async function publishProgress(ctx: CitationContext, run: CitationRunRow, status: CitationRunStatus = run.status): Promise<{ done: number; errors: number }> {
  const event = citationRunProgress(run, status);
  await ctx.bus.publish<CitationProgress>(EVENTS.citationProgress, event);
  return { done: event.done, errors: event.errors };
}

/** Every answer is in: the run completes (or fails, when no source gave a single answer). */
export async function finishRun(ctx: CitationContext, run: CitationRunRow, progress: { done: number; errors: number }): Promise<void> {
  if (progress.done < run.total) return;
  if (progress.errors >= progress.done) {
    if (await failRun(ctx.db, run.id, 'No source gave an answer: every answer failed (see each answer\'s reason).')) {
      ctx.log.warn({ runId: run.id, auditId: run.audit_id }, 'citation run failed: no answers');
      await publishProgress(ctx, run, 'failed');
    }
    return;
  }
  const answers = await viewAnswers(ctx.db, run.audit_id);
  const order = run.queries.map((q) => q.query);
  const report = { ...reportCitations(answers, order), share_of_voice: shareOfVoice(answers, siteHost(run.domain)) };
  if (await completeRun(ctx.db, run.id, report, Object.fromEntries(pageCitations(answers)))) {
    ctx.log.info({ runId: run.id, auditId: run.audit_id, answers: progress.done, errors: progress.errors }, 'citation run completed');
    await publishProgress(ctx, run, 'completed');
  }
}
