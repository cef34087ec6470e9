/**
 * The citation service: prompt sets (rules, AI, blended), citation runs over the four AI sources
 * (one JetStream job per query x source x repeat, shared by replicas), and the citation summary.
 * It answers REQUESTS.citation.* for the gateway, works the sources' queues, and starts a run when
 * an audit completes (CITATION_AUTO_RUN) and a source is configured.
 */
import type { Subscription } from '@citable/bus';
import type { Config } from '@citable/config';
import {
  CitationRunRequestSchema,
  CitationSummaryRequestSchema,
  citationQueue,
  EVENTS,
  PromptsQuerySchema,
  QUEUES,
  REQUESTS,
  type AuditCompleted,
  type CitationJob,
  type CitationRunRequest,
  type CitationRunStartJob,
  type CitationRunResponse,
  type CitationSummary,
  type CitationSummaryRequest,
  type PromptSet,
  type PromptsQuery,
} from '@citable/contracts';
import { llmFromSettings, llmSettingsOf } from '@citable/llm';
import type { RunningService, Service, ServiceContext } from '@citable/runtime';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { summaryFor } from './analytics/summary-for.js';
import { CitationError, type CitationContext, type RunSettings } from './context.js';
import { createPromptService } from './prompts/prompt-service.js';
import { answerJob, deadAnswerJob } from './runs/answer-job.js';
import { SiteCache } from './runs/site-cache.js';
import { queueAnswers, startRun } from './runs/start-run.js';
import { configuredSources } from './sources/configured.js';
import { DEFAULT_RETRY } from './sources/retry.js';

/** Deliveries of an answer job: our own failures only (provider faults are retried inside the job). */
const MAX_DELIVER = 5;

export function runSettings(config: Config): RunSettings {
  const retry = { ...DEFAULT_RETRY, timeoutMs: config.CITATION_ANSWER_TIMEOUT_MS };
  return {
    repeats: config.CITATION_REPEATS,
    maxQueries: config.CITATION_MAX_QUERIES,
    maxTokens: config.CITATION_MAX_TOKENS,
    retry,
    // Longer than any one answer can take with its retries, and than a dead replica's jobs wait.
    staleAfterMs: retry.attempts * retry.timeoutMs + MAX_DELIVER * config.CITATION_ACK_WAIT_MS + 60_000,
  };
}

function checked<T>(schema: TSchema, data: unknown, what: string): T {
  if (Value.Check(schema, data)) return data as T;
  const first = [...Value.Errors(schema, data)][0];
  throw new CitationError(400, 'bad_request', `Bad ${what}: ${first ? `${first.instancePath || '(root)'} ${first.message}` : 'invalid'}`);
}

export const citationService: Service = {
  name: 'citation',
  start: startCitation,
};

async function startCitation({ db, bus, log, config }: ServiceContext): Promise<RunningService> {
  const stop = new AbortController();
  const adapters = configuredSources(config);
  const llm = llmFromSettings(llmSettingsOf(config) ?? {});
  const ctx: CitationContext = {
    db,
    bus,
    log,
    adapters,
    prompts: createPromptService({ db, bus, log, llm }),
    settings: runSettings(config),
    stopping: stop.signal,
  };
  const sites = new SiteCache();
  const group = { group: 'citation' };
  const subs: Subscription[] = [
    await bus.respond<unknown, CitationSummary>(REQUESTS.citation.summary, (req) => summaryFor(ctx, checked<CitationSummaryRequest>(CitationSummaryRequestSchema, req, 'summary request').auditId), group),
    await bus.respond<unknown, CitationRunResponse>(REQUESTS.citation.run, (req) => startRun(ctx, checked<CitationRunRequest>(CitationRunRequestSchema, req, 'run request')), group),
    await bus.respond<unknown, PromptSet>(REQUESTS.citation.prompts, (req) => ctx.prompts.get(checked<PromptsQuery>(PromptsQuerySchema, req, 'prompts query')), group),
  ];
  subs.push(
    await bus.work<CitationRunStartJob>(QUEUES.citationRunStart, (job) => queueAnswers(ctx, job.data), {
      ackWaitMs: config.CITATION_ACK_WAIT_MS,
      maxDeliver: MAX_DELIVER,
      onDeadLetter: (job, err) => log.error({ err, runId: job.data?.runId }, 'the answers of a citation run could not be queued'),
    }),
  );
  // Each configured source's queue, with its own concurrency: a slow provider holds only its own workers.
  for (const source of adapters.keys()) {
    subs.push(
      await bus.work<CitationJob>(citationQueue(source), (job) => answerJob(ctx, sites, job), {
        concurrency: config.CITATION_CONCURRENCY,
        ackWaitMs: config.CITATION_ACK_WAIT_MS,
        maxDeliver: MAX_DELIVER,
        onDeadLetter: (job, err) => deadAnswerJob(ctx, job, err),
      }),
    );
  }
  subs.push(
    await bus.subscribe<AuditCompleted>(
      EVENTS.auditCompleted,
      async ({ auditId }) => {
        if (!config.CITATION_AUTO_RUN || adapters.size === 0) return;
        const audit = await db.selectFrom('audits').select(['domain']).where('id', '=', auditId).executeTakeFirst();
        if (!audit) return;
        // A monitor's audit: its scheduler starts the citation run itself, with the monitor's prompt set (or none when its citation test is off).
        if (await db.selectFrom('monitor_runs').select('id').where('audit_id', '=', auditId).executeTakeFirst()) return;
        const started = await startRun(ctx, { auditId, domain: audit.domain, sources: [...adapters.keys()] }).catch((err: unknown) => {
          log.warn({ err, auditId }, 'could not start the citation run of a completed audit');
          return null;
        });
        if (started) log.info({ auditId, runId: started.run_id }, 'citation run started on audit completion');
      },
      group,
    ),
  );
  log.info({ sources: [...adapters.keys()], llm: llm?.name ?? null }, 'citation service ready');
  return {
    async stop() {
      stop.abort();
      for (const sub of subs) await sub.stop();
    },
    details: () => ({ sources: [...adapters.keys()].join(',') || 'none', llm: llm?.name ?? 'none' }),
  };
}
