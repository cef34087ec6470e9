import { GiveUpError, RetryLaterError, type Bus } from '@citable/bus';
import {
  EVENTS,
  QUEUES,
  RENDER_MODES,
  type AuditFailed,
  type AuditFinalizeJob,
  type AuditProgress,
  type CrawlJob,
  type PageScoreJob,
} from '@citable/contracts';
import type { Database } from '@citable/db';
import { auditMetrics } from '@citable/metrics';
import type { Logger } from '@citable/log';
import type { Kysely } from 'kysely';
import { CrawlAbortedError } from './crawl/crawl-engine.js';
import type { Crawler } from './crawler.js';
import {
  findAuditForCrawl,
  linkingPages,
  markCrawlCompleted,
  markFailed,
  markRunning,
  recordProgress,
  saveArtifacts,
  saveCrawlSummary,
  upsertPage,
} from './store/crawl-store.js';
import { PgFrontierStore } from './store/pg-frontier.js';

export interface CrawlJobDeps {
  db: Kysely<Database>;
  bus: Bus;
  log: Logger;
  crawler: Crawler;
  /** This replica, recorded on the frontier rows it claims. */
  owner: string;
}

const countPages = async (db: Kysely<Database>, auditId: string) =>
  Number((await db.selectFrom('pages').select((eb) => eb.fn.countAll<number>().as('n')).where('audit_id', '=', auditId).executeTakeFirstOrThrow()).n);

/**
 * One audit's crawl job. Pages go to the database as they are fetched (upserted by audit and URL)
 * and each gets a scoring job; the frontier lives in the database, so a redelivered job (its
 * replica died, or shut down mid-crawl) resumes where the last one stopped.
 */
export async function runCrawlJob(deps: CrawlJobDeps, job: CrawlJob, signal: AbortSignal): Promise<void> {
  const { db, bus, log } = deps;
  // A payload no attempt can crawl is dropped at once (and the audit failed by the dead-letter handler).
  if (!RENDER_MODES.includes(job.options?.renderMode)) throw new GiveUpError(`crawl job of audit ${job.auditId} has no valid render mode`);
  // Delivered while this replica shuts down: hand it straight back.
  if (signal.aborted) throw new RetryLaterError('crawler replica is shutting down; another replica takes the crawl', 0);
  const audit = await findAuditForCrawl(db, job.auditId);
  if (!audit) throw new GiveUpError(`audit ${job.auditId} no longer exists`);
  // A redelivery after the crawl already ended has nothing left to crawl.
  if (audit.status === 'failed' || audit.status === 'completed') return;
  if (audit.crawl_completed_at) {
    // The replica that finished the crawl may have died before asking for finalisation: ask
    // again (same job id, so a request already queued is not doubled; finalisation is once-only).
    await enqueueFinalize(bus, job.auditId);
    return;
  }

  if (await markRunning(db, job.auditId)) auditMetrics.started.inc();
  const progress = async (discovered: number, crawled: number) => {
    await recordProgress(db, job.auditId, discovered, crawled);
    await bus.publish<AuditProgress>(EVENTS.auditProgress, { auditId: job.auditId, status: 'running', discovered, crawled, scored: 0 });
  };

  const frontier = new PgFrontierStore(db, job.auditId, deps.owner);
  const resumed = await frontier.requeueInFlight();
  if (resumed > 0) log.info({ auditId: job.auditId, resumed }, 'resuming a crawl another replica left');
  // A resumed crawl starts from what is already known (counted as the engine counts it), so the
  // counters do not fall back to 0.
  const known = await frontier.counts();
  await progress(known.total, known.done);

  const reporter = progressReporter(progress, (err) => log.warn({ err, auditId: job.auditId }, 'progress update failed'));
  let outcome;
  try {
    outcome = await deps.crawler.crawl(
      {
        rootUrl: job.rootUrl,
        maxPages: job.maxPages,
        render: job.options.renderMode,
        ...(job.options.mapOrigin ? { mapOrigin: job.options.mapOrigin } : {}),
      },
      {
        frontier,
        signal,
        onPage: async (page) => {
          const pageId = await upsertPage(db, job.auditId, page);
          await bus.enqueue<PageScoreJob>(QUEUES.pageScore, { auditId: job.auditId, pageId, url: page.url }, { id: `score:${job.auditId}:${pageId}` });
        },
        onProgress: (p) => reporter.report(p.discovered, p.fetched),
        linkingPages: (urls) => linkingPages(db, job.auditId, urls),
      },
    );
  } catch (err) {
    if (err instanceof CrawlAbortedError) throw new RetryLaterError('crawl interrupted by shutdown; another replica resumes it', 0);
    throw err;
  } finally {
    // The last counts are written before the job ends (and before a stopping replica closes its pool).
    await reporter.flush();
  }

  if (outcome.artifacts) await saveArtifacts(db, job.auditId, outcome.artifacts);
  // Before the crawl is marked complete: finalisation reads it (a canonical to a broken URL).
  if (outcome.summary) await saveCrawlSummary(db, job.auditId, outcome.summary);
  if (outcome.status === 'failed') {
    log.info({ auditId: job.auditId, reason: outcome.failReason, detail: outcome.detail }, 'audit failed during crawl');
    if (await markFailed(db, job.auditId, outcome.failReason, outcome.failAt)) {
      const counts = await frontier.counts();
      await bus.publish<AuditProgress>(EVENTS.auditProgress, { auditId: job.auditId, status: 'failed', discovered: counts.total, crawled: outcome.stats.pagesStored, scored: 0 });
      await bus.publish<AuditFailed>(EVENTS.auditFailed, { auditId: job.auditId, failReason: outcome.failReason });
    }
    return;
  }
  const stored = await countPages(db, job.auditId);
  await markCrawlCompleted(db, job.auditId, stored);
  // The last page scored may have come before the crawl was marked complete: ask for finalisation
  // here too. Finalisation is once-only, and waits while pages are still unscored.
  await enqueueFinalize(bus, job.auditId);
  log.info({ auditId: job.auditId, pages: stored, ms: outcome.stats.durationMs }, 'crawl completed');
}

function enqueueFinalize(bus: Bus, auditId: string) {
  return bus.enqueue<AuditFinalizeJob>(QUEUES.auditFinalize, { auditId }, { id: `finalize:${auditId}:crawl` });
}

/** How often a running crawl writes its counters and publishes a progress event, at most. */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * Progress as the crawl reports it after every page, written at most every PROGRESS_INTERVAL_MS
 * (the latest counts win; one write at a time, so counters never go backwards): a database
 * update and an event per page would cost a fast crawl a fifth of its time.
 */
function progressReporter(write: (discovered: number, crawled: number) => Promise<void>, onError: (err: unknown) => void) {
  let pending: { discovered: number; crawled: number } | null = null;
  let running: Promise<void> | null = null;
  let lastWrite = 0;
  let flushing = false;
  let wake: (() => void) | null = null;

  async function pump(): Promise<void> {
    while (pending) {
      const wait = lastWrite + PROGRESS_INTERVAL_MS - Date.now();
      if (wait > 0 && !flushing) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          wake = () => (clearTimeout(timer), resolve());
        });
        wake = null;
      }
      const next = pending;
      pending = null;
      lastWrite = Date.now();
      try {
        await write(next.discovered, next.crawled);
      } catch (err) {
        onError(err);
      }
    }
    running = null;
  }

  return {
    report(discovered: number, crawled: number): void {
      pending = { discovered, crawled };
      running ??= pump();
    },
    /** Writes what is pending now, without waiting out the interval. */
    async flush(): Promise<void> {
      flushing = true;
      wake?.();
      await running;
    },
  };
}
