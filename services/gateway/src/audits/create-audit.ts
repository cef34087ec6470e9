import type { Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import { LIMITS, QUEUES, type CrawlJob, type CrawlOptions } from '@citable/contracts';
import { toJson, type Database } from '@citable/db';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors.js';
import { parseRootUrl } from './root-url.js';

export interface AuditDraftInput {
  project_id: string;
  root_url: string;
  site_description?: string | null;
  max_pages?: number;
}

/** Insert an audit for `userId` and queue its crawl. Returns the new audit's id. */
export async function createAudit(
  db: Kysely<Database>,
  bus: Bus,
  config: Config,
  input: { userId: string; draft: AuditDraftInput; rerunOf?: string; options?: Partial<CrawlOptions> },
): Promise<string> {
  const root = parseRootUrl(input.draft.root_url);
  if (!root.ok) throw new HttpError(400, 'invalid_url', root.message);
  const maxPages = Math.min(input.draft.max_pages ?? LIMITS.defaultMaxPages.dashboard, LIMITS.maxPagesCap);
  const options: CrawlOptions = {
    renderMode: input.options?.renderMode ?? config.RENDER_MODE,
    allowPrivate: input.options?.allowPrivate ?? config.CRAWL_ALLOW_PRIVATE,
    mapOrigin: input.options?.mapOrigin ?? null,
  };
  const row = await db
    .insertInto('audits')
    .values({
      user_id: input.userId,
      project_id: input.draft.project_id.trim() || 'default',
      root_url: root.url,
      domain: root.domain,
      site_description: input.draft.site_description?.trim() || null,
      max_pages: maxPages,
      status: 'queued',
      options: toJson(options),
      rerun_of: input.rerunOf ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job: CrawlJob = { auditId: row.id, rootUrl: root.url, maxPages, options };
  await bus.enqueue(QUEUES.crawl, job, { id: `crawl:${row.id}` });
  return row.id;
}
