import { describe, expect, it } from 'vitest';

import { failReasonMessage } from './vocab.js';

describe('failReasonMessage', () => {
  it.each([
    ['non_content_platform', 'This platform requires login or is a web application (not a content site). Try a different domain.'],
    [
      'timeout_no_pages_discovered',
      'No pages discovered after 2 minutes. The site may be blocking our crawler or have no accessible content.',
    ],
    [
      'no_crawlable_pages_found',
      'No crawlable pages found. Check if you entered the correct domain or if the site blocks crawlers.',
    ],
    ['domain_error_or_empty_page', 'Domain returned an error page or is not configured. Please check the URL and try again.'],
  ])('%s', (reason, message) => {
    expect(failReasonMessage(reason)).toBe(message);
  });

  it('names a failed precheck with underscores as spaces', () => {
    expect(failReasonMessage('precheck_failed_dns_not_found')).toBe('Domain validation failed: dns not found');
    expect(failReasonMessage('precheck_failed:address_not_allowed')).toBe('Domain validation failed: address not allowed');
    expect(failReasonMessage('precheck_failed')).toBe('Domain validation failed:');
  });

  it('shows any other reason as it came, or "Unknown error"', () => {
    expect(failReasonMessage('internal_error')).toBe('Reason: internal_error');
    expect(failReasonMessage(null)).toBe('Unknown error');
    expect(failReasonMessage(undefined)).toBe('Unknown error');
    expect(failReasonMessage('  ')).toBe('Unknown error');
  });
});
