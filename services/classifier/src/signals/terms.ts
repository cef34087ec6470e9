/**
 * The words of a site, weighted by where they stand: the title and meta description weigh most,
 * then headings, menus, breadcrumbs and article or product categories, then the body. Category
 * terms (the spec's "category terms") and the title and description terms are read here. Pure.
 */
import { attr, entityTypes, findAll, headings, isRecord, jsonLdEntities, metaByName, metaByProperty, metaValue, textOf, titleText, visibleText } from '@citable/html';
import { homeSelfCategories } from '@citable/site-profile';
import { TermBag } from '../text/terms.js';
import { breadcrumbLinks } from './dom-regions.js';
import type { SitePage } from './site-page.js';

export const CATEGORY_TERMS_SHOWN = 15;
export const TITLE_TERMS_SHOWN = 15;
/** Words of each page body read into the bag: enough for a topic, bounded for speed. */
const BODY_CHARS = 6_000;

/** Weights by source; the home page counts double. */
const W = { title: 3, description: 2, siteName: 2, h1: 2, heading: 1, nav: 1.5, category: 2, body: 0.1, self: 4 } as const;
/** What the body can add to one term per page: repetition in a long text says little. */
const BODY_CAP = 1;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isRecord(value) && typeof value['name'] === 'string') return [value['name']];
  return [];
}

/** Breadcrumb names, article sections and tags, product categories and keywords of a page. */
export function pageCategoryTexts(page: SitePage): string[] {
  const doc = page.doc;
  const out: string[] = breadcrumbLinks(doc).map(textOf);
  for (const entity of jsonLdEntities(doc)) {
    const types = entityTypes(entity);
    if (types.includes('BreadcrumbList')) {
      for (const item of Array.isArray(entity['itemListElement']) ? entity['itemListElement'] : []) {
        if (isRecord(item)) out.push(...strings(item['name'] ?? (isRecord(item['item']) ? item['item']['name'] : undefined)));
      }
    }
    out.push(...strings(entity['articleSection']), ...strings(entity['category']), ...strings(entity['keywords']).flatMap((k) => k.split(',')));
  }
  for (const property of ['article:section', 'article:tag']) {
    for (const meta of findAll(doc, 'meta').filter((m) => attr(m, 'property') === property)) out.push(attr(meta, 'content') ?? '');
  }
  for (const name of ['keywords', 'news_keywords']) out.push(...(metaValue(metaByName(doc, name)) ?? '').split(','));
  return out.map((t) => t.trim()).filter((t) => t.length > 1 && t.length <= 60);
}

export interface SiteTerms {
  /** Every weighted term of the site (the industry classifier reads it). */
  bag: TermBag;
  /** What the home page says the site is ("an open-source data orchestration platform"): the site profile's self-description. */
  selfCategories: string[];
  categoryTerms: string[];
  titleTerms: string[];
}

export function siteTerms(pages: readonly SitePage[], navLabels: readonly string[]): SiteTerms {
  const bag = new TermBag(false);
  const categories = new TermBag();
  const titles = new TermBag();
  pages.forEach((page, i) => {
    const k = i === 0 ? 2 : 1;
    const doc = page.doc;
    const title = titleText(doc) ?? '';
    const description = metaValue(metaByName(doc, 'description')) ?? metaValue(metaByProperty(doc, 'og:description')) ?? '';
    const siteName = metaValue(metaByProperty(doc, 'og:site_name')) ?? '';
    bag.add(title, W.title * k);
    bag.add(description, W.description * k);
    bag.add(siteName, W.siteName * k);
    titles.add(title, 1);
    titles.add(description, 1);
    for (const h of headings(doc)) {
      if (h.level === 1) bag.add(h.text, W.h1 * k);
      else if (h.level <= 3) {
        bag.add(h.text, W.heading * k, 3);
        categories.add(h.text, 0.5);
      }
    }
    for (const text of pageCategoryTexts(page)) {
      bag.add(text, W.category * k);
      categories.add(text, 1);
    }
    bag.add(visibleText(doc).slice(0, BODY_CHARS), W.body, BODY_CAP);
  });
  for (const label of navLabels) {
    bag.add(label, W.nav);
    categories.add(label, 1);
  }
  // The site's own word for its trade, read as the site profile reads it, weighs most.
  const home = pages[0];
  const selfCategories = home ? homeSelfCategories(new URL(home.url).host, home) : [];
  for (const category of selfCategories) bag.add(category, W.self * 2);
  return { bag, selfCategories, categoryTerms: categories.top(CATEGORY_TERMS_SHOWN), titleTerms: titles.top(TITLE_TERMS_SHOWN) };
}
