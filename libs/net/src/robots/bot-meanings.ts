/**
 * What robots.txt rules mean for each AI crawler, in plain words, from what contracts' AI_BOTS
 * say of it: the product its fetches feed and, for a training crawler, what keeps working when
 * it is blocked (sources: each operator's crawler documentation, AI_BOTS docsUrl).
 */
import type { AiBot, RobotsVerdict } from '@citable/contracts';

const pages = (n: number) => (n === 1 ? '1 audited page' : `${n} audited pages`);

/**
 * The sentence for one crawler: "{token} is blocked: ..." / "... is allowed: ..." / "... is
 * blocked from N audited pages: ...". `refused` counts the audited pages it may not read.
 */
export function meaningOf(bot: Pick<AiBot, 'token' | 'purpose' | 'product' | 'unaffected'>, verdict: RobotsVerdict, refused: number): string {
  const { product, unaffected } = bot;
  const partly = `${bot.token} is blocked from ${pages(refused)}`;
  switch (bot.purpose) {
    case 'training':
      if (verdict === 'allowed') return `${bot.token} is allowed: the site's pages may be used for ${product}.`;
      return `${verdict === 'blocked' ? `${bot.token} is blocked` : partly}: training only; ${unaffected ?? 'no AI search affected'}.`;
    case 'search':
      if (verdict === 'allowed') return `${bot.token} is allowed: the site can appear as a cited source in ${product}.`;
      if (verdict === 'blocked') return `${bot.token} is blocked: the site cannot appear as a cited source in ${product}.`;
      return `${partly}: those pages cannot appear as cited sources in ${product}.`;
    case 'user':
      if (verdict === 'allowed') return `${bot.token} is allowed: ${product} can open the site's pages when a user asks about them.`;
      if (verdict === 'blocked') return `${bot.token} is blocked: ${product} cannot open the site's pages when a user asks about them.`;
      return `${partly}: ${product} cannot open those pages when a user asks about them.`;
  }
}
