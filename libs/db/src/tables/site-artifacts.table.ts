import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, Json } from '../columns.js';

export const SITE_ARTIFACT_KINDS = ['robots_txt', 'sitemap', 'llms_txt', 'ai_bot_access', 'precheck'] as const;
export type SiteArtifactKind = (typeof SITE_ARTIFACT_KINDS)[number];

/**
 * A site-level thing the crawler fetched (robots.txt, a sitemap, llms.txt, ...) for the site
 * checks. Fetch failures are stored as data in `error`. Keyed by (audit_id, kind, url).
 */
export interface SiteArtifactsTable {
  audit_id: string;
  kind: SiteArtifactKind;
  url: string;
  status_code: number | null;
  content: string | null;
  /** The parsed artifact (for instance the contracts' SitemapArtifact for kind `sitemap`). */
  data: Json<unknown> | null;
  error: string | null;
  fetched_at: DefaultTimestamp;
}

export type SiteArtifactRow = Selectable<SiteArtifactsTable>;
export type NewSiteArtifact = Insertable<SiteArtifactsTable>;
export type SiteArtifactUpdate = Updateable<SiteArtifactsTable>;
