/**
 * <meta> tags read the way search engines, Lighthouse and Open Graph consumers read them (the
 * table in this package's README gives each rule and its source):
 * - only metas in the parsed <head> count: Google stops reading page metadata where the head
 *   ends (an <img>, <iframe> or <div> in the head ends it), and Lighthouse collects `head meta`;
 * - a `name` is one whole value compared ASCII case-insensitively ("Description" is the
 *   description, "description keywords" is neither);
 * - of several tags for one key, the first counts (Lighthouse's meta description, OGP: "the
 *   first tag is given preference"); a blank content reads as no value.
 */
import { attr, attrTokens, type Element, type HtmlDocument } from './dom.js';
import { memo } from './memo.js';
import { findAll, findFirst } from './queries.js';
import { collapseWhitespace } from './text.js';

const NONE: readonly Element[] = [];

/** The metas inside the document's <head>, in document order. */
export function headMetas(doc: HtmlDocument): readonly Element[] {
  return memo(doc, 'headMetas', () => {
    const head = findFirst(doc, 'head');
    return head ? findAll(doc, 'meta').filter((m) => m.parentNode === head) : NONE;
  });
}

/** Metas outside the head: engines ignore them, and a check may say so. */
export function metasOutsideHead(doc: HtmlDocument): readonly Element[] {
  const inHead = new Set(headMetas(doc));
  return findAll(doc, 'meta').filter((m) => !inHead.has(m));
}

/** The meta's `name`, trimmed and lower-cased ('' when absent). */
export function metaName(el: Element): string {
  return attr(el, 'name')?.trim().toLowerCase() ?? '';
}

function isNamed(el: Element, name: string): boolean {
  return metaName(el) === name;
}

/**
 * Open Graph keys are RDFa `property` terms (a space-separated list); consumers such as
 * Facebook's crawler, open-graph-scraper and metascraper also take them from `name`.
 */
function hasProperty(el: Element, property: string): boolean {
  return attrTokens(el, 'property').includes(property) || isNamed(el, property);
}

/** The first head <meta name="…"> for `name` (lower-case), or null. `property` is not read: engines read the description, robots and viewport from `name` only. */
export function metaByName(doc: HtmlDocument, name: string): Element | null {
  return headMetas(doc).find((m) => isNamed(m, name)) ?? null;
}

/** The first head meta for an Open Graph-style key (og:title, article:published_time), by property or name. */
export function metaByProperty(doc: HtmlDocument, property: string): Element | null {
  return headMetas(doc).find((m) => hasProperty(m, property)) ?? null;
}

/** A meta's content with whitespace collapsed; null when there is no tag or its content is blank. */
export function metaValue(el: Element | null): string | null {
  const content = el ? attr(el, 'content') : null;
  return content === null ? null : collapseWhitespace(content) || null;
}

/** Content of the first head <meta http-equiv="…"> (e.g. content-language), or null. */
export function httpEquiv(doc: HtmlDocument, name: string): string | null {
  const wanted = name.toLowerCase();
  const el = headMetas(doc).find((m) => attr(m, 'http-equiv')?.trim().toLowerCase() === wanted);
  return el ? attr(el, 'content') : null;
}
