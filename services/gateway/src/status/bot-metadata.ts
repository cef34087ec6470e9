import type { Config } from '@citable/config';
import { AI_BOTS, CITABLE_BOT, LIMITS, type BotMetadata } from '@citable/contracts';

/**
 * Who Citable's crawler is, what it fetches and how fast, from the same declarations and settings
 * the crawler runs with (contracts' CITABLE_BOT, AI_BOTS and LIMITS; CRAWL_CONCURRENCY, RENDER_MODE).
 */
export function botMetadata(config: Config): BotMetadata {
  return {
    name: CITABLE_BOT.token,
    operator: 'Citable',
    token: CITABLE_BOT.token,
    user_agent: CITABLE_BOT.userAgent,
    info_url: CITABLE_BOT.infoUrl,
    robots_txt: {
      groups: [CITABLE_BOT.token, '*'],
      block_example: `User-agent: ${CITABLE_BOT.token}\nDisallow: /`,
      crawl_delay_cap_seconds: LIMITS.crawlDelayCapMs / 1000,
    },
    limits: {
      max_pages_per_audit: LIMITS.maxPagesCap,
      fetch_cap_per_page: LIMITS.fetchCapPerPage,
      per_host_concurrency: config.CRAWL_CONCURRENCY,
      page_timeout_seconds: LIMITS.pageTimeoutMs / 1000,
      max_page_bytes: LIMITS.pageSizeCapBytes,
      max_redirects: LIMITS.maxRedirects,
    },
    render_mode: config.RENDER_MODE,
    ai_crawlers: AI_BOTS.map((bot) => ({ token: bot.token, operator: bot.operator, purpose: bot.purpose, user_agent: bot.userAgent, docs_url: bot.docsUrl })),
  };
}
