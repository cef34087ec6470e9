/** The entities of product-spec.md section 3, as the API returns them. */
import { Type, type Static } from 'typebox';
import { CheckResultSchema, CheckResultWithTextsSchema } from './criteria.js';
import { CrawlSummarySchema } from './crawl-summary.js';
import { CategoryScoreSchema, FixFirstItemSchema, ScorecardV2Schema } from './scores.js';
import { AuditStatusSchema, CitationRunStatusSchema, CitationSourceSchema, CitationSourceStateSchema, QueryTypeSchema } from './enums.js';
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
  Type.Object({
    crawl_summary: Nullable(CrawlSummarySchema),
    /** What kind of site it is (a SITE_TYPES id) and its industry, from the classifier once the audit completed. */
    site_type: Nullable(Type.String()),
    industry: Nullable(Type.String()),
  }),
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

/** A page in lists: its check results without the catalogue texts, and without the HTML bodies. */
export const PageSummarySchema = Type.Object({
  id: Uuid(),
  url: Type.String(),
  title: Nullable(Type.String()),
  status_code: Nullable(Type.Integer()),
  h1: Nullable(Type.String()),
  canonical: Nullable(Type.String()),
  schema_types: Type.String({ description: 'JSON text list' }),
  jsonld: Type.String({ description: 'JSON text' }),
  checks_json: Type.Array(CheckResultSchema),
  diagnostic_score: Nullable(Score()),
});
export type PageSummary = Static<typeof PageSummarySchema>;

/** One page as its own view reads it (spec section 3, "Page"): the HTML, and each check with its texts. */
export const PageSchema = Type.Object({
  ...PageSummarySchema.properties,
  html_static: Nullable(Type.String()),
  html_rendered: Nullable(Type.String()),
  checks_json: Type.Array(CheckResultWithTextsSchema),
});
export type Page = Static<typeof PageSchema>;

/** A rate 0..100 with its Wilson 95% interval, from `cited` answers out of `total`. */
export const RateIntervalSchema = Type.Object({
  rate: Score(),
  low: Score('Wilson 95% interval, lower bound'),
  high: Score('Wilson 95% interval, upper bound'),
  cited: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type RateInterval = Static<typeof RateIntervalSchema>;

export const SourceAnswerSchema = Type.Object({
  ai_source: CitationSourceSchema,
  cited_match_count: Type.Integer({ minimum: 0 }),
  cited_urls: Type.String({ description: 'JSON-encoded list' }),
  answer_excerpt: Nullable(Type.String()),
  /** Beyond the spec: the brand is named in the answer's text (with or without a link). */
  mentioned: Type.Boolean(),
  /** Answers this source gave to the query (one per repeat), and how many cited the site. */
  answers: Type.Integer({ minimum: 0 }),
  cited_answers: Type.Integer({ minimum: 0 }),
});
export type SourceAnswer = Static<typeof SourceAnswerSchema>;

/** A domain an AI source cited for a query where it did not cite the audited site. */
export const CompetitorSchema = Type.Object({
  domain: Type.String(),
  /** Answers that cited the domain. */
  citations: Type.Integer({ minimum: 1 }),
  urls: Type.Array(Type.String()),
});
export type Competitor = Static<typeof CompetitorSchema>;

/** Pages of the audit, cited by some answer or never, with their mean diagnostic score. */
export const PageGroupScoreSchema = Type.Object({
  pages: Type.Integer({ minimum: 0 }),
  mean_score: Nullable(Score()),
});

/** The latest citation run of an audit, as its progress and the Citations tab show it. */
export const CitationRunInfoSchema = Type.Object({
  id: Uuid(),
  status: CitationRunStatusSchema,
  sources: Type.Array(CitationSourceSchema),
  queries: Type.Integer({ minimum: 0 }),
  repeats: Type.Integer({ minimum: 1 }),
  /** Answers to get (queries x sources x repeats), answered so far, and errors among them. */
  total: Type.Integer({ minimum: 0 }),
  done: Type.Integer({ minimum: 0 }),
  errors: Type.Integer({ minimum: 0 }),
  tokens_used: Type.Integer({ minimum: 0 }),
  max_tokens: Type.Integer({ minimum: 0 }),
  started_at: Timestamp(),
  finished_at: Nullable(Timestamp()),
  error: Nullable(Type.String()),
});
export type CitationRunInfo = Static<typeof CitationRunInfoSchema>;

/** Which prompt set a run asked, and how its industry was found. */
export const CitationPromptsInfoSchema = Type.Object({
  industry: Type.String(),
  vertical: Type.String(),
  source: Type.Enum(['rules', 'ai', 'blended']),
  /** answered: the classifier chose the templates; unavailable: the general set was used. */
  classifier: Type.Enum(['answered', 'unavailable']),
  /** The brand as read from the site, and what counts as naming it in an answer. */
  brand: Type.String(),
  brand_terms: Type.Array(Type.String()),
  /** The generator version and the set's own id (a hash of its questions): the set this run asked. */
  prompt_gen_version: Type.Optional(Type.String()),
  set_id: Type.Optional(Type.String()),
});
export type CitationPromptsInfo = Static<typeof CitationPromptsInfoSchema>;

/**
 * The spec's citation summary. A query counts as cited for a source when any of its repeated
 * answers cited the site. Beyond the spec (additive): each source's state, answer-level rates with
 * Wilson 95% intervals, cited vs mentioned, errors counted apart, cited pages' scores against pages
 * never cited, competitors cited for missing queries, the latest run and its prompt set.
 */
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
      state: CitationSourceStateSchema,
      /** Cited answers out of answers given (every repeat counts), with the Wilson 95% interval. */
      answer_rate: RateIntervalSchema,
      /** Answers naming the brand, with or without a link. */
      mentioned_answers: Type.Integer({ minimum: 0 }),
      /** Answers never given (provider errors, budget), by kind. */
      errors: Type.Integer({ minimum: 0 }),
      error_kinds: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
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
      /** Beyond the spec: sources whose answers named the brand without citing it. */
      mentioned_sources: Type.Array(CitationSourceSchema),
      /** Beyond the spec: for non-branded queries, the domains cited instead, most cited first. */
      competitors: Type.Array(CompetitorSchema),
    }),
  ),
  /** Every answer given across sources, with the Wilson 95% interval of the cited rate. */
  overall: Type.Object({
    answer_rate: RateIntervalSchema,
    mentioned_answers: Type.Integer({ minimum: 0 }),
    /** Named without a link: mentioned in answers that did not cite the site. */
    mentioned_only_answers: Type.Integer({ minimum: 0 }),
    errors: Type.Integer({ minimum: 0 }),
  }),
  /** Mean diagnostic score of the audit's pages that answers cited, and of those never cited. */
  pageScores: Type.Object({ cited: PageGroupScoreSchema, never_cited: PageGroupScoreSchema }),
  run: Nullable(CitationRunInfoSchema),
  prompts: Nullable(CitationPromptsInfoSchema),
});
export type CitationSummary = Static<typeof CitationSummarySchema>;

/** Why the realism judge rejects a question (prompts/judge in the citation service). */
export const PROMPT_FAULTS = ['ungrammatical', 'ungrounded', 'boilerplate', 'generic', 'unnatural', 'leak'] as const;
export type PromptFault = (typeof PROMPT_FAULTS)[number];

/** The judge's verdict on one question: passed or not, its 0..1 score, and why in words. */
export const PromptVerdictSchema = Type.Object({
  text: Type.String(),
  type: QueryTypeSchema,
  /** The intent the question was written for (best_of, how_to, comparison, use_case, reviews, pricing, local, topic, brand), when known. */
  intent: Nullable(Type.String()),
  /** Where the candidate came from. */
  origin: Type.Enum(['rules', 'ai']),
  passed: Type.Boolean(),
  score: Type.Number({ minimum: 0, maximum: 1 }),
  faults: Type.Array(Type.Enum([...PROMPT_FAULTS])),
  /** One line per check, passed or failed ("grounded: names 'data orchestration'"). */
  reasons: Type.Array(Type.String()),
});
export type PromptVerdict = Static<typeof PromptVerdictSchema>;

export const PromptSetSchema = Type.Object({
  meta: Type.Object({
    industry: Type.String(),
    prompt_gen_version: Type.String(),
    /** The version of the rules' templates (rules and blended sets). */
    template_version: Type.Optional(Type.String()),
    source: Type.Enum(['rules', 'ai', 'blended']),
    realism_avg: Nullable(Type.Number()),
    realism_target: Nullable(Type.Number()),
    /** Beyond the spec: the vertical whose templates were used, and how the industry was found. */
    vertical: Type.Optional(Type.String()),
    classifier: Type.Optional(Type.Enum(['answered', 'unavailable'])),
    /** The brand name read from the site: branded prompts name it, non-branded ones never do. */
    brand: Type.Optional(Type.String()),
    /** The realism band the average should fall in: [0.85, 0.95]. */
    realism_target_range: Type.Optional(Type.Tuple([Type.Number(), Type.Number()])),
    /** What the quality gates did: prompts dropped or repaired by each gate (leak and plural ship 0). */
    gates: Type.Optional(
      Type.Object({ leak_dropped: Type.Integer(), plural_repaired: Type.Integer(), plural_dropped: Type.Integer(), realism_dropped: Type.Integer() }),
    ),
    /** Why the set is what it is (e.g. the classifier did not answer), for the admin screens. */
    note: Type.Optional(Nullable(Type.String())),
    generated_at: Type.Optional(Timestamp()),
    /** The set's id: a hash of its generator version and questions; a citation run records it. */
    set_id: Type.Optional(Type.String()),
    /** The version of the realism judge that passed the questions. */
    judge_version: Type.Optional(Type.String()),
    /** What is wrong with the set as a whole (too_few_grounded, english_only), for the admin screens. */
    flags: Type.Optional(Type.Array(Type.String())),
    /** The site profile the questions were filled from: its brand, topic and language. */
    profile: Type.Optional(
      Type.Object({
        brand: Type.String(),
        brand_short: Type.Array(Type.String()),
        topic: Nullable(Type.String()),
        topics: Type.Array(Type.String()),
        audience: Type.Array(Type.String()),
        sells: Type.Boolean(),
        local: Nullable(Type.String()),
        lang: Nullable(Type.String()),
      }),
    ),
  }),
  branded: Type.Array(Type.String()),
  nonBranded: Type.Array(Type.String()),
  /** Each prompt's realism score 0..1, in list order. */
  realism: Type.Optional(Type.Object({ branded: Type.Array(Type.Number()), nonBranded: Type.Array(Type.Number()) })),
  /** The judge's verdicts: on every shipped question (list order, branded first) and on the rejected candidates. */
  judged: Type.Optional(Type.Object({ shipped: Type.Array(PromptVerdictSchema), rejected: Type.Array(PromptVerdictSchema) })),
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
    /** A share, 0..1 (the other rates are percentages). Null when there is no classification to judge. */
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
  /** Fewer than CLASSIFIER_MIN_SAMPLE classifications in 24 hours: values are not judged (spec section 4). */
  insufficient_data: Type.Optional(Type.Boolean()),
  /** Each target of spec section 9 (CLASSIFIER_TARGETS) and whether the last 24 hours meet it. */
  go_no_go: Type.Optional(
    Type.Array(
      Type.Object({
        metric: Type.String(),
        label: Type.String(),
        op: Type.Enum(['>=', '<=', '<']),
        threshold: Type.Number(),
        value: Nullable(Type.Number()),
        status: Type.Enum(['go', 'no_go', 'insufficient_data']),
      }),
    ),
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
