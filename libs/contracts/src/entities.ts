/** The entities of product-spec.md section 3, as the API returns them. */
import { Type, type Static } from 'typebox';
import { CheckResultSchema } from './criteria.js';
import { CrawlSummarySchema } from './crawl-summary.js';
import { CategoryScoreSchema, FixFirstItemSchema, ScorecardV2Schema } from './scores.js';
import { AuditStatusSchema, CitationSourceSchema, QueryTypeSchema } from './enums.js';
import { Nullable, Score, Timestamp, Uuid } from './schema.js';

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

/** One audit as its own views read it: the list's fields plus what the crawl met besides pages. */
export const AuditDetailSchema = Type.Intersect([
  AuditSchema,
  Type.Object({ crawl_summary: Nullable(CrawlSummarySchema) }),
]);
export type AuditDetail = Static<typeof AuditDetailSchema>;

/** The admin list adds the track scores. */
export const AdminAuditSchema = Type.Intersect([
  AuditSchema,
  Type.Object({
    aeo_score: Nullable(Score()),
    geo_score: Nullable(Score()),
    domain: Type.String(),
    /** Audits of this domain by this audit's owner, itself included: above 1, the audit is in a duplicate group. */
    duplicate_count: Type.Integer({ minimum: 1 }),
  }),
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
