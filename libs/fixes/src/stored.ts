/** An audit's stored pages, site checks and site files, read as the fix pack's input (the gateway and `citable audit --fix-pack` share it). */
import type { Database } from '@citable/db';
import { siteArtifactsFromRows } from '@citable/db';
import type { Kysely } from 'kysely';
import type { FixSiteInput } from './input.js';

export async function storedFixSite(db: Kysely<Database>, auditId: string): Promise<FixSiteInput | null> {
  const audit = await db.selectFrom('audits').select(['root_url', 'site_checks_json']).where('id', '=', auditId).executeTakeFirst();
  if (!audit) return null;
  const [rows, artifactRows] = await Promise.all([
    db.selectFrom('pages').select(['url', 'status_code', 'headers', 'facts', 'checks_json']).where('audit_id', '=', auditId).where('facts', 'is not', null).orderBy('depth').orderBy('url').execute(),
    db.selectFrom('site_artifacts').selectAll().where('audit_id', '=', auditId).execute(),
  ]);
  const artifacts = siteArtifactsFromRows(audit.root_url, artifactRows);
  return {
    rootUrl: audit.root_url,
    pages: rows.map((r) => ({ url: r.url, statusCode: r.status_code, headers: r.headers, facts: r.facts!, checks: r.checks_json ?? [] })),
    siteChecks: audit.site_checks_json ?? [],
    robotsTxt: artifacts.robotsTxt,
    llmsTxt: artifacts.llmsTxt,
    sitemaps: artifacts.sitemaps,
  };
}
