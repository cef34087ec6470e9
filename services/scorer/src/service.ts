import type { Subscription } from '@citable/bus';
import { EVENTS, QUEUES, REQUESTS, type AuditFinalizeJob, type CitationProgress, type PageScoreJob, type Report, type SweepResult } from '@citable/contracts';
import { CRITERIA } from '@citable/criteria';
import { scorerMetrics } from '@citable/metrics';
import type { RunningService, Service, ServiceContext } from '@citable/runtime';
import { finalizeAudit, reportFor } from './finalize.js';
import { createPageScorer, defaultPoolSize, llmJudgeFromEnv } from './page-checks/index.js';
import { rescoreRecent } from './rescore.js';
import { scorePage } from './score-page.js';
import type { ScoringContext } from './scoring-context.js';
import { seedCriteria } from './seed-criteria.js';
import { sweepStuckAudits } from './sweep.js';

/** Observers of one scorer process (e.g. a test recording which replica scored which page). */
export interface ScorerHooks {
  /** After a page job's checks are stored; a redelivered job calls it again. */
  onPageScored?(job: PageScoreJob): void;
  /** After the re-score a completed citation run starts (Fix First with AI-cited pages first), done or failed. */
  onCitationRescored?(auditId: string): void;
}

/** The scorer service; `hooks` observe it without changing what it does. */
export function createScorerService(hooks: ScorerHooks = {}): Service {
  return { name: 'scorer', start: (ctx) => startScorer(ctx, hooks) };
}

export const scorerService: Service = createScorerService();

async function startScorer({ db, bus, log, config }: ServiceContext, hooks: ScorerHooks): Promise<RunningService> {
  await seedCriteria(db);
  const llmSettings = config.LLM_PROVIDER
    ? { LLM_PROVIDER: config.LLM_PROVIDER, LLM_API_KEY: config.LLM_API_KEY, LLM_BASE_URL: config.LLM_BASE_URL, LLM_MODEL: config.LLM_MODEL }
    : null;
  const workers = config.SCORE_WORKERS ?? defaultPoolSize();
  const pages = createPageScorer({
    workers,
    criteria: CRITERIA,
    llm: llmSettings ? llmJudgeFromEnv(llmSettings) : null,
    llmSettings,
    onPoolError: (err) => log.error({ err }, 'page-check workers could not start; scoring pages in this thread'),
  });
  const ctx: ScoringContext = { db, bus, log, criteria: CRITERIA, pages };
  const subs: Subscription[] = [
    // Page checks are CPU work on the pool's threads (or this one): two jobs per thread keep each
    // busy while the other's page is read from and written to the database.
    await bus.work<PageScoreJob>(
      QUEUES.pageScore,
      async (job) => {
        const timed = scorerMetrics.scoringDuration.startTimer();
        await scorePage(ctx, job.data);
        timed();
        scorerMetrics.pagesScored.inc();
        hooks.onPageScored?.(job.data);
      },
      {
        concurrency: 2 * Math.max(1, workers),
        ackWaitMs: config.SCORE_ACK_WAIT_MS,
        maxDeliver: 5,
        onDeadLetter: (job, err) => log.error({ err, job: job.data }, 'page could not be scored'),
      },
    ),
    await bus.work<AuditFinalizeJob>(QUEUES.auditFinalize, async (job) => void (await finalizeAudit(ctx, job.data.auditId)), {
      concurrency: 1,
      ackWaitMs: 120_000,
      maxDeliver: 5,
      onDeadLetter: (job, err) => log.error({ err, job: job.data }, 'audit could not be finalised'),
    }),
    await bus.respond<{ limit: number }, Awaited<ReturnType<typeof rescoreRecent>>>(REQUESTS.scorer.rescoreRecent, (req) => rescoreRecent(ctx, Math.min(req.limit, 10)), {
      group: 'scorer',
    }),
    await bus.respond<{ auditId: string }, Report | null>(REQUESTS.scorer.report, (req) => reportFor(ctx, req.auditId), { group: 'scorer' }),
    // The scheduler's hourly job (in the gateway) asks one replica to sweep.
    await bus.respond<unknown, SweepResult>(REQUESTS.scorer.sweep, () => sweepStuckAudits(ctx), { group: 'scorer' }),
    // A completed citation run changes which pages AI answers cite: Fix First puts those first.
    await bus.subscribe<CitationProgress>(
      EVENTS.citationProgress,
      async (p) => {
        if (p.status !== 'completed') return;
        try {
          await finalizeAudit(ctx, p.auditId, { rescore: true });
        } finally {
          hooks.onCitationRescored?.(p.auditId);
        }
      },
      { group: 'scorer' },
    ),
  ];
  return {
    async stop() {
      for (const sub of subs) await sub.stop();
      await pages.close();
    },
  };
}
