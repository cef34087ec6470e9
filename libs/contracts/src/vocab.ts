/**
 * The product's words that the web app needs at runtime: the six categories with their slugs and
 * the fail-reason messages. No TypeBox here, so the browser bundle can import this subpath
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
 * The classifier's health targets (spec section 9): each metric's threshold and which side of it
 * passes. cache_hit_rate is a share (0..1); the others are percentages or milliseconds.
 */
export const CLASSIFIER_TARGETS = [
  { metric: 'cache_hit_rate', op: '>=', threshold: 0.8, label: 'Cache hit rate >= 80%' },
  { metric: 'p95_latency_ms', op: '<=', threshold: 25, label: 'P95 latency <= 25 ms' },
  { metric: 'site_type_agreement_pct', op: '>=', threshold: 80, label: 'Site type agreement >= 80%' },
  { metric: 'industry_agreement_pct', op: '>=', threshold: 70, label: 'Industry agreement >= 70%' },
  { metric: 'low_confidence_rate_pct', op: '<', threshold: 15, label: 'Low confidence rate < 15%' },
  { metric: 'error_rate_pct', op: '<', threshold: 0.5, label: 'Error rate < 0.5%' },
] as const;
export type ClassifierMetric = (typeof CLASSIFIER_TARGETS)[number]['metric'];

/** Fewer classifications than this in 24 hours: the health page says "Insufficient Data" (spec section 4). */
export const CLASSIFIER_MIN_SAMPLE = 10;
