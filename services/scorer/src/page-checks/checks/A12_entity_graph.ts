/**
 * A12 entity graph (the spec's rule, as the catalogue reads it): does the page tell machines who
 * stands behind it? From an Organization or Person (or a subtype: LocalBusiness, Corporation,
 * NewsMediaOrganization, ...) in JSON-LD (@graph and nested entities included) or microdata:
 *   10  the entity
 *   30  a logo (a URL or an ImageObject)
 *   40  2+ sameAs links to social or reference profiles (20 for one)
 *   30  a name that appears in the page's <title> (case-insensitive), otherwise 10 for a name
 * capped at 100; 0 without such an entity. Rendering rule: see lib/rendering.ts.
 */
import { isProfileHost } from '@citable/contracts';
import { attr, descendants, entityTypes, isRecord, jsonLdEntities, textOf, type Element, type HtmlDocument } from '@citable/html';
import { jsOnly, quote } from '../lib/evidence.js';
import { microdataItems } from '../lib/microdata.js';
import { hostKey } from '../lib/site.js';
import type { PageCheck } from '../types.js';

const ENTITY_TYPES = new Set([
  'organization', 'corporation', 'localbusiness', 'newsmediaorganization', 'educationalorganization',
  'governmentorganization', 'ngo', 'onlinebusiness', 'onlinestore', 'store', 'medicalorganization',
  'sportsorganization', 'airline', 'researchorganization', 'professionalservice', 'person',
]);

function isEntityType(type: string): boolean {
  const t = type.toLowerCase();
  return ENTITY_TYPES.has(t) || t.endsWith('organization') || t.endsWith('business');
}

function isProfileUrl(url: string): boolean {
  const host = hostKey(url);
  return host !== null && isProfileHost(host);
}

interface Entity {
  type: string;
  name: string | null;
  hasLogo: boolean;
  sameAs: string[];
}

const strings = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? [x] : isRecord(x) && typeof x['@id'] === 'string' ? [x['@id']] : []));

/** A logo is a URL, or an ImageObject with a url, contentUrl or @id. */
function hasImage(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasImage);
  if (typeof value === 'string') return value.trim() !== '';
  return isRecord(value) && [value['url'], value['contentUrl'], value['@id']].some((v) => strings(v).some((s) => s.trim() !== ''));
}

function fromJsonLd(doc: HtmlDocument): Entity[] {
  return jsonLdEntities(doc)
    .filter((e) => entityTypes(e).some(isEntityType))
    .map((e) => {
      return {
        type: entityTypes(e).find(isEntityType) ?? '',
        name: strings(e['name'])[0] ?? null,
        hasLogo: hasImage(e['logo']),
        sameAs: strings(e['sameAs']),
      };
    });
}

function itemprops(scope: Element, prop: string): Element[] {
  return descendants(scope).filter((el) => attr(el, 'itemprop')?.split(/\s+/).includes(prop));
}

function fromMicrodata(doc: HtmlDocument): Entity[] {
  const out: Entity[] = [];
  for (const el of microdataItems(doc)) {
    const type = (attr(el, 'itemtype') ?? '').trim().split(/\s+/).map((t) => t.replace(/\/+$/, '').split('/').pop() ?? '').find(isEntityType);
    if (!type) continue;
    const nameEl = itemprops(el, 'name')[0];
    out.push({
      type,
      name: nameEl ? (attr(nameEl, 'content') ?? textOf(nameEl)) || null : null,
      hasLogo: itemprops(el, 'logo').length > 0,
      sameAs: itemprops(el, 'sameAs').map((s) => attr(s, 'href') ?? attr(s, 'content') ?? '').filter(Boolean),
    });
  }
  return out;
}

function entities(doc: HtmlDocument): Entity[] {
  return [...fromJsonLd(doc), ...fromMicrodata(doc)];
}

export const check: PageCheck = {
  id: 'A12_entity_graph',
  renderedCredit: true,
  evaluate({ static: doc, rendered, facts }) {
    const found = entities(doc);
    if (found.length === 0) {
      const evidence = ['No Organization or Person schema'];
      if (rendered && entities(rendered).length > 0) evidence.push(jsOnly('The entity schema'));
      return { score: 0, details: { entityTypes: [] }, evidence };
    }
    const hasLogo = found.some((e) => e.hasLogo);
    const profiles = [...new Set(found.flatMap((e) => e.sameAs).filter(isProfileUrl))];
    const title = facts.title?.toLowerCase() ?? '';
    const named = found.filter((e) => e.name !== null && e.name.trim() !== '');
    const matching = named.find((e) => title.includes((e.name ?? '').trim().toLowerCase()));
    const sameAsPoints = profiles.length >= 2 ? 40 : profiles.length === 1 ? 20 : 0;
    const namePoints = matching ? 30 : named.length > 0 ? 10 : 0;
    const score = Math.min(100, 10 + (hasLogo ? 30 : 0) + sameAsPoints + namePoints);
    const evidence = [`Entity schema: ${[...new Set(found.map((e) => e.type))].join(', ')}`];
    evidence.push(hasLogo ? 'Has a logo' : 'No logo on the entity');
    evidence.push(profiles.length > 0 ? `${profiles.length} sameAs profile link(s): ${profiles.slice(0, 3).join(', ')}` : 'No sameAs links to social or reference profiles');
    evidence.push(
      matching
        ? `Entity name ${quote(matching.name ?? '')} appears in the title`
        : named[0]
          ? `Entity name ${quote(named[0].name ?? '')} does not appear in the title`
          : 'The entity has no name',
    );
    return {
      score,
      details: { entityTypes: [...new Set(found.map((e) => e.type))], hasLogo, sameAsProfiles: profiles.length, nameInTitle: Boolean(matching) },
      evidence,
    };
  },
};
