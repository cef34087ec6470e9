/**
 * The fix pack: files and head tags written from what an audit's crawl read, each validated before
 * it is offered (GET /api/audits/{id}/fixes, `citable audit URL --fix-pack DIR`). Built by
 * @citable/fixes from the stored page facts, check results and site files.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './schema.js';

export const FIX_KINDS = [
  'meta_description',
  'title',
  'canonical',
  'html_lang',
  'hreflang',
  'viewport',
  'open_graph',
  'twitter_card',
  'jsonld_organization',
  'jsonld_breadcrumb',
  'jsonld_article',
  'jsonld_faqpage',
  'llms_txt',
  'sitemap_xml',
  'robots_txt',
] as const;
export const FixKindSchema = Type.Enum(FIX_KINDS);
export type FixKind = Static<typeof FixKindSchema>;

/** Head elements a fix may replace: the first of each is the one engines read, so a better one must take its place. */
export const HEAD_REPLACEABLE = ['title', 'meta[name="description"]'] as const;

export type HeadReplaceable = (typeof HEAD_REPLACEABLE)[number];

export const FixSchema = Type.Object({
  /** The criterion id the fix answers, e.g. C2_meta_description; null for a file no check scores (llms.txt). */
  check: Nullable(Type.String()),
  kind: FixKindSchema,
  /** True when a language model wrote (polished) the text; false when every word comes from the page or the site. */
  drafted: Type.Boolean(),
  /** What to paste: head tags, a JSON-LD script element, or the attribute to set on <html>. */
  snippet: Type.String(),
  /** The head element the snippet takes the place of (it is removed first), or null when it adds to the head. */
  replaces: Nullable(Type.Enum(HEAD_REPLACEABLE)),
});
export type Fix = Static<typeof FixSchema>;

export const PageFixesSchema = Type.Object({
  url: Type.String(),
  /** Every head fix of the page, to insert before </head>. Empty when the page needs none. */
  head_insert: Type.String(),
  /** Head elements to remove before inserting head_insert (head_insert holds their replacements). */
  head_remove: Type.Array(Type.Enum(HEAD_REPLACEABLE)),
  /** Attributes to set on <html> (lang), beside head_insert. */
  html_attributes: Type.Record(Type.String(), Type.String()),
  fixes: Type.Array(FixSchema),
});
export type PageFixes = Static<typeof PageFixesSchema>;

export const SiteFileFixSchema = Type.Object({
  /** Where the file is served on the site, e.g. /llms.txt. */
  path: Type.String(),
  /** Where the pack keeps it, e.g. site/llms.txt. */
  file: Type.String(),
  check: Nullable(Type.String()),
  kind: FixKindSchema,
  drafted: Type.Boolean(),
  content: Type.String(),
});
export type SiteFileFix = Static<typeof SiteFileFixSchema>;

/** A generated artefact that failed validation: never offered, reported so it can be fixed. */
export const RejectedFixSchema = Type.Object({
  /** The page URL, or the site file's path. */
  target: Type.String(),
  kind: FixKindSchema,
  problems: Type.Array(Type.String()),
});
export type RejectedFix = Static<typeof RejectedFixSchema>;

export const FixPackSchema = Type.Object({
  root_url: Type.String(),
  /** Pages with at least one fix. */
  pages: Type.Array(PageFixesSchema),
  site_files: Type.Array(SiteFileFixSchema),
  rejected: Type.Array(RejectedFixSchema),
});
export type FixPack = Static<typeof FixPackSchema>;
