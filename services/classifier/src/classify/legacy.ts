/** The legacy classifier: keyword rules (legacy-rules.ts) on the home page's title, description, H1 and menu labels. Pure. */
import { verticalLabel, type SiteType, type Vertical } from '@citable/contracts';
import { headings, metaByName, metaValue, titleText } from '@citable/html';
import type { SitePage } from '../signals/site-page.js';
import { pageNavLabels } from '../signals/nav-terms.js';
import { LEGACY_DEFAULT_SITE_TYPE, LEGACY_DEFAULT_VERTICAL, LEGACY_INDUSTRY_RULES, LEGACY_SITE_TYPE_RULES } from './legacy-rules.js';

export interface LegacyResult {
  site_type: SiteType;
  /** The vertical's label: the legacy classifier knows verticals, not industries. */
  industry: string;
  vertical: Vertical;
}

/** What the legacy rules read: the home page's title, meta description, H1 and menu labels, lower-cased. */
export function legacyText(home: SitePage): string {
  const h1 = headings(home.doc).find((h) => h.level === 1)?.text ?? '';
  return [titleText(home.doc) ?? '', metaValue(metaByName(home.doc, 'description')) ?? '', h1, ...pageNavLabels(home)].join(' . ').toLowerCase();
}

export function classifyLegacy(home: SitePage): LegacyResult {
  const text = legacyText(home);
  const siteType = LEGACY_SITE_TYPE_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? LEGACY_DEFAULT_SITE_TYPE;
  const vertical = LEGACY_INDUSTRY_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? LEGACY_DEFAULT_VERTICAL;
  return { site_type: siteType, industry: verticalLabel(vertical), vertical };
}
