/**
 * V2 industry: the site's weighted terms (signals/terms.ts) and schema.org types matched against
 * every industry of the taxonomy, plus a prior from the site type (a news site's industry is news
 * publishing whatever its stories are about), topic words counting less on the site types whose
 * words are their stories' topics (SITE_TYPE_TOPIC_WEIGHTS). Best first, with a confidence. Pure.
 */
import type { SiteType } from '@citable/contracts';
import type { Industry, Taxonomy } from '../taxonomy/taxonomy.js';
import type { TermBag } from '../text/terms.js';
import { confidenceOf, rank, type Scored } from './confidence.js';

/** Points a matching schema.org type adds (once per type). */
const SCHEMA_POINTS = 6;
/** Score that makes an industry a strong answer on its own. */
const SCALE = 12;
/** Distinct pieces of evidence (terms, types, a site-type prior) a confident answer rests on: one word is thin evidence. */
const EVIDENCE_NEEDED = 3;
/**
 * Below this score no industry is named: a stray body word ("things", "people") of some NAICS
 * title says nothing, and a named industry on no evidence is a wrong answer, not a guess. About
 * one industry word in a heading, or a site type that implies its industry.
 */
export const MIN_INDUSTRY_SCORE = 2;

/** Industries a site type points to, and how strongly (times the site type's confidence). */
export const SITE_TYPE_INDUSTRY_PRIORS: Readonly<Partial<Record<SiteType, Readonly<Record<string, number>>>>> = {
  publisher: { '5111': 16, '5151': 3, '5152': 2, '5191': 4 },
  documentation: { '5112': 10 },
  saas: { '5112': 10 },
  web_app: { '5112': 4 },
  community: { '5191': 16 },
  government: { '9211': 12 },
  education: { '6113': 5, '6116': 4, '6111': 3 },
  nonprofit: { '8133': 5, '8132': 3 },
  ecommerce: { '4541': 3 },
};

/**
 * Site types whose pages' words are their stories', threads' or files' topics, not their trade: a
 * newspaper's health story names no clinic, a forum about cycling sells no bicycles, a manual's
 * "tables" are no furniture, a regulator's filing of a drug maker's press release makes it no drug maker. The evidence of an
 * industry outside the type's own (its priors above, and the NAICS codes starting with `own`)
 * counts `weight` of its points, times the site type's confidence (1 - (1 - weight) *
 * confidence): a sure publisher's topic words count 0.3.
 */
export const SITE_TYPE_TOPIC_WEIGHTS: Readonly<Partial<Record<SiteType, { weight: number; own?: readonly string[] }>>> = {
  publisher: { weight: 0.3 },
  community: { weight: 0.3 },
  // A manual's words are its subject's ("tables", "messages", "fonts"): a site that is one documents software.
  documentation: { weight: 0.3 },
  // Public administration (NAICS 92): which branch of it the words may tell.
  government: { weight: 0.3, own: ['92'] },
};

/** What a site of recipes is (internet publishing), and how much its food words count for other trades. */
const RECIPE_PUBLISHING = '5191';
const RECIPE_TOPIC_WEIGHT = 0.3;

export interface IndustryChoice {
  industry: Industry | null;
  confidence: number;
  ranking: ScoredIndustry[];
}

export interface ScoredIndustry extends Scored<Industry> {
  /** Distinct terms, schema.org types and priors behind the score. */
  evidence: number;
}

export function scoreIndustries(
  taxonomy: Taxonomy,
  bag: TermBag,
  schemaTypes: Iterable<string>,
  siteType: { value: string; confidence: number },
): ScoredIndustry[] {
  const scores = new Map<string, { score: number; evidence: number }>();
  const priors = SITE_TYPE_INDUSTRY_PRIORS[siteType.value as SiteType] ?? {};
  const topics = SITE_TYPE_TOPIC_WEIGHTS[siteType.value as SiteType];
  const types = [...schemaTypes];
  // A site of recipes, blog or magazine, publishes them (5191): its words are its dishes', no bakery's or dairy's trade.
  const recipes = types.includes('Recipe');
  const topicScale = recipes ? RECIPE_TOPIC_WEIGHT : topics === undefined ? 1 : 1 - (1 - topics.weight) * siteType.confidence;
  const own = (code: string) => code in priors || (topics?.own ?? []).some((prefix) => code.startsWith(prefix)) || (recipes && code === RECIPE_PUBLISHING);
  const add = (industry: Industry, points: number) => {
    const entry = scores.get(industry.code) ?? { score: 0, evidence: 0 };
    entry.score += own(industry.code) ? points : points * topicScale;
    entry.evidence++;
    scores.set(industry.code, entry);
  };
  for (const [key, weight] of bag.weights) {
    // A term repeated across a site's pages counts more, but ever less: log1p.
    for (const { industry, weight: termWeight } of taxonomy.industriesWithTerm(key)) add(industry, Math.log1p(weight) * termWeight);
  }
  for (const type of types) for (const industry of taxonomy.industriesWithSchemaType(type)) add(industry, SCHEMA_POINTS);
  for (const [code, points] of Object.entries(priors)) {
    const industry = taxonomy.byCode(code);
    if (industry) add(industry, points * siteType.confidence);
  }
  return [...scores].map(([code, { score, evidence }]) => ({ value: taxonomy.byCode(code)!, score, evidence }));
}

export function chooseIndustry(
  taxonomy: Taxonomy,
  bag: TermBag,
  schemaTypes: Iterable<string>,
  siteType: { value: string; confidence: number },
): IndustryChoice {
  const ranking = rank(scoreIndustries(taxonomy, bag, schemaTypes, siteType));
  const [best, second] = ranking;
  if (!best || best.score < MIN_INDUSTRY_SCORE) return { industry: null, confidence: 0, ranking };
  const thin = Math.min(1, best.evidence / EVIDENCE_NEEDED);
  return { industry: best.value, confidence: Math.round(confidenceOf(best.score, second?.score ?? 0, SCALE) * thin * 100) / 100, ranking };
}
