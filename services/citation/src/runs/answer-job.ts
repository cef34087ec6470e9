/**
 * One job: ask one source one query once, match the answer against the audited site, store it
 * (once: a redelivered job finds it stored), then tell the run's progress and complete the run
 * when it was its last answer. Provider faults end as an answer recorded with its reason; only
 * our own failures (the database) make the bus deliver the job again.
 */
import { RetryLaterError, GiveUpError, type Job } from '@citable/bus';
import { CITATION_SOURCE_LABELS, type CitationErrorKind, type CitationJob } from '@citable/contracts';
import { toJson, type CitationRunRow } from '@citable/db';
import { citationMetrics } from '@citable/metrics';
import { matchAnswer } from '../matching/normalise.js';
import type { CitationContext } from '../context.js';
import { askWithRetries } from '../sources/retry.js';
import { finishRun, publishProgress } from './progress.js';
import { answerStored, findRun, storeAnswer } from './run-store.js';
import type { SiteCache } from './site-cache.js';

async function recordFailure(ctx: CitationContext, run: CitationRunRow, job: CitationJob, kind: CitationErrorKind, reason: string, latencyMs: number | null): Promise<CitationRunRow> {
  const { run: after } = await storeAnswer(ctx.db, {
    run_id: run.id,
    audit_id: run.audit_id,
    query: job.query,
    query_type: job.queryType,
    ai_source: job.source,
    repeat: job.repeat,
    cited: false,
    cited_match_count: 0,
    first_match_url: null,
    answer_excerpt: null,
    latency_ms: latencyMs,
    error: reason,
    error_kind: kind,
  });
  return after;
}

/** Tells the run's progress from its row as the last store left it, and completes it when that was its last answer. */
async function tell(ctx: CitationContext, run: CitationRunRow): Promise<void> {
  await finishRun(ctx, run, await publishProgress(ctx, run));
}

export async function answerJob(ctx: CitationContext, sites: SiteCache, job: Job<CitationJob>): Promise<void> {
  const data = job.data;
  const run = await findRun(ctx.db, data.runId);
  if (!run) throw new GiveUpError(`Citation run ${data.runId} no longer exists`);
  if (run.status !== 'running') return;
  // Only a job delivered again can find its answer stored (by a replica that died before acknowledging).
  if (job.deliveryCount > 1 && (await answerStored(ctx.db, run.id, data.source, data.query, data.repeat))) return tell(ctx, run);
  if (Number(run.tokens_used) >= Number(run.max_tokens)) {
    return tell(ctx, await recordFailure(ctx, run, data, 'budget', `The run's token budget (${run.max_tokens} tokens, CITATION_MAX_TOKENS) was spent before this answer.`, null));
  }
  const adapter = ctx.adapters.get(data.source);
  if (!adapter) {
    return tell(ctx, await recordFailure(ctx, run, data, 'gave_up', `${CITATION_SOURCE_LABELS[data.source]} is not configured on the replica that took this answer.`, null));
  }
  const { site, mentions } = await sites.get(ctx, run);
  const outcome = await askWithRetries(adapter, data.query, ctx.settings.retry, ctx.stopping);
  if (ctx.stopping.aborted) throw new RetryLaterError('The citation service is stopping: the answer goes back to the queue', 0);
  citationMetrics.providerDuration.observe({ source: data.source, outcome: outcome.ok ? 'ok' : 'error' }, outcome.latencyMs / 1000);
  if (!outcome.ok) {
    citationMetrics.answers.inc({ source: data.source, outcome: 'error' });
    ctx.log.warn({ runId: run.id, source: data.source, kind: outcome.failure.kind, attempts: outcome.attempts }, outcome.reason);
    return tell(ctx, await recordFailure(ctx, run, data, outcome.failure.kind, outcome.reason, outcome.latencyMs));
  }
  const m = matchAnswer(outcome.answer, site, mentions);
  citationMetrics.answers.inc({ source: data.source, outcome: m.cited ? 'cited' : 'not_cited' });
  citationMetrics.tokens.inc({ source: data.source }, m.tokens);
  const stored = await storeAnswer(ctx.db, {
    run_id: run.id,
    audit_id: run.audit_id,
    query: data.query,
    query_type: data.queryType,
    ai_source: data.source,
    repeat: data.repeat,
    cited: m.cited,
    mentioned: m.mentioned,
    cited_match_count: m.cited_match_count,
    cited_urls: toJson(m.cited_urls),
    read_urls: toJson(m.read_urls),
    first_match_url: m.first_match_url,
    answer_text: m.answer_text,
    answer_excerpt: m.answer_excerpt,
    tokens: m.tokens,
    latency_ms: outcome.latencyMs,
    error: null,
    error_kind: null,
  });
  return tell(ctx, stored.run);
}

/** A job the bus gave up on (our failures, every delivery): recorded as an answer never given, so the run can end. */
export async function deadAnswerJob(ctx: CitationContext, job: Job<CitationJob>, err: unknown): Promise<void> {
  const run = job.data ? await findRun(ctx.db, job.data.runId) : undefined;
  if (!run || run.status !== 'running') return;
  await tell(ctx, await recordFailure(ctx, run, job.data, 'gave_up', `Gave up after ${job.deliveryCount} deliveries: ${err instanceof Error ? err.message : String(err)}`, null));
}
