/**
 * How Citable's crawler names itself: one place for the robots.txt token, the User-Agent and
 * the page that explains the bot (decisions.md, Crawling). Site owners match on the token.
 */
export const CITABLE_BOT = {
  /** The product token robots.txt groups address ("User-agent: CitableBot"). */
  token: 'CitableBot',
  infoUrl: 'https://citable.app/bot',
  userAgent: 'Mozilla/5.0 (compatible; CitableBot/1.0; +https://citable.app/bot)',
} as const;
