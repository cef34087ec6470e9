/**
 * What the crawler gathers and the scorer judges (Lighthouse's "artifacts"): a crawled page and
 * the site-level artifacts. Failures are data here (`error`), never exceptions.
 */
import { Type, type Static } from 'typebox';
import { BOT_PURPOSES } from './enums.js';

import { Nullable } from './schema.js';

export const RedirectHopSchema = Type.Object({
  url: Type.String(),
  statusCode: Type.Integer(),
});
export type RedirectHop = Static<typeof RedirectHopSchema>;

/** Measured in headless Chromium on a rendered page. */
export const RenderedMetricsSchema = Type.Object({
  lcpMs: Nullable(Type.Number()),
  cls: Nullable(Type.Number()),
  /** Share (0..1) of the rendered page's visible text already present in the static HTML. */
  staticTextShare: Nullable(Type.Number()),
  renderMs: Type.Number(),
});
export type RenderedMetrics = Static<typeof RenderedMetricsSchema>;

/** A page as the crawler stored it: the input of every page check. */
export const CrawledPageSchema = Type.Object({
  url: Type.String({ description: 'Final URL after redirects, normalised' }),
  statusCode: Nullable(Type.Integer()),
  contentType: Nullable(Type.String()),
  /** Lower-cased header names; only the headers checks use (content-type, x-robots-tag, last-modified, ...). */
  headers: Type.Record(Type.String(), Type.String()),
  redirectChain: Type.Array(RedirectHopSchema),
  fetchMs: Nullable(Type.Number()),
  depth: Type.Integer({ minimum: 0 }),
  /** HTML as a non-JavaScript AI crawler receives it. Null for non-HTML content. */
  htmlStatic: Nullable(Type.String()),
  /** HTML after headless Chromium ran the page's scripts; null when the page was not rendered. */
  htmlRendered: Nullable(Type.String()),
  renderedMetrics: Nullable(RenderedMetricsSchema),
});
export type CrawledPage = Static<typeof CrawledPageSchema>;

/** A text file fetched from the site (robots.txt, llms.txt). */
export const TextArtifactSchema = Type.Object({
  url: Type.String(),
  statusCode: Nullable(Type.Integer()),
  content: Nullable(Type.String()),
  error: Nullable(Type.String()),
});
export type TextArtifact = Static<typeof TextArtifactSchema>;

export const SitemapArtifactSchema = Type.Object({
  url: Type.String(),
  /** How the sitemap was found. */
  source: Type.Enum(['robots', 'default_location', 'sitemap_index']),
  statusCode: Nullable(Type.Integer()),
  isIndex: Type.Boolean(),
  gzip: Type.Boolean(),
  urlCount: Type.Integer({ minimum: 0 }),
  /** URLs listed that belong to the audited site (after origin mapping). */
  sameSiteUrlCount: Type.Integer({ minimum: 0 }),
  lastmodCount: Type.Integer({ minimum: 0 }),
  error: Nullable(Type.String()),
});
export type SitemapArtifact = Static<typeof SitemapArtifactSchema>;

export const AiBotAccessSchema = Type.Object({
  /** robots.txt product token, e.g. GPTBot. */
  token: Type.String(),
  operator: Type.String(),
  purpose: Type.Enum(BOT_PURPOSES),
  /** robots.txt verdict for the site root. */
  robotsAllowsRoot: Type.Boolean(),
  /** Share (0..1) of the sampled page paths robots.txt allows for this token. */
  robotsAllowedShare: Type.Number({ minimum: 0, maximum: 1 }),
  sampledPaths: Type.Array(Type.String()),
  /** A live fetch of the root with the crawler's User-Agent. */
  live: Type.Object({
    statusCode: Nullable(Type.Integer()),
    /** True when the server refused this agent although robots.txt did not (403, 429, challenge page). */
    blocked: Type.Boolean(),
    reason: Nullable(Type.String()),
  }),
});
export type AiBotAccess = Static<typeof AiBotAccessSchema>;

export const AiBotAccessArtifactSchema = Type.Object({
  robotsTxtFound: Type.Boolean(),
  bots: Type.Array(AiBotAccessSchema),
});
export type AiBotAccessArtifact = Static<typeof AiBotAccessArtifactSchema>;

/** Everything site checks may read besides the pages. */
export const SiteArtifactsSchema = Type.Object({
  rootUrl: Type.String(),
  robotsTxt: Nullable(TextArtifactSchema),
  llmsTxt: Nullable(TextArtifactSchema),
  sitemaps: Type.Array(SitemapArtifactSchema),
  aiBotAccess: Nullable(AiBotAccessArtifactSchema),
});
export type SiteArtifacts = Static<typeof SiteArtifactsSchema>;

/**
 * Facts read from a page's HTML once (by @citable/html), stored on the page row and shared by
 * the crawler (links, canonical) and the scorer (site checks read them instead of re-parsing).
 */
export const PageFactsSchema = Type.Object({
  title: Nullable(Type.String()),
  metaDescription: Nullable(Type.String()),
  h1: Nullable(Type.String()),
  h1Count: Type.Integer({ minimum: 0 }),
  h2Count: Type.Integer({ minimum: 0 }),
  canonical: Nullable(Type.String({ description: 'Absolute URL' })),
  lang: Nullable(Type.String()),
  /** schema.org types from JSON-LD (including @graph) and microdata. */
  schemaTypes: Type.Array(Type.String()),
  jsonld: Type.Array(Type.Unknown()),
  /** Robots directives from meta robots and X-Robots-Tag, lower-cased (noindex, nofollow, ...). */
  robotsDirectives: Type.Array(Type.String()),
  datePublished: Nullable(Type.String()),
  dateModified: Nullable(Type.String()),
  wordCount: Type.Integer({ minimum: 0 }),
  /** Absolute http(s) link targets, fragment removed, in document order, de-duplicated. */
  links: Type.Array(Type.String()),
  /**
   * The first http(s) image: og:image, else the first <img> of the page (the fix pack's Open Graph
   * image). Absent on pages stored before the fix pack.
   */
  image: Type.Optional(Nullable(Type.String())),
  /** Names of the Open Graph and Twitter metas in the <head> (og:title, twitter:card, ...), lower-cased, so fixes add only what is missing. */
  socialTags: Type.Optional(Type.Array(Type.String())),
});
export type PageFacts = Static<typeof PageFactsSchema>;
