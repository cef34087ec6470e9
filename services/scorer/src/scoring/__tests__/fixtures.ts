/** Literal-data builders for the scoring and site-check tests. */
import type { CheckResult, CheckStatus, PageFacts, ScoringCriterion } from '@citable/contracts';
import type { ScoredPage } from '../site-values.js';

/** Page-check status by the page thresholds (pass 85 / warn 60), unless a test says otherwise. */
function pageStatus(score: number): CheckStatus {
  if (score >= 85) return 'ok';
  return score >= 60 ? 'warn' : 'fail';
}

export function result(id: string, score: number, overrides: Partial<CheckResult> = {}): CheckResult {
  return {
    id,
    name: `${id} name`,
    category: 'Content & Clarity',
    score,
    weight: 10,
    status: pageStatus(score),
    preview: false,
    details: {},
    evidence: [],
    impact: 'Medium',
    impact_level: 'Medium',
    page_url: null,
    page_title: null,
    ...overrides,
  };
}

export function scoredPage(url: string, checks: CheckResult[], title: string | null = null): ScoredPage {
  return { url, title, checks };
}

export function facts(overrides: Partial<PageFacts> = {}): PageFacts {
  return {
    title: null,
    metaDescription: null,
    h1: null,
    h1Count: 0,
    h2Count: 0,
    canonical: null,
    lang: null,
    schemaTypes: [],
    jsonld: [],
    robotsDirectives: [],
    datePublished: null,
    dateModified: null,
    wordCount: 0,
    links: [],
    ...overrides,
  };
}

export function criterion(id: string, overrides: Partial<ScoringCriterion> = {}): ScoringCriterion {
  return {
    id,
    version: 1,
    label: `${id} label`,
    title: `${id} title`,
    description: '',
    category: 'Content & Clarity',
    scope: 'site',
    weight: 10,
    impact: 'High',
    pass_threshold: 85,
    warn_threshold: 60,
    check_type: 'aggregate',
    enabled: true,
    preview: false,
    track: 'geo',
    why_it_matters: `${id} why`,
    how_to_fix: `${id} how`,
    common_issues: [],
    quick_fixes: [`${id} quick`],
    references: [],
    learn_more_links: [],
    official_docs: null,
    examples: [],
    evidence_basis: { kind: 'heuristic', summary: '', source: null },
    display_order: 0,
    points_possible: 100,
    importance_rank: null,
    scoring_approach: 'Automated analysis',
    view_in_ui: true,
    ...overrides,
  };
}
