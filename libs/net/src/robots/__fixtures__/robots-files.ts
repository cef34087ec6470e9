/**
 * robots.txt files as sites publish them (modelled on real files of a news site, a shop, a
 * WordPress blog, a site open only to named crawlers and a research site), with the features a
 * rewrite must respect: several agents per group, split groups, wildcards and $ anchors,
 * Allow/Disallow precedence, comments, Crawl-delay, Sitemap lines, CRLF and a dangling group.
 */
export interface RobotsFixture {
  name: string;
  content: string;
  /** Audited page paths. */
  pages: string[];
}

export const NEWS_SITE: RobotsFixture = {
  name: 'news site: AI crawlers blocked in a shared group, wildcards in *',
  content: `# robots.txt for www.dailynews.example
# Questions: webmaster@dailynews.example

User-agent: *
Disallow: /*?*searchResultPosition=
Disallow: /search
Disallow: /svc/
Allow: /svc/news/v3/all/recent.rss
Disallow: /*/comments$
Allow: /ads/public/
Disallow: /ads/

User-agent: GPTBot
User-agent: OAI-SearchBot   # OpenAI, both
User-agent: ClaudeBot
User-agent: anthropic-ai
User-agent: PerplexityBot
User-agent: CCBot
User-agent: Google-Extended
Disallow: /

User-agent: Mediapartners-Google
Disallow:

Sitemap: https://www.dailynews.example/sitemaps/new/news.xml.gz
Sitemap: https://www.dailynews.example/sitemaps/new/sitemap.xml.gz
`,
  pages: ['/', '/2026/11/20/world/story.html', '/section/politics', '/2026/11/20/world/story.html/comments', '/svc/news/v3/all/recent.rss', '/search?q=x'],
};

export const SHOP: RobotsFixture = {
  name: 'shop: own groups with Allow beating Disallow, $ anchors, Crawl-delay',
  content: `# we use Shopify as our ecommerce platform

User-agent: *
Disallow: /admin
Disallow: /cart
Disallow: /orders
Disallow: /checkouts/
Disallow: /*/checkouts
Disallow: /*?*oseid=*
Disallow: /*preview_theme_id*
Disallow: /collections/*sort_by*
Allow: /products/*.json$
Crawl-delay: 2
Sitemap: https://shop.example/sitemap.xml

# Google adsbot ignores robots.txt unless specifically named!
User-agent: adsbot-google
Disallow: /checkouts/
Disallow: /*?*oseid=*

User-agent: Nutch
Disallow: /

User-agent: ClaudeBot
Allow: /blogs/
Disallow: /

User-agent: Perplexity-User
User-agent: ChatGPT-User
Disallow: /products/
Allow: /products/featured$

User-agent: Claude-SearchBot
Disallow: /collections
Crawl-delay: 10

User-agent: Bytespider
Crawl-delay: 30
`,
  pages: ['/', '/products/blue-mug', '/products/featured', '/collections/mugs', '/collections/mugs?sort_by=price', '/blogs/news/launch', '/cart'],
};

/** CRLF line breaks, no final line break, and a group with no rules at the end. */
export const WORDPRESS_CRLF: RobotsFixture = {
  name: 'WordPress blog: CRLF, no final line break, a dangling group at the end',
  content: [
    '# BEGIN WordPress',
    'User-agent: *',
    'Disallow: /wp-admin/',
    'Allow: /wp-admin/admin-ajax.php',
    '',
    'User-agent: Amazonbot',
    'Disallow: /',
    '',
    'Sitemap: https://blog.example/wp-sitemap.xml',
    '# END WordPress',
    '',
    'User-agent: DuckAssistBot',
    'User-agent: OAI-SearchBot',
  ].join('\r\n'),
  pages: ['/', '/hello-world/', '/wp-admin/', '/wp-admin/admin-ajax.php?action=x'],
};

export const NAMED_CRAWLERS_ONLY: RobotsFixture = {
  name: 'site open only to the crawlers it names: * shuts the site',
  content: `User-agent: Googlebot
User-agent: Bingbot
Disallow: /private/

User-agent: CitableBot
Allow: /

User-agent: GPTBot
Allow: /

User-agent: *
Disallow: /
Crawl-delay: 5
`,
  pages: ['/', '/about', '/private/notes'],
};

export const RESEARCH: RobotsFixture = {
  name: 'research site: a path-specific group for a search crawler, a Disallow the * group shares',
  content: `User-agent: *
Disallow: /research/drafts/
Allow: /research/drafts/public-

User-agent: OAI-SearchBot
Disallow: /research/
Disallow: /*.pdf$
Disallow: /research/drafts/
Allow: /research/open/

User-agent: Applebot-Extended
Disallow: /research/
`,
  pages: ['/', '/research/paper-1', '/research/paper-1/full.pdf', '/research/drafts/secret', '/research/drafts/public-note', '/research/open/data'],
};

export const ROBOTS_FIXTURES: readonly RobotsFixture[] = [NEWS_SITE, SHOP, WORDPRESS_CRLF, NAMED_CRAWLERS_ONLY, RESEARCH];
