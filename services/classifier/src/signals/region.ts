/**
 * The region a site serves, from evidence weighed together: the address in its structured data,
 * its country-code domain, phone numbers and postcodes in its text, the region of its language
 * tag and its hreflang alternates. Pure.
 */
import { jsonLdEntities, visibleText } from '@citable/html';
import { CALLING_CODE_COUNTRY, CCTLD_COUNTRY, GOVERNMENT_TLD_COUNTRY, POSTCODE_PATTERNS } from './region-data.js';
import type { SitePage } from './site-page.js';

export interface RegionEvidence {
  country: string;
  weight: number;
  why: string;
}

export interface Region {
  /** ISO 3166-1 alpha-2, or null when nothing points anywhere. */
  country: string | null;
  evidence: RegionEvidence[];
}

/** Characters of text searched for phone numbers and postcodes per page. */
const TEXT_SCAN = 50_000;

/** The country a host's top-level domain names ("shop.example.co.uk" -> GB), or null for .com and the like. */
export function tldCountry(host: string): string | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const tld = labels.at(-1) ?? '';
  return CCTLD_COUNTRY[tld] ?? GOVERNMENT_TLD_COUNTRY[tld] ?? null;
}

function addressCountries(page: SitePage): string[] {
  const out: string[] = [];
  for (const entity of jsonLdEntities(page.doc)) {
    const raw = entity['addressCountry'];
    const value = typeof raw === 'string' ? raw : typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) out.push(value.trim().toUpperCase());
  }
  return out;
}

/** Countries of the international phone numbers in a text (+44 20 ..., +1 (555) ...). */
export function phoneCountries(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/(?:^|[\s(:])\+(\d{1,3})[\s.-]?\(?\d/g)) {
    const digits = match[1]!;
    // The longest calling code that starts the number wins (+358 before +35).
    const hit = [...CALLING_CODE_COUNTRY].sort((a, b) => b[0].length - a[0].length).find(([code]) => digits.startsWith(code));
    if (hit) out.push(hit[1]);
  }
  return out;
}

export function postcodeCountries(text: string): string[] {
  const out: string[] = [];
  for (const [pattern, country] of POSTCODE_PATTERNS) for (const _ of text.matchAll(pattern)) out.push(country);
  return out;
}

export function siteRegion(host: string, lang: string | null, hreflangTags: readonly string[], pages: readonly SitePage[]): Region {
  const evidence: RegionEvidence[] = [];
  const tld = tldCountry(host);
  if (tld) evidence.push({ country: tld, weight: 3, why: `top-level domain of ${host}` });
  for (const page of pages) {
    for (const country of addressCountries(page)) evidence.push({ country, weight: 4, why: 'postal address in structured data' });
    const text = visibleText(page.doc).slice(0, TEXT_SCAN);
    for (const country of phoneCountries(text).slice(0, 3)) evidence.push({ country, weight: 1.5, why: 'international phone number' });
    for (const country of postcodeCountries(text).slice(0, 3)) evidence.push({ country, weight: 1.5, why: 'postcode' });
  }
  const langRegion = lang?.split('-')[1];
  // "en-US" is many templates' default, so a language tag's region counts for little on its own.
  if (langRegion && /^[A-Z]{2}$/.test(langRegion)) evidence.push({ country: langRegion, weight: 1, why: `language tag ${lang}` });
  const hreflangRegions = new Set(hreflangTags.map((t) => t.split('-')[1]).filter((r): r is string => r !== undefined && /^[A-Z]{2}$/.test(r)));
  // Alternates for many regions say the site serves several; one region is a hint.
  if (hreflangRegions.size === 1) evidence.push({ country: [...hreflangRegions][0]!, weight: 1, why: 'hreflang' });
  const totals = new Map<string, number>();
  for (const e of evidence) totals.set(e.country, (totals.get(e.country) ?? 0) + e.weight);
  const best = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return { country: best && best[1] >= 1 ? best[0] : null, evidence };
}
