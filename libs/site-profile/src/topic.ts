/**
 * The category phrase a site uses for itself ("data orchestration platform", "stream processing
 * framework", "technology news"), and the other subjects it is about. Candidates are the noun
 * phrases of what the site says of itself, weighed by where they stand: what it says it *is*
 * ("Acme is a ...") in its descriptions and opening text counts most, then its home title's
 * tagline and H1, then descriptions, JSON-LD offerings, and headings across pages. A phrase must
 * carry a distinctive word (not chrome, not the vertical's bare word, not one of English's most
 * common words) and must not be the brand. Pure.
 */
import nlp from 'compromise';
import type { PageFacts } from './page-facts.js';
import { kindForPhrases, mayNameOneOf, nounPhrases, selfDescription } from './phrases.js';
import { isTitleCased, PARENTHESIS, QUOTATION, sentencesOf, withShortNames } from './sentences.js';
import { AUDIENCE_HEADS, BOILERPLATE, DOC_HEADS, isBoilerplatePhrase, isDistinctiveWord, isName, isQuantityPhrase, KIND_HEADS, wordRank } from './vocabulary.js';
import escapeStringRegexp from 'escape-string-regexp';

export type TopicSource = 'self-description' | 'title' | 'h1' | 'description' | 'jsonld' | 'opening' | 'headings';

export interface TopicCandidate {
  phrase: string;
  score: number;
  sources: TopicSource[];
}

const TITLE_SEPARATORS = /\s+[|–—·:»-]\s+|\s*[|–—·»]\s*/;
const MAX_WORDS = 5;
/** Subjects score at least this share of the best candidate. */
const SUBJECT_FLOOR = 0.2;
const STRONG_SOURCES: ReadonlySet<TopicSource> = new Set(['self-description', 'title', 'h1', 'description', 'jsonld']);
/** Words a subject does not start with: quantifiers, and verbs a tagger may read as nouns ("offers car insurance"). */
const BAD_START = new Set('every each any some such same another offers helps makes provides lets gives includes features brings keeps takes gets uses using powers allows enables supports implements adds requires contains describes'.split(' '));

/** A place or a person's name is where or who, not what the site is about. */
function isPlaceOrPerson(phrase: string): boolean {
  const terms = (nlp(phrase).json() as Array<{ terms: Array<{ tags: string[] }> }>).flatMap((s) => s.terms);
  return terms.length > 0 && terms.every((t) => t.tags.includes('Place') || t.tags.includes('Person') || t.tags.includes('Date') || t.tags.includes('Month') || t.tags.includes('WeekDay'));
}

/** A phrase's head: its last word, or the word before "for" ("Python client for memcached"). */
const headOf = (words: readonly string[]) => {
  const prep = words.findIndex((w, i) => i > 0 && w.toLowerCase() === 'for');
  return (prep > 0 ? words[prep - 1]! : words.at(-1)!).toLowerCase();
};

/** A kind's head word, singular or plural ("platform", "platforms"). */
const isKindHead = (word: string) => KIND_HEADS.has(word) || KIND_HEADS.has(word.replace(/(?<=[^s])s$/, ''));
/** The phrase names a kind of business or thing ("data orchestration platform", "Italian restaurant"). */
export function isKindPhrase(phrase: string): boolean {
  return isKindHead(headOf(phrase.split(' ')));
}
/** A word this rare (rank on SUBTLEX-US) in -er or -or names a doer, not an everyday thing ("checker", "analyser"; not "number", "paper"). */
const RARE_AGENT_RANK = 3_000;

/** The phrase's head is a doer made for a job, a kind of software or device: "static type checker", "static code analyser". */
export function isAgentPhrase(phrase: string): boolean {
  const head = headOf(phrase.split(' ')).replace(/s$/, '');
  return /^\p{Ll}{3,}(?:er|or)$/u.test(head) && wordRank(head) >= RARE_AGENT_RANK;
}

/**
 * The phrase names an activity, not a kind of thing: "building custom applications", "monitoring distributed
 * systems". A word in -ing right before the kind's head word is a compound's ("processing engine", "testing framework").
 */
export function isActivityPhrase(phrase: string): boolean {
  const words = phrase.split(' ');
  if (words.length < 2 || !/^\p{L}+ing$/u.test(words[0]!)) return false;
  return !isKindHead(words[1]!.toLowerCase());
}
/** Words a site's sentence about itself may start with besides its names: "The Acme platform is ...". */
const SELF_WORDS = new Set(['the', 'a', 'an', 'site', 'website', 'company', 'project', 'team', 'app', 'platform', 'service', 'tool', 'library', 'framework', 'store', 'shop', 'is', 's']);

/** A description's first sentences are where a site says what it is. */
const SAYS_WHAT_SENTENCES = 3;

/** How the site writes its own words inside sentences: the names it capitalises, the words it writes in lower case. */
export interface SiteCase {
  names: ReadonlySet<string>;
  lower: ReadonlySet<string>;
}

const NO_CASE: SiteCase = { names: new Set(), lower: new Set() };

/** A quoted title ("Porn in the Dorm", "Take Me Out to the Ballgame") capitalises its words whatever they are. */
function withoutQuotedTitles(text: string): string {
  return text.replace(QUOTATION, (whole, inner: string) => (isTitleCased(inner) ? ' ' : whole));
}

/**
 * Lower case, except acronyms, words written with inner capitals ("AI", "JavaScript"), and
 * names: words the site capitalises inside its sentences ("Minecraft", "Google Home"), or that
 * English writes capitalised ("Sudan") unless the site writes them in lower case ("the packer"
 * makes the title's "Android Packer" an Android packer).
 */
export function caseFolded(phrase: string, site: SiteCase = NO_CASE): string {
  return phrase
    .split(' ')
    .map((w, i, words) => {
      if (/^[A-Z0-9]{2,}s?$/.test(w) || /^[A-Za-z]+[A-Z][a-z]/.test(w)) return w;
      if (!/^[A-Z]/.test(w)) return w.toLowerCase();
      // "Google Home": a common word inside a name the site writes capitalised in its sentences.
      if (site.names.has(w) || (i > 0 && site.names.has(`${words[i - 1]} ${w}`))) return w;
      const lower = w.toLowerCase();
      return isName(w) && !site.lower.has(lower) && !site.lower.has(`${lower}s`) ? w : lower;
    })
    .join(' ');
}

/** How the site writes words in its sentences: the words it capitalises inside them ("pipelines in Python") are names, whatever English does with them. */
export function siteCaseOf(facts: readonly PageFacts[]): SiteCase {
  const names = new Set<string>();
  const pairs = new Set<string>();
  const lowerCount = new Map<string, number>();
  const capitalCount = new Map<string, number>();
  for (const f of facts.slice(0, 5)) {
    for (const written of [f.description, f.ogDescription, f.opening, ...f.entityDescriptions]) {
      const text = withoutQuotedTitles(written ?? '');
      const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
      // Title case ("How to Build a Terrarium") says nothing about names.
      if (words.filter((w) => /^\p{Lu}/u.test(w)).length > words.length / 2) continue;
      for (const m of text.matchAll(/(?<=[\p{Ll},;]\s)([A-Z][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#])/gu)) {
        names.add(m[1]!);
        capitalCount.set(m[1]!.toLowerCase(), (capitalCount.get(m[1]!.toLowerCase()) ?? 0) + 1);
      }
      // Two capitalised words inside a sentence are one name, whatever the second is alone ("the Google Home speaker").
      for (const m of text.matchAll(/(?<=[\p{Ll},;]\s)([A-Z][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]) ([A-Z][\p{Ll}]+)(?=[\s,;.:!?)]|$)/gu)) pairs.add(`${m[1]} ${m[2]}`);
      // "MIME (Multipurpose Internet Mail Extensions)", "Secure Shell (SSH)": an abbreviation's words are a name.
      for (const words of abbreviationExpansions(text)) for (const w of words) names.add(w);
      // Whole words only: "mozilla.org" and "uber-cool" say nothing of how the site writes Mozilla or Uber.
      for (const w of text.match(/(?<![\p{L}\p{N}./@-])\p{Ll}[\p{L}\p{N}]*(?![\p{L}\p{N}./@-])/gu) ?? []) lowerCount.set(w, (lowerCount.get(w) ?? 0) + 1);
    }
  }
  // A word is the site's ordinary word when it writes it in lower case more often than capitalised inside sentences
  // (a keyword list's "uber" against twenty "Uber"s is not).
  const lower = new Set([...lowerCount].filter(([w, n]) => n > (capitalCount.get(w) ?? 0)).map(([w]) => w));
  // A word the site also writes in lower case is an ordinary word it capitalised for emphasis.
  const kept = [...names].filter((n) => !lowerCount.has(n.toLowerCase()) && !lowerCount.has(`${n.toLowerCase()}s`));
  // A pair is a name when its first word is one ("Google Home"), not when both are emphasis ("Lung Cancer").
  const named = new Set(kept);
  return { names: new Set([...kept, ...[...pairs].filter((p) => named.has(p.split(' ')[0]!) || isName(p.split(' ')[0]!))]), lower };
}

/** The words of each abbreviation a text spells out, before or after it in parentheses, when their initials spell it. */
function abbreviationExpansions(text: string): string[][] {
  const out: string[][] = [];
  const spells = (words: string[], abbreviation: string) => words.map((w) => w[0]).join('').toUpperCase() === abbreviation.replace(/s$/, '');
  for (const m of text.matchAll(/\b([A-Z]{2,}s?)\s+\(((?:[A-Z][\p{L}-]*\s+){1,5}[A-Z][\p{L}-]*)\)/gu)) {
    const words = m[2]!.split(/\s+/);
    if (spells(words, m[1]!)) out.push(words);
  }
  for (const m of text.matchAll(/((?:[A-Z][\p{L}-]*\s+){1,5}[A-Z][\p{L}-]*)\s+\(([A-Z]{2,}s?)\)/gu)) {
    const words = m[1]!.split(/\s+/);
    // "The Secure Shell (SSH)": the name is the words the initials spell, from the end.
    const named = words.slice(-m[2]!.replace(/s$/, '').length);
    if (spells(named, m[2]!)) out.push(named);
  }
  return out;
}

/** Singular and plural of a phrase are one candidate: "data pipelines" and "data pipeline". */
const candidateKey = (phrase: string) => phrase.toLowerCase().replace(/(?<=\w{3})(ies|s)$/, (m) => (m === 'ies' ? 'y' : ''));

export interface TopicInput {
  facts: readonly PageFacts[];
  /** The brand's name and short forms: a phrase naming the brand is not a topic. */
  brandNames: readonly string[];
}

/** A title segment that is the brand, or the start of it ("Cairo" of Cairographics). */
function isBrandSegment(segment: string | undefined, brandKeys: ReadonlySet<string>): boolean {
  const key = (segment ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return key.length >= 2 && [...brandKeys].some((b) => {
    const brand = b.replace(/[^\p{L}\p{N}]/gu, '');
    return brand === key || (key.length >= 3 && brand.startsWith(key));
  });
}

/**
 * "CppUnit - The Unit Testing Library", "Cairo: A Vector Graphics Library", "pylibmc - Python
 * client for memcached": a home page's title that sets the brand's name beside a kind ("a" or
 * "the" one, or one in sentence case: "Wall Street Journal - WSJ.com" is a name) says what the
 * project is, as a sentence would (its title case folded to the site's, as every phrase's is). A
 * segment beside anything else is a page's section ("Thin wrapper — Corvid 2.1 documentation").
 */
function titleAppositives(title: string | null, brandKeys: ReadonlySet<string>): string[] {
  // "Cairo: A Vector Graphics Library": a colon after the name parts it too.
  const parts = (title ?? '').split(TITLE_SEPARATORS).flatMap((p) => p.split(/:\s+/)).map((p) => p.trim());
  return parts.flatMap((part, i) => {
    const m = /^(?:(a|an|the)\s+)?(.+)$/iu.exec(part);
    if (!m || !(isBrandSegment(parts[i - 1], brandKeys) || isBrandSegment(parts[i + 1], brandKeys))) return [];
    // Without "a" or "the", a segment in title case is a name ("Wall Street Journal - WSJ.com"), not a kind.
    if (!m[1] && isTitleCased(m[2]!)) return [];
    // "Non-linear" in a title is a word of English in title case, not a name: lowered as the site would write it.
    const kind = m[2]!.replace(/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?:-\p{Ll}+)+/gu, (w) => (w.split('-').every((p) => Number.isFinite(wordRank(p.toLowerCase()))) ? w.toLowerCase() : w));
    return isKindPhrase(kind) ? [kind] : [];
  });
}

export function topicCandidates({ facts, brandNames }: TopicInput): TopicCandidate[] {
  const brandWords = new Set(brandNames.flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3));
  const brandKeys = new Set(brandNames.map((n) => n.toLowerCase()));
  const brandNamesByLength = [...brandNames].filter((n) => n.trim().length >= 2).sort((a, b) => b.length - a.length);
  const singleWordBrands = new Set(brandNames.filter((n) => !/\s/.test(n.trim())).map((n) => n.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')));
  const navWords = new Set(facts[0]?.navLabels ?? []);
  const offeringWords = facts.flatMap((f) => f.offeringNames).flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  const found = new Map<string, TopicCandidate & { forms: Map<string, number> }>();
  const siteCase = siteCaseOf(facts);

  const add = (raw: string, weight: number, source: TopicSource) => {
    // The brand's name is not the topic ("Pipewright platform" says only "platform"), nor is a
    // one-word brand; a phrase that only shares a word with a longer brand is its own
    // ("Harbour United" on The Harbour Gazette), and a brand's common kind word may stay
    // ("Harbour View Hotel" is a "boutique hotel").
    let text = raw;
    for (const name of brandNamesByLength) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(name)}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
    let words = text.split(/\s+/).filter((w) => w && !singleWordBrands.has(w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')));
    // What is left of a brand's name ("Software Foundation" of "Larkspur Software Foundation") is the brand still.
    if (words.every((w) => brandWords.has(w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))) return;
    if (words.length > MAX_WORDS) {
      // "Zsa Zsa Gabor's Palm Springs home" cut to five words would be "Zsa Gabor's ...": a name cut in two is no phrase.
      if (/^\p{Lu}/u.test(words[words.length - MAX_WORDS - 1]!) && /^\p{Lu}/u.test(words[words.length - MAX_WORDS]!)) return;
      words = words.slice(-MAX_WORDS);
    }
    while (words.length > 1 && BAD_START.has(words[0]!.toLowerCase())) words = words.slice(1);
    const phrase = caseFolded(words.join(' ').trim(), siteCase);
    // "'s Executive Editor": what is left of a name cut off before its possessive is no phrase.
    if (!phrase || phrase.length > 60 || brandKeys.has(phrase.toLowerCase()) || /^[^\p{L}\p{N}]/u.test(phrase)) return;
    // "for small businesses" names who the site is for, not what it is.
    if (source !== 'self-description' && AUDIENCE_HEADS.has(words.at(-1)!.toLowerCase())) return;
    if (isBoilerplatePhrase(phrase) || navWords.has(phrase.toLowerCase())) return;
    // "issue trackers", "GitHub issues": a menu word modifying the head makes the phrase chrome too.
    // What the site says it is keeps them: "a static site generator".
    if (source !== 'self-description' && words.slice(0, -1).some((w) => BOILERPLATE.has(w.toLowerCase()) && !KIND_HEADS.has(w.toLowerCase()))) return;
    // "Rust documentation", "useful links", "a wide range": a part of the site or a measure, not a subject.
    if (DOC_HEADS.has(words.at(-1)!.toLowerCase().replace(/[^\p{L}]/gu, '')) || isQuantityPhrase(phrase)) return;
    // "Python bindings for", "for PostgreSQL": a phrase cut before its object, or after its head, is no subject.
    if (/\s(for|to|of|with|in|on|and|or)$/i.test(phrase) || /^(for|to|of|with|in|on|and|or)\s/i.test(phrase)) return;
    // "v5.2.1", "pyca/": a version or a path is no subject.
    if (/^v?\d+(\.\d+)+$|\/$/.test(phrase) || words.some((w) => /^v\d+(\.\d+)+$/.test(w))) return;
    if (!words.some(isDistinctiveWord)) return;
    // Code, addresses and abbreviations are not subjects: "queue.add(job", "ft".
    if (/\d{3,}|https?:|www\.|@|[(){}=;<>[\]_]/.test(phrase) || words.every((w) => w.length <= 2) || isPlaceOrPerson(phrase)) return;
    const head = headOf(words);
    const kind = KIND_HEADS.has(head) || KIND_HEADS.has(head.replace(/s$/, '')) ? 1.5 : 1;
    const length = words.length === 1 ? 0.7 : words.length <= 3 ? 1.2 : 1;
    const k = candidateKey(phrase);
    const entry = found.get(k) ?? { phrase, score: 0, sources: [], forms: new Map<string, number>() };
    entry.score += weight * kind * length;
    if (!entry.sources.includes(source)) entry.sources.push(source);
    entry.forms.set(phrase, (entry.forms.get(phrase) ?? 0) + weight);
    found.set(k, entry);
  };

  // A text without one distinctive word has no topic to give: it is not tagged at all.
  const worthReading = (text: string | null | undefined): text is string => Boolean(text) && text!.split(/\s+/).some(isDistinctiveWord);
  const phrasesOf = (text: string | null | undefined, weight: number, source: TopicSource) => {
    if (worthReading(text)) for (const p of nounPhrases(text)) add(p, weight, source);
  };
  const subjects = new Set([...brandWords, 'we', 'it', 'this', 'here', ...offeringWords]);
  const brandSubjects = new Set(brandWords);
  const selfOf = (text: string | null | undefined, weight: number) => {
    if (worthReading(text)) for (const category of saysItIs(text, subjects)) add(category, weight, 'self-description');
  };

  facts.forEach((f, i) => {
    const home = i === 0;
    const w = home ? 1 : 0.25;
    selfOf(f.description ?? f.ogDescription, 6 * w);
    for (const d of f.entityDescriptions.slice(0, 3)) selfOf(d, 6 * w);
    selfOf(f.opening, 5 * w);
    selfOf(f.h1, 4 * w);
    const segments = (f.title ?? '').split(TITLE_SEPARATORS).filter((s) => !brandKeys.has(s.trim().toLowerCase()));
    if (home) for (const kind of titleAppositives(f.title, brandKeys)) add(kind, 6, 'self-description');
    for (const s of segments) phrasesOf(s, 3 * w, 'title');
    // "Python client for memcached": the kind with what it is for says more than "Python client".
    for (const text of [...segments, f.h1, f.description ?? f.ogDescription]) if (worthReading(text)) for (const p of kindForPhrases(text)) add(p, 6 * w, 'title');
    phrasesOf(f.h1, 2.5 * w, 'h1');
    if (f.ogTitle && f.ogTitle !== f.title) phrasesOf(f.ogTitle, 1 * w, 'title');
    phrasesOf(f.description ?? f.ogDescription, 1.5 * w, 'description');
    for (const d of f.entityDescriptions.slice(0, 3)) phrasesOf(d, 1.5 * w, 'jsonld');
    for (const name of f.offeringNames.slice(0, 10)) phrasesOf(name, 1 * w, 'jsonld');
    for (const s of sentencesOf(f.opening, 2)) phrasesOf(s, 1 * w, 'opening');
    for (const h of f.headings.slice(0, home ? 12 : 4)) phrasesOf(h, 0.4, 'headings');
    // "Scrapy is a fast high-level web crawling framework": a sentence that names the brand and says what it is, on
    // any page read, wherever it stands (an intro page says it past its first paragraph). Not "It is a ...": in
    // running text "it" is anything.
    for (const d of f.definitions) {
      if (!worthReading(d)) continue;
      // Body text says many things a project is ("the successor of PyNIfTI", "a community driven project"): only a kind counts.
      const said = saysItIs(d, brandSubjects).filter(isKindPhrase);
      for (const category of said) add(category, 6 * (home ? 1 : 0.6), 'self-description');
      if (said.length) for (const p of kindForPhrases(withShortNames(d).replace(PARENTHESIS, '')).filter((k) => !isTitleCased(k))) add(p, 6 * (home ? 1 : 0.6), 'self-description');
    }
  });

  return [...found.values()]
    .map(({ forms, score, sources }) => ({
      // The form written most (weighted) stands for the candidate.
      phrase: [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]![0],
      score: Math.round(score * 100) / 100,
      sources,
    }))
    .sort((a, b) => b.score - a.score || a.phrase.length - b.phrase.length);
}

/**
 * The category (the best candidate that names a kind, or that the site says it is) and the
 * subjects, a phrase that repeats a better one's words left out.
 */
export function chooseTopics(candidates: readonly TopicCandidate[], limit = 8): { category: TopicCandidate | null; topic: TopicCandidate | null; topics: string[]; subjects: string[] } {
  const chosen: TopicCandidate[] = [];
  for (const c of candidates) {
    // "Python controller library for Tor" says more than the "Python controller library" it holds: it takes its place.
    const narrowed = chosen.findIndex((k) => c.phrase.toLowerCase().startsWith(`${k.phrase.toLowerCase()} for `) && c.sources.some((src) => STRONG_SOURCES.has(src)));
    if (narrowed >= 0) {
      chosen[narrowed] = { ...c, score: Math.max(c.score, chosen[narrowed]!.score), sources: [...new Set([...chosen[narrowed]!.sources, ...c.sources])] };
      continue;
    }
    const words = new Set(c.phrase.toLowerCase().split(' '));
    const contained = chosen.some((k) => {
      const kw = k.phrase.toLowerCase().split(' ');
      return kw.every((w) => words.has(w)) || [...words].every((w) => kw.includes(w));
    });
    if (!contained) chosen.push(c);
    if (chosen.length >= limit) break;
  }
  // A category is a kind of thing, in ordinary words: "Gravity Labs" is a name, not a kind.
  // "Monitoring distributed systems" names an activity, not a kind of thing the site is.
  const category = chosen.find((c) => (isKindPhrase(c.phrase) || c.sources.includes('self-description')) && /(^|\s)\p{Ll}/u.test(c.phrase) && !isActivityPhrase(c.phrase)) ?? null;
  // A subject the site barely mentions (one heading among many, a line of body text) is noise
  // beside what it leads with: it needs a strong place (title, H1, description, JSON-LD) or two.
  const floor = (candidates[0]?.score ?? 0) * SUBJECT_FLOOR;
  // A name in a headline ("Harbour United win the derby") is a subject a reader asks about.
  const named = (c: TopicCandidate) => c.phrase.split(' ').every((w) => /^[\p{Lu}\p{N}]/u.test(w));
  const strong = (c: TopicCandidate) => c.sources.some((src) => STRONG_SOURCES.has(src)) || c.sources.length >= 2 || named(c);
  const subjects = chosen.filter((c) => c !== category && c.score >= floor && strong(c)).map((c) => c.phrase);
  const topic = category ?? chosen[0] ?? null;
  return { category, topic, topics: topic ? [topic.phrase, ...chosen.filter((c) => c !== topic).map((c) => c.phrase)] : [], subjects };
}

/**
 * What the home page says the site is, and nothing else: the categories of its "Acme is a ..."
 * sentences (description, JSON-LD descriptions, opening text, H1), for a reader that wants the
 * strongest evidence cheaply (the classifier reads it as the site's own word for its trade).
 */
export function selfCategories(home: PageFacts, brandNames: readonly string[]): string[] {
  const subjects = new Set([
    ...brandNames.flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3),
    'we',
    'it',
    'this',
    'here',
    ...home.offeringNames.flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3),
  ]);
  const texts = [home.description ?? home.ogDescription, ...home.entityDescriptions.slice(0, 3), home.opening, home.h1];
  const out = texts.flatMap((text) => (text && text.split(/\s+/).some(isDistinctiveWord) ? saysItIs(text, subjects) : []));
  return [...new Set(out.filter((c) => !isBoilerplatePhrase(c)))];
}

/** The categories of a text's sentences whose subject is the site ("Acme is a ...", "We are a ..."), not an article's "The deal is a ...". */
function saysItIs(text: string, subjects: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const s of sentencesOf(text, SAYS_WHAT_SENTENCES)) {
    // "scikit-bio (canonically pronounced sigh-kit-buy-oh) is a library ...": an aside between the name and its verb.
    const sentence = withShortNames(s).replace(PARENTHESIS, '');
    // Both readings below need a subject word in the subject: a sentence naming none is not tagged.
    if (!mayNameOneOf(sentence, subjects)) continue;
    const said = selfDescription(sentence);
    const words = said?.subject.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean) ?? [];
    // A kind in title case is a name spelled out ("PETSc is the Portable, Extensible Toolkit for Scientific Computation"), not a kind people ask for.
    if (said && words.some((w) => subjects.has(w)) && words.every((w) => subjects.has(w) || SELF_WORDS.has(w)) && !isTitleCased(said.category)) out.push(said.category);
    // "The Snakemake workflow management system is a tool ...": the name's own kind, set beside it as the subject.
    else if (said) {
      const named = said.subject.replace(/^(?:the|our|this)\s+/i, '').split(/\s+/);
      const brandWords = named.findIndex((w) => !subjects.has(w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')));
      const kind = named.slice(brandWords).join(' ');
      if (brandWords > 0 && named.length - brandWords >= 2 && isKindPhrase(kind) && /^\p{Ll}/u.test(kind) && !isTitleCased(kind)) out.push(kind);
    }
  }
  return out;
}
