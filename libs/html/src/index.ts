/** @citable/html: parse a page once, ask it small questions, read its PageFacts. */
export { parseHtml, attr, attrTokens, hasAttr, descendants, isElement, resolveUrl } from './dom.js';
export type { HtmlDocument, Document, Element, Node, ParentNode, TextNode } from './dom.js';
export {
  textOf,
  rawTextOf,
  visibleText,
  collapseWhitespace,
  countWords,
  decodeResidualEntities,
  isHiddenElement,
  isInHiddenSubtree,
} from './text.js';
export { findAll, findFirst, elementsWithAttr, titleText, headings, forms, images } from './queries.js';
export { headMetas, metasOutsideHead, metaName, metaByName, metaByProperty, metaValue, httpEquiv } from './meta.js';
export type { Heading, FormInfo, ImageInfo } from './queries.js';
export { extractLinks, extractLinkDetails, normaliseLinkUrl } from './links.js';
export type { LinkDetail } from './links.js';
export { extractJsonLd, schemaTypes, jsonLdEntities, entityTypes, jsonLdStrings, normaliseSchemaType, isRecord } from './jsonld.js';
export type { JsonLdResult } from './jsonld.js';
export { robotsDirectives, parseRobotsDirectives, headerValue, ROBOTS_META_NAMES } from './robots.js';
export { pageDates } from './dates.js';
export { memo } from './memo.js';
export type { PageDates } from './dates.js';
export { extractPageFacts, canonicalUrl, pageImage, pageLang } from './facts.js';
