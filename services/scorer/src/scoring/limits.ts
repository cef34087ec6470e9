/**
 * Report and list limits (spec section 9), in one place so tests can assert each cap. The
 * citation section's own caps are the citation service's (it builds that section).
 */
export const SCORING_LIMITS = {
  strengths: 3,
  weaknesses: 3,
  priorityFixes: 10,
  affectedPagesPerFix: 3,
  siteDiagnostics: 12,
  topPages: 5,
  quickWins: 5,
  topBlockers: 5,
  /** Not in the spec: issues named per Fix First page. */
  issuesPerFixFirstPage: 5,
} as const;
