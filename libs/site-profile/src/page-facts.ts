/**
 * What one page says about its site, read from a page parsed once by @citable/html: the names
 * it gives the site (og:site_name, JSON-LD, title, logo), how it describes it (meta and og
 * descriptions, JSON-LD descriptions, H1, opening text, headings), its menus, and what it sells
 * and where it is. Pure.
 */
import {
  attr,
  attrTokens,
  collapseWhitespace,
  decodeResidualEntities,
  entityTypes,
  extractLinkDetails,
  findAll,
  headings,
  isInHiddenSubtree,
  jsonLdEntities,
  jsonLdStrings,
  metaByName,
  metaByProperty,
  metaValue,
  pageLang,
  textOf,
  titleText,
  type Element,
  type HtmlDocument,
  type ParentNode,
} from '@citable/html';
import { recipeCards, type RecipeCard } from './dishes.js';
import { sentencesOf } from './sentences.js';

/** A page of the site as the profile reads it. The first page given is the home page. */
export interface ProfilePage {
  url: string;
  doc: HtmlDocument;
  headers?: Record<string, string>;
}

export interface LocalFacts {
  city: string | null;
  region: string | null;
  country: string | null;
}

export interface PageFacts {
  url: string;
  title: string | null;
  siteName: string | null;
  applicationName: string | null;
  ogTitle: string | null;
  description: string | null;
  ogDescription: string | null;
  /** Names of Organization/WebSite-like entities, with their alternate names. */
  orgNames: string[];
  orgAlternateNames: string[];
  /** Descriptions of SoftwareApplication, Product, Service, Organization and WebSite entities. */
  entityDescriptions: string[];
  /** Names of products, services, software the page marks up. */
  offeringNames: string[];
  h1: string | null;
  /** h2 and h3 texts, in order. */
  headings: string[];
  /** The first paragraphs of the page's own content (not menus), up to about 80 words. */
  opening: string;
  /**
   * Sentences of its own content that say what something is ("Scrapy is a fast high-level web
   * crawling framework ..."), wherever they stand: an intro page says it past its first paragraph.
   */
  definitions: string[];
  /** Sentences of its own content that say what something is used for ("Companies use Rivulet for fraud detection, ..."). */
  usedFor: string[];
  logoAlt: string | null;
  /** Labels of the links in menus (nav, header), lower case. */
  navLabels: string[];
  /** Link labels anywhere on the page, lower case (what it offers to do: "pricing", "add to cart"). */
  linkLabels: string[];
  /** Offers with a price in JSON-LD, and prices written in the text. */
  offers: number;
  prices: number;
  local: LocalFacts | null;
  localTypes: string[];
  lang: string | null;
  types: string[];
  /** og:type, lower case ("website", "article"). */
  ogType: string | null;
  /**
   * Who the site names as its pages' authors (meta author, article:author, JSON-LD author and
   * creator, rel=author links): the site's own people, not its subjects.
   */
  people: string[];
  /** The page teaches how to do something: a "How to ..." title or heading, HowTo or Recipe markup. */
  teaches: boolean;
  /** The recipes it gives (JSON-LD or microdata Recipe, hRecipe, or a card with no markup). */
  recipes: RecipeCard[];
}

const clean = (s: string | null | undefined): string | null => {
  const t = collapseWhitespace(decodeResidualEntities(s ?? ''));
  return t ? t : null;
};

const ORG_TYPES = new Set(['Organization', 'Corporation', 'WebSite', 'NGO', 'NonprofitOrganization', 'EducationalOrganization', 'GovernmentOrganization', 'NewsMediaOrganization', 'OnlineStore', 'Store', 'Brand', 'LocalBusiness', 'ProfessionalService', 'MedicalOrganization', 'SoftwareApplication', 'WebApplication']);
const DESCRIBED_TYPES = new Set(['SoftwareApplication', 'WebApplication', 'MobileApplication', 'SoftwareSourceCode', 'Product', 'Service', 'Organization', 'Corporation', 'WebSite', 'NGO', 'LocalBusiness', 'OnlineStore', 'Store', 'NewsMediaOrganization', 'ProfessionalService']);
const OFFERING_TYPES = new Set(['Product', 'Service', 'SoftwareApplication', 'WebApplication', 'MobileApplication', 'Course', 'MenuItem']);
/** schema.org's LocalBusiness and the subtypes sites use most. */
export const LOCAL_TYPES = new Set(
  (
    'LocalBusiness Restaurant CafeOrCoffeeShop Bakery BarOrPub FastFoodRestaurant Dentist Physician MedicalClinic Optician Pharmacy ' +
    'Plumber Electrician HVACBusiness RoofingContractor HousePainter Locksmith GeneralContractor HomeAndConstructionBusiness ' +
    'AutoRepair AutoDealer AutoBodyShop BeautySalon HairSalon DaySpa NailSalon HealthClub ExerciseGym SportsActivityLocation ' +
    'Hotel LodgingBusiness BedAndBreakfast Attorney LegalService AccountingService FinancialService RealEstateAgent InsuranceAgency ' +
    'ChildCare Florist Store ClothingStore HardwareStore FurnitureStore PetStore BikeStore BookStore VeterinaryCare MovingCompany ' +
    'DryCleaningOrLaundry TravelAgency EntertainmentBusiness FoodEstablishment'
  ).split(' '),
);

/** "How to build a terrarium", "10 ways to save", "How I cut my bills": what a how-to page is titled. */
const HOW_TO_TITLE = /^(how\s+(to|i|we|you)\b|\d+\s+(easy\s+|simple\s+)?(ways|tips|steps)\s+to\b|ways\s+to\b)/i;


function inChrome(el: Element): boolean {
  let node: ParentNode | null = el.parentNode;
  for (let depth = 0; depth < 14 && node && 'tagName' in node; depth++, node = node.parentNode) {
    const tag = node.tagName;
    if (tag === 'nav' || tag === 'header' || tag === 'footer' || tag === 'aside') return true;
    const role = attr(node, 'role');
    if (role === 'navigation' || role === 'banner' || role === 'contentinfo') return true;
    if (tag === 'main' || tag === 'article') return false;
  }
  return false;
}

const OPENING_WORDS = 80;
/** Definitions kept per page, and the longest one read. */
const MAX_DEFINITIONS = 12;
const MAX_DEFINITION_CHARS = 300;
const DEFINES = /\b(is|are)\s+(a|an|the)\s/i;
const SAYS_USE = /\b(use|uses|used|using)\b.{0,40}?\bfor\s/i;

/** The page's own sentences (not menus) that match: where a page says what something is or is for, wherever it stands. */
function sentencesSaying(doc: HtmlDocument, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const p of [...findAll(doc, 'p'), ...findAll(doc, 'dd')]) {
    if (out.length >= MAX_DEFINITIONS) break;
    if (inChrome(p) || isInHiddenSubtree(p)) continue;
    for (const sentence of sentencesOf(collapseWhitespace(textOf(p)))) {
      if (sentence.length <= MAX_DEFINITION_CHARS && pattern.test(sentence)) out.push(sentence);
      if (out.length >= MAX_DEFINITIONS) break;
    }
  }
  return out;
}

function opening(doc: HtmlDocument): string {
  const words: string[] = [];
  for (const p of findAll(doc, 'p')) {
    if (words.length >= OPENING_WORDS) break;
    if (inChrome(p) || isInHiddenSubtree(p)) continue;
    const split = collapseWhitespace(textOf(p)).split(' ');
    // Short lines are captions, bylines and buttons, not what the page says.
    if (split.length < 8) continue;
    // Only the words kept: a paragraph of a million words must not be spread onto the stack.
    words.push(...split.slice(0, OPENING_WORDS + 40 - words.length));
  }
  return words.slice(0, OPENING_WORDS + 40).join(' ');
}

function logoAlt(doc: HtmlDocument): string | null {
  for (const img of findAll(doc, 'img')) {
    const alt = attr(img, 'alt')?.trim();
    if (!alt) continue;
    const marks = [attr(img, 'src') ?? '', attr(img, 'id') ?? '', ...attrTokens(img, 'class')].join(' ').toLowerCase();
    if (!/logo/.test(marks) && !/\blogo\b/i.test(alt)) continue;
    const name = alt.replace(/\b(logo|logotype|home|homepage)\b/gi, '').replace(/[\s|:–—-]+$|^[\s|:–—-]+/g, '').trim();
    if (name) return name;
  }
  return null;
}

/** Names in a JSON-LD author, creator or publisher value: a string, a Person or Organization, or a list of them. */
function namesOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap(namesOf);
  if (typeof v === 'string') return [v];
  if (typeof v === 'object' && v !== null) return jsonLdStrings((v as Record<string, unknown>)['name']);
  return [];
}

/** A byline's name, not a profile URL or a handle. */
const PERSON_NAME = /^[\p{L}][\p{L}.'’ -]{1,60}$/u;

/** Bylines that name a role, not a person. */
const ROLE_BYLINE = /^(staff|admin|administrator|editor|editors|editorial|team|guest|contributor|anonymous|unknown)\b/i;

function peopleOf(doc: HtmlDocument, entities: readonly Record<string, unknown>[]): string[] {
  // The publisher is left out: its name is the brand, read elsewhere, and may be the site's subject too ("Science").
  const found = [
    metaValue(metaByName(doc, 'author')),
    metaValue(metaByProperty(doc, 'article:author')),
    ...entities.flatMap((e) => [...namesOf(e['author']), ...namesOf(e['creator'])]),
    ...findAll(doc, 'a')
      .filter((a) => attrTokens(a, 'rel').includes('author'))
      .map((a) => textOf(a)),
  ];
  const names = found.map((n) => clean(n?.replace(/^by\s+/i, ''))).filter((n): n is string => n !== null && PERSON_NAME.test(n) && !ROLE_BYLINE.test(n));
  return [...new Set(names)].slice(0, 10);
}

function localFacts(entities: readonly Record<string, unknown>[]): { local: LocalFacts | null; types: string[] } {
  const types = new Set<string>();
  let local: LocalFacts | null = null;
  for (const e of entities) {
    const t = entityTypes(e);
    t.filter((x) => LOCAL_TYPES.has(x)).forEach((x) => types.add(x));
    const address = e['address'];
    const records = (Array.isArray(address) ? address : [address]).filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null);
    for (const a of records) {
      const city = clean(jsonLdStrings(a['addressLocality'])[0]);
      if (!city || local) continue;
      const country = a['addressCountry'];
      local = {
        city,
        region: clean(jsonLdStrings(a['addressRegion'])[0]),
        country: clean(typeof country === 'object' && country !== null ? jsonLdStrings((country as Record<string, unknown>)['name'])[0] : jsonLdStrings(country)[0]),
      };
    }
  }
  return { local, types: [...types] };
}

const PRICE = /(?:[$€£¥]\s?\d{1,5}(?:[.,]\d{2})?\b|\b\d{1,5}(?:[.,]\d{2})?\s?(?:USD|EUR|GBP|€|\$))/g;

function pricesIn(doc: HtmlDocument): number {
  let n = 0;
  for (const el of findAll(doc, 'body')) n += (textOf(el).match(PRICE) ?? []).length;
  return n;
}

/** A value computed the first time it is asked for, then kept. */
function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

export function readPageFacts(page: ProfilePage): PageFacts {
  const { doc } = page;
  const entities = jsonLdEntities(doc);
  const orgNames: string[] = [];
  const orgAlternateNames: string[] = [];
  const entityDescriptions: string[] = [];
  const offeringNames: string[] = [];
  let offers = 0;
  for (const e of entities) {
    const types = entityTypes(e);
    if (types.some((t) => ORG_TYPES.has(t) || LOCAL_TYPES.has(t))) {
      orgNames.push(...jsonLdStrings(e['name']).map((n) => n.trim()).filter(Boolean));
      orgAlternateNames.push(...jsonLdStrings(e['alternateName']).map((n) => n.trim()).filter(Boolean));
    }
    if (types.some((t) => DESCRIBED_TYPES.has(t) || LOCAL_TYPES.has(t))) entityDescriptions.push(...jsonLdStrings(e['description']).map((d) => clean(d)!).filter(Boolean));
    if (types.some((t) => OFFERING_TYPES.has(t))) offeringNames.push(...jsonLdStrings(e['name']));
    if (types.includes('Offer') || types.includes('AggregateOffer')) {
      if (e['price'] !== undefined || e['lowPrice'] !== undefined) offers++;
    }
  }
  // What only some readers ask for (the classifier's self-description reads none of it) is read when first asked.
  const links = once(() => extractLinkDetails(doc));
  const navLabels = once(() => links().filter((l) => inChrome(l.element)).map((l) => l.text.toLowerCase().trim()).filter((t) => t && t.length <= 40));
  const linkLabels = once(() => links().map((l) => l.text.toLowerCase().trim()).filter((t) => t && t.length <= 40));
  const usedFor = once(() => sentencesSaying(doc, SAYS_USE));
  const prices = once(() => pricesIn(doc));
  const people = once(() => peopleOf(doc, entities));
  const recipes = once(() => recipeCards(doc));
  const { local, types: localTypes } = localFacts(entities);
  const heads = headings(doc);
  const title = clean(titleText(doc));
  const types = [...new Set(entities.flatMap(entityTypes))];
  const teaches = once(
    () => types.includes('HowTo') || types.includes('Recipe') || recipes().length > 0 || [title, ...heads.filter((h) => h.level === 1).map((h) => h.text)].some((t) => t !== null && HOW_TO_TITLE.test(t.trim())),
  );
  return {
    url: page.url,
    title,
    siteName: clean(metaValue(metaByProperty(doc, 'og:site_name'))),
    applicationName: clean(metaValue(metaByName(doc, 'application-name')) ?? metaValue(metaByName(doc, 'apple-mobile-web-app-title'))),
    ogTitle: clean(metaValue(metaByProperty(doc, 'og:title'))),
    description: clean(metaValue(metaByName(doc, 'description'))),
    ogDescription: clean(metaValue(metaByProperty(doc, 'og:description'))),
    orgNames,
    orgAlternateNames,
    entityDescriptions,
    offeringNames,
    h1: clean(heads.find((h) => h.level === 1)?.text),
    headings: heads
      .filter((h) => h.level === 2 || h.level === 3)
      .map((h) => clean(h.text))
      .filter((t): t is string => Boolean(t))
      .slice(0, 40),
    opening: opening(doc),
    definitions: sentencesSaying(doc, DEFINES),
    get usedFor() {
      return usedFor();
    },
    logoAlt: logoAlt(doc),
    get navLabels() {
      return navLabels();
    },
    get linkLabels() {
      return linkLabels();
    },
    offers,
    get prices() {
      return prices();
    },
    local,
    localTypes,
    lang: pageLang(doc, page.headers)?.toLowerCase().split(/[-_]/)[0] ?? null,
    types,
    ogType: clean(metaValue(metaByProperty(doc, 'og:type')))?.toLowerCase() ?? null,
    get people() {
      return people();
    },
    get recipes() {
      return recipes();
    },
    get teaches() {
      return teaches();
    },
  };
}
