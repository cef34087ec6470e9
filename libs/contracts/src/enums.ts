/**
 * The product's vocabularies, declared once. Each is a `const` tuple (for runtime checks and
 * schemas) with its union type beside it.
 */
import { Type } from 'typebox';
import {
  CATEGORIES,
  CITATION_ERROR_KINDS,
  CITATION_RUN_STATUSES,
  CITATION_SOURCE_STATES,
  CITATION_SOURCES,
  type CategoryName,
  type CategorySlug,
} from './vocab.js';
/** Audit lifecycle. `complete` is accepted as a synonym of `completed` when read (spec section 4). */
export const AUDIT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export const AuditStatusSchema = Type.Enum([...AUDIT_STATUSES]);

export const CHECK_STATUSES = ['ok', 'warn', 'fail', 'error', 'not_applicable'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const CheckStatusSchema = Type.Enum([...CHECK_STATUSES]);

export const IMPACTS = ['High', 'Medium', 'Low'] as const;
export type Impact = (typeof IMPACTS)[number];
export const ImpactSchema = Type.Enum([...IMPACTS]);

export const CHECK_TYPES = ['html_dom', 'http', 'aggregate', 'llm'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];
export const CheckTypeSchema = Type.Enum([...CHECK_TYPES]);

export const SCOPES = ['page', 'site'] as const;
export type Scope = (typeof SCOPES)[number];
export const ScopeSchema = Type.Enum([...SCOPES]);

/** The categories themselves live in vocab.ts (typebox-free, for the web app). */
export const CATEGORY_NAMES = CATEGORIES.map((c) => c.name) as unknown as readonly CategoryName[];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as unknown as readonly CategorySlug[];
export const CategoryNameSchema = Type.Enum(CATEGORIES.map((c) => c.name) as CategoryName[]);
export const CategorySlugSchema = Type.Enum(CATEGORIES.map((c) => c.slug) as CategorySlug[]);

/** Score tracks (decisions.md): AEO = can an answer engine lift an answer; GEO = everything else. */
export const TRACKS = ['aeo', 'geo'] as const;
export type Track = (typeof TRACKS)[number];

// The citation vocabulary lives in vocab.ts (typebox-free, for the web app); its schemas are here.
export const CitationSourceSchema = Type.Enum([...CITATION_SOURCES]);
export const CitationErrorKindSchema = Type.Enum([...CITATION_ERROR_KINDS]);
export const CitationSourceStateSchema = Type.Enum([...CITATION_SOURCE_STATES]);
export const CitationRunStatusSchema = Type.Enum([...CITATION_RUN_STATUSES]);

export const QUERY_TYPES = ['branded', 'non-branded'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];
export const QueryTypeSchema = Type.Enum([...QUERY_TYPES]);

/**
 * Why an audit failed (spec section 4). `precheck_failed_<reason>` covers the URL/DNS/address
 * prechecks; the listed precheck reasons are the ones the crawler produces.
 */
export const FAIL_REASONS = [
  'non_content_platform',
  'timeout_no_pages_discovered',
  'no_crawlable_pages_found',
  'domain_error_or_empty_page',
] as const;
export const PRECHECK_REASONS = [
  'invalid_url',
  'unsupported_scheme',
  'dns_not_found',
  'address_not_allowed',
  'connection_refused',
  'connection_timeout',
  'tls_error',
  'too_many_redirects',
  'redirect_loop',
  'unreachable',
] as const;
export type PrecheckReason = (typeof PRECHECK_REASONS)[number];
export type FailReason = (typeof FAIL_REASONS)[number] | `precheck_failed_${PrecheckReason}` | 'internal_error';
export const precheckFailed = (reason: PrecheckReason): FailReason => `precheck_failed_${reason}`;

export const MAGIC_LINK_INTENTS = ['general', 'start_audit'] as const;
export type MagicLinkIntent = (typeof MAGIC_LINK_INTENTS)[number];
export const MagicLinkIntentSchema = Type.Enum([...MAGIC_LINK_INTENTS]);

/** The six auth counters of the admin Users screen (spec section 3, Auth stats). */
export const AUTH_EVENT_TYPES = [
  'magic_request_sent',
  'magic_verify_success',
  'magic_verify_fail',
  'session_refresh',
  'session_deleted',
  'rate_limit_hit',
] as const;
export type AuthEventType = (typeof AUTH_EVENT_TYPES)[number];

export const RENDER_MODES = ['off', 'sample', 'all'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];
export const RenderModeSchema = Type.Enum([...RENDER_MODES]);

/** AI crawler purposes (crawler's bot list). */
export const BOT_PURPOSES = ['training', 'search', 'user'] as const;
export type BotPurpose = (typeof BOT_PURPOSES)[number];

/** Limits that several services share (spec section 9, decisions.md). */
export const LIMITS = {
  maxPagesCap: 500,
  defaultMaxPages: { dashboard: 200, starter: 50, rerun: 100 },
  magicLinkMinutes: 20,
  noPagesCutoffMs: 120_000,
  pageTimeoutMs: 15_000,
  pageSizeCapBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  pagesFetchLimit: { default: 100, pagesTab: 500, categoryView: 200 },
  /**
   * Every URL an audit fetches, pages or not, is capped at this multiple of max_pages, so a site
   * that links to endless missing or non-HTML URLs still ends (the crawl summary says so).
   */
  fetchCapPerPage: 3,
  /** Entries per list of the crawl summary, and linking pages named per broken link. */
  crawlSummary: { listCap: 500, linkingPages: 10 },
  /** A robots.txt Crawl-delay above this is capped (a 60 s delay would never finish an audit). */
  crawlDelayCapMs: 10_000,
} as const;
