/**
 * SiteArtifacts <-> site_artifacts rows, in one place: the crawler writes them, the scorer reads
 * them back for the site checks.
 */
import type { AiBotAccessArtifact, SiteArtifacts, SitemapArtifact, TextArtifact } from '@citable/contracts';
import { toJson } from './columns.js';
import type { NewSiteArtifact, SiteArtifactRow } from './tables/site-artifacts.table.js';

function textRow(auditId: string, kind: 'robots_txt' | 'llms_txt', a: TextArtifact): NewSiteArtifact {
  return { audit_id: auditId, kind, url: a.url, status_code: a.statusCode, content: a.content, data: null, error: a.error };
}

export function siteArtifactRows(auditId: string, artifacts: SiteArtifacts): NewSiteArtifact[] {
  const rows: NewSiteArtifact[] = [];
  if (artifacts.robotsTxt) rows.push(textRow(auditId, 'robots_txt', artifacts.robotsTxt));
  if (artifacts.llmsTxt) rows.push(textRow(auditId, 'llms_txt', artifacts.llmsTxt));
  for (const s of artifacts.sitemaps) {
    rows.push({ audit_id: auditId, kind: 'sitemap', url: s.url, status_code: s.statusCode, content: null, data: toJson<unknown>(s), error: s.error });
  }
  if (artifacts.aiBotAccess) {
    rows.push({ audit_id: auditId, kind: 'ai_bot_access', url: artifacts.rootUrl, status_code: null, content: null, data: toJson<unknown>(artifacts.aiBotAccess), error: null });
  }
  return rows;
}

function textArtifact(row: SiteArtifactRow | undefined): TextArtifact | null {
  return row ? { url: row.url, statusCode: row.status_code, content: row.content, error: row.error } : null;
}

export function siteArtifactsFromRows(rootUrl: string, rows: readonly SiteArtifactRow[]): SiteArtifacts {
  const of = (kind: SiteArtifactRow['kind']) => rows.filter((r) => r.kind === kind);
  return {
    rootUrl,
    robotsTxt: textArtifact(of('robots_txt')[0]),
    llmsTxt: textArtifact(of('llms_txt')[0]),
    sitemaps: of('sitemap').map((r) => r.data as SitemapArtifact),
    aiBotAccess: (of('ai_bot_access')[0]?.data as AiBotAccessArtifact | undefined) ?? null,
  };
}
