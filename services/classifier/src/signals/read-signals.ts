/**
 * Every signal of a site, read from its parsed pages (home page first): the inputs of both
 * classifiers and the "signals" the compare screen shows. Pure.
 */
import { countWords, findAll, attr, jsonLdEntities, entityTypes, visibleText } from '@citable/html';
import type { TermBag } from '../text/terms.js';
import { adMarkers } from './ads.js';
import { articleMarkers, type ArticleMarkers } from './article.js';
import { commerceMarkers, type CommerceMarkers } from './commerce.js';
import { docsMarkers, type DocsMarkers } from './docs.js';
import { hreflangs, siteLang } from './language.js';
import { loginMarkers, type LoginMarkers } from './login.js';
import { headingsText, headlineText, markerCounts, type MarkerCounts } from './markers.js';
import { navTermCounts, navTerms } from './nav-terms.js';
import { detectPlatform, type Platform } from './platform.js';
import { siteRegion, type Region } from './region.js';
import type { SitePage } from './site-page.js';
import { jsonldTypes, ogType, schemaTypeCounts } from './structured-data.js';
import { siteTerms } from './terms.js';
import { firstPersonRate } from './voice.js';

export interface SiteSignals {
  host: string;
  pageCount: number;
  /** Top 10 menu labels. */
  navTerms: string[];
  /** Every menu label over the pages (for markers and the term bag). */
  navLabels: string[];
  jsonldTypes: string[];
  /** Pages carrying each schema.org type. */
  typeCounts: ReadonlyMap<string, number>;
  ogType: string | null;
  categoryTerms: string[];
  titleTerms: string[];
  lang: string | null;
  hreflangs: string[];
  region: Region;
  commerce: CommerceMarkers;
  login: LoginMarkers;
  article: ArticleMarkers;
  docs: DocsMarkers;
  markers: MarkerCounts;
  platform: Platform | null;
  /** Visible words of the home page. */
  homeWords: number;
  /** The home page is a JavaScript shell: scripts and a mount point, hardly any text. */
  appShell: boolean;
  /** The main entity of the home page is a Person (a personal site) rather than an organisation. */
  personSite: boolean;
  /** tel: links and telephone properties. */
  phoneLinks: number;
  /** Maps embedded or linked (a place to visit). */
  mapEmbeds: number;
  /** Ad scripts and ad slots: what a publication lives on. */
  ads: number;
  /** First-person words per 100 words of the pages' paragraphs, quotations aside: a one-person blog's voice. */
  firstPerson: number;
  bag: TermBag;
  /** What the home page says the site is (libs/site-profile). */
  selfCategories: string[];
}

/** A shell has fewer visible words than this on its home page. */
const SHELL_MAX_WORDS = 40;
const MOUNT_POINT = /^(root|app|__next|__nuxt|svelte|main-app|application)$/i;

function isAppShell(home: SitePage | undefined, words: number): boolean {
  if (!home || words >= SHELL_MAX_WORDS) return false;
  const scripts = findAll(home.doc, 'script').filter((s) => attr(s, 'src')).length;
  const mount = home.doc.elements.some((el) => el.tagName === 'div' && MOUNT_POINT.test(attr(el, 'id') ?? ''));
  return scripts > 0 && (mount || findAll(home.doc, 'noscript').length > 0);
}

function isPersonSite(home: SitePage | undefined): boolean {
  if (!home) return false;
  const types = jsonLdEntities(home.doc).flatMap(entityTypes);
  return types.includes('Person') && !types.some((t) => /Organization|Corporation|LocalBusiness|Store|NewsMedia/.test(t)) && !types.includes('Article') && !types.includes('BlogPosting');
}

function phoneLinks(pages: readonly SitePage[]): number {
  let n = 0;
  for (const page of pages) {
    n += findAll(page.doc, 'a').filter((a) => attr(a, 'href')?.trim().toLowerCase().startsWith('tel:')).length;
    n += jsonLdEntities(page.doc).filter((e) => typeof e['telephone'] === 'string').length;
  }
  return n;
}

function mapEmbeds(pages: readonly SitePage[]): number {
  const maps = /google\.[a-z.]+\/maps|maps\.google\.|maps\.apple\.com|openstreetmap\.org|bing\.com\/maps|goo\.gl\/maps/i;
  let n = 0;
  for (const page of pages) {
    n += findAll(page.doc, 'iframe').filter((f) => maps.test(attr(f, 'src') ?? '')).length;
    n += findAll(page.doc, 'a').filter((a) => maps.test(attr(a, 'href') ?? '')).length;
  }
  return n;
}

export function readSignals(host: string, pages: readonly SitePage[]): SiteSignals {
  const typeCounts = schemaTypeCounts(pages);
  const og = ogType(pages);
  const lang = siteLang(pages);
  const alternates = hreflangs(pages);
  const navLabels = navTermCounts(pages).map(([label]) => label);
  const terms = siteTerms(pages, navLabels);
  const home = pages[0];
  const homeWords = home ? countWords(visibleText(home.doc)) : 0;
  return {
    host,
    pageCount: pages.length,
    navTerms: navTerms(pages),
    navLabels,
    jsonldTypes: jsonldTypes(pages),
    typeCounts,
    ogType: og,
    categoryTerms: terms.categoryTerms,
    titleTerms: terms.titleTerms,
    lang,
    hreflangs: alternates,
    region: siteRegion(host, lang, alternates, pages),
    commerce: commerceMarkers(pages, typeCounts, og),
    login: loginMarkers(pages),
    article: articleMarkers(pages, typeCounts, og),
    docs: docsMarkers(host, pages, typeCounts),
    markers: markerCounts(navLabels, headlineText(pages), headingsText(pages)),
    platform: detectPlatform(pages),
    homeWords,
    appShell: isAppShell(home, homeWords),
    personSite: isPersonSite(home),
    phoneLinks: phoneLinks(pages),
    mapEmbeds: mapEmbeds(pages),
    ads: adMarkers(pages),
    firstPerson: firstPersonRate(pages),
    bag: terms.bag,
    selfCategories: terms.selfCategories,
  };
}
