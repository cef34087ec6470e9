/**
 * G5 author and freshness (catalogue rule): answer engines prefer sources that say who wrote
 * them and when, and recent ones for anything that changes.
 *   30  a visible byline: rel="author", an element with itemprop or class "author"/"byline", or a
 *       "By Name" line near the H1
 *   20  a machine-readable author: JSON-LD or microdata author with a name
 *   20  a machine-readable date: datePublished/dateModified (JSON-LD, microdata), article:*_time
 *       meta, <time datetime>
 *   30  recency of the latest such date: within 12 months 30, within 24 months 15, older 0
 * Dates in the future are ignored. Rendering rule: see lib/rendering.ts.
 */
import { attr, attrTokens, descendants, hasAttr, isRecord, jsonLdEntities, textOf, type Element, type HtmlDocument } from '@citable/html';
import { blocks } from '../lib/blocks.js';
import { quote } from '../lib/evidence.js';
import { markerToken } from '../lib/markers.js';
import type { PageCheck } from '../types.js';

const DAY_MS = 86_400_000;
const BYLINE_CLASS = /(^|[-_])(byline|author|author-name)([-_]|$)/i;
/** Every BYLINE_CLASS match holds one of these words. */
const BYLINE_WORD = /byline|author/i;
const BY_NAME = /^([Bb]y|[Ww]ritten [Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]i)\s+\p{Lu}/u;
/** "Near the H1": this many text blocks on either side of it. */
const NEAR_H1_BLOCKS = 5;

const hasItemprop = (el: Element, prop: string) => attr(el, 'itemprop')?.split(/\s+/).includes(prop) ?? false;

/** rel="author", itemprop="author", or a class or id token naming a byline. */
function marksByline(el: Element): boolean {
  if ((attr(el, 'rel') !== null && attrTokens(el, 'rel').includes('author')) || hasItemprop(el, 'author')) return true;
  return markerToken(el, BYLINE_WORD, BYLINE_CLASS) !== undefined;
}

function markedByline(doc: HtmlDocument): string | null {
  for (const el of doc.elements) {
    const text = marksByline(el) ? textOf(el) : '';
    if (text && text.length <= 100) return text;
  }
  return null;
}

function byNameLine(doc: HtmlDocument): string | null {
  const all = blocks(doc);
  const h1 = all.findIndex((b) => b.kind === 'heading' && b.level === 1);
  if (h1 === -1) return null;
  const near = all.slice(Math.max(0, h1 - NEAR_H1_BLOCKS), h1 + NEAR_H1_BLOCKS + 1);
  const line = near.find((b) => b.kind === 'text' && b.words <= 12 && BY_NAME.test(b.text));
  return line?.text ?? null;
}

function authorName(value: unknown): string | null {
  for (const v of Array.isArray(value) ? value : [value]) {
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (isRecord(v) && typeof v['name'] === 'string' && v['name'].trim()) return v['name'].trim();
  }
  return null;
}

function structuredAuthor(doc: HtmlDocument): string | null {
  for (const entity of jsonLdEntities(doc)) {
    const name = authorName(entity['author']);
    if (name) return name;
  }
  for (const el of doc.elements) {
    if (!hasItemprop(el, 'author')) continue;
    const nameEl = hasAttr(el, 'itemscope') ? descendants(el).find((d) => hasItemprop(d, 'name')) : el;
    const name = nameEl ? (attr(nameEl, 'content') ?? textOf(nameEl)).trim() : '';
    if (name) return name;
  }
  return null;
}

export const check: PageCheck = {
  id: 'G5_author_freshness',
  renderedCredit: true,
  evaluate({ static: doc, facts, now }) {
    const byline = markedByline(doc) ?? byNameLine(doc);
    const author = structuredAuthor(doc);
    const dates = [facts.dateModified, facts.datePublished]
      .filter((d): d is string => d !== null)
      .map((d) => ({ text: d, ms: Date.parse(d) }))
      .filter((d) => d.ms <= now.getTime() + DAY_MS);
    const latest = dates.reduce<number | null>((a, d) => (a === null || d.ms > a ? d.ms : a), null);
    const ageDays = latest === null ? null : Math.max(0, Math.floor((now.getTime() - latest) / DAY_MS));
    const recency = ageDays === null ? 0 : ageDays <= 365 ? 30 : ageDays <= 730 ? 15 : 0;
    const score = (byline ? 30 : 0) + (author ? 20 : 0) + (dates.length > 0 ? 20 : 0) + recency;
    const future = [facts.dateModified, facts.datePublished].filter((d) => d !== null).length > dates.length;
    const evidence = [
      byline ? `Byline ${quote(byline, 60)}` : 'No visible byline',
      author ? `Machine-readable author ${quote(author, 60)}` : 'No machine-readable author (JSON-LD or microdata author)',
      dates.length > 0 ? `Dated ${dates.map((d) => d.text).join(' and ')}; latest ${ageDays} day(s) before the audit` : 'No machine-readable publication or modification date',
    ];
    if (future) evidence.push('A date in the future was ignored');
    return {
      score,
      details: { byline, author, datePublished: facts.datePublished, dateModified: facts.dateModified, ageDays },
      evidence,
    };
  },
};
