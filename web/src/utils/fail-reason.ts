/**
 * Why an audit failed, in words (spec 4). The crawler spells the reasons exactly as listed;
 * anything else is shown as it came, so a new reason is never hidden.
 */
const MESSAGES: Record<string, string> = {
  non_content_platform: 'This platform requires login or is a web application (not a content site). Try a different domain.',
  timeout_no_pages_discovered:
    'No pages discovered after 2 minutes. The site may be blocking our crawler or have no accessible content.',
  no_crawlable_pages_found:
    'No crawlable pages found. Check if you entered the correct domain or if the site blocks crawlers.',
  domain_error_or_empty_page: 'Domain returned an error page or is not configured. Please check the URL and try again.',
};

const PRECHECK = 'precheck_failed';

export function failReasonMessage(reason: string | null | undefined): string {
  const value = reason?.trim();
  if (!value) return 'Unknown error';
  const known = MESSAGES[value];
  if (known) return known;
  if (value.startsWith(PRECHECK)) {
    // "precheck_failed_dns_not_found" -> "dns not found"; the separator after the prefix goes.
    const rest = value.slice(PRECHECK.length).replace(/^[_:\s-]+/, '');
    return `Domain validation failed: ${rest.replace(/_/g, ' ')}`.trimEnd();
  }
  return `Reason: ${value}`;
}
