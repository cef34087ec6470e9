/**
 * Who fetches pages for Citable, and which AI crawlers an audit reports on. Declared once: the
 * crawler fetches and judges with them, the gateway publishes them (the bot page and its JSON).
 */
import type { BotPurpose } from './enums.js';

/**
 * How Citable's crawler names itself (decisions.md, Crawling). Site owners match on the token in
 * robots.txt; the User-Agent carries it and the page that explains the bot.
 */
export const CITABLE_BOT = {
  /** The product token robots.txt groups address ("User-agent: CitableBot"). */
  token: 'CitableBot',
  infoUrl: 'https://citable.app/bot',
  userAgent: 'Mozilla/5.0 (compatible; CitableBot/1.0; +https://citable.app/bot)',
} as const;

/**
 * The AI crawlers whose access the audit reports (T5_ai_bot_access). Data, not code: adding a
 * crawler is one entry. Like Lighthouse's BOT_USER_AGENTS in is-crawlable.js, each entry names
 * the robots.txt product token; the User-Agent is what the operator documents (or what is seen in
 * server logs when the operator documents only the token), used for the live fetch that reveals
 * blocks robots.txt does not show. Servers match the token inside the string, so the token must
 * appear in it.
 *
 * `userAgent: null` marks a robots.txt-only control token: Google-Extended and Applebot-Extended
 * have no crawler of their own (Googlebot and Applebot fetch, the token only governs use for AI),
 * so there is nothing distinct to fetch as.
 */
export interface AiBot {
  /** robots.txt product token. */
  token: string;
  operator: string;
  /** training: collects data for models; search: builds an AI search index; user: fetches live for a user's question. */
  purpose: BotPurpose;
  userAgent: string | null;
  docsUrl: string;
  /** What the crawler's fetches end up in, in plain words: "ChatGPT search", "OpenAI's model training". */
  product: string;
  /** Training crawlers: what blocking this one leaves working ("ChatGPT search unaffected"). */
  unaffected?: string;
}

const webkit = (product: string, contact: string) =>
  `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ${product}; +${contact})`;

export const AI_BOTS: readonly AiBot[] = [
  {
    token: 'GPTBot',
    operator: 'OpenAI',
    purpose: 'training',
    userAgent: webkit('GPTBot/1.1', 'https://openai.com/gptbot'),
    docsUrl: 'https://platform.openai.com/docs/bots',
    product: "OpenAI's model training",
    unaffected: 'ChatGPT search unaffected',
  },
  {
    token: 'OAI-SearchBot',
    operator: 'OpenAI',
    purpose: 'search',
    userAgent: webkit('OAI-SearchBot/1.0', 'https://openai.com/searchbot'),
    docsUrl: 'https://platform.openai.com/docs/bots',
    product: 'ChatGPT search',
  },
  {
    token: 'ChatGPT-User',
    operator: 'OpenAI',
    purpose: 'user',
    userAgent: webkit('ChatGPT-User/1.0', 'https://openai.com/bot'),
    docsUrl: 'https://platform.openai.com/docs/bots',
    product: 'ChatGPT',
  },
  {
    token: 'ClaudeBot',
    operator: 'Anthropic',
    purpose: 'training',
    userAgent: webkit('ClaudeBot/1.0', 'claudebot@anthropic.com'),
    docsUrl: 'https://support.claude.com/en/articles/8896518',
    product: "Anthropic's model training",
    unaffected: "Claude's search and answers unaffected",
  },
  {
    token: 'Claude-SearchBot',
    operator: 'Anthropic',
    purpose: 'search',
    userAgent: webkit('Claude-SearchBot/1.0', 'Claude-SearchBot@anthropic.com'),
    docsUrl: 'https://support.claude.com/en/articles/8896518',
    product: "Claude's search results",
  },
  {
    token: 'Claude-User',
    operator: 'Anthropic',
    purpose: 'user',
    userAgent: webkit('Claude-User/1.0', 'Claude-User@anthropic.com'),
    docsUrl: 'https://support.claude.com/en/articles/8896518',
    product: 'Claude',
  },
  {
    token: 'PerplexityBot',
    operator: 'Perplexity',
    purpose: 'search',
    userAgent: webkit('PerplexityBot/1.0', 'https://perplexity.ai/perplexitybot'),
    docsUrl: 'https://docs.perplexity.ai/guides/bots',
    product: 'Perplexity search',
  },
  {
    token: 'Perplexity-User',
    operator: 'Perplexity',
    purpose: 'user',
    userAgent: webkit('Perplexity-User/1.0', 'https://perplexity.ai/perplexity-user'),
    docsUrl: 'https://docs.perplexity.ai/guides/bots',
    product: 'Perplexity',
  },
  {
    token: 'Google-Extended',
    operator: 'Google',
    purpose: 'training',
    userAgent: null,
    docsUrl: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers#google-extended',
    product: 'Gemini training and grounding',
    unaffected: 'Google Search and AI Overviews unaffected',
  },
  {
    token: 'Applebot-Extended',
    operator: 'Apple',
    purpose: 'training',
    userAgent: null,
    docsUrl: 'https://support.apple.com/en-us/119829',
    product: "Apple's model training",
    unaffected: 'Siri and Spotlight (Applebot) unaffected',
  },
  {
    token: 'CCBot',
    operator: 'Common Crawl',
    purpose: 'training',
    userAgent: 'CCBot/2.0 (https://commoncrawl.org/faq/)',
    docsUrl: 'https://commoncrawl.org/ccbot',
    product: "Common Crawl's open dataset, used to train many models",
    unaffected: 'no AI search affected',
  },
  {
    token: 'Bytespider',
    operator: 'ByteDance',
    purpose: 'training',
    userAgent:
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    docsUrl: 'https://darkvisitors.com/agents/bytespider',
    product: "ByteDance's model training",
    unaffected: 'no AI search affected',
  },
  {
    token: 'meta-externalagent',
    operator: 'Meta',
    purpose: 'training',
    userAgent: 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    docsUrl: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers',
    product: "Meta's model training",
    unaffected: "Meta AI's live answers (Meta-ExternalFetcher) unaffected",
  },
  {
    token: 'Meta-ExternalFetcher',
    operator: 'Meta',
    purpose: 'user',
    userAgent: 'meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    docsUrl: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers',
    product: 'Meta AI',
  },
  {
    token: 'Amazonbot',
    operator: 'Amazon',
    purpose: 'search',
    userAgent: webkit('Amazonbot/0.1', 'https://developer.amazon.com/support/amazonbot'),
    docsUrl: 'https://developer.amazon.com/amazonbot',
    product: "Alexa and Amazon's AI answers",
  },
  {
    token: 'Applebot',
    operator: 'Apple',
    purpose: 'search',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    docsUrl: 'https://support.apple.com/en-us/119829',
    product: 'Siri and Spotlight suggestions',
  },
  {
    token: 'DuckAssistBot',
    operator: 'DuckDuckGo',
    purpose: 'search',
    userAgent: 'DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)',
    docsUrl: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
    product: "DuckDuckGo's DuckAssist answers",
  },
  {
    token: 'cohere-ai',
    operator: 'Cohere',
    purpose: 'user',
    userAgent: 'Mozilla/5.0 (compatible; cohere-ai/1.0; +https://cohere.com)',
    docsUrl: 'https://darkvisitors.com/agents/cohere-ai',
    product: "Cohere's assistants",
  },
  {
    token: 'MistralAI-User',
    operator: 'Mistral AI',
    purpose: 'user',
    userAgent: webkit('MistralAI-User/1.0', 'https://docs.mistral.ai/robots'),
    docsUrl: 'https://docs.mistral.ai/robots',
    product: 'Le Chat',
  },
];
