/** Crawl & Discoverability: can AI crawlers reach, find and index the pages at all? */
import { BASE, type CatalogueCriterion, JS_RULE, PAGE_THRESHOLDS, dedent, steps } from './shared.js';
import { SRC, learnMore, link } from './sources.js';

export const CRAWL_DISCOVERABILITY: readonly CatalogueCriterion[] = [
  {
    ...BASE,
    id: 'T3_noindex_robots',
    label: 'Indexable and quotable',
    title: 'The page can be indexed and quoted: no noindex, nosnippet or tiny max-snippet',
    description: `A noindex or nosnippet directive silently removes a page from AI answers. Google documents that a page must be indexed and eligible for a snippet to appear in AI Overviews and AI Mode, and that nosnippet, data-nosnippet and max-snippet apply to those features too. ${learnMore(SRC.googleRobotsMeta)}`,
    category: 'Crawl & Discoverability',
    scope: 'page',
    weight: 12,
    impact: 'High',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `This is the on/off switch. A noindex left over from staging, an X-Robots-Tag header added by a CDN rule, or a nosnippet meant to stop copying can keep a page out of Google's index and its AI features entirely; Bing, whose index feeds several assistants, honours noindex as well. max-snippet limits how much text may be quoted, and a very low value leaves an engine nothing useful to quote.`,
    how_to_fix: steps(
      'Remove noindex and none from pages you want cited: check <meta name="robots">, <meta name="googlebot"> and the X-Robots-Tag HTTP header.',
      'Remove nosnippet and max-snippet:0; if you must limit snippets, use max-snippet of at least 160, or data-nosnippet on specific passages only.',
      'Check CDN, server and framework configuration for X-Robots-Tag rules that cover whole paths.',
      "Don't put noindex in the static HTML and remove it with JavaScript: Google may not render a page whose initial HTML says noindex.",
    ),
    common_issues: [
      'noindex left over from staging or a pre-launch checklist',
      'X-Robots-Tag: noindex on a whole directory from a CDN or server rule',
      'nosnippet added to stop content copying',
      'An SEO plugin setting that noindexes category or tag pages holding real content',
      'noindex in the static HTML, removed later by JavaScript',
    ],
    quick_fixes: [
      'Search templates and server configuration for "noindex"',
      'Replace a page-wide nosnippet with data-nosnippet on the sensitive part',
    ],
    examples: [
      {
        label: 'Before: excluded from the index',
        code: dedent(`
          <meta name="robots" content="noindex, nofollow">
          <!-- or, as an HTTP response header: X-Robots-Tag: noindex -->
        `),
      },
      { label: 'After: indexable, full snippets allowed', code: '<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large">' },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        'Google documents that a page must be indexed and eligible to be shown with a snippet to appear as a supporting link in AI Overviews and AI Mode, and that noindex, nosnippet, data-nosnippet and max-snippet control this.',
      source: link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
    },
    display_order: 28,
    importance_rank: 3,
    scoring_approach:
      'Reads robots meta tags (robots, googlebot and AI crawler names) and the X-Robots-Tag header. A directive in either the static or the rendered HTML counts, because Google may skip rendering when the initial HTML says noindex. 0 for noindex or none. 20 for nosnippet or max-snippet:0. 60 for max-snippet between 1 and 49, or when data-nosnippet covers more than half of the main text. Otherwise 100. Non-standard directives such as noai or noimageai are recorded in the evidence without changing the score. Only 2xx HTML pages are scored.',
    official_docs: SRC.googleRobotsMeta,
    references: [SRC.googleRobotsMeta, SRC.googleAiFeatures, SRC.googleBlockIndexing, SRC.googleJavaScriptSeo],
    learn_more_links: [
      link('Robots meta tag and X-Robots-Tag specifications (Google)', SRC.googleRobotsMeta),
      link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
    ],
  },
  {
    ...BASE,
    id: 'A9_internal_linking',
    label: 'Internal linking',
    title: 'The page links to related pages with crawlable, descriptive links and sits within 3 clicks of home',
    description: `Crawlers, including the ones that build AI search indexes, find pages by following links. Well-linked pages, with anchor text that says what lies behind each link, are found sooner, recrawled more often and better understood. ${learnMore(SRC.googleCrawlableLinks)}`,
    category: 'Crawl & Discoverability',
    scope: 'page',
    weight: 7,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `Google documents that it finds pages through <a href> links and uses their anchor text to understand the target. AI search crawlers discover pages the same way, and a page buried five clicks deep, or reachable only through a JavaScript menu, may never be fetched. When an assistant fetches one of your pages for a user, contextual links are its path to the next relevant page.`,
    how_to_fix: steps(
      'Link to 3 or more related pages from the body text, not just the menu.',
      'Use <a href="/path"> links; avoid onclick handlers, href="#" and javascript: links for navigation.',
      'Write anchor text that names the target ("roof repair costs"), not "click here".',
      'Keep important pages within 3 clicks of the homepage through hub pages and breadcrumbs.',
      'Update internal links that point to redirected or broken URLs.',
    ),
    common_issues: [
      'Body text with no links to related pages',
      'Navigation built from buttons and JavaScript routing only',
      '"Read more" and "Click here" as anchor text',
      'Deep pages reachable only through pagination or site search',
    ],
    quick_fixes: ['Add three contextual links to each article', 'Rewrite generic anchor text'],
    examples: [
      { label: 'Before: not a crawlable link, no meaningful anchor', code: `<span onclick="go('/pricing')">Click here</span>` },
      {
        label: 'After: crawlable links with descriptive anchors',
        code: '<p>See our <a href="/pricing">pricing for teams of 5–50</a> or compare the <a href="/plans/team-vs-business">Team and Business plans</a>.</p>',
      },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        'Google documents that it can only follow <a> elements with an href, and that anchor text helps it understand the linked page. The depth and count thresholds are our heuristic.',
      source: link('Make your links crawlable (Google Search Central)', SRC.googleCrawlableLinks),
    },
    display_order: 29,
    importance_rank: 27,
    scoring_approach: `40 for contextual links: 3 or more distinct internal URLs linked from the main content (20 for 1–2). 20 for crawlable links: at most 10% of internal link-like elements are non-crawlable (no href, href="#", javascript:, onclick only). 20 for descriptive anchors: at least 80% of internal links have anchor text (or image alt) other than "click here", "here", "read more", "more", "learn more" or "link" (10 for 50–80%). 20 for crawl depth: 3 clicks or fewer from the start URL 20, 4 clicks 10, deeper 0. ${JS_RULE}`,
    official_docs: SRC.googleCrawlableLinks,
    references: [SRC.googleCrawlableLinks, SRC.googleSeoStarter, SRC.vercelAiCrawlers],
    learn_more_links: [link('Make your links crawlable (Google Search Central)', SRC.googleCrawlableLinks)],
  },
  {
    ...BASE,
    id: 'A8_sitemap_discoverability',
    label: 'XML sitemap',
    title: 'An XML sitemap listing your pages, with lastmod dates, is declared in robots.txt',
    description: `A sitemap lists every page you want found, with the date it last changed, so crawlers don't depend on links alone to discover new and updated content. Declared in robots.txt, it is found by every crawler, not only the engines where you submitted it. ${learnMore(SRC.sitemapsProtocol)}`,
    category: 'Crawl & Discoverability',
    scope: 'site',
    weight: 6,
    impact: 'Low',
    pass_threshold: 85,
    warn_threshold: 60,
    check_type: 'http',
    preview: false,
    track: 'geo',
    why_it_matters: `Google documents sitemaps as the way to tell it about all your URLs, and uses lastmod to schedule recrawls when the dates are consistently accurate, which is how updated facts reach the index its AI answers draw on. The sitemaps.org protocol is shared by the major engines, and a Sitemap: line in robots.txt makes the file discoverable to any crawler, AI search crawlers included. We also look for /llms.txt and report what we find, but no major search or AI provider documents reading it, so it doesn't affect this score.`,
    how_to_fix: steps(
      'Generate /sitemap.xml (or a sitemap index) from your CMS, listing only canonical, indexable URLs that return 200.',
      'Give each URL a <lastmod> with its real last-changed date.',
      'Add "Sitemap: https://www.example.com/sitemap.xml" to robots.txt.',
      'Submit it in Google Search Console and Bing Webmaster Tools.',
      'Keep each file under 50,000 URLs and 50 MB uncompressed; use a sitemap index beyond that.',
    ),
    common_issues: [
      'No sitemap, or one that returns 404',
      'A sitemap not declared in robots.txt',
      'Redirected, noindex or other-domain URLs in the sitemap',
      'lastmod missing, or set to the generation time on every URL',
      'A stale sitemap that misses new sections',
    ],
    quick_fixes: ['Add the Sitemap: line to robots.txt', "Output lastmod from the CMS's updated-at field"],
    examples: [
      {
        label: 'robots.txt declaring the sitemap',
        code: dedent(`
          User-agent: *
          Disallow: /cart/

          Sitemap: https://www.example.com/sitemap.xml
        `),
      },
      {
        label: 'sitemap.xml with lastmod',
        code: dedent(`
          <?xml version="1.0" encoding="UTF-8"?>
          <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url>
              <loc>https://www.example.com/roof-repair/denver</loc>
              <lastmod>2025-03-04</lastmod>
            </url>
          </urlset>
        `),
      },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        'The sitemap protocol is defined at sitemaps.org; Google documents sitemaps, the Sitemap: line in robots.txt, and its use of accurate lastmod values. No major provider documents using llms.txt, so we report it without scoring it.',
      source: link('Learn about sitemaps (Google Search Central)', SRC.googleSitemaps),
    },
    display_order: 30,
    importance_rank: 35,
    scoring_approach:
      'Reads the sitemaps the crawler found for the site. 0 when none was found or none could be fetched. 30 for discovery: declared with a Sitemap: line in robots.txt (15 if found only at a default location such as /sitemap.xml). 25 when at least one sitemap returned 200 and parsed with at least one URL. 20 × the share of listed URLs that belong to the audited site. 25 × min(1, share of listed URLs with a <lastmod> / 0.8), so 80% coverage earns full marks. llms.txt is reported in the evidence and not scored. Pass 85, warn 60 (decisions.md).',
    official_docs: SRC.sitemapsProtocol,
    references: [SRC.sitemapsProtocol, SRC.googleSitemaps, SRC.googleBuildSitemap, SRC.llmsTxt],
    learn_more_links: [
      link('Sitemaps XML format (sitemaps.org)', SRC.sitemapsProtocol),
      link('Build and submit a sitemap (Google)', SRC.googleBuildSitemap),
      link('The /llms.txt proposal', SRC.llmsTxt),
    ],
  },
  {
    ...BASE,
    id: 'T5_ai_bot_access',
    label: 'AI crawler access',
    title: "AI search crawlers and assistants' page fetchers can reach your site",
    description: `Each AI provider runs separate crawlers for search, for fetching a page a user asks about, and for training. Blocking the search and user agents, in robots.txt or at your firewall, removes you from ChatGPT search, Claude and Perplexity answers whatever your content says. In preview: shown, not yet counted in scores. ${learnMore(SRC.openaiBots)}`,
    category: 'Crawl & Discoverability',
    scope: 'site',
    weight: 10,
    impact: 'High',
    pass_threshold: 85,
    warn_threshold: 60,
    check_type: 'http',
    preview: true,
    track: 'geo',
    why_it_matters: `OpenAI, Anthropic and Perplexity document their crawlers and what blocking each one does. OAI-SearchBot, Claude-SearchBot and PerplexityBot build the indexes their assistants cite from; ChatGPT-User, Claude-User and Perplexity-User fetch pages when a user asks; GPTBot, ClaudeBot and CCBot collect training data. Blocking training crawlers doesn't remove you from AI search; blocking search crawlers does. Google's AI features use the ordinary Googlebot (the Google-Extended token only governs use for Gemini training and grounding, not Search), and Brave's crawler has no user agent of its own and follows your Googlebot rules. Bots are also blocked outside robots.txt: CDN bot protection, WAF rules and rate limits often answer them with 403 or a challenge page.`,
    how_to_fix: steps(
      'Decide per purpose: allow search and user-initiated agents if you want to be cited; blocking or allowing training crawlers is a separate policy choice.',
      'In robots.txt, add explicit groups for OAI-SearchBot, ChatGPT-User, Claude-SearchBot, Claude-User, PerplexityBot and Perplexity-User with Allow: / (or your normal Disallow rules).',
      'Check that a "User-agent: *" group with "Disallow: /" or another broad rule is not catching them.',
      'In your CDN or WAF (Cloudflare, Akamai, Fastly…), allow these verified bots. OpenAI and Perplexity publish IP ranges for verification; Anthropic does not, so rely on its user agent and robots.txt.',
      'Make sure robots.txt itself answers 200 (or 404): a robots.txt that returns 5xx makes compliant crawlers treat the whole site as disallowed.',
    ),
    common_issues: [
      '"User-agent: *" with "Disallow: /" left over from a staging site',
      'A blanket "block AI bots" rule that also blocks search and user agents',
      'CDN bot protection answering AI crawlers with 403 or a JavaScript challenge',
      'robots.txt returning 5xx or timing out',
      "Rules blocking Googlebot from paths, which also keeps Brave's crawler out",
    ],
    quick_fixes: [
      'Add explicit Allow groups for the AI search and user agents',
      "Allow verified AI bots in your CDN's bot protection",
    ],
    examples: [
      {
        label: 'Before: every AI agent blocked, search included',
        code: dedent(`
          User-agent: GPTBot
          User-agent: OAI-SearchBot
          User-agent: ClaudeBot
          User-agent: PerplexityBot
          Disallow: /
        `),
      },
      {
        label: 'After: cited in AI search, opted out of training',
        code: dedent(`
          User-agent: OAI-SearchBot
          User-agent: ChatGPT-User
          User-agent: Claude-SearchBot
          User-agent: Claude-User
          User-agent: PerplexityBot
          User-agent: Perplexity-User
          Allow: /

          User-agent: GPTBot
          User-agent: ClaudeBot
          User-agent: CCBot
          User-agent: Google-Extended
          Disallow: /

          Sitemap: https://www.example.com/sitemap.xml
        `),
      },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        "OpenAI, Anthropic and Perplexity document their crawlers' user agents, purposes and the effect of blocking each in robots.txt; Google documents Google-Extended and Brave its crawler's rules; RFC 9309 defines robots.txt handling. The weighting by purpose is our judgement.",
      source: link('Overview of OpenAI crawlers', SRC.openaiBots),
    },
    display_order: 31,
    importance_rank: 12,
    scoring_approach:
      'For each AI crawler the crawler reports (GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-User, Claude-SearchBot, PerplexityBot, Perplexity-User, Google-Extended, Applebot-Extended, CCBot and more), access = the share of sampled page paths robots.txt allows for its token, or 0 when the live fetch with its User-Agent was refused (403, 429, a challenge page). Score = 100 × (0.6 × mean access of search crawlers + 0.3 × mean access of user-initiated fetchers + 0.1 × mean access of training crawlers); a purpose with no bots listed passes its weight to the others in proportion. Blocking only training crawlers therefore still scores 90: a legitimate choice, reported but barely penalised. A missing robots.txt (4xx) allows everything; an unreachable one (5xx) counts as disallowing everything, as RFC 9309 asks of crawlers. Pass 85, warn 60 (decisions.md). Preview: stored and shown, left out of every score.',
    official_docs: SRC.openaiBots,
    references: [SRC.openaiBots, SRC.anthropicBots, SRC.perplexityBots, SRC.googleCommonCrawlers, SRC.braveCrawler, SRC.rfc9309],
    learn_more_links: [
      link('Overview of OpenAI crawlers', SRC.openaiBots),
      link('Does Anthropic crawl data from the web, and how can site owners block the crawler?', SRC.anthropicBots),
      link('Perplexity crawlers', SRC.perplexityBots),
      link("Google's common crawlers (Googlebot, Google-Extended)", SRC.googleCommonCrawlers),
      link('Brave Search crawler', SRC.braveCrawler),
      link('RFC 9309: Robots Exclusion Protocol', SRC.rfc9309),
    ],
  },
];
