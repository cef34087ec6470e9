/** SQL of audits, as far as starting one goes. */
import { sql } from 'kysely';
import { toJson, type AuditOptions } from '@citable/db';
import type { Db } from './db.js';

export interface NewAuditInput {
  userId: string | null;
  projectId: string;
  rootUrl: string;
  domain: string;
  siteDescription: string | null;
  maxPages: number;
  options: AuditOptions;
  rerunOf: string | null;
}

/** Inserts a queued audit and returns its id. */
export async function insertQueuedAudit(db: Db, input: NewAuditInput): Promise<string> {
  const row = await db
    .insertInto('audits')
    .values({
      user_id: input.userId,
      project_id: input.projectId,
      root_url: input.rootUrl,
      domain: input.domain,
      site_description: input.siteDescription,
      max_pages: input.maxPages,
      status: 'queued',
      options: toJson(input.options),
      rerun_of: input.rerunOf,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Fails an audit that will never run (its crawl job could not be queued). */
export async function markAuditFailed(db: Db, id: string, reason: string): Promise<void> {
  await db
    .updateTable('audits')
    .set({ status: 'failed', fail_reason: reason, fail_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
