/** Structured data: JSON-LD blocks and microdata item types. */
import { attr, type HtmlDocument } from './dom.js';
import { memo } from './memo.js';
import { elementsWithAttr, findAll } from './queries.js';
import { rawTextOf } from './text.js';

export interface JsonLdResult {
  /** Top-level entities: arrays flattened, @graph members lifted out. */
  items: Record<string, unknown>[];
  /** One message per block that is not valid JSON. */
  errors: string[];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Most values a property is read for: a hostile page's list of 300,000 names costs no more than this. */
const MAX_VALUES = 100;

/** A property's string values, one or a list, at most `limit` of them; other values are left out. */
export function jsonLdStrings(value: unknown, limit = MAX_VALUES): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const v of value) {
    if (out.length >= limit) break;
    if (typeof v === 'string') out.push(v);
  }
  return out;
}

/** Publishers wrap JSON-LD in HTML comments or CDATA markers for old parsers; JSON can't hold them. */
function unwrap(source: string): string {
  return source
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>$/, '')
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .trim();
}

function collectItems(value: unknown, out: Record<string, unknown>[]): void {
  if (Array.isArray(value)) {
    for (const v of value) collectItems(v, out);
    return;
  }
  if (!isRecord(value)) return;
  const graph = value['@graph'];
  if (graph === undefined) {
    out.push(value);
    return;
  }
  // A container that says more than @context/@graph is an entity in its own right.
  const rest = { ...value };
  delete rest['@graph'];
  if (Object.keys(rest).some((k) => k !== '@context')) out.push(rest);
  collectItems(graph, out);
}

export function extractJsonLd(doc: HtmlDocument): JsonLdResult {
  return memo(doc, 'jsonld', () => {
    const items: Record<string, unknown>[] = [];
    const errors: string[] = [];
    const blocks = findAll(doc, 'script').filter(
      (s) => attr(s, 'type')?.split(';')[0]?.trim().toLowerCase() === 'application/ld+json',
    );
    blocks.forEach((script, index) => {
      const source = unwrap(rawTextOf(script));
      if (!source) {
        errors.push(`JSON-LD block ${index + 1} is empty`);
        return;
      }
      try {
        collectItems(JSON.parse(source), items);
      } catch (err) {
        errors.push(`JSON-LD block ${index + 1} is not valid JSON: ${(err as Error).message}`);
      }
    });
    return { items, errors };
  });
}

/** "https://schema.org/Article", "schema:Article" and "Article" all name Article. */
export function normaliseSchemaType(type: string): string {
  const t = type.trim();
  const match = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)(.+)$/i.exec(t);
  return match?.[1] ?? t;
}

/** Every entity (object with an @type) in the JSON-LD, nested ones included, in document order. */
export function jsonLdEntities(doc: HtmlDocument): readonly Record<string, unknown>[] {
  return memo(doc, 'jsonldEntities', () => {
    const out: Record<string, unknown>[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (isRecord(value)) {
        if (value['@type'] !== undefined) out.push(value);
        Object.values(value).forEach(walk);
      }
    };
    walk(extractJsonLd(doc).items);
    return out;
  });
}

/** The @type names of an entity, normalised. */
export function entityTypes(entity: Record<string, unknown>): string[] {
  const type = entity['@type'];
  return (Array.isArray(type) ? type : [type])
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    .map(normaliseSchemaType);
}

/** Microdata itemtype values: schema.org URLs become their type name, other vocabularies stay whole. */
function microdataTypes(doc: HtmlDocument): string[] {
  const out: string[] = [];
  for (const el of elementsWithAttr(doc, 'itemtype')) {
    const itemtype = attr(el, 'itemtype');
    if (!itemtype) continue;
    for (const t of itemtype.trim().split(/\s+/)) out.push(normaliseSchemaType(t.replace(/\/+$/, '')));
  }
  return out;
}

/** schema.org types from JSON-LD (nested and @graph included) and microdata, de-duplicated. */
export function schemaTypes(doc: HtmlDocument): string[] {
  return memo(doc, 'schemaTypes', () => [
    ...new Set([...jsonLdEntities(doc).flatMap(entityTypes), ...microdataTypes(doc)]),
  ]);
}
