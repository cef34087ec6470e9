import { describe, expect, it } from 'vitest';
import { artifacts, bot, run } from '../__tests__/fixtures.js';

const blockedByRobots = { robotsAllowsRoot: false, robotsAllowedShare: 0 };
const refused = (statusCode: number, reason: string) => ({ live: { statusCode, blocked: true, reason } });

// score = 100 x (0.6 search + 0.3 user + 0.1 training), each the mean access of its bots.
// Thresholds (decisions.md): pass 85, warn 60. T5 is a preview check: scored and stored, never averaged.
describe('T5_ai_bot_access', () => {
  it.each([
    {
      name: 'pass: everything allowed',
      bots: [bot('OAI-SearchBot', 'search'), bot('ChatGPT-User', 'user'), bot('GPTBot', 'training')],
      score: 100,
      status: 'ok',
    },
    {
      name: 'pass: blocking only training crawlers costs 10',
      bots: [bot('OAI-SearchBot', 'search'), bot('ChatGPT-User', 'user'), bot('GPTBot', 'training', blockedByRobots), bot('CCBot', 'training', blockedByRobots)],
      score: 90,
      status: 'ok',
    },
    {
      name: 'warn: one of two search bots refused live',
      // 0.6 x 0.5 + 0.3 x 1 + 0.1 x 1 = 0.7
      bots: [bot('OAI-SearchBot', 'search'), bot('PerplexityBot', 'search', refused(403, 'challenge page')), bot('Claude-User', 'user'), bot('ClaudeBot', 'training')],
      score: 70,
      status: 'warn',
    },
    {
      name: 'fail: search bots blocked, half the paths for user bots',
      // 0.6 x 0 + 0.3 x 0.5 + 0.1 x 1 = 0.25
      bots: [bot('OAI-SearchBot', 'search', blockedByRobots), bot('ChatGPT-User', 'user', { robotsAllowedShare: 0.5 }), bot('GPTBot', 'training')],
      score: 25,
      status: 'fail',
    },
    {
      name: 'a purpose with no bots passes its weight on',
      // (0.6 x 1 + 0.1 x 0) / 0.7
      bots: [bot('OAI-SearchBot', 'search'), bot('GPTBot', 'training', refused(429, 'rate limited'))],
      score: 600 / 7,
      status: 'ok',
    },
    {
      name: 'the root verdict stands in when no path was sampled',
      bots: [bot('OAI-SearchBot', 'search', { sampledPaths: [], robotsAllowsRoot: false, robotsAllowedShare: 1 })],
      score: 0,
      status: 'fail',
    },
    { name: 'not applicable: no bot probed', bots: [], status: 'not_applicable' },
  ])('$name', ({ bots, score, status }) => {
    const checked = run('T5_ai_bot_access', [], artifacts({ aiBotAccess: { robotsTxtFound: true, bots } }));
    expect(checked.status).toBe(status);
    expect(checked.preview).toBe(true);
    if (score !== undefined) expect(checked.score).toBeCloseTo(score, 10);
  });

  it('names each held-back bot and how: robots.txt rule or live refusal', () => {
    const checked = run(
      'T5_ai_bot_access',
      [],
      artifacts({
        aiBotAccess: {
          robotsTxtFound: false,
          bots: [
            bot('OAI-SearchBot', 'search'),
            bot('GPTBot', 'training', { operator: 'OpenAI', ...blockedByRobots }),
            bot('ClaudeBot', 'training', { operator: 'Anthropic', ...refused(403, 'Cloudflare challenge') }),
            bot('PerplexityBot', 'search', { operator: 'Perplexity', robotsAllowedShare: 0.25, ...refused(429, '') }),
          ],
        },
      }),
    );
    expect(checked.evidence).toEqual([
      '1 of 4 AI crawlers can read the whole site',
      'No robots.txt: AI crawlers are allowed by default',
      'GPTBot (OpenAI, training): blocked by robots.txt',
      'ClaudeBot (Anthropic, training): blocked live (HTTP 403, Cloudflare challenge)',
      'PerplexityBot (Perplexity, search): robots.txt allows only 25% of 4 sampled paths; blocked live (HTTP 429)',
    ]);
  });

  it('is an error result, not a throw, when the crawler gathered no bot access', () => {
    const checked = run('T5_ai_bot_access', [], artifacts({ aiBotAccess: null }));
    expect(checked.status).toBe('error');
    expect(checked.score).toBe(0);
    expect(checked.error).toBe('Missing required artifact: aiBotAccess');
  });
});
