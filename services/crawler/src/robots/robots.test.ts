import { describe, expect, it } from 'vitest';
import { AI_BOTS, BOT_PURPOSES } from '@citable/contracts';
import type { FetchResult } from '../net/fetcher.js';
import { detectRefusal, type LiveAnswer } from './refusal-detect.js';
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

describe('AI_BOTS', () => {
  it('lists each token once, with a purpose, an operator and a docs URL', () => {
    const tokens = AI_BOTS.map((b) => b.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const bot of AI_BOTS) {
      expect(BOT_PURPOSES).toContain(bot.purpose);
      expect(bot.operator).not.toBe('');
      expect(() => new URL(bot.docsUrl)).not.toThrow();
      // Servers recognise crawlers by the token inside the User-Agent.
      if (bot.userAgent !== null) expect(bot.userAgent.toLowerCase()).toContain(bot.token.toLowerCase());
    }
  });

  it('covers the crawlers decisions.md names', () => {
    const tokens = AI_BOTS.map((b) => b.token);
    for (const token of ['GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'ClaudeBot', 'Claude-User', 'Claude-SearchBot', 'PerplexityBot', 'Perplexity-User', 'Google-Extended', 'Applebot-Extended', 'CCBot']) {
      expect(tokens).toContain(token);
    }
  });
});

describe('detectRefusal', () => {
  const answer = (status: number | null, bodyHead = '', headers: Record<string, string> = {}): LiveAnswer => ({
    status,
    headers,
    bodyHead,
    failed: status === null,
  });
  const ok = answer(200, '<html><title>Home</title></html>');

  it.each([
    [answer(403, 'Forbidden'), /403/],
    [answer(401, ''), /401/],
    [answer(429, 'Too Many Requests'), /429/],
    [answer(503, '<html><head><title>Just a moment...</title></head></html>'), /Just a moment/],
    [answer(200, '<title>Attention Required! | Cloudflare</title>'), /Attention Required/],
    [answer(200, '<div class="g-recaptcha" data-sitekey="x"></div>'), /captcha/],
    [answer(200, '<script src="/cdn-cgi/challenge-platform/h/b/orchestrate"></script>'), /Cloudflare/],
    [answer(403, '', { 'cf-mitigated': 'challenge' }), /cf-mitigated/],
    [answer(null), /dropped/],
  ])('flags a refusal (%#)', (live, reason) => {
    const refusal = detectRefusal(live, ok);
    expect(refusal.blocked).toBe(true);
    expect(refusal.reason).toMatch(reason);
  });

  it('does not flag a normal page, or an article that merely mentions captchas', () => {
    expect(detectRefusal(ok, ok)).toEqual({ blocked: false, reason: null });
    expect(detectRefusal(answer(200, '<p>How a captcha works, explained.</p>'), ok).blocked).toBe(false);
  });

  it('does not blame the agent for an answer every agent gets', () => {
    const broken = answer(500, 'error');
    expect(detectRefusal(broken, broken).blocked).toBe(false);
  });
});
