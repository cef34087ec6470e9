/** schema.org types (JSON-LD and microdata) and the Open Graph type of the pages read. Pure. */
import { metaByProperty, metaValue, schemaTypes } from '@citable/html';
import type { SitePage } from './site-page.js';

/** Types every kind of site carries: they say nothing about the kind. */
const SCAFFOLDING = new Set(['ListItem', 'SiteNavigationElement', 'EntryPoint', 'SearchAction', 'ReadAction', 'ImageObject', 'PropertyValue', 'WPHeader', 'WPFooter', 'WPSideBar']);

/** Each schema.org type with the number of pages carrying it, most common first. */
export function schemaTypeCounts(pages: readonly SitePage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) for (const type of schemaTypes(page.doc)) counts.set(type, (counts.get(type) ?? 0) + 1);
  return new Map([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** The JSON-LD and microdata types shown on the compare screen: every type but page scaffolding. */
export function jsonldTypes(pages: readonly SitePage[]): string[] {
  return [...schemaTypeCounts(pages).keys()].filter((t) => !SCAFFOLDING.has(t));
}

/** og:type of the home page, else of the first page declaring one, lower-cased. */
export function ogType(pages: readonly SitePage[]): string | null {
  for (const page of pages) {
    const value = metaValue(metaByProperty(page.doc, 'og:type'))?.trim().toLowerCase();
    if (value) return value;
  }
  return null;
}

/** How many of the pages carry any of the types. */
export function pagesWithType(counts: ReadonlyMap<string, number>, types: readonly string[]): number {
  return Math.max(0, ...types.map((t) => counts.get(t) ?? 0));
}
