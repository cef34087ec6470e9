/**
 * One site profile, read from the pages of a site (the home page first): the brand as the site
 * names itself, the category phrase it uses for itself and its other subjects, who it is for,
 * what it says it helps do, whether it sells anything, where it is when it is a local business,
 * and its language. The classifier and the citation test's questions both read it. Pure.
 */
import { beatOf, beatOfName } from './beats.js';
import { brandFromHost, readBrand, titleNames, type BrandSource } from './brand.js';
import { dishesOf } from './dishes.js';
import { platformOf } from './platform.js';
import { readPageFacts, type LocalFacts, type PageFacts, type ProfilePage } from './page-facts.js';
import { actionPhrases, forPhrases, nounPhrases, phraseTags, selfDescription } from './phrases.js';
import { QUOTATION, sentencesOf } from './sentences.js';
import { caseFolded, chooseTopics, selfCategories, siteCaseOf, topicCandidates, type SiteCase, type TopicCandidate } from './topic.js';
import { AUDIENCE_HEADS, BOILERPLATE, BOILERPLATE_PHRASES, DOC_HEADS, isBoilerplatePhrase, isDistinctiveWord, isName, isQuantityPhrase, spacedWords, wordRank } from './vocabulary.js';
import escapeStringRegexp from 'escape-string-regexp';

export interface SiteProfile {
  host: string;
  brand: string;
  brandSource: BrandSource;
  /** Other ways people write the brand ("Flink" for "Apache Flink"). */
  brandShort: string[];
  /** The category phrase the site uses for itself; null when it says too little. */
  topic: string | null;
  topicSource: string | null;
  /** The topic first, then the site's other subjects. */
  topics: string[];
  /** The kind of thing or business the site says it is ("open-source job queue", "Italian restaurant"); null when it names none. */
  category: string | null;
  /** What the site covers or offers besides its category ("handmade pasta", "jackets", "Minecraft"). */
  subjects: string[];
  topicCandidates: TopicCandidate[];
  /** The kinds the site says it is in a sentence of its own ("Scrapy is a ... web crawling framework"), not only in a title or a heading. */
  saidKinds: string[];
  /** Who it says it is for ("data engineers", "small businesses"). */
  audience: string[];
  /** The programming language or platform its software is for, when it names one ("Python", "iOS"). */
  platform: string | null;
  /** What it says it helps do ("schedule data pipelines"), from its descriptions, opening text and headings. */
  useCases: string[];
  /**
   * Of those, what the home page says and what each page is for (its H1): another page's lesser
   * headings are a manual's or a tutorial's steps ("Create a session"), no task one would choose a product for.
   */
  claimedUses: string[];
  /**
   * What the site says people use it for, as things ("fraud detection", "streaming analytics"): from its sentences
   * that say so ("Companies use Rivulet for fraud detection, real-time recommendations ...") and its use-case page's headings.
   */
  purposes: string[];
  sells: boolean;
  sellsEvidence: string[];
  /** Where it is, for a local business; null otherwise. */
  local: LocalFacts | null;
  /** The city its structured data gives for it (any organisation's address): a local paper's, a council's. */
  city: string | null;
  /** The site's language (ISO 639-1), from its markup or its words. */
  lang: string | null;
  /** The site's own one-line description (meta or og). */
  description: string | null;
  /** The site's menu labels: chrome for this site. */
  navTerms: string[];
  /** Products the site compares itself with ("alternative to Airflow", "vs Kafka Streams"). */
  competitors: string[];
  /** It publishes articles (Article markup, og:type article, a news or blog menu): what it covers is its subject. */
  publishes: boolean;
  /** The site's own distinctive words (titles, headings, descriptions, opening text), most used first. */
  vocabulary: string[];
  /**
   * Words of the brand's name the site also uses on their own, as its subject or place ("Rust" for
   * "Notes on Rust", "Brookfield" for "Brookfield County Council"): naming them is not naming the brand.
   */
  brandSubjectWords: string[];
  /**
   * The site's names besides its brand: the people its pages are signed by, and the names its
   * titles give its sections and columns ("MD Mama" on Boston.com). Naming them names the site.
   */
  ownNames: string[];
  /** A news publisher's field ("sports", "technology"), when its stories clearly share one; null otherwise. */
  beat: string | null;
  /** Subjects a page's title or H1 names: what its stories are about, not what they mention in passing. */
  headlined: string[];
  /**
   * Subjects with a name in them ("the Ravens", "Egypt's Muslim Brotherhood"): a news beat is a name, not ordinary words a
   * title-cased headline capitalised ("World’s Fish Have Been Shrinking").
   */
  named: string[];
  /** Subjects the site writes with "the" ("the BP spill", "the Obama administration"): a question does too. */
  definite: string[];
  /**
   * Subjects the pages' own text names (their opening paragraphs, descriptions), not only a headline:
   * a story tells what it is about, while a headline's pun or tag ("Helter", "the Dorm") is named nowhere
   * else. Every subject when no page has an opening to read.
   */
  told: string[];
  /** Its pages teach how to do things (a quarter of them, or the home page): its readers ask how to. */
  teaches: boolean;
  /** The dishes its recipes are for, from their cards, as a cook names them ("shakshuka", "Greek chicken kabobs"); empty for a site with no recipes. */
  dishes: string[];
  /** How many of its pages give a recipe card: a site of recipes is one, whether or not a dish could be read from them. */
  recipePages: number;
  /** How many pages it was read from. */
  pagesRead: number;
}

/** Link labels that offer to sell: a pricing page, a shop, a cart, a quote, a booking. */
const SELLING_LINK = /^(pricing|plans|plans (&|and) pricing|prices|buy|buy now|shop|shop now|shop all|store|online store|cart|basket|my cart|view cart|checkout|add to cart|add to bag|order|order now|order online|book|book now|book online|book an appointment|request a quote|get a quote|free quote|get pricing|start free trial|free trial|subscribe now|rates|menu|reservations)$/;
/** Cues that what the site offers is free: open-source projects, public services. */
const FREE_CUES = /\b(open[- ]source|free and open|apache license|mit license|gpl|free software|non-?profit|donate)\b/i;
/** People and roles that look like audiences but are how sites sign their pages. */
const NOT_AUDIENCE = new Set(['users', 'customers', 'people', 'everyone', 'members', 'team', 'company', 'business']);
/** Words that count or point, not describe: "for everything people might want" names no audience. */
const NOT_AUDIENCE_MODIFIERS = new Set('everything anything something nothing all any some many most more other others such these those what which whatever each every both few several'.split(' '));

const ARTICLE_TYPES = new Set(['Article', 'NewsArticle', 'BlogPosting', 'Blog', 'ReportageNewsArticle', 'AnalysisNewsArticle', 'OpinionNewsArticle', 'TechArticle', 'ScholarlyArticle', 'LiveBlogPosting']);
const ENGLISH_WORDS = /\b(the|and|of|to|is|for|with|that|you|your|are|on|in)\b/gi;

/** Scripts that tell a language at a glance, for pages that do not declare theirs. */
const SCRIPTS: Array<[RegExp, string]> = [
  [/\p{Script=Hiragana}|\p{Script=Katakana}/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Thai}/gu, 'th'],
];

/** The declared language, else the script's, else English when English's commonest words are common enough; "und" otherwise. */
function languageOf(facts: readonly PageFacts[]): string | null {
  const declared = facts.find((f) => f.lang)?.lang;
  if (declared) return declared;
  const text = facts.map((f) => [f.title, f.description, f.h1, f.opening].join(' ')).join(' ');
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  for (const [script, lang] of SCRIPTS) if (letters > 0 && (text.match(script) ?? []).length / letters > 0.3) return lang;
  // Identifiers ("java.base", "org.w3c.dom", "hb_font_t") are no language's words: a reference page lists many.
  const words = text.split(/\s+/).filter((w) => /^[\p{L}'’-]+[.,;:!?)]?$/u.test(w.replace(/^[("“]/, ''))).length;
  if (words < 20) return null;
  return (text.match(ENGLISH_WORDS) ?? []).length / words >= 0.06 ? 'en' : 'und';
}

function counted(values: readonly string[], limit: number): string[] {
  const counts = new Map<string, { text: string; n: number }>();
  for (const v of values) {
    const k = v.toLowerCase();
    counts.set(k, { text: counts.get(k)?.text ?? v, n: (counts.get(k)?.n ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n).slice(0, limit).map((c) => c.text);
}

function audienceOf(facts: readonly PageFacts[]): string[] {
  const texts = facts.slice(0, 5).flatMap((f, i) => [f.description, f.ogDescription, f.h1, f.title, ...f.entityDescriptions, f.opening, ...(i === 0 ? f.headings.slice(0, 10) : [])]);
  const found: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    const phrases = [...forPhrases(text), ...(selfDescription(text)?.rest ?? [])];
    for (const p of phrases) {
      const words = p.toLowerCase().split(' ');
      const head = words.at(-1)!;
      // "Chicago advising companies": a place inside makes it a clause, not an audience.
      if (AUDIENCE_HEADS.has(head) && !NOT_AUDIENCE.has(p.toLowerCase()) && !NOT_AUDIENCE_MODIFIERS.has(words[0]!) && words.length <= 2 && !/\p{Lu}/u.test(p.slice(1))) found.push(caseFolded(p));
    }
  }
  return counted(found, 3);
}

/** Calls to action are not use cases: "download plugins", "join the community". */
const CTA_VERBS = new Set(['download', 'install', 'join', 'read', 'watch', 'listen', 'learn', 'get', 'start', 'explore', 'discover', 'find', 'buy', 'book', 'order', 'contact', 'report', 'subscribe', 'sign', 'contribute', 'register', 'visit', 'support']);

/** Words that lead noun compounds far more often than they are verbs: "code snippets", "file formats", "design matrices". */
const NOUN_FIRST = new Set('code file design index log plot model map cache query stream'.split(' '));
/** Verbs that carry no task of their own: the task is in their object ("get" and "find" are calls to action, above). */
const LIGHT_VERBS = new Set('make do have take use go see know help give put keep'.split(' '));
/** A word this rare in spoken English (rank 8,000 on) names a task's object on its own ("make invoices"). */
const RARE_RANK = 8_000;

/** A sentence that says what the project or its people aim at: "The goal of the project is to ...", "We aim to ...". */
const PROJECT_AIM = /^(?:(?:the|our|its|their)\s+(?:\w+\s+){0,2}(?:goals?|aims?|missions?|objectives?|purposes?)\b[^.]*?\b(?:is|are|was)\s+to\b|(?:we|the project|this project)\s+(?:aims?|strives?|seeks?|intends?|wants?)\s+to\b)/i;

function useCasesOf(facts: readonly PageFacts[], claimed = false): string[] {
  const found: string[] = [];
  facts.forEach((f, i) => {
    // What a page is for is its H1 ("Request a virtual machine"); its other headings are its steps.
    const headings = claimed && i > 0 ? [f.h1] : [f.h1, ...f.headings.slice(0, 15)];
    // What the project's own people aim at ("The goal of the LAME project is to improve the psycho acoustics") is not its users' task.
    const opening = sentencesOf(f.opening).filter((sentence) => !PROJECT_AIM.test(sentence)).join(' ');
    const texts = [...(i === 0 ? [f.description, f.ogDescription, ...f.entityDescriptions, opening] : []), ...headings];
    for (const text of texts) {
      if (!text) continue;
      // "File Uploads", "Design Matrices": a title-cased heading that starts with two capitals is a noun compound, not a task.
      if (headings.includes(text) && /^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(text)) continue;
      for (const p of actionPhrases(text)) {
        const [verb, ...object] = p.split(' ');
        // "code snippets", "code coverage": a word that mostly leads a noun compound is no task's verb.
        if (NOUN_FIRST.has(verb!) || CTA_VERBS.has(verb!) || object.some((w) => BOILERPLATE.has(w.toLowerCase())) || BOILERPLATE_PHRASES.has(p.toLowerCase())) continue;
        if (!object.some(isDistinctiveWord)) continue;
        // "send pull requests", "submit patches": how to contribute to the project, not what its users do with it.
        if (CONTRIBUTION.test(p)) continue;
        // "make decisions", "make documents": a light verb says nothing; its object must be a rare word, and an
        // ordinary one: "make Firefox match your style" makes the product do something, it is no task of the reader's.
        if (LIGHT_VERBS.has(verb!) && !object.some((w) => wordRank(w) >= RARE_RANK && !isName(w))) continue;
        found.push(caseFolded(p));
      }
    }
  });
  return counted(found, 5);
}

/**
 * The project's own contribution workflow: its pull requests, and patches or bug reports sent to it. "apply patches" (a diff
 * tool's task) and "track contributions" (a fundraiser's) are users' tasks.
 */
const CONTRIBUTION = /\b(?:pull|merge) requests?\b|\b(?:submit|send|file|post|report|open)\s+(?:\S+\s+)?(?:patch(?:es)?|bug reports?|bugs|issues)\b/i;

/** A page about what the site is used for: its headings are the uses. */
const USE_CASE_PAGE = /\buse[- ]cases?\b/i;
/** Where the list of purposes after "for" ends: a clause or a purpose of its own begins. */
const PURPOSE_END = /\s(?:to|with|by|because|that|which|where|when|while|in order|such as|like|including)\s|[;:(]|\s[-–—]\s/i;
const MAX_PURPOSE_WORDS = 4;

/** The things named in a list ("fraud detection, real-time recommendations and live dashboards"), each a noun phrase in lower case. */
function purposeList(text: string): string[] {
  const items = text.split(PURPOSE_END)[0]!.replace(/[.!?]+$/, '').split(/,\s*/);
  // "monitoring of networks and machines, ... and live dashboards": only the last item's "and" ends the list.
  const chunks = [...items.slice(0, -1), ...(items.at(-1) ?? '').split(/^(?:and|or)\s+|\s+(?:and|or)\s+/)];
  return chunks
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk && !/^etc\b/i.test(chunk))
    .flatMap((chunk) => {
      const np = nounPhrases(chunk)[0];
      // The chunk starts with the phrase: "continuous ETL into data lakes" gives "continuous ETL"; "monitoring of
      // networks" gives nothing ("monitoring" is half of it).
      const rest = np && chunk.toLowerCase().startsWith(np.toLowerCase()) ? chunk.slice(np.length).trim() : null;
      return rest !== null && !/^of\b/i.test(rest) && np!.split(' ').length <= MAX_PURPOSE_WORDS ? [np!] : [];
    });
}

/** Verbs that are no noun: a phrase led by one is a task ("disable signature verification"), not a thing used for. Data. */
const NEVER_NOUNS = new Set('disable enable prevent allow avoid ensure improve reduce increase remove delete convert generate create write provide perform implement execute simplify verify validate'.split(' '));

function purposesOf(facts: readonly PageFacts[], names: readonly string[]): string[] {
  const found: string[] = [];
  const brand = new RegExp(`\\b(${names.filter((n) => n.length >= 2).map(escapeStringRegexp).join('|')})\\b`, 'i');
  // "use Rivulet for ...", "Rivulet can be used for ...": the brand is what is used. Not "Bottle uses decorators for
  // routing" (what the brand uses), nor "the second key is used for signing" (a manual's detail).
  const usesBrand = /\b(?:use|using)\s+(.{1,40}?)\s+for\s+(.+)$/i;
  const brandUsed = /^(.*?)\b(?:is|are|be|been)\s+(?:\w+\s+)?used\s+for\s+(.+)$/i;
  for (const f of facts) {
    for (const sentence of f.usedFor) {
      const m = sentence.match(usesBrand) ?? sentence.match(brandUsed);
      if (!m || !brand.test(m[1]!) || m[1]!.length > 60) continue;
      found.push(...purposeList(m[2]!));
    }
    if ([f.title, f.h1].some((t) => t && USE_CASE_PAGE.test(t))) for (const h of f.headings.slice(0, 8)) found.push(...purposeList(h));
  }
  const kept = found.map((p) => caseFolded(p)).filter((p) => {
    const words = p.toLowerCase().split(' ');
    // A purpose is a thing in ordinary words: not a name, a person, a part of the site or a menu word.
    // One word ("output", "suggestions") is no purpose; "multiple purposes" is a measure.
    return /^\p{Ll}/u.test(p) && !NEVER_NOUNS.has(words[0]!) && words.some(isDistinctiveWord) && words.length > 1 && !isQuantityPhrase(p) && !/\bpurposes?$/.test(p) && !AUDIENCE_HEADS.has(words.at(-1)!) && !DOC_HEADS.has(words.at(-1)!) && !isBoilerplatePhrase(p);
  });
  return counted(kept, 8);
}

function sellsOf(facts: readonly PageFacts[]): { sells: boolean; evidence: string[] } {
  const evidence: string[] = [];
  const labels = new Set(facts.flatMap((f) => f.linkLabels));
  const selling = [...labels].filter((l) => SELLING_LINK.test(l));
  if (selling.length) evidence.push(`links: ${selling.slice(0, 4).join(', ')}`);
  const offers = facts.reduce((n, f) => n + f.offers, 0);
  if (offers) evidence.push(`${offers} priced offers in JSON-LD`);
  const prices = facts.reduce((n, f) => n + f.prices, 0);
  if (prices >= 3) evidence.push(`${prices} prices in the text`);
  if (facts.some((f) => f.localTypes.length)) evidence.push('a local business');
  const free = facts.slice(0, 3).some((f) => FREE_CUES.test([f.title, f.description, f.opening, f.h1].join(' ')));
  // A free project that lists "sponsors" or a donate page does not sell; one with a pricing page does.
  const sells = selling.length > 0 || offers > 0 || (prices >= 3 && !free) || facts.some((f) => f.localTypes.length > 0);
  if (free && !sells) evidence.push('says it is free or open source');
  return { sells, evidence };
}

const NAMED_RIVAL = /(?:\b[Aa]lternatives? to|\bvs\.?|\b[Vv]ersus|\b[Cc]ompared (?:to|with)|\b[Mm]igrat(?:e|ing) from|\b[Ss]witch(?:ing)? from|\b[Uu]nlike)\s+((?:[A-Z][\w.+-]*)(?:\s+[A-Z][\w.+-]*){0,2})/g;
const RIVAL_ALTERNATIVE = /\b((?:[A-Z][\w.+-]*)(?:\s+[A-Z][\w.+-]*){0,2})\s+alternatives?\b/g;

function competitorsOf(facts: readonly PageFacts[], own: readonly string[]): string[] {
  const ownKeys = new Set(own.map((n) => n.toLowerCase()));
  const names = siteCaseOf(facts).names;
  const found: string[] = [];
  for (const f of facts) {
    for (const text of [f.title, f.h1, f.description, f.opening, ...f.headings]) {
      if (!text) continue;
      for (const m of [...text.matchAll(NAMED_RIVAL), ...text.matchAll(RIVAL_ALTERNATIVE)]) {
        const name = m[1]!.replace(/[.,]+$/, '');
        // "vs Third-party tools", "unlike Rival": a capitalised common word is not a product's name.
        if (!ownKeys.has(name.toLowerCase()) && name.length >= 2 && name.split(' ').every((w) => isName(w) || names.has(w))) found.push(name);
      }
    }
  }
  return counted(found, 5);
}

const VOCABULARY = 400;

function brandSubjectWordsOf(facts: readonly PageFacts[], name: string, short: readonly string[]): string[] {
  // A one-word brand is only itself; a longer one may lend a word to its subject ("Widget Works" sells widgets).
  if (name.trim().split(/\s+/).length < 2) return [];
  // The name's head lends itself only as an English word ("Harbour", "widgets"): initials or a coined word ("CBS" of "CBS
  // Evening News", "WordPress") are the brand whole; a later word may name its field ("DNS" of "Knot DNS").
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w, i) => w.length >= 3 && isDistinctiveWord(w) && (i > 0 || Number.isFinite(wordRank(w))));
  const shortKeys = new Set(short.map((s) => s.toLowerCase()));
  // The site's text with its brand's names taken out: what is left of a brand word is used on its own.
  let text = facts.map((f) => [f.title, f.description, f.h1, ...f.headings, f.opening].join(' ')).join(' ').toLowerCase();
  for (const n of [name, ...short].sort((a, b) => b.length - a.length)) text = text.replace(new RegExp(escapeStringRegexp(n.toLowerCase()), 'g'), ' ');
  return words.filter((w) => !shortKeys.has(w) && (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(w)}s?(?![\\p{L}\\p{N}])`, 'gu')) ?? []).length >= 1);
}

/** The brand itself, in any of its forms ("Boston.com", "TIME.com"), is not one of the site's other names. */
function sameName(name: string, brand: string, short: readonly string[]): boolean {
  const k = name.toLowerCase();
  return [brand, ...short].some((b) => b.toLowerCase() === k || k.startsWith(`${b.toLowerCase()}.`));
}

/** Words before "news" that say when or where it is, not what it is about. */
const NOT_BEAT = /^(latest|breaking|top|local|world|national|international|daily|today's|recent|more|related|other|fake)$/i;

/**
 * The beat in the site's own words: "MMA news" in its headline is a narrower field than the
 * lexicon's "sports". One that names the brand is its own programme ("CBS Evening News"), not a beat.
 */
function ownBeat(candidates: readonly TopicCandidate[], brandNames: readonly string[]): string | null {
  const brandWords = new Set(brandNames.flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 2 && w !== 'news'));
  for (const c of candidates) {
    const m = /^(\S+(?:\s\S+)?)\s+news$/i.exec(c.phrase);
    if (!m || NOT_BEAT.test(m[1]!.split(' ')[0]!) || m[1]!.toLowerCase().split(' ').some((w) => brandWords.has(w))) continue;
    if (c.sources.some((src) => src === 'title' || src === 'h1' || src === 'description')) return m[1]!;
  }
  return null;
}

/**
 * A surname alone ("Ailes", "Aglukkaq") is the person the site names in full ("Roger Ailes"): a
 * reader asks about the person, and a bare surname is ambiguous. Topic candidates drop known
 * people's names (a person is not what a site is about), which leaves their surnames behind.
 */
function withFullNames(subjects: readonly string[], facts: readonly PageFacts[]): string[] {
  const text = facts.flatMap((f) => [f.title, f.h1, f.description, f.ogDescription, f.opening, ...f.headings]).join(' . ');
  return [
    ...new Set(
      subjects.map((s) => {
        // A plural English word is a team's name ("Hornets"), not a surname.
        if (!/^\p{Lu}[\p{Ll}'’-]+$/u.test(s) || (/s$/.test(s) && Number.isFinite(wordRank(s.toLowerCase())))) return s;
        for (const m of text.matchAll(new RegExp(`(?<![\\p{L}-])(\\p{Lu}\\p{Ll}+) ${escapeStringRegexp(s)}(?![\\p{L}])`, 'gu'))) {
          const tags = phraseTags(m[1]!)[0]?.tags;
          // "Charlotte Hornets": a first name that is also a place leads a team's name, not a person's. The tagger knows
          // fewer first names alone than names whole: "Demi" is no first name to it, "Demi Lovato" a person.
          const person = phraseTags(`${m[1]} ${s}`).every((t) => t.tags.has('Person'));
          if ((tags?.has('FirstName') || person) && !tags?.has('Place')) return `${m[1]} ${s}`;
        }
        return s;
      }),
    ),
  ];
}

/**
 * A phrase with a name in it: a word English writes with a capital ("Egypt"), one the site capitalises inside its sentences
 * ("the Kings", "Sprint"), or one with capitals inside ("BlackBerry", "ECB"); not ordinary words a title-cased headline
 * capitalised ("Porn In The Dorm", "An Ode to the Rosetta Spacecraft", "Kiwis Reach 50 mph").
 */
function namesSomething(phrase: string, site: Pick<SiteCase, 'names'>): boolean {
  return phrase.split(/\s+/).some((word) => {
    const w = word.replace(/['’]s$/, '');
    return isName(w) || site.names.has(w) || /.\p{Lu}/u.test(w);
  });
}

/** An article's own page, where headings are its sections and sidebars, not other stories' headlines. */
const isArticle = (f: PageFacts) => f.ogType === 'article' || f.types.some((t) => ARTICLE_TYPES.has(t));

/** Subjects a title or H1 names, or a heading of a page that lists stories (a home or section page's teasers). */
function headlinedOf(facts: readonly PageFacts[], subjects: readonly string[]): string[] {
  const text = facts.flatMap((f) => [f.title, f.h1, ...(isArticle(f) ? [] : f.headings)]).join(' . ');
  // "Donald Trump's Secretary of State": a phrase a headline always goes on with "of" was cut from a longer name.
  return subjects.filter((s) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(s)}(?![\\p{L}\\p{N}])(?!\\s+of\\s)`, 'iu').test(text));
}

/** How a headline and a phrase compare: case, curly apostrophes and spacing aside. */
const headlineKey = (text: string) => text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();

/**
 * A page's whole headline read as one noun phrase ("South Africans cheer Mandela’s birthday", the
 * tagger taking "cheer" for a noun) is a clause, not a subject a reader asks about.
 */
function isWholeHeadline(phrase: string, facts: readonly PageFacts[]): boolean {
  const key = headlineKey(phrase);
  return key.split(' ').length >= 4 && facts.some((f) => [f.h1, f.ogTitle].some((t) => t !== null && headlineKey(t) === key));
}

/** A headline's quotation, a title or someone's words, is not what the story is about. */
function isQuoted(phrase: string, facts: readonly PageFacts[]): boolean {
  const key = headlineKey(phrase);
  return facts.some((f) => [f.title, f.h1, f.ogTitle].some((t) => t !== null && [...t.matchAll(QUOTATION)].some((m) => headlineKey(m[1]!).includes(key))));
}

function definiteOf(facts: readonly PageFacts[], subjects: readonly string[]): string[] {
  const text = facts.map((f) => [f.title, f.h1, f.description, f.ogDescription, f.opening, ...f.headings].join(' . ')).join(' . ');
  const definite = (s: string) => {
    const all = text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(s)}(?![\\p{L}\\p{N}])`, 'giu'))?.length ?? 0;
    const withThe = text.match(new RegExp(`(?<![\\p{L}\\p{N}])the\\s+${escapeStringRegexp(s)}(?![\\p{L}\\p{N}])`, 'giu'))?.length ?? 0;
    return withThe > 0 && withThe * 2 >= all;
  };
  // "the Fed's statement": a possessive takes the article its owner takes.
  return subjects.filter((s) => definite(s) || (/^\S+['’]s\s/.test(s) && definite(s.split(/['’]s\s/)[0]!)));
}

/** Words of opening text that say a page has a story to read: fewer are a caption or a teaser. */
const STORY_WORDS = 40;

function toldOf(facts: readonly PageFacts[], subjects: readonly string[]): string[] {
  if (!facts.some((f) => f.opening.split(' ').length >= STORY_WORDS)) return [...subjects];
  const text = facts.flatMap((f) => [f.opening, f.description, f.ogDescription]).join(' . ');
  const named = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(phrase)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
  return subjects.filter((s) => {
    // "Microsoft's botnet takedown" is told where Microsoft is; "Manu Ginobili" where Ginobili is.
    const owner = s.split(/['’]s\s/)[0]!;
    const lastName = owner.split(' ').filter((w) => /^[\p{Lu}\p{N}]/u.test(w)).at(-1);
    return named(s) || named(owner) || (lastName !== undefined && lastName.length > 2 && named(lastName));
  });
}

function vocabularyOf(facts: readonly PageFacts[]): string[] {
  const found: string[] = [];
  for (const f of facts) {
    const text = [f.title, f.description, f.ogDescription, f.h1, ...f.headings, f.opening, ...f.entityDescriptions].join(' ');
    for (const w of (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’+#-]*[\p{L}\p{N}+#]/gu) ?? []).flatMap(spacedWords)) if (isDistinctiveWord(w)) found.push(w);
  }
  return counted(found, VOCABULARY);
}

function localOf(facts: readonly PageFacts[]): LocalFacts | null {
  const isLocal = facts.some((f) => f.localTypes.length > 0);
  if (!isLocal) return null;
  return facts.find((f) => f.local)?.local ?? { city: null, region: null, country: null };
}

/** The categories the home page says the site is ("an open-source data orchestration platform"), cheaply: one page, a few sentences. */
export function homeSelfCategories(host: string, home: ProfilePage): string[] {
  const facts = readPageFacts(home);
  const brand = readBrand([facts], host);
  return selfCategories(facts, [brand.name, ...brand.short, brandFromHost(host)]);
}

export function readSiteProfile(host: string, pages: readonly ProfilePage[]): SiteProfile {
  const facts = pages.map(readPageFacts);
  return profileFromFacts(host, facts);
}

function profileFromFacts(host: string, facts: readonly PageFacts[]): SiteProfile {
  const brand = readBrand(facts, host);
  // The domain's own name is the site, not its subject ("Wikipedia" on wikipedia.org, whatever og:site_name says).
  const candidates = topicCandidates({ facts, brandNames: [brand.name, ...brand.short, brandFromHost(host)] });
  const chosen = chooseTopics(candidates);
  const { topic, topics, category } = chosen;
  const subjects = chosen.subjects.filter((s) => !isWholeHeadline(s, facts) && !isQuoted(s, facts));
  const fullSubjects = withFullNames(subjects, facts);
  const siteCase = siteCaseOf(facts);
  const { sells, evidence } = sellsOf(facts);
  const home = facts[0];
  return {
    host,
    brand: brand.name,
    brandSource: brand.source,
    brandShort: brand.short,
    topic: topic?.phrase ?? null,
    topicSource: topic?.sources[0] ?? null,
    topics,
    category: category?.phrase ?? null,
    subjects: fullSubjects,
    topicCandidates: candidates.slice(0, 12),
    saidKinds: candidates.filter((c) => c.sources.includes('self-description')).map((c) => c.phrase),
    audience: audienceOf(facts),
    platform: platformOf(facts, [brand.name, ...brand.short], host),
    useCases: useCasesOf(facts),
    claimedUses: useCasesOf(facts, true),
    purposes: purposesOf(facts, [brand.name, ...brand.short]),
    sells,
    sellsEvidence: evidence,
    local: localOf(facts),
    city: localOf(facts)?.city ?? facts.find((f) => f.local?.city)?.local?.city ?? null,
    lang: languageOf(facts),
    description: home?.description ?? home?.ogDescription ?? null,
    navTerms: [...new Set(facts.flatMap((f) => f.navLabels))].slice(0, 40),
    competitors: competitorsOf(facts, [brand.name, ...brand.short]),
    publishes: facts.some(isArticle),
    vocabulary: vocabularyOf(facts),
    brandSubjectWords: brandSubjectWordsOf(facts, brand.name, brand.short),
    ownNames: counted([...facts.flatMap((f) => f.people), ...(home ? titleNames(home.title, home.h1 ?? home.ogTitle).filter((n) => !sameName(n, brand.name, brand.short)) : [])], 10),
    beat: ownBeat(candidates, [brand.name, ...brand.short]) ?? beatOf(facts) ?? beatOfName([brand.name, ...brand.short]),
    // A surname the headline names is headlined as the person ("Zuckerberg" as "Mark Zuckerberg").
    headlined: withFullNames(headlinedOf(facts, subjects), facts),
    named: fullSubjects.filter((s) => namesSomething(s, siteCase)),
    definite: definiteOf(facts, subjects),
    told: toldOf(facts, fullSubjects),
    teaches: Boolean(home?.teaches) || facts.filter((f) => f.teaches).length * 4 >= facts.length,
    dishes: dishesOf(facts.flatMap((f) => f.recipes)),
    recipePages: facts.filter((f) => f.recipes.length > 0).length,
    pagesRead: facts.length,
  };
}
