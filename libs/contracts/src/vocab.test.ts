import { describe, expect, it } from 'vitest';

import { CLASSIFIER_TARGETS, classifierTargetLabel, failReasonMessage, meetsClassifierTarget, verticalLabel, VERTICALS } from './vocab.js';

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

describe('classifier targets', () => {
  it('are written as spec section 9 writes them', () => {
    expect(CLASSIFIER_TARGETS.map(classifierTargetLabel)).toEqual([
      'Cache hit rate >= 80%',
      'P95 latency <= 25 ms',
      'Site type agreement >= 80%',
      'Industry agreement >= 70%',
      'Low confidence rate < 15%',
      'Error rate < 0.5%',
    ]);
  });
  it('judge a value against the threshold on the right side', () => {
    const [cache, p95, , , lowConfidence] = CLASSIFIER_TARGETS;
    expect([meetsClassifierTarget(cache, 0.8), meetsClassifierTarget(cache, 0.79)]).toEqual([true, false]);
    expect([meetsClassifierTarget(p95, 25), meetsClassifierTarget(p95, 25.1)]).toEqual([true, false]);
    expect([meetsClassifierTarget(lowConfidence, 14.9), meetsClassifierTarget(lowConfidence, 15)]).toEqual([true, false]);
  });
});

describe('verticalLabel', () => {
  it('names each vertical', () => {
    expect(verticalLabel('retail')).toBe('Retail & E-commerce');
    expect(VERTICALS.map((v) => verticalLabel(v.id))).toEqual(VERTICALS.map((v) => v.label));
  });
});
