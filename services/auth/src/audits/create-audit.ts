/**
 * Starting an audit: one queued row and one crawl job. Shared by the magic-link verification
 * (intent start_audit) and the gateway's POST /api/audits, so both start audits the same way.
 */
import type { Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import { LIMITS, QUEUES, type AuditDraft, type CrawlJob, type CrawlOptions } from '@citable/contracts';
import type { Db } from '../repository/db.js';
import { insertQueuedAudit, markAuditFailed } from '../repository/audits.js';
import { parseRootUrl } from './root-url.js';

export interface CreateAuditInput {
  /** The owner; null for an audit run from the command line (`citable audit`), which nobody owns. */
  userId: string | null;
  draft: AuditDraft;
  /** The audit this one re-runs. */
  rerunOf?: string;
  /** Overrides of the crawl options the configuration gives (tests and demos map an origin to 127.0.0.1). */
  options?: Partial<CrawlOptions>;
}

/** Inserts the audit (status queued) and queues its crawl; returns the audit's id. AuthError 400 for a bad root URL. */
export async function createAudit(db: Db, bus: Bus, config: Config, input: CreateAuditInput): Promise<string> {
  const root = parseRootUrl(input.draft.root_url);
  const maxPages = Math.min(input.draft.max_pages ?? LIMITS.defaultMaxPages.dashboard, LIMITS.maxPagesCap);
  const options: CrawlOptions = {
    renderMode: input.options?.renderMode ?? config.RENDER_MODE,
    allowPrivate: input.options?.allowPrivate ?? config.CRAWL_ALLOW_PRIVATE,
    mapOrigin: input.options?.mapOrigin ?? null,
  };
  const id = await insertQueuedAudit(db, {
    userId: input.userId,
    projectId: input.draft.project_id.trim() || 'default',
    rootUrl: root.url,
    domain: root.domain,
    siteDescription: input.draft.site_description?.trim() || null,
    maxPages,
    options,
    rerunOf: input.rerunOf ?? null,
  });
  const job: CrawlJob = { auditId: id, rootUrl: root.url, maxPages, options };
  try {
    // The id makes a retried enqueue of the same audit a no-op on the bus.
    await bus.enqueue(QUEUES.crawl, job, { id: `crawl:${id}` });
  } catch (err) {
    // No crawler will ever see this audit: fail it rather than leave it queued forever.
    await markAuditFailed(db, id, 'internal_error');
    throw err;
  }
  return id;
}
