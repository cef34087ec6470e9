/**
 * T5: how freely AI crawlers may read the site, as the catalogue's scoring_approach states it.
 * Each bot's access is the share of sampled page paths robots.txt allows for its token (the root
 * verdict when no path was sampled), or 0 when the server refused it live (403, 429, challenge).
 *
 *   score = 100 x (0.6 x mean access of search bots + 0.3 x user-triggered + 0.1 x training)
 *
 * Search bots (OAI-SearchBot, PerplexityBot, Claude-SearchBot) and user-triggered fetchers
 * (ChatGPT-User, Claude-User, Perplexity-User) are what put a page into an answer today, with a
 * link; training crawlers (GPTBot, CCBot, Google-Extended) only shape future models, and many
 * owners block them on purpose. So blocking only training scores 90, still a pass, while blocking
 * the bots that cite fails. A purpose with no bot listed passes its weight to the others.
 */
import { BOT_PURPOSES, type AiBotAccess, type BotPurpose } from '@citable/contracts';
import type { SiteCheck } from '../types.js';

/** The 0.6 / 0.3 / 0.1 above, in tenths so the arithmetic stays exact (blocking training gives 90, not 89.999...). */
const PURPOSE_WEIGHT: Record<BotPurpose, number> = { search: 6, user: 3, training: 1 };

/** 0..1: the share of the site this bot may read. A live refusal overrides robots.txt. */
function botAccess(bot: AiBotAccess): number {
  if (bot.live.blocked) return 0;
  return robotsShare(bot);
}

function robotsShare(bot: AiBotAccess): number {
  if (bot.sampledPaths.length > 0) return bot.robotsAllowedShare;
  return bot.robotsAllowsRoot ? 1 : 0;
}

function liveRefusal(bot: AiBotAccess): string {
  const status = bot.live.statusCode === null ? 'no response' : `HTTP ${bot.live.statusCode}`;
  return `blocked live (${status}${bot.live.reason ? `, ${bot.live.reason}` : ''})`;
}

function robotsLimit(bot: AiBotAccess): string | null {
  const share = robotsShare(bot);
  if (share >= 1) return null;
  return share === 0
    ? 'blocked by robots.txt'
    : `robots.txt allows only ${Math.round(share * 100)}% of ${bot.sampledPaths.length} sampled paths`;
}

/** One line per bot that cannot read everything, naming how it is held back. */
function blockedLine(bot: AiBotAccess): string | null {
  const how = [robotsLimit(bot), bot.live.blocked ? liveRefusal(bot) : null].filter((s) => s !== null);
  return how.length === 0 ? null : `${bot.token} (${bot.operator}, ${bot.purpose}): ${how.join('; ')}`;
}

function meanAccess(bots: readonly AiBotAccess[]): number {
  return bots.reduce((sum, bot) => sum + botAccess(bot), 0) / bots.length;
}

export const check: SiteCheck = {
  id: 'T5_ai_bot_access',
  evaluate({ artifacts }) {
    const access = artifacts.aiBotAccess;
    // The crawler always gathers this artifact; its absence is a broken run, not "not applicable".
    if (access === null) throw new Error('Missing required artifact: aiBotAccess');
    if (access.bots.length === 0) return { notApplicable: true, reason: 'No AI crawler was probed' };

    const purposes = BOT_PURPOSES.map((purpose) => ({
      purpose,
      bots: access.bots.filter((b) => b.purpose === purpose),
    })).filter((p) => p.bots.length > 0);
    const weight = purposes.reduce((sum, p) => sum + PURPOSE_WEIGHT[p.purpose], 0);
    const score = (100 * purposes.reduce((sum, p) => sum + PURPOSE_WEIGHT[p.purpose] * meanAccess(p.bots), 0)) / weight;

    const blocked = access.bots.map(blockedLine).filter((line) => line !== null);
    return {
      score,
      details: {
        robots_txt_found: access.robotsTxtFound,
        by_purpose: Object.fromEntries(purposes.map((p) => [p.purpose, meanAccess(p.bots)])),
        bots: access.bots.map((bot) => ({ token: bot.token, purpose: bot.purpose, access: botAccess(bot), live_blocked: bot.live.blocked })),
      },
      evidence: [
        `${access.bots.length - blocked.length} of ${access.bots.length} AI crawlers can read the whole site`,
        ...(access.robotsTxtFound ? [] : ['No robots.txt: AI crawlers are allowed by default']),
        ...blocked,
      ],
    };
  },
};
