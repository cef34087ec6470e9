import { describe, expect, it } from 'vitest';
import type { FetchResult } from '../fetcher.js';
import { robotsRulesFrom } from './robots-rules.js';

const ROBOTS_URL = 'https://example.com/robots.txt';

function robotsFetch(status: number | null, body: string | null, error: FetchResult['error'] = null): FetchResult {
  return {
    requestedUrl: ROBOTS_URL,
    finalUrl: ROBOTS_URL,
    status,
    headers: {},
    body: body === null ? null : Buffer.from(body),
    redirectChain: [],
    timings: { startedAt: 0, ttfbMs: null, totalMs: 1 },
    error,
  };
}

describe('robotsRulesFrom', () => {
  const content = `User-agent: GPTBot
Disallow: /

User-agent: CitableBot
Disallow: /private/
Crawl-delay: 2

User-agent: *
Disallow: /admin

Sitemap: https://example.com/sitemap.xml`;
  const rules = robotsRulesFrom(ROBOTS_URL, robotsFetch(200, content));

  it('answers per agent token, falling back to the * group', () => {
    expect(rules.availability).toBe('found');
    expect(rules.isAllowed('https://example.com/', 'GPTBot')).toBe(false);
    expect(rules.isAllowed('https://example.com/', 'ClaudeBot')).toBe(true);
    expect(rules.isAllowed('https://example.com/admin', 'ClaudeBot')).toBe(false);
    expect(rules.isAllowed('https://example.com/private/x', 'CitableBot')).toBe(false);
    // CitableBot has its own group, so the * group's /admin rule does not apply to it.
    expect(rules.isAllowed('https://example.com/admin', 'CitableBot')).toBe(true);
  });

  it('reads Crawl-delay and Sitemap lines', () => {
    expect(rules.crawlDelayMs('CitableBot')).toBe(2000);
    expect(rules.crawlDelayMs('ClaudeBot')).toBeNull();
    expect(rules.sitemaps).toEqual(['https://example.com/sitemap.xml']);
    expect(rules.artifact).toEqual({ url: ROBOTS_URL, statusCode: 200, content, error: null });
  });

  it('treats a 4xx as "no rules": everything allowed (RFC 9309)', () => {
    const absent = robotsRulesFrom(ROBOTS_URL, robotsFetch(404, 'nope'));
    expect(absent.availability).toBe('absent');
    expect(absent.isAllowed('https://example.com/anything', 'CitableBot')).toBe(true);
    expect(absent.artifact.content).toBeNull();
  });

  it.each([
    ['a 5xx', robotsFetch(503, 'down')],
    ['a 429', robotsFetch(429, 'slow down')],
    ['a network failure', robotsFetch(null, null, { code: 'connection_reset', message: 'reset' })],
  ])('treats %s as "assume complete disallow" (RFC 9309)', (_label, result) => {
    const unreachable = robotsRulesFrom(ROBOTS_URL, result);
    expect(unreachable.availability).toBe('unreachable');
    expect(unreachable.isAllowed('https://example.com/', 'CitableBot')).toBe(false);
  });

  it('treats a redirect loop as unavailable (allowed), as the RFC permits', () => {
    const looped = robotsRulesFrom(ROBOTS_URL, robotsFetch(302, null, { code: 'redirect_loop', message: 'loop' }));
    expect(looped.availability).toBe('absent');
    expect(looped.isAllowed('https://example.com/', 'CitableBot')).toBe(true);
  });
});
