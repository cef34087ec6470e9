/**
 * `FROM=TO` origin mappings: a public site (FROM) whose copy is served somewhere else (TO), e.g.
 * `https://acme.test=http://127.0.0.1:4321`. One parser for CRAWL_MAP_ORIGIN (a comma list) and
 * `citable audit --map-origin` (one pair), and one check of a mapping the crawler is handed.
 */
import type { OriginMapping } from '@citable/contracts';

/** A malformed mapping; the message says which part and why. */
export class OriginMappingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OriginMappingError';
  }
}

export const ORIGIN_MAPPING_EXAMPLE = 'https://example.com=http://127.0.0.1:8000';

function httpOrigin(value: string, label: 'FROM' | 'TO'): string {
  if (!value) throw new OriginMappingError(`${label} is empty`);
  if (!URL.canParse(value)) throw new OriginMappingError(`${label} "${value}" is not an absolute URL`);
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OriginMappingError(`${label} "${value}" is not an http or https URL`);
  // Only whole origins are mapped: a path here would be dropped silently and mislead.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new OriginMappingError(`${label} "${value}" is not an origin (scheme://host[:port], nothing after it)`);
  }
  return url.origin;
}

/** A mapping of two http(s) origins, in their normal form (`https://a.test`, no trailing slash). Throws OriginMappingError. */
export function checkOriginMapping(mapping: OriginMapping): OriginMapping {
  const from = httpOrigin(mapping.from, 'FROM');
  const to = httpOrigin(mapping.to, 'TO');
  if (from === to) throw new OriginMappingError(`${from}=${to} maps an origin to itself`);
  return { from, to };
}

/** One `FROM=TO` pair of http(s) origins. Throws OriginMappingError. */
export function parseOriginMapping(text: string): OriginMapping {
  const parts = text.split('=').map((p) => p.trim());
  if (parts.length !== 2) throw new OriginMappingError(`"${text.trim()}" is not FROM=TO`);
  return checkOriginMapping({ from: parts[0]!, to: parts[1]! });
}

/** The crawler's notion of one site: the host without "www." and the port (either scheme). */
function siteKey(origin: string): string {
  const url = new URL(origin);
  return `${url.hostname.replace(/^www\./, '')}:${url.port}`;
}

/**
 * A comma list of `FROM=TO` pairs (empty items ignored). Each public site may appear once: the
 * crawler maps a site with its www twin on either scheme, so two entries for one site would clash.
 */
export function parseOriginMappings(text: string): OriginMapping[] {
  const mappings = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(parseOriginMapping);
  const seen = new Map<string, string>();
  for (const { from } of mappings) {
    const key = siteKey(from);
    const earlier = seen.get(key);
    if (earlier) throw new OriginMappingError(`${earlier} and ${from} are the same site, mapped twice`);
    seen.set(key, from);
  }
  return mappings;
}
