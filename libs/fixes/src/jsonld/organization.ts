/**
 * A12 and S6: who stands behind the site, for the layout (every page): an Organization named as the
 * site's titles name it, its sameAs the profiles the home page links to, and the WebSite it
 * publishes. For a page with no Organization or Person of its own.
 */
import { isProfileHost } from '@citable/contracts';
import type { Graph, Organization, WebSite } from 'schema-dts';
import { checkOf, detail, falls, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';
import { jsonLdScript } from '../html.js';

export interface SiteEntity {
  name: string;
  rootUrl: string;
  /** The home page's links to social and reference profiles. */
  sameAs: readonly string[];
}

export function profileLinks(home: FixPageInput | null): string[] {
  return (home?.facts.links ?? []).filter((l) => isProfileHost(new URL(l).hostname));
}

export function siteGraph(entity: SiteEntity): Graph {
  const orgId = `${entity.rootUrl}#organization`;
  const org: Organization = { '@type': 'Organization', '@id': orgId, name: entity.name, url: entity.rootUrl, ...(entity.sameAs.length ? { sameAs: [...entity.sameAs] } : {}) };
  const site: WebSite = { '@type': 'WebSite', '@id': `${entity.rootUrl}#website`, name: entity.name, url: entity.rootUrl, publisher: { '@id': orgId } };
  return { '@context': 'https://schema.org', '@graph': [org, site] };
}

export function organizationFix(page: FixPageInput, entity: SiteEntity): HeadFix | null {
  const a12 = checkOf(page.checks, 'A12_entity_graph');
  if (!falls(a12) || (detail<string[]>(a12, 'entityTypes') ?? []).length > 0) return null;
  const graph = siteGraph(entity);
  return {
    check: 'A12_entity_graph',
    kind: 'jsonld_organization',
    drafted: false,
    elements: [jsonLdScript(graph)],
    replaces: null,
    texts: [],
    siteTexts: [entity.name],
    jsonld: graph,
  };
}
