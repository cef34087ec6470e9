/** The entities of product-spec.md section 3, as the API returns them. */
import { Type, type Static } from 'typebox';
import { CheckResultSchema } from './criteria.js';
import { AuditStatusSchema, CategoryNameSchema, CategorySlugSchema, CitationSourceSchema, ImpactSchema, QueryTypeSchema } from './enums.js';
import { Nullable, Score, Timestamp, Uuid } from './schema.js';

export const CategoryScoreSchema = Type.Object({
  category: CategoryNameSchema,
  score: Score(),
  checks_count: Type.Integer({ minimum: 0 }),
});
export type CategoryScore = Static<typeof CategoryScoreSchema>;

export const CompositeSchema = Type.Object({
  total: Score('The Citable Score'),
  page_score: Score(),
  site_score: Score(),
  aeo_score: Score(),
  geo_score: Score(),
  counts: Type.Object({ included: Type.Integer({ minimum: 0, description: 'Checks that took part' }) }),
});
export type Composite = Static<typeof CompositeSchema>;

export const FixFirstItemSchema = Type.Object({
  url: Type.String(),
  title: Nullable(Type.String()),
  page_id: Nullable(Uuid()),
  citation_count: Type.Integer({ minimum: 0 }),
  high_impact_issues: Type.Integer({ minimum: 0 }),
  issue_count: Type.Integer({ minimum: 0 }),
  top_issues: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), impact: ImpactSchema, score: Score() })),
});
export type FixFirstItem = Static<typeof FixFirstItemSchema>;

export const ScorecardV2Schema = Type.Object({
  overall: Score(),
  aeo: Score(),
  geo: Score(),
  categories: Type.Array(
    Type.Object({ category: CategoryNameSchema, slug: CategorySlugSchema, score: Score(), passing: Type.Integer(), total: Type.Integer() }),
  ),
  status_counts: Type.Record(Type.String(), Type.Integer()),
});
export type ScorecardV2 = Static<typeof ScorecardV2Schema>;

export const AuditSchema = Type.Object({
  id: Uuid(),
  project_id: Type.String(),
  root_url: Type.String(),
  site_description: Nullable(Type.String()),
  max_pages: Type.Integer({ minimum: 1, maximum: 500 }),
  status: AuditStatusSchema,
  composite_score: Nullable(Score('The Citable Score')),
  pages_analyzed: Type.Integer({ minimum: 0 }),
  started_at: Timestamp('UTC'),
  finished_at: Nullable(Timestamp()),
  is_public: Type.Boolean(),
  fail_reason: Nullable(Type.String()),
  fail_at: Nullable(Timestamp()),
  scorecard_v2: Nullable(ScorecardV2Schema),
  category_scores: Nullable(Type.Array(CategoryScoreSchema)),
  fix_first: Nullable(Type.Array(FixFirstItemSchema)),
  site_checks_json: Nullable(Type.Array(CheckResultSchema)),
  pages_discovered: Type.Integer({ minimum: 0 }),
  pages_crawled: Type.Integer({ minimum: 0 }),
});
export type Audit = Static<typeof AuditSchema>;

/** The admin list adds the track scores. */
export const AdminAuditSchema = Type.Intersect([
  AuditSchema,
  Type.Object({ aeo_score: Nullable(Score()), geo_score: Nullable(Score()), domain: Type.String() }),
]);
export type AdminAudit = Static<typeof AdminAuditSchema>;

export const PageSchema = Type.Object({
  id: Uuid(),
  url: Type.String(),
  title: Nullable(Type.String()),
  status_code: Nullable(Type.Integer()),
  h1: Nullable(Type.String()),
  canonical: Nullable(Type.String()),
  schema_types: Type.String({ description: 'JSON text list' }),
  jsonld: Type.String({ description: 'JSON text' }),
  html_static: Nullable(Type.String()),
  html_rendered: Nullable(Type.String()),
  checks_json: Type.Array(CheckResultSchema),
  diagnostic_score: Nullable(Score()),
});
export type Page = Static<typeof PageSchema>;

/** A page in lists: without the HTML bodies, which only the page view needs. */
export const PageSummarySchema = Type.Omit(PageSchema, ['html_static', 'html_rendered']);
export type PageSummary = Static<typeof PageSummarySchema>;

export const SourceAnswerSchema = Type.Object({
  ai_source: CitationSourceSchema,
  cited_match_count: Type.Integer({ minimum: 0 }),
  cited_urls: Type.String({ description: 'JSON-encoded list' }),
  answer_excerpt: Nullable(Type.String()),
});
export type SourceAnswer = Static<typeof SourceAnswerSchema>;

export const CitationSummarySchema = Type.Object({
  bySource: Type.Array(
    Type.Object({
      ai_source: CitationSourceSchema,
      cited_percentage: Score(),
      cited_queries: Type.Integer(),
      total_queries: Type.Integer(),
      last_run: Nullable(Timestamp()),
      /** False when the source has no API key: nothing is simulated in its place. */
      configured: Type.Boolean(),
    }),
  ),
  byType: Type.Array(
    Type.Object({
      query_type: QueryTypeSchema,
      cited_percentage: Score(),
      cited_queries: Type.Integer(),
      total_queries: Type.Integer(),
      total_citations: Type.Integer(),
    }),
  ),
  topCitedUrls: Type.Array(Type.Object({ first_match_url: Type.String(), citation_count: Type.Integer(), last_seen: Timestamp() })),
  topCitingQueries: Type.Array(
    Type.Object({
      query: Type.String(),
      ai_sources: Type.String({ description: 'Comma-separated' }),
      total_citations: Type.Integer(),
      last_occurred: Timestamp(),
      sample_answer: Nullable(Type.String()),
      source_answers: Type.Array(SourceAnswerSchema),
    }),
  ),
  missingQueries: Type.Array(
    Type.Object({
      query: Type.String(),
      query_type: QueryTypeSchema,
      ai_sources: Type.String(),
      last_occurred: Timestamp(),
      sample_answer: Nullable(Type.String()),
      source_answers: Type.Array(SourceAnswerSchema),
    }),
  ),
});
export type CitationSummary = Static<typeof CitationSummarySchema>;

const SeveritySchema = Type.Enum(['high', 'medium', 'low']);

export const ReportSchema = Type.Object({
  audit: Type.Object({ domain: Type.String(), finished_at: Nullable(Timestamp()), pages_analyzed: Type.Integer() }),
  scores: Type.Object({ overall: Score(), aeo: Nullable(Score()), geo: Nullable(Score()) }),
  strengths: Type.Array(Type.String()),
  weaknesses: Type.Array(Type.String()),
  categories: Type.Array(
    Type.Object({
      category: CategorySlugSchema,
      display_name: CategoryNameSchema,
      percentage: Score(),
      checks_passing: Type.Integer(),
      checks_total: Type.Integer(),
      impact_level: ImpactSchema,
      affected_pages: Type.Integer(),
    }),
  ),
  priorityFixes: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      severity: SeveritySchema,
      category: CategoryNameSchema,
      weight: Type.Integer(),
      affected_pages: Type.Array(Type.Object({ url: Type.String() })),
      why_it_matters: Type.String(),
      how_to_fix: Type.String(),
      expected_impact: Type.Number({ description: 'Points of the Citable Score the fix would gain' }),
      effort_estimate: Type.Enum(['low', 'medium', 'high']),
    }),
  ),
  siteDiagnostics: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), status: Type.Enum(['ok', 'warn', 'fail']), score: Score(), impact_level: ImpactSchema }),
  ),
  citations: Type.Object({
    total_queries: Type.Integer(),
    cited_queries: Type.Integer(),
    overall_rate: Score(),
    by_source: Type.Array(Type.Object({ source: CitationSourceSchema, rate: Score(), cited: Type.Integer(), total: Type.Integer() })),
    successful_citations: Type.Array(
      Type.Object({ query: Type.String(), source: CitationSourceSchema, cited_url: Type.String(), answer_excerpt: Type.String() }),
    ),
    missed_opportunities: Type.Array(Type.Object({ query: Type.String(), source: CitationSourceSchema, reason: Type.String() })),
    top_cited_pages: Type.Array(Type.Object({ url: Type.String(), citation_count: Type.Integer(), top_queries: Type.Array(Type.String()) })),
  }),
  topPages: Type.Array(Type.Object({ url: Type.String(), title: Nullable(Type.String()), score: Score(), citation_count: Type.Integer() })),
  quickWins: Type.Array(
    Type.Object({
      url: Type.String(),
      quick_win: Type.Object({ fix: Type.String(), impact: Type.String(), effort: Type.String() }),
    }),
  ),
});
export type Report = Static<typeof ReportSchema>;

export const PromptSetSchema = Type.Object({
  meta: Type.Object({
    industry: Type.String(),
    prompt_gen_version: Type.String(),
    source: Type.Enum(['rules', 'ai', 'blended']),
    realism_avg: Nullable(Type.Number()),
    realism_target: Nullable(Type.Number()),
  }),
  branded: Type.Array(Type.String()),
  nonBranded: Type.Array(Type.String()),
});
export type PromptSet = Static<typeof PromptSetSchema>;

const Confident = Type.Object({ value: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }) });

export const ClassifierComparisonSchema = Type.Object({
  host: Type.String(),
  legacy: Type.Object({ site_type: Type.String(), industry: Type.String() }),
  v2: Type.Object({
    site_type: Confident,
    industry: Confident,
    site_mode: Type.String(),
    brand_kind: Type.String(),
    purpose: Type.String(),
    lang: Nullable(Type.String()),
    region: Nullable(Type.String()),
    signals: Type.Record(Type.String(), Type.Number()),
    nav_terms: Type.Array(Type.String()),
    jsonld_types: Type.Array(Type.String()),
    category_terms: Type.Array(Type.String()),
    notes: Type.Array(Type.String()),
    error: Nullable(Type.String()),
  }),
});
export type ClassifierComparison = Static<typeof ClassifierComparisonSchema>;

export const ClassifierHealthSchema = Type.Object({
  metrics: Type.Object({
    cache_hit_rate: Nullable(Type.Number()),
    p95_latency_ms: Nullable(Type.Number()),
    site_type_agreement_pct: Nullable(Type.Number()),
    industry_agreement_pct: Nullable(Type.Number()),
    low_confidence_rate_pct: Nullable(Type.Number()),
    error_rate_pct: Nullable(Type.Number()),
    total_classifications: Type.Integer(),
    timestamp: Timestamp(),
  }),
  alerts: Type.Array(
    Type.Object({
      level: Type.Enum(['info', 'warning', 'critical']),
      message: Type.String(),
      metric: Type.String(),
      value: Nullable(Type.Number()),
      threshold: Type.Number(),
      timestamp: Timestamp(),
    }),
  ),
});
export type ClassifierHealth = Static<typeof ClassifierHealthSchema>;

export const UserSchema = Type.Object({
  id: Uuid(),
  email: Type.String({ format: 'email' }),
  created_at: Timestamp(),
  last_login_at: Nullable(Timestamp()),
  audit_count: Type.Integer({ minimum: 0 }),
  active_sessions: Type.Integer({ minimum: 0 }),
});
export type User = Static<typeof UserSchema>;

export const AuthCountersSchema = Type.Object({
  magic_request_sent: Type.Integer(),
  magic_verify_success: Type.Integer(),
  magic_verify_fail: Type.Integer(),
  session_refresh: Type.Integer(),
  session_deleted: Type.Integer(),
  rate_limit_hit: Type.Integer(),
});
export type AuthCounters = Static<typeof AuthCountersSchema>;

export const AuthStatsSchema = Type.Object({ today: AuthCountersSchema, last7Days: AuthCountersSchema });
export type AuthStats = Static<typeof AuthStatsSchema>;

export const MeSchema = Type.Object({ email: Type.String(), isAdmin: Type.Boolean() });
export type Me = Static<typeof MeSchema>;

export const CheckResultsSchema = Type.Array(CheckResultSchema);
