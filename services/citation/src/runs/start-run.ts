/**
 * POST /api/citations/run (the gateway checked the caller owns the audit): the run is stored, and
 * a start job queues one job per query x source x repeat on each source's queue, keyed so a job
 * queued twice runs once. Sources without an API key are left out and named; a run already going
 * for the audit is returned, not doubled.
 */
import {
  citationQueue,
  CITATION_SOURCE_LABELS,
  QUEUES,
  type CitationJob,
  type CitationRunRequest,
  type CitationRunResponse,
  type CitationRunStartJob,
  type PromptSet,
  type QueryType,
} from '@citable/contracts';
import { CitationError, type CitationContext } from '../context.js';
import { publishProgress } from './progress.js';
import { failRun, findAudit, findRun, insertRun, runningRun } from './run-store.js';

/** The run's queries: the set's first ones, a quarter branded, up to `max`. */
export function runQueries(set: Pick<PromptSet, 'branded' | 'nonBranded'>, max: number): Array<{ query: string; query_type: QueryType }> {
  const branded = Math.min(set.branded.length, Math.max(1, Math.round(max / 4)));
  const nonBranded = Math.min(set.nonBranded.length, max - branded);
  const extraBranded = Math.min(set.branded.length - branded, max - branded - nonBranded);
  return [
    ...set.branded.slice(0, branded + extraBranded).map((query) => ({ query, query_type: 'branded' as const })),
    ...set.nonBranded.slice(0, nonBranded).map((query) => ({ query, query_type: 'non-branded' as const })),
  ];
}

export const jobId = (job: CitationJob, queryIndex: number) => `${job.runId}:${job.source}:${queryIndex}:${job.repeat}`;

/**
 * The start job: queues every answer of the run, repeat-major (the first answers of every query
 * before the second ones). Run again after a replica died half way, it queues the same ids: the
 * bus drops what it has seen, and an answer already stored is not asked again.
 */
export async function queueAnswers(ctx: CitationContext, job: CitationRunStartJob): Promise<void> {
  const run = await findRun(ctx.db, job.runId);
  if (!run || run.status !== 'running') return;
  for (let repeat = 1; repeat <= run.repeats; repeat++) {
    for (const [i, q] of run.queries.entries()) {
      for (const source of run.sources) {
        const answer: CitationJob = { runId: run.id, auditId: run.audit_id, source, query: q.query, queryType: q.query_type, repeat };
        await ctx.bus.enqueue(citationQueue(source), answer, { id: jobId(answer, i) });
      }
    }
  }
}

export async function startRun(ctx: CitationContext, req: CitationRunRequest): Promise<CitationRunResponse> {
  const audit = await findAudit(ctx.db, req.auditId);
  if (!audit) throw new CitationError(404, 'not_found', 'Audit not found');
  if (audit.status !== 'completed') throw new CitationError(409, 'audit_not_completed', 'The audit has not completed yet: run citations once it has.');
  const sources = req.sources.filter((s) => ctx.adapters.has(s));
  const notConfigured = req.sources.filter((s) => !ctx.adapters.has(s));
  if (sources.length === 0) {
    const names = notConfigured.map((s) => CITATION_SOURCE_LABELS[s]).join(', ');
    throw new CitationError(409, 'not_configured', `${names}: not configured. Set the source's API key (OPENAI_API_KEY, ANTHROPIC_API_KEY, PERPLEXITY_API_KEY, BRAVE_API_KEY) to ask it.`);
  }

  const going = await runningRun(ctx.db, audit.id);
  if (going) {
    if (Date.now() - going.updated_at.getTime() < ctx.settings.staleAfterMs) {
      return { ok: true, run_id: going.id, sources: going.sources, not_configured: going.not_configured, total: going.total, already_running: true };
    }
    await failRun(ctx.db, going.id, 'The run stalled: no answer arrived for a long time. A new run replaced it.');
  }

  const { set, info } = await ctx.prompts.forRun(audit, req.setId);
  const queries = runQueries(set, ctx.settings.maxQueries);
  if (queries.length === 0) throw new CitationError(409, 'no_queries', 'No prompts could be made for this site, so there is nothing to ask.');
  const runId = await insertRun(ctx.db, {
    auditId: audit.id,
    domain: audit.domain,
    sources,
    notConfigured,
    queries,
    repeats: ctx.settings.repeats,
    maxTokens: ctx.settings.maxTokens,
    prompts: info,
  });
  if (!runId) {
    // Another replica started this audit's run a moment ago.
    const other = await runningRun(ctx.db, audit.id);
    if (!other) throw new CitationError(409, 'conflict', 'Another citation run of this audit just started and ended: try again.');
    return { ok: true, run_id: other.id, sources: other.sources, not_configured: other.not_configured, total: other.total, already_running: true };
  }

  await ctx.bus.enqueue<CitationRunStartJob>(QUEUES.citationRunStart, { runId }, { id: runId });
  const run = await findRun(ctx.db, runId);
  if (run) await publishProgress(ctx, run);
  ctx.log.info({ runId, auditId: audit.id, sources, queries: queries.length, repeats: ctx.settings.repeats }, 'citation run started');
  return { ok: true, run_id: runId, sources, not_configured: notConfigured, total: queries.length * sources.length * ctx.settings.repeats };
}
