/**
 * What the prompt templates are filled with, read from the audit's pages: the brand's name
 * (schema.org Organization name, og:site_name, the title segment pages share, else the domain),
 * and the topics the site is about (its headings and title segments, products and services in
 * its JSON-LD), most frequent first. Pure: the pages come in already read.
 */
import { siteHost } from '../matching/site-urls.js';

export interface ProfilePage {
  url: string;
  title: string | null;
  h1: string | null;
  /** h2/h3 texts in document order. */
  headings: string[];
  jsonld: unknown[];
  /** og:site_name, when the page has one. */
  siteName: string | null;
}

export interface SiteProfile {
  domain: string;
  host: string;
  brand: string;
  topics: string[];
  /** The audit's site description, as its owner typed it. */
  description: string | null;
}

const TITLE_SEPARATORS = /\s+[|–—·:-]\s+|\s*[|–—·]\s*/;
const ORG_TYPES = /^(Organization|Corporation|LocalBusiness|OnlineStore|Store|Brand|NGO|EducationalOrganization|MedicalOrganization|GovernmentOrganization|WebSite|Restaurant|ProfessionalService|LegalService|FinancialService)$/;
const TOPIC_TYPES = /^(Product|Service|Course|Offer|SoftwareApplication|MenuItem|Event|Thing)$/;

/** Navigation and boilerplate that are never what a site is about: single words, then phrases. */
const NOT_TOPICS = new Set(
  (
    'home homepage about contact pricing plans price prices faq faqs blog news posts articles resources careers jobs team mission ' +
    'privacy terms login register cart checkout search menu support help legal cookies sitemap testimonials reviews services ' +
    'products overview welcome starter growth enterprise basic premium partners'
  ).split(' '),
);
const NOT_TOPIC_PHRASES = new Set([
  'about us', 'contact us', 'our team', 'privacy policy', 'terms of service', 'log in', 'sign in', 'sign up', 'what we do',
  'who we are', 'who it is for', 'our story', 'get started', 'learn more', 'book a call', 'book now', 'why us', 'how it works',
  'case studies', 'frequently asked questions', 'latest posts',
]);

/** Calls to action and instructions start with a verb: "Book a free consultation", "Lead with the answer". */
const IMPERATIVE =
  /^(support|lead|write|book|get|read|learn|try|start|contact|discover|find|join|see|meet|buy|shop|sign|download|request|call|explore|view|choose|use|build|grow|improve|make|create|boost|order|subscribe|follow|check|compare|save|apply|schedule|claim|watch|listen|let|keep|take|give|add|pick|put|turn|set|go|come|visit|ask|talk|chat|send|share|register|enroll|donate|hire|plan|prepare|avoid|stop|know|understand)\b/i;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function entities(jsonld: unknown[]): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const rec = v as Record<string, unknown>;
      if (rec['@type'] !== undefined) out.push(rec);
      Object.values(rec).forEach(walk);
    }
  };
  walk(jsonld);
  return out;
}

const typesOf = (e: Record<string, unknown>) => (Array.isArray(e['@type']) ? e['@type'] : [e['@type']]).filter((t): t is string => typeof t === 'string');

function count(values: Iterable<string>): Map<string, { text: string; n: number }> {
  const counts = new Map<string, { text: string; n: number }>();
  for (const v of values) {
    const text = clean(v);
    if (!text) continue;
    const key = text.toLowerCase();
    const entry = counts.get(key) ?? { text, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  return counts;
}

const mostFrequent = (counts: Map<string, { text: string; n: number }>, min = 1) =>
  [...counts.values()].filter((c) => c.n >= min).sort((a, b) => b.n - a.n || a.text.length - b.text.length)[0]?.text ?? null;

/** "acme-answers.test" -> "Acme Answers". */
export function brandFromHost(host: string): string {
  const label = host.split('.')[0] ?? host;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

export function detectBrand(pages: readonly ProfilePage[], host: string): string {
  const orgNames = pages.flatMap((p) =>
    entities(p.jsonld)
      .filter((e) => typesOf(e).some((t) => ORG_TYPES.test(t)) && typeof e['name'] === 'string')
      .map((e) => e['name'] as string),
  );
  const fromSchema = mostFrequent(count(orgNames));
  if (fromSchema && fromSchema.length <= 60) return fromSchema;
  const fromOg = mostFrequent(count(pages.flatMap((p) => (p.siteName ? [p.siteName] : []))));
  if (fromOg && fromOg.length <= 60) return fromOg;
  // The title segment most pages share ("Pricing | Acme Answers", "FAQ | Acme Answers").
  const segments = pages.flatMap((p) => [...new Set((p.title ?? '').split(TITLE_SEPARATORS).map(clean).filter((s) => s && s.split(' ').length <= 4))]);
  const shared = mostFrequent(count(segments), Math.min(2, pages.length));
  if (shared && pages.length > 1) return shared;
  return brandFromHost(host);
}

/** "Content Audits, Rewrites and Monitoring" -> ["content audits", "rewrites", "monitoring"]. */
function phrases(text: string): string[] {
  return text
    .split(/,|;|\s+(?:and|&|or|vs\.?)\s+|\s+[|–—·:-]\s+|[|–—·:?!.()]/)
    .map((p) =>
      clean(p)
        .replace(/^(how to|what is|what are|our|the|your|a|an|all|about)\s+/i, '')
        .replace(/^(guides?|tips|ideas|resources|articles|posts|news|insights|notes)\s+(on|to|for|about)\s+/i, '')
        .replace(/\s+(explained|guide|guides|overview)$/i, ''),
    )
    .filter((p) => p.length >= 3);
}

/** Keeps acronyms (AI, B2B) and proper nouns' capitals out of the lower-casing. */
const lowerCase = (p: string) =>
  p
    .split(' ')
    .map((w) => (/^[A-Z0-9]{2,}s?$/.test(w) ? w : w.toLowerCase()))
    .join(' ');

export function detectTopics(pages: readonly ProfilePage[], brand: string, limit = 8): string[] {
  const brandWords = new Set(brand.toLowerCase().split(/\s+/));
  const candidates: string[] = [];
  for (const page of pages) {
    for (const e of entities(page.jsonld)) if (typesOf(e).some((t) => TOPIC_TYPES.test(t)) && typeof e['name'] === 'string') candidates.push(e['name'] as string, e['name'] as string);
    const titleParts = (page.title ?? '').split(TITLE_SEPARATORS).filter((s) => clean(s).toLowerCase() !== brand.toLowerCase());
    for (const t of [...titleParts, page.h1 ?? '', ...page.headings]) candidates.push(...phrases(t));
  }
  const topics = count(
    candidates
      .map(lowerCase)
      .filter((p) => {
        const words = p.toLowerCase().split(' ');
        if (words.length > 4 || words.some((w) => brandWords.has(w))) return false;
        if (NOT_TOPIC_PHRASES.has(p.toLowerCase()) || NOT_TOPICS.has(p.toLowerCase())) return false;
        // A phrase with a verb or a number in it is a sentence, a call to action or a price, not a topic.
        if (IMPERATIVE.test(p) || /\b(it|them|us|me|you)$/i.test(p)) return false;
        return !/\d|\b(is|are|was|get|see|meet|make|makes|helps?|we|you|us|i|from|per|month|start|starts)\b/i.test(p);
      }),
  );
  return [...topics.values()].sort((a, b) => b.n - a.n || a.text.length - b.text.length).slice(0, limit).map((t) => t.text);
}

export function siteProfile(domain: string, pages: readonly ProfilePage[], description: string | null = null): SiteProfile {
  const host = siteHost(domain);
  const brand = detectBrand(pages, host);
  return { domain, host, brand, topics: detectTopics(pages, brand), description: description?.trim() || null };
}
