/** The gateway's SQL for exports and the robots.txt advice: read-only, for an audit the route has authorised. */
import type { Database } from '@citable/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** Every page's URL and check results, in the pages tab's order (depth, then URL). */
export function listPageChecks(db: Db, auditId: string) {
  return db.selectFrom('pages').select(['url', 'checks_json']).where('audit_id', '=', auditId).orderBy('depth').orderBy('url').execute();
}

/** The robots.txt the crawl read for the audit's root, if any. */
export function findRobotsArtifact(db: Db, auditId: string) {
  return db
    .selectFrom('site_artifacts')
    .select(['url', 'status_code', 'content', 'error'])
    .where('audit_id', '=', auditId)
    .where('kind', '=', 'robots_txt')
    .executeTakeFirst();
}

export function listPageUrls(db: Db, auditId: string) {
  return db.selectFrom('pages').select('url').where('audit_id', '=', auditId).orderBy('depth').orderBy('url').execute();
}
