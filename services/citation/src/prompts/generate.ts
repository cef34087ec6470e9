/**
 * A prompt set in one of the three modes of GET /api/llm/prompts:
 * - rules (V3): the intent templates of the site's family, filled from its profile;
 * - ai (V4): written by the configured LLM from the profile and the intents (no LLM: "not configured");
 * - blended (production): both, every question judged, the best-judged of each intent kept
 *   (rules alone, and said so, without an LLM).
 * Every candidate goes through the realism judge (judge.ts); the set records every verdict, its
 * id (a hash of its version and questions) and what is wrong with it as a whole.
 */
import { createHash } from 'node:crypto';
import type { PromptSet, PromptVerdict, SiteType } from '@citable/contracts';
import type { LlmClient } from '@citable/llm';
import { isDistinctiveWord, isKindPhrase, nounPhrases, phraseTags, wordRank, type SiteProfile } from '@citable/site-profile';
import { isMassPhrase, isPlural, singular } from './english.js';
import { aiCandidates, AI_PROMPT_VERSION, questionLanguage, type AiQuestion, type AiSiteText } from './ai.js';
import { brandTerms, REALISM_TARGET, leakOf } from './gates.js';
import { FAMILY_INTENTS, familyOf, type Family, type Intent } from './intents.js';
import { inSiteLanguage, judgeAll, JUDGE_VERSION, type Grounding, type JudgeInput } from './judge.js';
import { rulesCandidates, type QuestionMaterial, type RuleCandidate } from './rules.js';
import { realismAverage, selectPrompts } from './select.js';

export type PromptMode = PromptSet['meta']['source'];

/** The version of the rules' intent templates: a cached set of another version is stale. */
export const TEMPLATE_VERSION = 'intents-v3';
/** Fewer non-branded questions than this and the set is flagged: the site says too little about itself. */
export const MIN_NON_BRANDED = 5;

/** Asking for AI prompts with no LLM configured: the caller says so, nothing is made up instead. */
export class LlmNotConfiguredError extends Error {
  readonly status = 409;
  readonly code = 'not_configured';
  constructor() {
    super('AI prompts need an LLM: set LLM_PROVIDER and LLM_API_KEY (and LLM_MODEL, LLM_BASE_URL if needed).');
    this.name = 'LlmNotConfiguredError';
  }
}

export interface GenerateInput {
  host: string;
  profile: SiteProfile;
  /** The audit's site description, as its owner typed it. */
  ownerDescription: string | null;
  /** The classifier's site type and vertical, when it answered. */
  siteType: SiteType | null;
  vertical: string;
  /** The industry in words: the classifier's v2 industry when it answered, else the vertical's. */
  industry: string;
  classifier: 'answered' | 'unavailable';
  /** Products or sites that earlier answers cited for this site's questions, or that the site names. */
  competitors: readonly string[];
  llm: LlmClient | null;
  siteText: AiSiteText;
  now?: Date;
}

/** The version a set of this mode is made with now: a cached set of another version is stale. */
export function promptVersion(mode: PromptMode, llmConfigured: boolean): string {
  if (mode === 'rules') return `${TEMPLATE_VERSION}+${JUDGE_VERSION}`;
  if (mode === 'ai') return `${AI_PROMPT_VERSION}+${JUDGE_VERSION}`;
  return llmConfigured ? `blended-v2+${TEMPLATE_VERSION}+${AI_PROMPT_VERSION}+${JUDGE_VERSION}` : `blended-v2+${TEMPLATE_VERSION}+${JUDGE_VERSION}`;
}

/** The brand as people write it: without a top-level domain or a legal suffix ("CNN.com" -> "CNN"). */
export function spokenBrand(profile: Pick<SiteProfile, 'brand' | 'brandShort'>): string {
  const lower = profile.brand.toLowerCase();
  const trimmed = profile.brandShort.find((s) => lower.startsWith(s.toLowerCase()) && s.length >= 2 && lower.length - s.length <= 8);
  return trimmed ?? profile.brand;
}

/** The slot values, from the profile (and the owner's own description of the site). */
export function materialOf(input: Pick<GenerateInput, 'profile' | 'ownerDescription' | 'competitors'>): QuestionMaterial {
  const { profile } = input;
  const owned = input.ownerDescription ? nounPhrases(input.ownerDescription).filter((p) => p.split(' ').some(isDistinctiveWord)).map((p) => p.toLowerCase()) : [];
  // Other kinds the site names count as its category only when they share a word with it ("job queue", "queue library").
  const own = new Set((profile.category ?? '').toLowerCase().split(' ').filter(isDistinctiveWord));
  // A kind is said in ordinary words: "Stanford University" is a name.
  const kinds = [...profile.topics, ...owned].filter((p) => isKindPhrase(p) && /(^|\s)\p{Ll}/u.test(p) && (own.size === 0 || p.toLowerCase().split(' ').some((w) => own.has(w))));
  const categories = [...new Set([...(profile.category ? [profile.category] : []), ...kinds])];
  // "ATF" for "async task framework" is the site's own thing by its initials, not a subject.
  const initials = new Set(categories.map((c) => c.split(/[\s-]+/).map((w) => w[0]).join('').toUpperCase()).filter((i) => i.length >= 2));
  // An organisation's name ("Virginia Commonwealth University") is the site or a rival, not a subject to ask about.
  const organisation = (p: string) => isKindPhrase(p) && !/(^|\s)\p{Ll}/u.test(p);
  const subjects = [...new Set([...profile.subjects, ...owned].filter((p) => !categories.includes(p) && !initials.has(p) && !organisation(p)))];
  return {
    brand: spokenBrand(profile),
    categories,
    subjects,
    audience: profile.audience,
    useCases: profile.useCases,
    competitors: input.competitors.filter((c) => c.toLowerCase() !== profile.brand.toLowerCase()),
    city: profile.local?.city ?? profile.city,
    sells: profile.sells,
    definite: profile.definite,
    beat: profile.beat,
  };
}

/** A publisher's own genre words: a reader asks about the game, not the review of it. */
const GENRE = /\s+(review|reviews|interview|preview|recap|analysis|explainer|guide|opinion|live|update|updates)$/i;

/**
 * What a reader asks a publisher or a blog about: a name ("Harbour United", "Whole Foods",
 * "Apple's Vision Pro") or a field that is not one of English's common words ("compilers",
 * "manhole fires"), without the genre word ("Shovel Knight review" is "Shovel Knight").
 * Headlines are full of phrases that are none of these, and no reader types them:
 * - a clause ("Obama admits US gun laws", "gut microbes can split", "Here's our year");
 * - a possessive left open ("Nintendo's") or a capitalised common word ("Bug");
 * - a description with no thing of its own ("the spectacular story", "surprising findings");
 * - a countable common noun in the singular, which points back into the story ("the frustration",
 *   "the crowded core"): a field is a plural or a mass noun ("closed terrariums", "student journalism");
 * - on a site in another language, its words ("hrozí gigantům", "Das"): only names of several
 *   capitalised words carry over to an English question ("América Latina").
 */
export function readerSubjects(subjects: readonly string[], opts: { english?: boolean; news?: boolean; definite?: readonly string[] } = {}): string[] {
  const definite = new Set((opts.definite ?? []).map((s) => s.replace(GENRE, '')));
  const out = subjects
    .map((s) => s.replace(GENRE, ''))
    .map((s) => (opts.news && !definite.has(s) ? namePart(s) : s))
    // What namePart left with a plural common noun ("Ramban killings", "Brooklyn nets") is a story's event or a name cased wrong.
    .filter((s) => !(opts.news && !definite.has(s) && /^[\p{Lu}\p{N}]/u.test(s) && / \p{Ll}[\p{L}-]*$/u.test(s) && !/['’]s\s/.test(s) && isPlural(s.split(' ').at(-1)!)))
    .filter((s) => readsAsSubject(s, opts.english ?? true, opts.news ?? false, definite.has(s)));
  return [...new Set(out)];
}

/** A news beat is the name a headline's phrase leads with: "Xbox One" of "Xbox One requirements", "Whole Foods" of "Whole Foods workers". */
function namePart(s: string): string {
  const words = s.split(' ');
  if (words.length < 2 || !/^[\p{Lu}\p{N}]/u.test(s) || words.some((w) => /['’]s$/.test(w)) || !/^\p{Ll}/u.test(words.at(-1)!)) return s;
  const lead = words.slice(0, words.findIndex((w) => !/^[\p{Lu}\p{N}]/u.test(w)));
  // "Alaskan halibut", "Foodborne illness": a word that describes is no name on its own; nor is the
  // place or the person a story is about the beat ("Alabama" of "Alabama immigration law").
  const describes = lead.length === 1 && (CLASSIFYING.test(lead[0]!) || phraseTags(lead[0]!.toLowerCase())[0]?.tags.has('Adjective'));
  const whereOrWho = phraseTags(lead.join(' ')).every((t) => t.tags.has('Place') || t.tags.has('Person'));
  return describes || whereOrWho ? s : lead.join(' ');
}

/** Bodies known by initials said letter by letter take "the" ("the NFL", "the DOJ"); acronyms said as words ("NASA") and companies ("IBM") do not. Data. */
const THE_INITIALISMS = new Set(
  'FBI CIA NSA DOJ DHS EPA FDA FCC FTC SEC IRS TSA FAA CDC NIH NRA GOP DNC RNC ACLU NAACP NFL NBA NHL MLB MLS NCAA PGA WWE IOC UFC EU UN UK US USA IMF WHO WTO ECB BBC NHS AP ICC IAEA OECD'.split(' '),
);

/** Names of bodies that take "the": "the Muslim Brotherhood", "the Labour Party", "the Justice Department". */
const INSTITUTION = /\s(Brotherhood|Party|Union|Council|Commission|Department|Ministry|Senate|Court|Army|Navy|Administration|Agency|Bureau|Committee|Parliament|Federation|League|Association|Church|Government|Assembly|Authority|Service|Corps)$/;

/** A one-word plural name ("the Mets"), a team's or a body's name ("the Muslim Brotherhood") takes "the"; a person's or a place's does not. */
export function takesThe(s: string): boolean {
  // A possessive is its own determiner: "Egypt's Muslim Brotherhood".
  if (/['’]s\s/.test(s) || !/^\p{Lu}/u.test(s)) return false;
  if (INSTITUTION.test(s) || THE_INITIALISMS.has(s)) return true;
  // A team is its place and a plural name: "the San Antonio Spurs", "the Brooklyn Nets" (not "Whole Foods").
  const words = s.split(' ');
  if (words.length > 1 && /^\p{Lu}\p{Ll}+s$/u.test(words.at(-1)!) && isPlural(words.at(-1)!)) return phraseTags(words.slice(0, -1).join(' ')).every((t) => t.tags.has('Place'));
  if (!/^\p{Lu}\p{Ll}+$/u.test(s) || !isPlural(s)) return false;
  const tags = phraseTags(s)[0]?.tags;
  return !tags || !['Person', 'Place', 'FirstName', 'LastName'].some((t) => tags.has(t));
}

/** `news`: a publisher's subject is a beat, which one common word is not ("headsets"); a blog's field may be ("compilers"). */
function readsAsSubject(s: string, english: boolean, news: boolean, definite: boolean): boolean {
  const words = s.split(' ');
  if (CONTRACTION.test(s) || /['’]s?$/.test(s) || TEMPLATE_WORDS.test(s)) return false;
  // A piece cut from a sentence: "'s Executive Editor", "Chong's Up" (of "Up in Smoke"), "David Bloom abou".
  if (/^[^\p{L}\p{N}]/u.test(s) || FUNCTION_WORD.test(words.at(-1)!) || (/^\p{Ll}{1,4}$/u.test(words.at(-1)!) && !Number.isFinite(wordRank(words.at(-1)!)))) return false;
  const tagged = phraseTags(s);
  if (tagged.some((t) => t.tags.has('Verb') && !t.tags.has('Noun'))) return false;
  // A headline's praise of a name ("Larry Page's incredible comeback", "Gaming's richest universes"):
  // an adjective that judges, where one that classifies ("Iran's nuclear program") names a thing.
  const owner = words.findIndex((w) => /['’]s$/.test(w));
  const said = owner >= 0 ? tagged.slice(owner + 1) : [];
  if (said.some((t) => t.tags.has('Superlative') || (t.tags.has('Adjective') && !t.tags.has('Noun') && !CLASSIFYING.test(t.text)))) return false;
  // In another language only a name of several words carries over ("América Latina"): a lone capitalised word may be its article ("Das").
  if (!english && (NO_SPACES_SCRIPT.test(s) || words.length < 2 || words.some((w) => !/^[\p{Lu}\p{N}]/u.test(w)))) return false;
  const head = words.at(-1)!.toLowerCase();
  const last = tagged.at(-1);
  // A name ends in a noun: "WordPress market Oversaturated" is a headline's clause.
  if (last && last.tags.has('Adjective') && !last.tags.has('Noun')) return false;
  // A plural or a mass noun ("halibut", "journalism") names a field; the tagger knows more uncountable nouns than our list.
  const countless = isPlural(head) || isMassPhrase(s) || Boolean(last?.tags.has('Uncountable') || last?.tags.has('Plural'));
  if (/^[\p{Lu}\p{N}]/u.test(s)) {
    // "Firefox instance": a name's countable thing in the singular is one thing of the story, unless the site calls it "the ...".
    const described = words.length > 1 && /^\p{Ll}/u.test(words.at(-1)!) && owner < 0 && !countless;
    return (words.length > 1 || wordRank(s) >= READER_RANK) && (!described || definite);
  }
  if (words.some((w) => /^\p{Lu}/u.test(w))) return false;
  const rareHead = wordRank(singular(head)) >= READER_RANK && wordRank(head) >= READER_RANK;
  // A countable thing in the singular is one thing of the story ("the crowded core", "the year-old bug"), not a subject.
  if (!countless) return false;
  if (words.length === 1) return rareHead && !news;
  // "closed terrariums" names a thing; "barren territories" only describes one.
  if (tagged[0]?.tags.has('Adjective') && !tagged[0].tags.has('Noun')) return rareHead;
  return words.some((w) => wordRank(w) >= READER_RANK);
}
/** Scripts written without spaces: a phrase of them is a whole headline, not a name an English question can carry. */
const NO_SPACES_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** "Here's", "What's", "Don't": a headline's clause, not a noun phrase. */
const CONTRACTION = /\b(here|there|what|that|it|who|where|how|don|doesn|didn|can|won|isn|aren|wasn)['’](s|t|re|ll|ve|d)?\b/i;
/** Adjectives that say what kind of thing, not how good it is: "nuclear", "professional", "economic", "Japanese". */
const CLASSIFYING = /(al|ic|ary|an|ese|ish|ical)$/i;
/** A phrase does not end in a function word: "Chong's Up" is cut from a title. */
const FUNCTION_WORD = /^(up|in|on|of|at|to|by|for|with|from|and|or|but|the|a|an|as|into|over|out|off|about)$/i;
/** The frames' own words: "depth coverage" of "in-depth coverage" is not a subject. */
const TEMPLATE_WORDS = /\b(coverage|latest|news)\b/i;
/** A subject word a reader would ask about is rarer than this rank in English (SUBTLEX-US). */
const READER_RANK = 4_000;

/** A publisher's or blog's reader asks how to do a thing of its own ("build a terrarium"), not "write tests". */
export function readerUses(uses: readonly string[]): string[] {
  return uses.filter((u) => {
    const head = u.split(' ').at(-1)!.toLowerCase();
    return wordRank(head) >= READER_RANK && wordRank(singular(head)) >= READER_RANK;
  });
}

/** Slot values that name the brand ("Infra" for the Infrastructure team) would leak it into non-branded questions. */
function withoutBrand(m: QuestionMaterial, terms: readonly string[]): QuestionMaterial {
  const clean = (list: readonly string[]) => list.filter((p) => !leakOf(p, terms));
  return { ...m, categories: clean(m.categories), subjects: clean(m.subjects), useCases: clean(m.useCases), audience: clean(m.audience) };
}

function groundingOf(input: GenerateInput, m: QuestionMaterial): Grounding {
  const names = [...new Set([m.brand, ...siteNames(input.profile)])];
  return {
    brandNames: names,
    brandTerms: brandTerms({ names, host: input.host }),
    phrases: [...m.categories, ...m.subjects, ...(m.beat ? [`${m.beat} news`] : []), ...input.profile.brandSubjectWords, ...input.profile.topicCandidates.map((c) => c.phrase), ...m.useCases, ...m.audience, ...m.competitors, ...(m.city ? [m.city] : []), input.industry, input.ownerDescription ?? ''],
    navTerms: input.profile.navTerms,
    siteWords: input.profile.vocabulary,
    sells: input.profile.sells,
    lang: input.profile.lang,
  };
}

/** Alternates two lists: the blend's candidates come from both. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < b.length) out.push(b[i]!);
    if (i < a.length) out.push(a[i]!);
  }
  return out;
}

const fromRules = (list: readonly RuleCandidate[], type: JudgeInput['type']): JudgeInput[] => list.map((c) => ({ text: c.text, type, intent: c.intent, origin: 'rules' }));
const fromAi = (list: readonly AiQuestion[], type: JudgeInput['type']): JudgeInput[] => list.map((c) => ({ text: c.text, type, intent: c.intent, origin: 'ai' }));

export function setId(version: string, branded: readonly string[], nonBranded: readonly string[]): string {
  return `ps_${createHash('sha256').update(JSON.stringify([version, branded, nonBranded])).digest('hex').slice(0, 12)}`;
}

function intentsFor(family: Family, m: QuestionMaterial): Intent[] {
  const intents = FAMILY_INTENTS[family].filter((g) => g.sells === undefined || g.sells === m.sells).map((g) => g.intent);
  return [...new Set<Intent>([...intents, 'brand'])];
}

/**
 * The names that make a question branded: the brand, its short forms, and the people the site
 * signs its pages with (a columnist's name in a question names the publication).
 */
export function siteNames(profile: Pick<SiteProfile, 'brand' | 'brandShort' | 'people'>): string[] {
  return [...new Set([profile.brand, ...profile.brandShort, ...profile.people])];
}

export async function generatePromptSet(mode: PromptMode, input: GenerateInput): Promise<PromptSet> {
  if (mode === 'ai' && !input.llm) throw new LlmNotConfiguredError();
  const names = siteNames(input.profile);
  // Brand words the site uses as its subject or place ("Harbour" of The Harbour Gazette in "Harbour United") may fill slots.
  const subjectWords = new Set(input.profile.brandSubjectWords);
  const m = withoutBrand(materialOf(input), brandTerms({ names, host: input.host }).filter((t) => !subjectWords.has(t)));
  const read = familyOf(input.siteType, { local: input.profile.local !== null, store: false, publishes: input.profile.publishes, category: input.profile.category !== null });
  const family: Family = read === 'publisher' && input.profile.teaches ? 'guides' : read;
  if (family === 'publisher' || family === 'guides' || family === 'blog') {
    const english = !input.profile.lang || input.profile.lang === 'en';
    // A story is about what its headline names: "Grand Isle" in a caption, "Hamlet" in a comparison are passing mentions.
    const headlined = new Set(input.profile.headlined);
    // A news beat is a name ("Urban Meyer", "the BP spill"): a common noun phrase of one story ("burst pipes", "age restrictions") is not one.
    const told = family === 'publisher' ? m.subjects.filter((s) => headlined.has(s) && /^[\p{Lu}\p{N}]/u.test(s)) : m.subjects;
    m.subjects = readerSubjects(told, { english, news: family !== 'blog', definite: m.definite });
    m.definite = [...(m.definite ?? []).map((s) => s.replace(GENRE, '')), ...m.subjects.filter(takesThe)];
    // What a story's people did is not its reader's task: how-tos only from a site that teaches them.
    m.useCases = input.profile.teaches ? readerUses(m.useCases) : [];
  }
  const rules = mode === 'ai' ? null : rulesCandidates(family, m);
  const ai =
    mode !== 'rules' && input.llm
      ? await aiCandidates(input.llm, { host: input.host, family, intents: intentsFor(family, m), material: m, industry: input.industry, description: input.profile.description ?? input.ownerDescription, text: input.siteText, lang: input.profile.lang })
      : null;
  const branded = interleave(rules ? fromRules(rules.branded, 'branded') : [], ai ? fromAi(ai.branded, 'branded') : []);
  const nonBranded = interleave(rules ? fromRules(rules.nonBranded, 'non-branded') : [], ai ? fromAi(ai.nonBranded, 'non-branded') : []);
  const grounding = groundingOf(input, m);
  // A "branded" question that does not name the brand is a non-branded one.
  const candidates = [...branded.map((c) => (leakOf(c.text, grounding.brandTerms) ? c : { ...c, type: 'non-branded' as const })), ...nonBranded];
  const set = selectPrompts(judgeAll(candidates, grounding));

  const language = questionLanguage(input.profile.lang);
  const askedInLanguage = language !== null && set.nonBranded.some((p) => inSiteLanguage(p.text, language.code));
  const flags = [
    set.nonBranded.length < MIN_NON_BRANDED ? 'too_few_grounded' : null,
    input.profile.lang && input.profile.lang !== 'en' && !askedInLanguage ? 'english_only' : null,
    input.profile.topic === null ? 'no_topic' : null,
  ].filter((f): f is string => f !== null);
  const notes = [
    input.classifier === 'unavailable' ? 'The classifier did not answer: the site kind was read from its pages alone.' : null,
    mode === 'blended' && !input.llm ? 'No LLM is configured: the blend holds the rules prompts only.' : null,
    flags.includes('too_few_grounded') ? `Only ${set.nonBranded.length} non-branded questions name this site's own subject: the site says little about what it is (its title, description and headings).` : null,
    flags.includes('english_only') ? `The site is in ${input.profile.lang === 'und' ? 'a language other than English' : `"${input.profile.lang}"`}: only English questions are asked.` : null,
    askedInLanguage ? `The site is in ${language!.name}: the LLM's questions are asked in ${language!.name}, the rules' in English.` : null,
  ].filter(Boolean);
  const version = promptVersion(mode, input.llm !== null);
  const brandedTexts = set.branded.map((p) => p.text);
  const nonBrandedTexts = set.nonBranded.map((p) => p.text);
  const shipped: PromptVerdict[] = [...set.branded, ...set.nonBranded];
  return {
    meta: {
      industry: input.industry,
      prompt_gen_version: version,
      ...(mode === 'ai' ? {} : { template_version: TEMPLATE_VERSION }),
      source: mode,
      realism_avg: realismAverage(set),
      realism_target: REALISM_TARGET[0],
      realism_target_range: REALISM_TARGET,
      vertical: input.vertical,
      classifier: input.classifier,
      brand: input.profile.brand,
      gates: set.gates,
      note: notes.length ? notes.join(' ') : null,
      generated_at: (input.now ?? new Date()).toISOString(),
      set_id: setId(version, brandedTexts, nonBrandedTexts),
      judge_version: JUDGE_VERSION,
      flags,
      profile: {
        brand: input.profile.brand,
        brand_short: input.profile.brandShort,
        topic: input.profile.topic,
        topics: [...m.categories, ...m.subjects].slice(0, 8),
        audience: [...m.audience],
        sells: m.sells,
        local: m.city,
        lang: input.profile.lang,
      },
    },
    branded: brandedTexts,
    nonBranded: nonBrandedTexts,
    realism: { branded: set.branded.map((p) => p.score), nonBranded: set.nonBranded.map((p) => p.score) },
    judged: { shipped, rejected: set.rejected },
  };
}

