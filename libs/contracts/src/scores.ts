/**
 * The scorer's outputs, stored on the audit and served by the API (spec section 3: Audit fields,
 * Composite, Report response).
 */
import { Type, type Static } from 'typebox';
import { CategoryNameSchema, CategorySlugSchema, CitationErrorKindSchema, CitationSourceSchema, ImpactSchema, QueryTypeSchema, ScopeSchema } from './enums.js';
import { CrawlSummarySchema } from './crawl-summary.js';
import { Nullable } from './schema.js';

/** 0..100 at full precision; the UI rounds to 1 decimal. */
const Score = Type.Number({ minimum: 0, maximum: 100 });

export const EffortSchema = Type.Enum(['low', 'medium', 'high']);
export type Effort = Static<typeof EffortSchema>;

/** Audit.category_scores: one entry per category, in the catalogue's display order. */
export const CategoryScoreSchema = Type.Object({
  category: CategoryNameSchema,
  score: Score,
  /** Checks that took part; 0 means the category had nothing to score (its score reads 0). */
  checks_count: Type.Integer({ minimum: 0 }),
});
export type CategoryScore = Static<typeof CategoryScoreSchema>;

export const CompositeSchema = Type.Object({
  /** The Citable Score. */
  total: Score,
  page_score: Score,
  site_score: Score,
  counts: Type.Object({ included: Type.Integer({ minimum: 0 }) }),
});
export type Composite = Static<typeof CompositeSchema>;

export const TrackScoresSchema = Type.Object({ aeo_score: Score, geo_score: Score });
export type TrackScores = Static<typeof TrackScoresSchema>;

export const FixFirstItemSchema = Type.Object({
  url: Type.String(),
  title: Nullable(Type.String()),
  page_id: Type.Optional(Type.String()),
  citation_count: Type.Integer({ minimum: 0 }),
  high_impact_issues: Type.Integer({ minimum: 0 }),
  issue_count: Type.Integer({ minimum: 0 }),
  top_issues: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), impact: ImpactSchema, score: Score })),
});
export type FixFirstItem = Static<typeof FixFirstItemSchema>;

/**
 * One criterion a fix answers. A page check and the site check that counts it ask for the same
 * change (ANSWERED_SITE_CHECK in @citable/criteria), so a fix list names them as one fix with
 * both criteria, the page check first, each with the points it would gain.
 */
export const FixCriterionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  scope: ScopeSchema,
  weight: Type.Integer(),
  /** Points of the Citable Score this criterion would gain (see expected-impact.ts). */
  expected_impact: Type.Number({ minimum: 0 }),
});
export type FixCriterion = Static<typeof FixCriterionSchema>;

/**
 * A fix of the report. When it answers two criteria (a page check and the site check that counts
 * it), id, name, texts, category and effort are the page check's; weight and expected_impact are
 * the two criteria's added; severity is the higher; affected_pages come from both.
 */
export const PriorityFixSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  severity: Type.Enum(['high', 'medium', 'low']),
  category: CategorySlugSchema,
  weight: Type.Integer(),
  affected_pages: Type.Array(Type.Object({ url: Type.String() })),
  why_it_matters: Type.String(),
  how_to_fix: Type.String(),
  /** Points of the Citable Score the fix would gain (see expected-impact.ts). */
  expected_impact: Type.Number({ minimum: 0 }),
  effort_estimate: EffortSchema,
  /** Beyond the spec: every criterion the fix answers, with its points (absent from older scorers). */
  criteria: Type.Optional(Type.Array(FixCriterionSchema)),
});
export type PriorityFix = Static<typeof PriorityFixSchema>;

export const QuickWinSchema = Type.Object({
  url: Type.String(),
  quick_win: Type.Object({ fix: Type.String(), impact: ImpactSchema, effort: EffortSchema }),
  /**
   * Beyond the spec: the criteria the quick win answers, with the points each would gain fixed
   * site-wide: its check and, when one counts it, the site check (absent from older scorers).
   */
  criteria: Type.Optional(Type.Array(FixCriterionSchema)),
});
export type QuickWin = Static<typeof QuickWinSchema>;

/** The audit view's "top blockers": failing checks that cost the most score points. */
export const TopBlockerSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: CategoryNameSchema,
  impact: ImpactSchema,
  weight: Type.Integer(),
  score: Score,
  /** Citable Score points lost to this check: weight x (100 - score) / total included weight. */
  points_lost: Type.Number({ minimum: 0 }),
});
export type TopBlocker = Static<typeof TopBlockerSchema>;

const StatusCountsSchema = Type.Object({
  ok: Type.Integer({ minimum: 0 }),
  warn: Type.Integer({ minimum: 0 }),
  fail: Type.Integer({ minimum: 0 }),
  error: Type.Integer({ minimum: 0 }),
  not_applicable: Type.Integer({ minimum: 0 }),
});

/** Pages by their diagnostic score band (>= 85 good, >= 60 needs work, else poor). */
export const PageBandsSchema = Type.Object({
  analyzed: Type.Integer({ minimum: 0 }),
  good: Type.Integer({ minimum: 0 }),
  needs_work: Type.Integer({ minimum: 0 }),
  poor: Type.Integer({ minimum: 0 }),
});
export type PageBands = Static<typeof PageBandsSchema>;

/**
 * Audit.scorecard_v2: everything a score tile or summary needs in one object.
 * - overall/page/site/aeo/geo: the composite and track scores.
 * - categories: score and how many of the category's scored checks pass (status ok at site level).
 * - checks: each catalogue check counted once at site level. A page check's site status is its
 *   site value against its thresholds; with no site value it is `error` if it broke on some page,
 *   else `not_applicable`. Preview checks are only counted under `preview`.
 * - pages: pages by their diagnostic score band (>= 85 good, >= 60 needs work, else poor).
 */
export const ScorecardV2Schema = Type.Object({
  version: Type.Literal(2),
  overall: Score,
  page_score: Score,
  site_score: Score,
  aeo: Score,
  geo: Score,
  categories: Type.Array(
    Type.Object({
      category: CategorySlugSchema,
      name: CategoryNameSchema,
      score: Score,
      passing: Type.Integer({ minimum: 0 }),
      total: Type.Integer({ minimum: 0 }),
    }),
  ),
  checks: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    included: Type.Integer({ minimum: 0 }),
    preview: Type.Integer({ minimum: 0 }),
    by_status: StatusCountsSchema,
  }),
  pages: PageBandsSchema,
});
export type ScorecardV2 = Static<typeof ScorecardV2Schema>;

/** Report strengths/weaknesses: the best and worst categories by the report's bands. */
export const CategoryHighlightSchema = Type.Object({
  category: CategorySlugSchema,
  display_name: CategoryNameSchema,
  percentage: Score,
  band: Type.Enum(['strong', 'moderate', 'critical']),
});
export type CategoryHighlight = Static<typeof CategoryHighlightSchema>;

export const ReportCategorySchema = Type.Object({
  category: CategorySlugSchema,
  display_name: CategoryNameSchema,
  percentage: Score,
  /** Scored checks in the category whose site status is ok. */
  checks_passing: Type.Integer({ minimum: 0 }),
  checks_total: Type.Integer({ minimum: 0 }),
  /** The highest impact among the category's checks that do not pass; Low when all pass. */
  impact_level: ImpactSchema,
  /** Pages scoring below 60 on at least one of the category's page checks. */
  affected_pages: Type.Integer({ minimum: 0 }),
});
export type ReportCategory = Static<typeof ReportCategorySchema>;

export const SiteDiagnosticSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.Enum(['ok', 'warn', 'fail']),
  score: Score,
  impact_level: ImpactSchema,
});
export type SiteDiagnostic = Static<typeof SiteDiagnosticSchema>;

/** A rate 0..100 with its Wilson 95% interval (as entities.ts RateInterval; here for the report). */
const ReportRateSchema = Type.Object({
  rate: Score,
  low: Score,
  high: Score,
  cited: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});

/**
 * The share of voice of one source: of the citations its answers gave to the site and to the
 * domains it cited instead, for the same questions, the site's share; with the top 5 of those
 * domains and their shares.
 */
export const ShareOfVoiceSchema = Type.Object({
  source: CitationSourceSchema,
  /** Citations (answers citing the domain) of the site and of every competitor together. */
  total: Type.Integer({ minimum: 0 }),
  site: Type.Object({ citations: Type.Integer({ minimum: 0 }), share: Score }),
  competitors: Type.Array(Type.Object({ domain: Type.String(), citations: Type.Integer({ minimum: 1 }), share: Score }), { maxItems: 5 }),
});
export type ShareOfVoice = Static<typeof ShareOfVoiceSchema>;

export const ReportCitationsSchema = Type.Object({
  /** Distinct queries some source answered. */
  total_queries: Type.Integer({ minimum: 0 }),
  /** Distinct queries at least one source answered citing the site. */
  cited_queries: Type.Integer({ minimum: 0 }),
  overall_rate: Score,
  by_source: Type.Array(
    Type.Object({
      source: CitationSourceSchema,
      rate: Score,
      cited: Type.Integer(),
      total: Type.Integer(),
      /** Beyond the spec: cited answers out of answers (every repeat), Wilson 95% interval. */
      answer_rate: ReportRateSchema,
      mentioned_answers: Type.Integer({ minimum: 0 }),
    }),
  ),
  successful_citations: Type.Array(
    Type.Object({ query: Type.String(), source: CitationSourceSchema, cited_url: Type.String(), answer_excerpt: Type.String() }),
  ),
  missed_opportunities: Type.Array(
    Type.Object({ query: Type.String(), source: CitationSourceSchema, reason: Type.String() }),
  ),
  top_cited_pages: Type.Array(
    Type.Object({ url: Type.String(), citation_count: Type.Integer(), top_queries: Type.Array(Type.String()) }),
  ),
  /** Beyond the spec: every answer across sources, Wilson 95% interval; named-without-link answers. */
  answer_rate: ReportRateSchema,
  mentioned_only_answers: Type.Integer({ minimum: 0 }),
  /** Answers never given (provider errors, budget), left out of every rate. */
  errors: Type.Integer({ minimum: 0 }),
  /** Per source, the site's share of the citations among it and the domains cited for the same questions; absent in runs stored before it was kept. */
  share_of_voice: Type.Optional(Type.Array(ShareOfVoiceSchema)),
});
export type ReportCitations = Static<typeof ReportCitationsSchema>;

/** The citation section before any citation run: zeros and empty lists, nothing estimated in place of an answer. */
export const NO_REPORT_CITATIONS: ReportCitations = {
  total_queries: 0,
  cited_queries: 0,
  overall_rate: 0,
  by_source: [],
  successful_citations: [],
  missed_opportunities: [],
  top_cited_pages: [],
  answer_rate: { rate: 0, low: 0, high: 0, cited: 0, total: 0 },
  mentioned_only_answers: 0,
  errors: 0,
};

export const TopPageSchema = Type.Object({
  url: Type.String(),
  title: Nullable(Type.String()),
  score: Score,
  citation_count: Type.Integer({ minimum: 0 }),
});
export type TopPage = Static<typeof TopPageSchema>;

/** GET /api/audits/{id}/report (spec section 3, "Report (response)") plus strengths/weaknesses. */
export const ReportSchema = Type.Object({
  audit: Type.Object({ domain: Type.String(), finished_at: Nullable(Type.String()), pages_analyzed: Type.Integer() }),
  /** overall is the Citable Score; aeo and geo the track scores (the diff and `--baseline` compare them). */
  scores: Type.Object({ overall: Score, aeo: Score, geo: Score }),
  strengths: Type.Array(CategoryHighlightSchema),
  weaknesses: Type.Array(CategoryHighlightSchema),
  categories: Type.Array(ReportCategorySchema),
  priorityFixes: Type.Array(PriorityFixSchema),
  siteDiagnostics: Type.Array(SiteDiagnosticSchema),
  citations: ReportCitationsSchema,
  topPages: Type.Array(TopPageSchema),
  /** Beyond the spec: pages by diagnostic score band (the report's chart). */
  pageBands: PageBandsSchema,
  quickWins: Type.Array(QuickWinSchema),
  /** What the crawl met besides pages (broken links, redirects, files); null for audits crawled before it was kept. */
  crawlSummary: Nullable(CrawlSummarySchema),
});
export type Report = Static<typeof ReportSchema>;

/**
 * One answer of a citation run, normalised from whichever source gave it (citation_results).
 * Answers with `error` set were never given and are left out of every citation number.
 */
export const CitationAnswerSchema = Type.Object({
  query: Type.String(),
  query_type: QueryTypeSchema,
  ai_source: CitationSourceSchema,
  /** 1-based: the same query is asked of each source several times (CITATION_REPEATS). */
  repeat: Type.Integer({ minimum: 1 }),
  /** Some cited URL belongs to the audited site (its host, a subdomain, the www twin, either scheme). */
  cited: Type.Boolean(),
  /** The brand is named in the answer's text, with or without a link. */
  mentioned: Type.Boolean(),
  /** The first cited URL that belongs to the audited site (the audited page's URL when it is one). */
  first_match_url: Nullable(Type.String()),
  /** Every URL the answer cited, in order, the audited site's and others'. */
  cited_urls: Type.Array(Type.String()),
  /** URLs the source read (search results) but did not cite, where its API says so. */
  read_urls: Type.Array(Type.String()),
  /** The answer's text without markup (empty when it errored). */
  answer_text: Type.String(),
  answer_excerpt: Nullable(Type.String()),
  tokens: Type.Integer({ minimum: 0 }),
  latency_ms: Nullable(Type.Integer({ minimum: 0 })),
  error: Nullable(Type.String()),
  error_kind: Nullable(CitationErrorKindSchema),
  occurred_at: Type.String({ format: 'date-time' }),
});
export type CitationAnswer = Static<typeof CitationAnswerSchema>;
