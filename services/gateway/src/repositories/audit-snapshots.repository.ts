/** The gateway's SQL for the audit diff: the previous audit of a site, and what the diff reads of an audit. */
import { categoryBySlug, categorySlug, type AuditSnapshot, type CategoryScore } from '@citable/contracts';
import type { Database } from '@citable/db';
import type { Kysely } from 'kysely';
import type { AuditRecord } from './audits.repository.js';

type Db = Kysely<Database>;

/** The owner's latest completed audit of the same root URL that started before this one. */
export function findPreviousAudit(db: Db, audit: Pick<AuditRecord, 'id' | 'user_id' | 'root_url' | 'started_at'>) {
  if (!audit.user_id) return Promise.resolve(undefined);
  return db
    .selectFrom('audits')
    .select('id')
    .where('user_id', '=', audit.user_id)
    .where('root_url', '=', audit.root_url)
    .where('status', '=', 'completed')
    .where('id', '!=', audit.id)
    .where('started_at', '<', audit.started_at)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A completed audit as the diff reads it: its scores, every page's checks, the site checks and its latest citation run's rate. */
export async function loadAuditSnapshot(db: Db, audit: AuditRecord): Promise<AuditSnapshot> {
  const [pages, run] = await Promise.all([
    db.selectFrom('pages').select(['url', 'checks_json']).where('audit_id', '=', audit.id).where('checks_json', 'is not', null).execute(),
    // The run the report shows: the latest completed one.
    db
      .selectFrom('citation_runs')
      .select('report')
      .where('audit_id', '=', audit.id)
      .where('status', '=', 'completed')
      .where('report', 'is not', null)
      .orderBy('finished_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const categories = ((audit.category_scores ?? []) as CategoryScore[]).flatMap((c) => {
    const slug = categoryBySlug(categorySlug(c.category))?.slug;
    return slug ? [{ category: slug, score: c.score }] : [];
  });
  const answers = run?.report?.answer_rate;
  return {
    audit_id: audit.id,
    finished_at: audit.finished_at?.toISOString() ?? null,
    scores: { overall: audit.composite_score ?? 0, aeo: audit.aeo_score ?? 0, geo: audit.geo_score ?? 0 },
    categories,
    pages: pages.map((p) => ({ url: p.url, checks: p.checks_json ?? [] })),
    site_checks: audit.site_checks_json ?? [],
    citations: answers && answers.total > 0 ? answers : null,
  };
}
