import { describe, expect, it } from 'vitest';
import { AI_BOTS, BOT_PURPOSES } from '@citable/contracts';
import { detectRefusal, type LiveAnswer } from './refusal-detect.js';

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
