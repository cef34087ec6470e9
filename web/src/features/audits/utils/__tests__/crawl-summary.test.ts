import { describe, expect, it } from 'vitest';

import { brokenLinkStatus, canonicalCopies, linkingPages, onlyPages, siteUrl } from '../crawl-summary';

describe('crawl summary helpers', () => {
  it('shows the status, or the network error in words when no answer came', () => {
    expect(brokenLinkStatus({ status_code: 404, error: null })).toBe('404');
    expect(brokenLinkStatus({ status_code: null, error: 'connection_reset: socket hang up' })).toBe('connection reset');
    expect(brokenLinkStatus({ status_code: null, error: null })).toBe('no response');
  });

  it('lists the first linking pages and counts the others', () => {
    expect(linkingPages({ linked_from: ['a', 'b', 'c', 'd', 'e'], linked_from_count: 14 })).toEqual({ listed: ['a', 'b', 'c'], more: 'and 11 more' });
    expect(linkingPages({ linked_from: ['a'], linked_from_count: 1 })).toEqual({ listed: ['a'], more: '' });
  });

  it('shows URLs of the audited site as paths, www or not, and others without their scheme', () => {
    expect(siteUrl('https://www.acme.test/docs/intro?x=1', 'https://acme.test/')).toBe('/docs/intro?x=1');
    expect(siteUrl('https://acme.test/', 'https://www.acme.test/')).toBe('/');
    expect(siteUrl('https://elsewhere.test/page', 'https://acme.test/')).toBe('elsewhere.test/page');
  });

  it('knows a crawl that met nothing but pages', () => {
    const counts = { broken_links: 0, redirects: 0, resources: 0, disallowed: 0, not_fetched: 0 };
    const summary = { pages: 3, fetched: 3, fetch_cap: 9, fetch_cap_reached: false, counts, broken_links: [], redirects: [], resources: [] };
    expect(onlyPages(summary)).toBe(true);
    expect(onlyPages({ ...summary, counts: { ...counts, redirects: 1 } })).toBe(false);
    // Canonical copies are not pages either.
    expect(onlyPages({ ...summary, counts: { ...counts, canonical_copies: 2 } })).toBe(false);
    expect(onlyPages({ ...summary, counts: { ...counts, canonical_copies: 0 } })).toBe(true);
  });

  it('reads the canonical copies, and none from a summary kept before they were counted', () => {
    const copy = { url: 'https://acme.test/docs/1.0/install', canonical: 'https://acme.test/docs/3.0/install' };
    const counts = { broken_links: 0, redirects: 0, resources: 0, disallowed: 0, not_fetched: 0 };
    expect(canonicalCopies({ counts: { ...counts, canonical_copies: 158 }, canonical_copies: [copy] })).toEqual({ count: 158, listed: [copy] });
    expect(canonicalCopies({ counts })).toEqual({ count: 0, listed: [] });
  });
});
