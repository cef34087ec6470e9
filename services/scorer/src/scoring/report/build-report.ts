/** GET /api/audits/{id}/report: the Executive Summary's data, every list capped per spec section 9. */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { priorityFixes } from '../priority-fixes.js';
import { quickWins } from '../quick-wins.js';
import { checkValues, type ScoredPage } from '../site-values.js';
import type { CategoryScore, CitationAnswer, Composite, CrawlSummary, Report } from '@citable/contracts';
import { reportCategories } from './categories.js';
import { citationCounts } from './citation-counts.js';
import { reportCitations } from './citations.js';
import { strengths, weaknesses } from './highlights.js';
import { siteDiagnostics } from './site-diagnostics.js';
import { topPages } from './top-pages.js';

export interface ReportInput {
  audit: { domain: string; finished_at: string | null; pages_analyzed: number };
  pages: readonly ScoredPage[];
  siteChecks: readonly CheckResult[];
  categoryScores: readonly CategoryScore[];
  composite: Composite;
  criteria: readonly ScoringCriterion[];
  /** The latest citation run's answers; absent when citations were never run. */
  citations?: readonly CitationAnswer[];
  /** What the crawl met besides pages; null for audits crawled before it was kept. */
  crawlSummary: CrawlSummary | null;
}

export function buildReport(input: ReportInput): Report {
  const values = checkValues(input.pages, input.siteChecks);
  const cited = citationCounts(input.citations ?? []);
  return {
    audit: { domain: input.audit.domain, finished_at: input.audit.finished_at, pages_analyzed: input.audit.pages_analyzed },
    scores: { overall: input.composite.total },
    strengths: strengths(input.categoryScores),
    weaknesses: weaknesses(input.categoryScores),
    categories: reportCategories(input.categoryScores, values, input.pages, input.criteria),
    priorityFixes: priorityFixes(values, input.criteria),
    siteDiagnostics: siteDiagnostics(input.siteChecks),
    citations: reportCitations(input.citations),
    topPages: topPages(input.pages, cited),
    quickWins: quickWins(input.pages, input.criteria, cited),
    crawlSummary: input.crawlSummary,
  };
}
