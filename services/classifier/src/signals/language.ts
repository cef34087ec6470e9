/** The site's language (html lang, Content-Language, og:locale) and its hreflang alternates. Pure. */
import { attr, attrTokens, findAll, metaByProperty, metaValue, pageLang } from '@citable/html';
import type { SitePage } from './site-page.js';

/** A language tag in its usual case: "EN_us" -> "en-US"; null when it is not one. */
export function normaliseLangTag(tag: string | null | undefined): string | null {
  const parts = (tag ?? '').trim().replace(/_/g, '-').split('-').filter(Boolean);
  const [language, ...rest] = parts;
  if (!language || !/^[a-z]{2,3}$/i.test(language)) return null;
  const region = rest.find((p) => /^([a-z]{2}|\d{3})$/i.test(p));
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** The home page's declared language, else og:locale, else the first other page's. */
export function siteLang(pages: readonly SitePage[]): string | null {
  for (const page of pages) {
    const declared = normaliseLangTag(pageLang(page.doc, page.headers)) ?? normaliseLangTag(metaValue(metaByProperty(page.doc, 'og:locale')));
    if (declared) return declared;
  }
  return null;
}

/** hreflang values of <link rel="alternate"> over the pages, de-duplicated, as written (x-default kept). */
export function hreflangs(pages: readonly SitePage[]): string[] {
  const out = new Set<string>();
  for (const page of pages) {
    for (const link of findAll(page.doc, 'link')) {
      const value = attr(link, 'hreflang')?.trim();
      if (value && attrTokens(link, 'rel').includes('alternate')) out.add(value.toLowerCase() === 'x-default' ? 'x-default' : (normaliseLangTag(value) ?? value));
    }
  }
  return [...out];
}
