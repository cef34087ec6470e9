/** Report and list limits (spec section 9), in one place so tests can assert each cap. */
export const SCORING_LIMITS = {
  strengths: 3,
  weaknesses: 3,
  priorityFixes: 10,
  affectedPagesPerFix: 3,
  siteDiagnostics: 12,
  citationExamples: 10,
  missedOpportunities: 8,
  topCitedPages: 5,
  topPages: 5,
  quickWins: 5,
  topBlockers: 5,
  /** Excerpts this long or longer are cut here and get an ellipsis. */
  excerptChars: 500,
  /** Not in the spec: queries named per top cited page. */
  queriesPerCitedPage: 3,
  /** Not in the spec: issues named per Fix First page. */
  issuesPerFixFirstPage: 5,
} as const;
