/**
 * Every completed audit classified from the pages it stored, its site type and industry written
 * on the audit (Audit Details shows them). A failure is logged: the audit itself is complete.
 */
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import type { Kysely } from 'kysely';
import type { Classifier } from './classifier.js';
import { findCompletedAudit, saveAuditClassification } from './store/audits.repository.js';

export interface AuditClassificationDeps {
  db: Kysely<Database>;
  log: Logger;
  classifier: Classifier;
}

/** Classifies one completed audit; returns whether its site type and industry were stored. */
export async function classifyAudit({ db, log, classifier }: AuditClassificationDeps, auditId: string): Promise<boolean> {
  try {
    const audit = await findCompletedAudit(db, auditId);
    if (!audit) return false;
    const { comparison, vertical } = await classifier.classify(audit.root_url, { auditId, refresh: true });
    if (comparison.v2.error) {
      log.warn({ auditId, error: comparison.v2.error }, 'completed audit could not be classified');
      return false;
    }
    await saveAuditClassification(db, auditId, { siteType: comparison.v2.site_type.value, industry: comparison.v2.industry.value, vertical });
    return true;
  } catch (err) {
    log.error({ err, auditId }, 'completed audit could not be classified');
    return false;
  }
}
