/** The audits side of the classifier: which audit to classify, and where its answer goes (SQL only here). */
import type { Database } from '@citable/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export function findCompletedAudit(db: Db, auditId: string) {
  return db.selectFrom('audits').select(['id', 'root_url', 'status']).where('id', '=', auditId).where('status', '=', 'completed').executeTakeFirst();
}

export async function saveAuditClassification(db: Db, auditId: string, v: { siteType: string; industry: string; vertical: string }): Promise<void> {
  await db
    .updateTable('audits')
    .set({ site_type: v.siteType, industry: v.industry, industry_vertical: v.vertical, classified_at: new Date() })
    .where('id', '=', auditId)
    .execute();
}
