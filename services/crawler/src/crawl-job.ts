import { GiveUpError, RetryLaterError, type Bus } from '@citable/bus';
import {
  EVENTS,
  QUEUES,
  type AuditFailed,
  type AuditFinalizeJob,
  type AuditProgress,
  type CrawlJob,
  type PageScoreJob,
} from '@citable/contracts';
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import type { Kysely } from 'kysely';
import { CrawlAbortedError } from './crawl/crawl-engine.js';
import type { Crawler } from './crawler.js';
import { findAuditForCrawl, markCrawlCompleted, markFailed, markRunning, recordProgress, saveArtifacts, upsertPage } from './store/crawl-store.js';
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
  const audit = await findAuditForCrawl(db, job.auditId);
  if (!audit) throw new GiveUpError(`audit ${job.auditId} no longer exists`);
  // A redelivery after the crawl already ended has nothing left to do.
  if (audit.status === 'failed' || audit.status === 'completed' || audit.crawl_completed_at) return;

  await markRunning(db, job.auditId);
  const progress = async (discovered: number, crawled: number) => {
    await recordProgress(db, job.auditId, discovered, crawled);
    await bus.publish<AuditProgress>(EVENTS.auditProgress, { auditId: job.auditId, status: 'running', discovered, crawled, scored: 0 });
  };
  await progress(0, 0);

  const frontier = new PgFrontierStore(db, job.auditId, deps.owner);
  const resumed = await frontier.requeueInFlight();
  if (resumed > 0) log.info({ auditId: job.auditId, resumed }, 'resuming a crawl another replica left');

  let lastProgress = Promise.resolve();
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
        onProgress: (p) => {
          // Chained so counters never go backwards when writes overlap.
          lastProgress = lastProgress.then(() => progress(p.discovered, p.fetched)).catch((err: unknown) => log.warn({ err }, 'progress update failed'));
        },
      },
    );
  } catch (err) {
    if (err instanceof CrawlAbortedError) throw new RetryLaterError('crawl interrupted by shutdown; another replica resumes it', 0);
    throw err;
  }
  await lastProgress;

  if (outcome.artifacts) await saveArtifacts(db, job.auditId, outcome.artifacts);
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
  await bus.enqueue<AuditFinalizeJob>(QUEUES.auditFinalize, { auditId: job.auditId }, { id: `finalize:${job.auditId}:crawl` });
  log.info({ auditId: job.auditId, pages: stored, ms: outcome.stats.durationMs }, 'crawl completed');
}
