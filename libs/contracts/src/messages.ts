/** Payloads of the bus subjects in subjects.ts. */
import { Type, type Static } from 'typebox';
import { ClassifierComparisonSchema } from './entities.js';
import { CitationRunStatusSchema, CitationSourceSchema, QueryTypeSchema, RenderModeSchema } from './enums.js';

/** A public site (from) whose copy is served somewhere else (to), both http(s) origins. */
export const OriginMappingSchema = Type.Object({
  /** Public origin, as the site's canonicals name it, e.g. https://www.example.com */
  from: Type.String(),
  /** Where that site is actually served, e.g. http://127.0.0.1:8080 */
  to: Type.String(),
});
export type OriginMapping = Static<typeof OriginMappingSchema>;

export const CrawlOptionsSchema = Type.Object({
  renderMode: RenderModeSchema,
  /** Let the crawler fetch private/loopback addresses (operator allowlist; tests and local demos). */
  allowPrivate: Type.Boolean(),
  /** Crawl a copy of the site served elsewhere: URLs on `from` are fetched from `to`. */
  mapOrigin: Type.Union([OriginMappingSchema, Type.Null()]),
});
export type CrawlOptions = Static<typeof CrawlOptionsSchema>;

export const CrawlJobSchema = Type.Object({
  auditId: Type.String({ format: 'uuid' }),
  rootUrl: Type.String(),
  maxPages: Type.Integer({ minimum: 1, maximum: 500 }),
  options: CrawlOptionsSchema,
});
export type CrawlJob = Static<typeof CrawlJobSchema>;

export const PageScoreJobSchema = Type.Object({
  auditId: Type.String({ format: 'uuid' }),
  pageId: Type.String({ format: 'uuid' }),
  url: Type.String(),
});
export type PageScoreJob = Static<typeof PageScoreJobSchema>;

export const AuditFinalizeJobSchema = Type.Object({ auditId: Type.String({ format: 'uuid' }) });
export type AuditFinalizeJob = Static<typeof AuditFinalizeJobSchema>;

export const AuditProgressSchema = Type.Object({
  auditId: Type.String({ format: 'uuid' }),
  status: Type.String(),
  discovered: Type.Integer({ minimum: 0 }),
  crawled: Type.Integer({ minimum: 0 }),
  scored: Type.Integer({ minimum: 0 }),
});
export type AuditProgress = Static<typeof AuditProgressSchema>;

export const AuditCompletedSchema = Type.Object({
  auditId: Type.String({ format: 'uuid' }),
  compositeScore: Type.Number(),
});
export type AuditCompleted = Static<typeof AuditCompletedSchema>;

export const AuditFailedSchema = Type.Object({
  auditId: Type.String({ format: 'uuid' }),
  failReason: Type.String(),
});
export type AuditFailed = Static<typeof AuditFailedSchema>;

export const HealthReplySchema = Type.Object({
  service: Type.String(),
  status: Type.Enum(['ok', 'degraded']),
  pid: Type.Integer(),
  startedAt: Type.String(),
  details: Type.Record(Type.String(), Type.String()),
  /** The machine (container) the replica runs on; with pid it names the replica. */
  host: Type.Optional(Type.String()),
  /** The version of the code the replica runs. */
  version: Type.Optional(Type.String()),
});
/** A health census asks every replica to answer on `replyTo` (see EVENTS.healthCensus). */
export const HealthCensusSchema = Type.Object({ replyTo: Type.String() });
export type HealthCensus = Static<typeof HealthCensusSchema>;
export type HealthReply = Static<typeof HealthReplySchema>;

/** Ask the classifier (REQUESTS.classifier.classify) what kind of site a host is. */
export const ClassifyRequestSchema = Type.Object({
  host: Type.String({ minLength: 1, maxLength: 253 }),
  /** Read the pages stored by this audit instead of fetching the site live. */
  auditId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type ClassifyRequest = Static<typeof ClassifyRequestSchema>;

/**
 * The classifier's answer: the spec's comparison (legacy and v2), the vertical the v2 industry
 * rolls up to (the prompt templates are written per vertical), and whether it came from a cache.
 */
export const ClassifyResponseSchema = Type.Object({
  comparison: ClassifierComparisonSchema,
  vertical: Type.String(),
  cache_hit: Type.Boolean(),
});
export type ClassifyResponse = Static<typeof ClassifyResponseSchema>;

/** Ask the citation service (REQUESTS.citation.run) to start a run; the gateway checked ownership. */
export const CitationRunRequestSchema = Type.Object({
  auditId: Type.String({ format: 'uuid' }),
  domain: Type.String({ minLength: 1 }),
  sources: Type.Array(CitationSourceSchema, { minItems: 1, uniqueItems: true }),
  /**
   * Ask this stored prompt set (its set_id) rather than the domain's current one: a monitor's runs
   * ask the same questions, so their rates compare. A set no longer stored falls back to the current one.
   */
  setId: Type.Optional(Type.String({ minLength: 1 })),
});
export type CitationRunRequest = Static<typeof CitationRunRequestSchema>;

/** REQUESTS.citation.summary: the citation summary of one audit. */
export const CitationSummaryRequestSchema = Type.Object({ auditId: Type.String({ format: 'uuid' }) });
export type CitationSummaryRequest = Static<typeof CitationSummaryRequestSchema>;

/** QUEUES.citationRunStart: queue the answers of this run. */
export const CitationRunStartJobSchema = Type.Object({ runId: Type.String({ format: 'uuid' }) });
export type CitationRunStartJob = Static<typeof CitationRunStartJobSchema>;

/** One answer to get: a query asked of one source once (citationQueue(source)). */
export const CitationJobSchema = Type.Object({
  runId: Type.String({ format: 'uuid' }),
  auditId: Type.String({ format: 'uuid' }),
  source: CitationSourceSchema,
  query: Type.String({ minLength: 1 }),
  queryType: QueryTypeSchema,
  /** 1-based repeat of this query for this source. */
  repeat: Type.Integer({ minimum: 1 }),
});
export type CitationJob = Static<typeof CitationJobSchema>;

/** EVENTS.citationProgress: where a run stands, after each answer and when it ends. */
export const CitationProgressSchema = Type.Object({
  auditId: Type.String({ format: 'uuid' }),
  runId: Type.String({ format: 'uuid' }),
  status: CitationRunStatusSchema,
  total: Type.Integer({ minimum: 0 }),
  done: Type.Integer({ minimum: 0 }),
  errors: Type.Integer({ minimum: 0 }),
  bySource: Type.Array(
    Type.Object({ source: CitationSourceSchema, total: Type.Integer({ minimum: 0 }), done: Type.Integer({ minimum: 0 }), errors: Type.Integer({ minimum: 0 }) }),
  ),
});
export type CitationProgress = Static<typeof CitationProgressSchema>;
