/** What a failed audit tells its owner, by fail_reason (spec section 4, word for word). */
const MESSAGES: Record<string, string> = {
  non_content_platform: 'This platform requires login or is a web application (not a content site). Try a different domain.',
  timeout_no_pages_discovered: 'No pages discovered after 2 minutes. The site may be blocking our crawler or have no accessible content.',
  no_crawlable_pages_found: 'No crawlable pages found. Check if you entered the correct domain or if the site blocks crawlers.',
  domain_error_or_empty_page: 'Domain returned an error page or is not configured. Please check the URL and try again.',
};

export function failReasonMessage(reason: string | null | undefined): string {
  if (!reason) return 'Unknown error';
  const known = MESSAGES[reason];
  if (known) return known;
  if (reason.startsWith('precheck_failed')) return `Domain validation failed: ${reason.slice('precheck_failed'.length).replace(/^_/, '').replace(/_/g, ' ')}`;
  return `Reason: ${reason}`;
}
