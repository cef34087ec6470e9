/** GET /api/audits/{id}/report: the Executive Summary's data, every list capped per spec section 9. */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { priorityFixes } from '../priority-fixes.js';
import { quickWins } from '../quick-wins.js';
import { pageBands } from '../scorecard.js';
import { checkValues, type ScoredPage } from '../site-values.js';
import { NO_REPORT_CITATIONS, type CategoryScore, type Composite, type CrawlSummary, type Report, type ReportCitations } from '@citable/contracts';
import { reportCategories } from './categories.js';
import { strengths, weaknesses } from './highlights.js';
import { siteDiagnostics } from './site-diagnostics.js';
import { topPages } from './top-pages.js';

export interface ReportInput {
  audit: { domain: string; finished_at: string | null; pages_analyzed: number };
  pages: readonly ScoredPage[];
  siteChecks: readonly CheckResult[];
  categoryScores: readonly CategoryScore[];
  composite: Composite;
  tracks: { aeo: number; geo: number };
  criteria: readonly ScoringCriterion[];
  /** What the citation service wrote when the audit's latest citation run completed; absent before any. */
  citations?: CitationSnapshot | null;
  /** What the crawl met besides pages; null for audits crawled before it was kept. */
  crawlSummary: CrawlSummary | null;
}

/**
 * The citation service's account of a completed run: the report's citation section, built there
 * from the answers it stored, and how many answers cited each page (url -> count).
 */
export interface CitationSnapshot {
  report: ReportCitations;
  pageCitations: ReadonlyMap<string, number>;
}

export function buildReport(input: ReportInput): Report {
  const values = checkValues(input.pages, input.siteChecks);
  const cited = input.citations?.pageCitations ?? new Map<string, number>();
  return {
    audit: { domain: input.audit.domain, finished_at: input.audit.finished_at, pages_analyzed: input.audit.pages_analyzed },
    scores: { overall: input.composite.total, aeo: input.tracks.aeo, geo: input.tracks.geo },
    strengths: strengths(input.categoryScores),
    weaknesses: weaknesses(input.categoryScores),
    categories: reportCategories(input.categoryScores, values, input.pages, input.criteria),
    priorityFixes: priorityFixes(values, input.criteria),
    siteDiagnostics: siteDiagnostics(input.siteChecks),
    citations: input.citations?.report ?? NO_REPORT_CITATIONS,
    topPages: topPages(input.pages, cited),
    pageBands: pageBands(input.pages),
    quickWins: quickWins(input.pages, input.criteria, cited, values),
    crawlSummary: input.crawlSummary,
  };
}
