/**
 * The product's words that the web app needs at runtime: the six categories with their slugs,
 * the fail-reason messages and the citation test's sources, states and error kinds. No TypeBox here, so the browser bundle can import this subpath
 * (`@citable/contracts/vocab`) without the schema library.
 */

/** The six categories, in display order, with their URL slugs (spec section 2, Category view). */
export const CATEGORIES = [
  { name: 'Content & Clarity', slug: 'content-clarity' },
  { name: 'Structure & Organization', slug: 'structure-organization' },
  { name: 'Authority & Trust', slug: 'authority-trust' },
  { name: 'Technical Foundations', slug: 'technical-foundations' },
  { name: 'Crawl & Discoverability', slug: 'crawl-discoverability' },
  { name: 'Experience & Performance', slug: 'experience-performance' },
] as const;
export type CategoryInfo = (typeof CATEGORIES)[number];
export type CategoryName = CategoryInfo['name'];
export type CategorySlug = CategoryInfo['slug'];

/** Spec rule: lower-case the name, turn "&" (with the spaces around it) and spaces into hyphens. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s*&\s*/g, '-').replace(/\s+/g, '-');
}

export function categoryBySlug(slug: string): CategoryInfo | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** What a failed audit tells its owner, by fail_reason (spec section 4, word for word). */
const FAIL_MESSAGES: Record<string, string> = {
  non_content_platform: 'This platform requires login or is a web application (not a content site). Try a different domain.',
  timeout_no_pages_discovered: 'No pages discovered after 2 minutes. The site may be blocking our crawler or have no accessible content.',
  no_crawlable_pages_found: 'No crawlable pages found. Check if you entered the correct domain or if the site blocks crawlers.',
  domain_error_or_empty_page: 'Domain returned an error page or is not configured. Please check the URL and try again.',
};

const PRECHECK = 'precheck_failed';

/** The spec's message for a fail_reason; any other reason is shown as it came, so none is hidden. */
export function failReasonMessage(reason: string | null | undefined): string {
  const value = reason?.trim();
  if (!value) return 'Unknown error';
  const known = FAIL_MESSAGES[value];
  if (known) return known;
  if (value.startsWith(PRECHECK)) {
    // "precheck_failed_dns_not_found" -> "dns not found"; the separator after the prefix goes.
    const rest = value.slice(PRECHECK.length).replace(/^[_:\s-]+/, '');
    return `Domain validation failed: ${rest.replace(/_/g, ' ')}`.trimEnd();
  }
  return `Reason: ${value}`;
}

/**
 * What kind of site a host is: the classifier's site_type values, with the words screens show.
 * `unknown` is the answer when the site could not be read (an error result).
 */
export const SITE_TYPES = [
  { id: 'ecommerce', label: 'E-commerce' },
  { id: 'saas', label: 'SaaS / software' },
  { id: 'local_business', label: 'Local business' },
  { id: 'corporate', label: 'Company / services' },
  { id: 'publisher', label: 'Publisher / news' },
  { id: 'blog', label: 'Blog' },
  { id: 'documentation', label: 'Documentation' },
  { id: 'community', label: 'Community / forum' },
  { id: 'nonprofit', label: 'Nonprofit / organisation' },
  { id: 'government', label: 'Government' },
  { id: 'education', label: 'Education' },
  { id: 'portfolio', label: 'Portfolio / personal' },
  { id: 'web_app', label: 'Web application' },
  { id: 'unknown', label: 'Unknown' },
] as const;
export type SiteType = (typeof SITE_TYPES)[number]['id'];

export function siteTypeLabel(id: string | null | undefined): string | null {
  if (!id) return null;
  return SITE_TYPES.find((t) => t.id === id)?.label ?? id;
}

/**
 * The verticals the citation prompt templates are written for ("18+ verticals", spec section 2,
 * Admin). Every industry of the classifier's taxonomy rolls up to one of them; `general` is the
 * answer when no industry could be told.
 */
export const VERTICALS = [
  { id: 'retail', label: 'Retail & E-commerce' },
  { id: 'software', label: 'Software & SaaS' },
  { id: 'technology', label: 'IT & Technology Services' },
  { id: 'telecom', label: 'Telecommunications' },
  { id: 'media', label: 'Media & Publishing' },
  { id: 'entertainment', label: 'Arts, Entertainment & Recreation' },
  { id: 'finance', label: 'Banking & Finance' },
  { id: 'insurance', label: 'Insurance' },
  { id: 'real_estate', label: 'Real Estate' },
  { id: 'healthcare', label: 'Health & Medical' },
  { id: 'education', label: 'Education' },
  { id: 'travel', label: 'Travel & Hospitality' },
  { id: 'food', label: 'Food & Dining' },
  { id: 'legal', label: 'Legal Services' },
  { id: 'marketing', label: 'Marketing & Advertising' },
  { id: 'professional_services', label: 'Professional & Business Services' },
  { id: 'home_services', label: 'Construction & Home Services' },
  { id: 'manufacturing', label: 'Manufacturing & Industrial' },
  { id: 'automotive', label: 'Automotive' },
  { id: 'logistics', label: 'Transportation & Logistics' },
  { id: 'energy', label: 'Energy & Utilities' },
  { id: 'agriculture', label: 'Agriculture & Natural Resources' },
  { id: 'nonprofit', label: 'Nonprofit & Community' },
  { id: 'government', label: 'Government & Public Sector' },
  { id: 'personal_services', label: 'Beauty, Wellness & Personal Services' },
  { id: 'general', label: 'General' },
] as const;
export type Vertical = (typeof VERTICALS)[number]['id'];

/** A vertical's label ("Retail & E-commerce"). */
export function verticalLabel(vertical: Vertical): string {
  return VERTICALS.find((v) => v.id === vertical)!.label;
}

/**
 * The classifier's health targets (spec section 9): each metric's name, threshold and which side
 * of it passes. cache_hit_rate is a share (0..1); the others are percentages or milliseconds.
 * Labels, alert messages and the health screen's cards are written from these as the spec writes
 * them (">=", "<=", "<").
 */
export const CLASSIFIER_TARGETS = [
  { metric: 'cache_hit_rate', name: 'Cache hit rate', op: '>=', threshold: 0.8 },
  { metric: 'p95_latency_ms', name: 'P95 latency', op: '<=', threshold: 25 },
  { metric: 'site_type_agreement_pct', name: 'Site type agreement', op: '>=', threshold: 80 },
  { metric: 'industry_agreement_pct', name: 'Industry agreement', op: '>=', threshold: 70 },
  { metric: 'low_confidence_rate_pct', name: 'Low confidence rate', op: '<', threshold: 15 },
  { metric: 'error_rate_pct', name: 'Error rate', op: '<', threshold: 0.5 },
] as const;
export type ClassifierTarget = (typeof CLASSIFIER_TARGETS)[number];
export type ClassifierMetric = (typeof CLASSIFIER_TARGETS)[number]['metric'];

/** A health metric's value as people read it: a share as a percentage, a latency in ms ("92.5%", "18 ms"). */
export function showClassifierMetric(metric: ClassifierMetric, value: number): string {
  const round1 = (n: number) => Math.round(n * 10) / 10;
  if (metric === 'p95_latency_ms') return `${round1(value)} ms`;
  return `${round1(metric === 'cache_hit_rate' ? value * 100 : value)}%`;
}

/** Whether a value meets its target. */
export function meetsClassifierTarget(target: Pick<ClassifierTarget, 'op' | 'threshold'>, value: number): boolean {
  if (target.op === '>=') return value >= target.threshold;
  if (target.op === '<=') return value <= target.threshold;
  return value < target.threshold;
}

/** The target as the spec writes it, without the metric's name: ">= 80%", "<= 25 ms". */
export function classifierTargetText(target: ClassifierTarget): string {
  return `${target.op} ${showClassifierMetric(target.metric, target.threshold)}`;
}

/** The target with the metric's name: "Cache hit rate >= 80%". */
export function classifierTargetLabel(target: ClassifierTarget): string {
  return `${target.name} ${classifierTargetText(target)}`;
}

/** Fewer classifications than this in 24 hours: the health page says "Insufficient Data" (spec section 4). */
export const CLASSIFIER_MIN_SAMPLE = 10;

/** The AI sources a citation run asks (spec section 7), and their labels (spec section 1). */
export const CITATION_SOURCES = ['perplexity', 'chatgpt', 'claude', 'brave'] as const;
export type CitationSource = (typeof CITATION_SOURCES)[number];
export const CITATION_SOURCE_LABELS: Record<CitationSource, string> = {
  perplexity: 'Perplexity',
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  brave: 'Brave AI',
};

/** A citation run's life: jobs being answered, every job answered (or given up), or it could not go on. */
export const CITATION_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export type CitationRunStatus = (typeof CITATION_RUN_STATUSES)[number];

/**
 * A source as the Citations tab shows it: no API key (nothing is simulated in its place), never
 * asked for this audit, being asked now, or its latest run answered / could not answer at all.
 */
export const CITATION_SOURCE_STATES = ['not_configured', 'not_run', 'running', 'completed', 'failed'] as const;
export type CitationSourceState = (typeof CITATION_SOURCE_STATES)[number];

/**
 * Why an answer of a citation run was never given. Such answers are counted apart and left out
 * of every citation rate.
 */
export const CITATION_ERROR_KINDS = [
  'unauthorized',
  'rate_limited',
  'provider_error',
  'timeout',
  'malformed',
  'truncated',
  'budget',
  'gave_up',
] as const;
export type CitationErrorKind = (typeof CITATION_ERROR_KINDS)[number];
export const CITATION_ERROR_LABELS: Record<CitationErrorKind, string> = {
  unauthorized: 'API key refused',
  rate_limited: 'Rate limited',
  provider_error: 'Provider error',
  timeout: 'Timed out',
  malformed: 'Malformed answer',
  truncated: 'Answer cut off',
  budget: 'Run budget reached',
  gave_up: 'Gave up',
};

/** What the owner wants for AI training crawlers in the corrected robots.txt (GET /api/audits/{id}/robots). */
export const TRAINING_CHOICES = ['keep', 'allow', 'block'] as const;
export type TrainingChoice = (typeof TRAINING_CHOICES)[number];

/** How often a monitor re-audits its site (issue 24); off keeps the monitor and its trend but fires nothing. */
export const MONITOR_CADENCES = ['daily', 'weekly', 'monthly', 'off'] as const;
export type MonitorCadence = (typeof MONITOR_CADENCES)[number];

/** The scheduler's periodic jobs (the spec's hourly cron: auto-finalize and prompt refresh), as the admin status shows them. */
export const SCHEDULED_JOBS = ['finalize_stuck_audits', 'refresh_prompt_sets'] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOBS)[number];
