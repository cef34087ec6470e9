/**
 * Every URL the catalogue cites, written once. Only stable, official pages (search engines, AI
 * providers, standards bodies, MDN, web.dev) plus the two studies we lean on. Google moved its
 * crawling docs to developers.google.com/crawling in 2025; the robots.txt and crawler pages use
 * the new paths, the rest of Search Central kept theirs.
 */
import type { Link } from '@citable/contracts';

export const SRC = {
  // Google Search Central
  googleAiFeatures: 'https://developers.google.com/search/docs/appearance/ai-features',
  googleTitleLinks: 'https://developers.google.com/search/docs/appearance/title-link',
  googleSnippets: 'https://developers.google.com/search/docs/appearance/snippet',
  googleHelpfulContent: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content',
  googleSeoStarter: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
  googleFaqPage: 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
  googleFaqChanges: 'https://developers.google.com/search/blog/2023/08/howto-faq-changes',
  googleQaPage: 'https://developers.google.com/search/docs/appearance/structured-data/qapage',
  googleStructuredDataIntro: 'https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data',
  googleStructuredDataPolicies: 'https://developers.google.com/search/docs/appearance/structured-data/sd-policies',
  googleOrganization: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
  googleArticle: 'https://developers.google.com/search/docs/appearance/structured-data/article',
  googleAuthorMarkup: 'https://developers.google.com/search/docs/appearance/structured-data/article#author-bp',
  googleBylineDates: 'https://developers.google.com/search/docs/appearance/publication-dates',
  googleCanonical: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
  googleCanonicalization: 'https://developers.google.com/search/docs/crawling-indexing/canonicalization',
  googleRobotsMeta: 'https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag',
  googleBlockIndexing: 'https://developers.google.com/search/docs/crawling-indexing/block-indexing',
  googleCrawlableLinks: 'https://developers.google.com/search/docs/crawling-indexing/links-crawlable',
  googleSitemaps: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/overview',
  googleBuildSitemap: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap',
  googleMobileFirst: 'https://developers.google.com/search/docs/crawling-indexing/mobile/mobile-sites-mobile-first-indexing',
  googleLocalizedVersions: 'https://developers.google.com/search/docs/specialty/international/localized-versions',
  googleCoreWebVitals: 'https://developers.google.com/search/docs/appearance/core-web-vitals',
  googleRedirects: 'https://developers.google.com/search/docs/crawling-indexing/301-redirects',
  googleUrlStructure: 'https://developers.google.com/search/docs/crawling-indexing/url-structure',
  googleJavaScriptSeo: 'https://developers.google.com/search/docs/crawling-indexing/javascript/javascript-seo-basics',
  googleCommonCrawlers: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
  googleRobotsTxtSpec: 'https://developers.google.com/crawling/docs/robots-txt/robots-txt-spec',
  // AI providers and other engines
  openaiBots: 'https://platform.openai.com/docs/bots',
  anthropicBots:
    'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  perplexityBots: 'https://docs.perplexity.ai/guides/bots',
  braveCrawler: 'https://search.brave.com/help/brave-search-crawler',
  // Standards and vocabularies
  schemaFaqPage: 'https://schema.org/FAQPage',
  schemaQuestion: 'https://schema.org/Question',
  schemaOrganization: 'https://schema.org/Organization',
  schemaPerson: 'https://schema.org/Person',
  schemaSameAs: 'https://schema.org/sameAs',
  schemaDateModified: 'https://schema.org/dateModified',
  schemaContactPoint: 'https://schema.org/ContactPoint',
  openGraph: 'https://ogp.me/',
  sitemapsProtocol: 'https://www.sitemaps.org/protocol.html',
  rfc9309: 'https://www.rfc-editor.org/rfc/rfc9309.html',
  rfc6596: 'https://www.rfc-editor.org/rfc/rfc6596.html',
  llmsTxt: 'https://llmstxt.org/',
  w3cLanguageDeclarations: 'https://www.w3.org/International/questions/qa-html-language-declarations',
  w3cHeadings: 'https://www.w3.org/WAI/tutorials/page-structure/headings/',
  w3cCoolUris: 'https://www.w3.org/Provider/Style/URI',
  // MDN and web.dev
  mdnTitle: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/title',
  mdnHeadings: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/Heading_Elements',
  mdnDetails: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/details',
  mdnLang: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Global_attributes/lang',
  mdnViewport: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Viewport_meta_tag',
  mdnTime: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/time',
  webDevVitals: 'https://web.dev/articles/vitals',
  webDevLcp: 'https://web.dev/articles/lcp',
  webDevOptimizeLcp: 'https://web.dev/articles/optimize-lcp',
  webDevCls: 'https://web.dev/articles/cls',
  webDevOptimizeCls: 'https://web.dev/articles/optimize-cls',
  webDevResponsive: 'https://web.dev/articles/responsive-web-design-basics',
  // Studies
  geoPaper: 'https://arxiv.org/abs/2311.09735',
  vercelAiCrawlers: 'https://vercel.com/blog/the-rise-of-the-ai-crawler',
} as const;

export const link = (title: string, url: string): Link => ({ title, url });

/** The closing sentence every description carries (Lighthouse: say why, then link). */
export const learnMore = (url: string): string => `[Learn more](${url})`;
