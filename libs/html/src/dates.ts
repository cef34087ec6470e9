/**
 * When a page was published and last changed, from the most to the least explicit source:
 * JSON-LD, then Open Graph article meta and microdata, then a <time datetime> in the page.
 * Values that don't parse as dates ("2 days ago") are skipped rather than reported.
 */
import { attr, hasAttr, type HtmlDocument } from './dom.js';
import { jsonLdEntities } from './jsonld.js';
import { metaByName, metaByProperty, metaValue } from './meta.js';
import { elementsWithAttr, findAll } from './queries.js';
import { collapseWhitespace } from './text.js';

export interface PageDates {
  datePublished: string | null;
  dateModified: string | null;
}

function asDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text && !Number.isNaN(Date.parse(text)) ? text : null;
}

function fromJsonLd(doc: HtmlDocument, key: 'datePublished' | 'dateModified'): string | null {
  for (const entity of jsonLdEntities(doc)) {
    const date = asDate(entity[key]);
    if (date) return date;
  }
  return null;
}

function fromMicrodata(doc: HtmlDocument, itemprop: string): string | null {
  for (const el of elementsWithAttr(doc, 'itemprop')) {
    if (attr(el, 'itemprop')?.split(/\s+/).includes(itemprop) !== true) continue;
    const date = asDate(attr(el, 'content') ?? attr(el, 'datetime') ?? collapseWhitespace(attr(el, 'value') ?? ''));
    if (date) return date;
  }
  return null;
}

function fromTimeElement(doc: HtmlDocument): string | null {
  const times = findAll(doc, 'time');
  // The HTML4-era pubdate attribute marks the publication time among several <time>s.
  const ordered = [...times.filter((t) => hasAttr(t, 'pubdate')), ...times];
  for (const t of ordered) {
    const date = asDate(attr(t, 'datetime'));
    if (date) return date;
  }
  return null;
}

export function pageDates(doc: HtmlDocument): PageDates {
  const datePublished =
    fromJsonLd(doc, 'datePublished') ??
    asDate(metaValue(metaByProperty(doc, 'article:published_time'))) ??
    fromMicrodata(doc, 'datePublished') ??
    asDate(metaValue(metaByName(doc, 'date'))) ??
    fromTimeElement(doc);
  const dateModified =
    fromJsonLd(doc, 'dateModified') ??
    asDate(metaValue(metaByProperty(doc, 'article:modified_time'))) ??
    asDate(metaValue(metaByProperty(doc, 'og:updated_time'))) ??
    fromMicrodata(doc, 'dateModified');
  return { datePublished, dateModified };
}
