/**
 * @citable/criteria: the scoring catalogue as data (spec section 3, "Scoring criterion") and the
 * few helpers every service needs to read it.
 */
import type { CategoryName, CheckResult, CheckResultWithTexts, CheckStatus, CheckTexts, CriterionSummary, ScoringCriterion, Track } from '@citable/contracts';
import { ANSWERED_SITE_CHECK, CRITERIA, type CatalogueCriterion } from './catalogue/index.js';

export type { CatalogueCriterion } from './catalogue/index.js';
export { isIssue, isScored } from './scored.js';
export {
  ANSWERED_SITE_CHECK,
  AUTHORITY_TRUST,
  CONTENT_CLARITY,
  CRAWL_DISCOVERABILITY,
  CRITERIA,
  EXPERIENCE_PERFORMANCE,
  SITE_CHECK_SOURCES,
  STRUCTURE_ORGANIZATION,
  TECHNICAL_FOUNDATIONS,
} from './catalogue/index.js';

const BY_ID: ReadonlyMap<string, CatalogueCriterion> = new Map(CRITERIA.map((c) => [c.id, c]));

export function criterionById(id: string): CatalogueCriterion | undefined {
  return BY_ID.get(id);
}

const PAGE_CHECK_ANSWERING: ReadonlyMap<string, string> = new Map(Object.entries(ANSWERED_SITE_CHECK).map(([page, site]) => [site, page]));

/**
 * The checks one fix answers, the page check first: a page check and the site check that counts
 * it (ANSWERED_SITE_CHECK) whichever of the two is given, else the check alone.
 *
 * ```ts
 * sameFix('S6_entity_graph_adoption_pct'); // ['A12_entity_graph', 'S6_entity_graph_adoption_pct']
 * sameFix('C1_title_quality'); // ['C1_title_quality']
 * ```
 */
export function sameFix(checkId: string): readonly string[] {
  const site = ANSWERED_SITE_CHECK[checkId];
  if (site) return [checkId, site];
  const page = PAGE_CHECK_ANSWERING.get(checkId);
  return page ? [page, checkId] : [checkId];
}

/** The 23 page-level checks, in display order. */
export const PAGE_CRITERIA: readonly CatalogueCriterion[] = Object.freeze(CRITERIA.filter((c) => c.scope === 'page'));
/** The 13 site-level checks, in display order (spec section 9: S1 to S11, A8, T5). */
export const SITE_CRITERIA: readonly CatalogueCriterion[] = Object.freeze(CRITERIA.filter((c) => c.scope === 'site'));

export function criteriaInCategory(category: CategoryName): readonly CatalogueCriterion[] {
  return CRITERIA.filter((c) => c.category === category);
}

export function criteriaInTrack(track: Track): readonly CatalogueCriterion[] {
  return CRITERIA.filter((c) => c.track === track);
}

/** The status of a score: ok at or above the pass threshold, warn at or above the warn threshold, else fail. */
export function statusFor(
  criterion: Pick<ScoringCriterion, 'pass_threshold' | 'warn_threshold'>,
  score: number,
): Extract<CheckStatus, 'ok' | 'warn' | 'fail'> {
  if (score >= criterion.pass_threshold) return 'ok';
  if (score >= criterion.warn_threshold) return 'warn';
  return 'fail';
}

/** A criterion's texts as a check result carries them where a screen shows them. */
export function checkTexts(c: Pick<ScoringCriterion, keyof CheckTexts>): CheckTexts {
  return { why_it_matters: c.why_it_matters, how_to_fix: c.how_to_fix, quick_fixes: c.quick_fixes, examples: c.examples, official_docs: c.official_docs };
}

const NO_TEXTS: CheckTexts = Object.freeze({ why_it_matters: '', how_to_fix: '', quick_fixes: [], examples: [], official_docs: null });

/**
 * A stored check result with its criterion's texts joined from the catalogue. Results are stored
 * without them; a result of a check the catalogue no longer has gets empty texts. A result stored
 * before texts were left out keeps only its verdict: the texts always come from today's catalogue.
 */
export function withTexts(result: CheckResult): CheckResultWithTexts {
  const criterion = BY_ID.get(result.id);
  return { ...verdictOf(result), ...(criterion ? checkTexts(criterion) : NO_TEXTS) };
}

/** A check result without catalogue texts, also when it was stored with them (results of older audits). */
export function verdictOf(result: CheckResult | CheckResultWithTexts): CheckResult {
  const { id, name, category, score, weight, status, preview, details, evidence, impact, impact_level, page_url, page_title, error } = result;
  return { id, name, category, score, weight, status, preview, details, evidence, impact, impact_level, page_url, page_title, ...(error === undefined ? {} : { error }) };
}

/** The lighter shape of the criteria call (spec section 3, Criteria). */
export function toCriterionSummary(c: ScoringCriterion): CriterionSummary {
  return {
    id: c.id,
    label: c.label,
    impact_level: c.impact,
    why_it_matters: c.why_it_matters,
    how_to_fix: c.how_to_fix,
    check_type: c.check_type,
  };
}

/**
 * FNV-1a (32-bit) over the catalogue's JSON: any change to any field gives a new value, so a
 * service that seeds the criteria table can tell whether it must re-seed. Pure TypeScript, so
 * the package also runs in the browser.
 */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A short hash of the whole catalogue, e.g. "3f9a0c12". */
export const CRITERIA_VERSION: string = fnv1a(JSON.stringify(CRITERIA));
