/** Audit.scorecard_v2 (shape documented on ScorecardV2Schema in types.ts). */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { categoryScores } from './category-scores.js';
import { slugOf } from './category-slug.js';
import { checkStatuses, type SiteStatus } from './check-statuses.js';
import { composite } from './composite.js';
import { pageDiagnosticScore } from './page-diagnostic-score.js';
import { checkValues, type ScoredPage } from './site-values.js';
import { valueStatus } from './status.js';
import { trackScores } from './track-scores.js';
import type { PageBands, ScorecardV2 } from '@citable/contracts';

export interface ScorecardInput {
  pages: readonly ScoredPage[];
  siteChecks: readonly CheckResult[];
  criteria: readonly ScoringCriterion[];
}

/** Score bands of the page views (spec section 9): >= 85 good, >= 60 needs work, else poor. */
export function pageBands(pages: readonly ScoredPage[]): PageBands {
  const scores = pages.map((p) => pageDiagnosticScore(p.checks));
  return {
    analyzed: pages.length,
    good: scores.filter((s) => s >= 85).length,
    needs_work: scores.filter((s) => s >= 60 && s < 85).length,
    poor: scores.filter((s) => s < 60).length,
  };
}

export function scorecardV2({ pages, siteChecks, criteria }: ScorecardInput): ScorecardV2 {
  const values = checkValues(pages, siteChecks);
  const totals = composite(values);
  const tracks = trackScores(values, criteria);
  const statuses = [...checkStatuses([...pages.flatMap((p) => p.checks), ...siteChecks], values, criteria).values()];
  const count = (status: SiteStatus) => statuses.filter((s) => s === status).length;
  return {
    version: 2,
    overall: totals.total,
    page_score: totals.page_score,
    site_score: totals.site_score,
    aeo: tracks.aeo_score,
    geo: tracks.geo_score,
    categories: categoryScores(values).map(({ category, score, checks_count }) => ({
      category: slugOf(category),
      name: category,
      score,
      passing: values.filter((v) => v.category === category && valueStatus(v, criteria) === 'ok').length,
      total: checks_count,
    })),
    checks: {
      total: statuses.length,
      included: totals.counts.included,
      preview: count('preview'),
      by_status: {
        ok: count('ok'),
        warn: count('warn'),
        fail: count('fail'),
        error: count('error'),
        not_applicable: count('not_applicable'),
      },
    },
    pages: pageBands(pages),
  };
}
