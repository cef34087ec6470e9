/**
 * What each AI crawler is allowed to see (T5_ai_bot_access): robots.txt's verdict for its token
 * on the root and on a sample of the site's pages, and a live fetch of the root with its
 * User-Agent to catch refusals robots.txt does not announce.
 */
import { AI_BOTS, type AiBot, type AiBotAccess, type AiBotAccessArtifact } from '@citable/contracts';
import type { FetchResult, RobotsRules } from '@citable/net';
import { detectRefusal, type LiveAnswer } from './refusal-detect.js';

export interface BotAccessInput {
  /** Public root URL of the site. */
  rootUrl: string;
  /** robots.txt of the root's origin. */
  robots: RobotsRules;
  /** Public URLs of pages to judge robots.txt on (a sample of the crawl). */
  samplePageUrls: readonly string[];
  /** How Citable's own fetch of the root went: the yardstick for "refused this agent". */
  baseline: FetchResult | null;
  /** Fetches a URL with the given User-Agent (throttled and SSRF-guarded by the caller). */
  fetchAs(url: string, userAgent: string): Promise<FetchResult>;
  bots?: readonly AiBot[];
}

/** Challenge pages are small and put their markers near the top. */
const BODY_HEAD_BYTES = 64 * 1024;

function toLiveAnswer(result: FetchResult): LiveAnswer {
  return {
    status: result.status,
    headers: result.headers,
    bodyHead: result.body ? result.body.subarray(0, BODY_HEAD_BYTES).toString('utf8') : '',
    failed: result.status === null,
  };
}

/** Same-origin path of each sampled URL, so the root origin's robots.txt can judge it. */
function samplePaths(rootUrl: string, pageUrls: readonly string[]): string[] {
  const paths = pageUrls.map((u) => {
    const url = new URL(u);
    return `${url.pathname}${url.search}`;
  });
  return [...new Set(paths.length > 0 ? paths : [new URL(rootUrl).pathname])];
}

async function liveCheck(bot: AiBot, robotsAllowsRoot: boolean, input: BotAccessInput): Promise<AiBotAccess['live']> {
  if (bot.userAgent === null) {
    return { statusCode: null, blocked: false, reason: 'robots.txt control token only: no crawler of its own to fetch as' };
  }
  // Fetching as a crawler the site has excluded would ignore the site's own wish; robots.txt already answers.
  if (!robotsAllowsRoot) return { statusCode: null, blocked: false, reason: 'not fetched: robots.txt disallows this agent' };
  const result = await input.fetchAs(input.rootUrl, bot.userAgent);
  const baseline = input.baseline ? toLiveAnswer(input.baseline) : null;
  const refusal = detectRefusal(toLiveAnswer(result), baseline);
  return { statusCode: result.status, blocked: refusal.blocked, reason: refusal.reason ?? result.error?.message ?? null };
}

export async function gatherAiBotAccess(input: BotAccessInput): Promise<AiBotAccessArtifact> {
  const origin = new URL(input.rootUrl).origin;
  const paths = samplePaths(input.rootUrl, input.samplePageUrls);
  const bots = await Promise.all(
    (input.bots ?? AI_BOTS).map(async (bot): Promise<AiBotAccess> => {
      const allowed = paths.filter((p) => input.robots.isAllowed(`${origin}${p}`, bot.token)).length;
      const robotsAllowsRoot = input.robots.isAllowed(`${origin}/`, bot.token);
      return {
        token: bot.token,
        operator: bot.operator,
        purpose: bot.purpose,
        robotsAllowsRoot,
        robotsAllowedShare: allowed / paths.length,
        sampledPaths: paths,
        live: await liveCheck(bot, robotsAllowsRoot, input),
      };
    }),
  );
  return { robotsTxtFound: input.robots.availability === 'found', bots };
}
