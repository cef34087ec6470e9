/**
 * Everything stored on an audit once its pages and site checks are scored, computed from one
 * set of check values so the numbers agree with each other.
 */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { categoryScores } from './category-scores.js';
import { composite } from './composite.js';
import { fixFirst } from './fix-first.js';
import { scorecardV2 } from './scorecard.js';
import { checkValues, type ScoredPage } from './site-values.js';
import { topBlockers } from './top-blockers.js';
import { trackScores } from './track-scores.js';
import type { CategoryScore, Composite, FixFirstItem, ScorecardV2, TopBlocker, TrackScores } from '@citable/contracts';

export interface AuditScores {
  composite: Composite;
  tracks: TrackScores;
  category_scores: CategoryScore[];
  fix_first: FixFirstItem[];
  top_blockers: TopBlocker[];
  scorecard_v2: ScorecardV2;
}

export function scoreAudit(input: {
  pages: readonly ScoredPage[];
  siteChecks: readonly CheckResult[];
  criteria: readonly ScoringCriterion[];
  /** url -> times AI answers cited it; empty before any citation run. */
  citations?: ReadonlyMap<string, number>;
}): AuditScores {
  const values = checkValues(input.pages, input.siteChecks);
  return {
    composite: composite(values),
    tracks: trackScores(values, input.criteria),
    category_scores: categoryScores(values),
    fix_first: fixFirst(input.pages, input.citations),
    top_blockers: topBlockers(values, input.criteria),
    scorecard_v2: scorecardV2(input),
  };
}
