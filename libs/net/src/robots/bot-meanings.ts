/**
 * What robots.txt rules mean for each AI crawler, in plain words: which product a crawler feeds,
 * and, for a training crawler, what keeps working when it is blocked. Data, keyed by the robots.txt
 * token of contracts' AI_BOTS (a test checks every crawler has an entry). Sources: each operator's
 * crawler documentation (AI_BOTS docsUrl).
 */
import type { AiBot, RobotsVerdict } from '@citable/contracts';

export interface BotProduct {
  /** What the crawler's fetches end up in: "ChatGPT search", "Claude", "Gemini and Vertex AI training". */
  product: string;
  /** Training crawlers: what blocking this one leaves untouched. */
  unaffected?: string;
}

export const BOT_PRODUCTS: Readonly<Record<string, BotProduct>> = {
  GPTBot: { product: "OpenAI's model training", unaffected: 'ChatGPT search unaffected' },
  'OAI-SearchBot': { product: 'ChatGPT search' },
  'ChatGPT-User': { product: 'ChatGPT' },
  ClaudeBot: { product: "Anthropic's model training", unaffected: "Claude's search and answers unaffected" },
  'Claude-SearchBot': { product: "Claude's search results" },
  'Claude-User': { product: 'Claude' },
  PerplexityBot: { product: 'Perplexity search' },
  'Perplexity-User': { product: 'Perplexity' },
  'Google-Extended': { product: 'Gemini training and grounding', unaffected: 'Google Search and AI Overviews unaffected' },
  'Applebot-Extended': { product: "Apple's model training", unaffected: 'Siri and Spotlight (Applebot) unaffected' },
  CCBot: { product: "Common Crawl's open dataset, used to train many models", unaffected: 'no AI search affected' },
  Bytespider: { product: "ByteDance's model training", unaffected: 'no AI search affected' },
  'meta-externalagent': { product: "Meta's model training", unaffected: "Meta AI's live answers (Meta-ExternalFetcher) unaffected" },
  'Meta-ExternalFetcher': { product: 'Meta AI' },
  Amazonbot: { product: "Alexa and Amazon's AI answers" },
  Applebot: { product: 'Siri and Spotlight suggestions' },
  DuckAssistBot: { product: "DuckDuckGo's DuckAssist answers" },
  'cohere-ai': { product: "Cohere's assistants" },
  'MistralAI-User': { product: 'Le Chat' },
};

const pages = (n: number) => (n === 1 ? '1 audited page' : `${n} audited pages`);

/**
 * The sentence for one crawler: "{token} is blocked: ..." / "... is allowed: ..." / "... is
 * blocked from N audited pages: ...". `refused` counts the audited pages it may not read.
 */
export function meaningOf(bot: Pick<AiBot, 'token' | 'purpose'>, verdict: RobotsVerdict, refused: number): string {
  const { product, unaffected } = BOT_PRODUCTS[bot.token] ?? { product: `${bot.token}'s service` };
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
