/**
 * The realism judge: every question, from the rules, the LLM or the blend, passes it before it
 * is asked. A question fails when it is
 * - ungrammatical: number agreement, articles ("a various provider", "a audits"), leftovers;
 * - generic: it has no word of its own, only the vertical's ("How much does software cost?"),
 *   so any site of the vertical would get it; or, for software, it asks how to do a task of any
 *   project's ("How do I create plugins in Python?", "How do I write tests?");
 * - ungrounded: it has words of its own, but none of this site's topic, subjects, use cases,
 *   industry, competitors or city;
 * - boilerplate: it treats a menu or footer word as a product ("How much does community cost?",
 *   "Which companies offer GitHub issues?");
 * - unnatural: it does not read like something a person types (realism form score under the floor);
 * - leak: a non-branded question names the brand.
 * Its score is the realism form score (0..1) of a question that passed, 0 for one that failed;
 * the set's realism average is the average of what it shipped. Pure.
 */
import { createRequire } from 'node:module';
import { CLAUSE_PARTICIPLES, isDistinctiveWord, nounPhrases, phraseTags, softwareSiteShare, spacedWords, wordRank } from '@citable/site-profile';
import type { PromptFault, PromptVerdict, QueryType } from '@citable/contracts';
import { FIELDS_IN_ICS, isMassPhrase, isPlural, singular, UNCOUNTED_FOODS } from './english.js';
import { checkGrammar, hideBrands, leakOf, realism, REALISM_FLOOR } from './gates.js';
import { BRANDED, FAMILY_INTENTS } from './intents.js';
import escapeStringRegexp from 'escape-string-regexp';

export const JUDGE_VERSION = 'judge-v18';
/** A site word grounds a question when English uses it less than this rank's word (SUBTLEX-US). */
const SITE_WORD_RANK = 5_000;

/** What grounds a question in this site: the words of its profile, industry and market. */
export interface Grounding {
  /** The brand's names (for the leak check and to leave them out of grounding). */
  brandNames: readonly string[];
  brandTerms: readonly string[];
  /** Phrases of the site: topic and subjects, use cases, audience, competitors, city, industry. */
  phrases: readonly string[];
  /** The site's menu labels: a question naming one that is chrome ("Community", "GitHub issues") treats it as a subject. */
  navTerms: readonly string[];
  /** The site's own words (titles, headings, descriptions, opening text): a question naming one is about this site's matter. */
  siteWords?: readonly string[];
  /** Whether the site sells anything: a price question about a free project is not grounded. */
  sells?: boolean;
  /** The site's language (ISO 639-1): an LLM asked in it writes questions the English checks cannot read. */
  lang?: string | null;
  /**
   * The site is software (a project's documentation, a product): a how-to must name a task of its own field,
   * not one every project's documentation has. With the words of its platform and audience ("Python", "data
   * engineers"), which a how-to may add to any task.
   */
  software?: { platform: string | null; audience: readonly string[] } | null;
  /**
   * A news publisher's field ("business", "sports"): its words are this site's own in a question, however common in
   * English ("the best business news sites" is asked of a business paper, not of every publisher).
   */
  beat?: string | null;
}

const require = createRequire(import.meta.url);
/** Stopwords of 58 languages by ISO 639-1 code (stopwords-iso): the English frequency list cannot tell "est" or "les" from a subject. */
const STOPWORDS = require('stopwords-iso') as Record<string, string[]>;
const STOP_SETS = new Map<string, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

/** The function words of the site's language, when it is not English (whose are handled by frequency). */
function stopwordsOf(lang: string | null | undefined): ReadonlySet<string> {
  if (!lang || lang === 'en' || !STOPWORDS[lang]) return NONE;
  let set = STOP_SETS.get(lang);
  if (!set) STOP_SETS.set(lang, (set = new Set(STOPWORDS[lang])));
  return set;
}

/** English's function words: a question with two of them is English, whatever the site's language. */
const ENGLISH_WORDS = /\b(the|what|which|how|where|who|why|is|are|do|does|can|should|for|of|to|with|best|my|in)\b/gi;

/** Written in the site's own language rather than English: only a site in another language asks such questions. */
export function inSiteLanguage(text: string, lang: string | null | undefined): boolean {
  return !!lang && lang !== 'en' && lang !== 'und' && (text.match(ENGLISH_WORDS) ?? []).length < 2;
}

export interface JudgeInput {
  text: string;
  type: QueryType;
  intent: string | null;
  origin: 'rules' | 'ai';
}

const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? []).flatMap(spacedWords);

/** Words the question frames use ("best", "reviews", "alternatives"): never a subject on their own. */
const FRAME_WORDS = new Set(
  Object.values(FAMILY_INTENTS)
    .concat(Object.values(BRANDED))
    .flat()
    .flatMap((g) => g.templates)
    .flatMap((t) => words(t.replace(/\{[^}]*\}/g, ' '))),
);

const QUANTIFIERS = /\b(various|several|many|multiple|numerous|these|those|both)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s+(?:for|of|in|with|on|to|per|that|which|who|do|does|is|are|was|has|can|have)\b|[?.!,]|$)/giu;
const ARTICLE_QUANTIFIER = /\b(a|an)\s+(various|several|many|multiple|numerous|few|both|some|all|these|those)\b/i;
/** A short phrase after a/an, up to a preposition or the end: "a audits?", "a data pipelines for ...". */
const ARTICLE_PHRASE = /\b(a|an)\s+((?:[\p{L}-]+\s+){0,1}[\p{L}-]+)(?=\s+(?:for|of|in|with|on|to|near|from|by)\b|[?.!,]|$)/giu;
const DOUBLE_DETERMINER = /\b(the|a|an)\s+(?:best|top|most|cheapest)?\s*(a|an|the|your|my|our|their|his|her|its)\s/i;
const PLURAL_AUX = /\b(are|do|were)\s+(?!(?:i|you|we|they|there|these|those|people|customers|users|not|a|an|my|your|our|their|it)\b)((?:the\s+)?(?:best|top|most|cheapest)?\s*(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)(?=\s+(?:for|of|in|with|on|to|that|which|cost|work|have|say|recommend|use|better|worth|near)\b|[?.!,]|$)/giu;
const NOT_NOUNS = new Set(['free', 'good', 'best', 'top', 'most', 'cheapest', 'reliable', 'better', 'worth', 'available', 'there', 'it', 'this', 'that', 'affordable', 'open-source', 'legit', 'not', 'any', 'worse', 'safe', 'open', 'ready']);

/**
 * Plurals English does use before another noun ("sports news", "sales tax", "weapons inspectors"):
 * most plurals become singular there ("a superbugs infection", "RAW files libraries", "governments
 * organizations": 20 such questions judged ungrammatical or unnatural by hand, none realistic).
 */
const PLURAL_MODIFIERS = new Set(
  (
    'news sports arms goods sales savings customs clothes jobs operations communications graphics earnings admissions awards claims ' +
    'lessons futures systems services rights weapons women men people children sanctions parts skills standards students veterans ' +
    'teachers workers parks records materials drugs arts letters games outdoors humanities arrivals departures sciences affairs ' +
    'accounts securities markets assets benefits relations resources payments proceeds damages troops forces fees greens oats grits'
  ).split(' '),
);

/**
 * A plural common noun modifying the next noun of its phrase: "organizations investment priorities". Not a word English
 * does not know that the site itself writes before that noun: "an ncurses toolkit" names a library, "huevos rancheros" a
 * dish, whatever their "s" ("RAW files library" on a site is still a plural before a noun).
 */
function pluralModifiers(text: string, sitePhrases: readonly string[]): string[] {
  const out: string[] = [];
  for (const np of nounPhrases(text)) {
    const tags = phraseTags(np);
    for (let i = 0; i + 1 < tags.length; i++) {
      const w = tags[i]!;
      const next = tags[i + 1]!;
      if (!/^[a-z]+s$/.test(w.text) || !isPlural(w.text) || !w.tags.has('Plural') || w.tags.has('Verb') || PLURAL_MODIFIERS.has(w.text)) continue;
      // The next word must be a common noun and nothing else: "stays waterproof", "options best" are no compounds.
      if (!/^[a-z]+$/.test(next.text) || !next.tags.has('Noun') || ['Possessive', 'Verb', 'Adverb', 'Adjective'].some((t) => next.tags.has(t)) || /^(best|most|more|well|better|first|last|next)$/.test(next.text)) continue;
      // After "that" or an adverb the plural is a verb ("a jacket that actually stays waterproof").
      const before = new RegExp(`(\\S+)\\s+${w.text}\\s+${next.text}\\b`).exec(text)?.[1] ?? '';
      if (/^(that|which|who|it|he|she|this)$|ly$/i.test(before)) continue;
      if (!Number.isFinite(wordRank(w.text)) && sitePhrases.some((p) => new RegExp(`(?:^|\\s)${w.text}\\s+(?:${next.text}|${singular(next.text)})(?:\\s|$)`, 'i').test(p))) continue;
      out.push(`"${w.text} ${next.text}": a plural before a noun`);
    }
  }
  return out;
}

/** Adjectives English does end a question on after "for": "for free", "for good", "for cheap". */
const IDIOMATIC_AFTER_PREPOSITION = new Set(['free', 'good', 'real', 'sure', 'certain', 'long', 'cheap', 'less', 'nothing']);

/** "for kernels using?": a purpose ending on a participle whose clause was cut off. */
const CUT_CLAUSE = new RegExp(`\\bfor\\s+(?:[\\p{L}\\p{N}-]+\\s+){1,3}(${[...CLAUSE_PARTICIPLES].join('|')})\\?$`, 'iu');

/** Errors of number the template grammar gate does not see: quantifiers, articles and auxiliaries against their nouns. */
function numberErrors(text: string, sitePhrases: readonly string[]): string[] {
  const errors: string[] = [];
  if (ARTICLE_QUANTIFIER.test(text)) errors.push(`"${text.match(ARTICLE_QUANTIFIER)![0]}": an article before a quantifier`);
  if (DOUBLE_DETERMINER.test(text)) errors.push(`"${text.match(DOUBLE_DETERMINER)![0].trim()}": two determiners`);
  for (const m of text.matchAll(QUANTIFIERS)) {
    const words = m[2]!.split(/\s+/);
    if (!words.some((w) => isPlural(w) || isMassPhrase(w))) errors.push(`"${m[1]} ${m[2]}": "${m[1]}" needs a plural`);
  }
  for (const m of text.matchAll(ARTICLE_PHRASE)) {
    const head = m[2]!.split(/\s+/).at(-1)!;
    if (isPlural(head) && !/^(news|series|species)$/i.test(head)) errors.push(`"${m[1]} ${m[2]}": "${m[1]}" before a plural`);
    else if (FIELDS_IN_ICS.has(head.toLowerCase())) errors.push(`"${m[1]} ${m[2]}": "${m[1]}" before a field English does not count`);
  }
  // "the best terminal frontends for kernels using?": a clause cut off after its participle.
  const cut = CUT_CLAUSE.exec(text);
  if (cut) errors.push(`"${cut[0].slice(0, -1)}": a clause cut off after "${cut[1]}"`);
  // "How do I save a target as?": "as" leads its complement, and English ends no question on it ("for" and "from" it does).
  const as = /\b(\S+\s+as)\?$/i.exec(text);
  if (as) errors.push(`"${as[1]}": a clause cut off after "as"`);
  for (const m of text.matchAll(PLURAL_AUX)) {
    const phrase = m[2]!.trim().split(/\s+/);
    const head = phrase.at(-1)!;
    // A participle or gerund ends a verb phrase, not a noun phrase: "are employers looking".
    if (phrase.some((w) => /^(and|or)$/i.test(w)) || NOT_NOUNS.has(head.toLowerCase()) || /^[A-Z]/.test(head) || /(ing|ed)$/.test(head)) continue;
    // "Do microbes play a role", "do astronomers map the shape": a plural ends the subject, and its verb follows.
    if (phrase.slice(0, -1).some((w) => isPlural(w) && !PLURAL_MODIFIERS.has(w.toLowerCase()))) continue;
    if (!isPlural(head) && !isMassPhrase(head) && /^[a-z]/.test(head) && head.length > 2) errors.push(`"${m[1]} ${m[2]!.trim()}": "${m[1]}" with a singular`);
  }
  errors.push(...pluralModifiers(text, sitePhrases));
  // "the best Python libraries for clean?": "for" ends on an adjective, its noun cut off ("for free" is English's).
  const dangling = /\b(for|with)\s+(\p{L}+)\?$/iu.exec(text);
  if (dangling && !IDIOMATIC_AFTER_PREPOSITION.has(dangling[2]!.toLowerCase())) {
    const tags = phraseTags(dangling[2]!)[0]?.tags;
    if (tags?.has('Adjective') && !tags.has('Noun')) errors.push(`"${dangling[0].slice(0, -1)}": a preposition before an adjective with no noun`);
  }
  // "local directory,building": words a comma runs together are a page's list or a typo, not a phrase.
  const joined = /\p{L},\p{L}/u.exec(text);
  if (joined) errors.push(`"${joined[0]}": a comma with no space after it`);
  for (const w of words(text)) {
    const bare = w.replace(/^.*-/, '');
    if (/s$/.test(bare) && (UNCOUNTED_FOODS.has(bare.slice(0, -1)) || (/es$/.test(bare) && UNCOUNTED_FOODS.has(bare.slice(0, -2))))) errors.push(`"${w}": a food English does not count`);
  }
  return errors;
}

/** Menu and footer words: a question that treats one as its subject treats chrome as a product. */
const CHROME = new Set(
  (
    'community communities github gitlab issues issue download downloads blog blogs docs login logout signup signin privacy cookie ' +
    'cookies terms sitemap menu navigation skip toggle newsletter subscribe rss feed feeds archive archives tags tag category categories ' +
    'careers press contact about faq faqs various misc miscellaneous homepage copyright search changelog roadmap sponsors contributing ' +
    'edit members contents'
  ).split(' '),
);
const isChrome = (phrase: string) => words(phrase).length > 0 && words(phrase).every((w) => CHROME.has(w) || /^(and|&|the|our|your)$/.test(w));
const PRICE = /\b(how much (?:does|do|is|are|will|would|should)|cost|costs|price|prices|pricing|cheapest|cheap|affordable|per month|subscription fee)\b/i;
/** Frames of the old templates that fit any site: "Which companies offer X?". */
const GENERIC_FRAMES = /^(which companies offer|which companies provide|what companies offer)\b/i;

/**
 * A task word most software documentation uses ("plugins", "server", "tests", "data") names no field: of the
 * documentation sites Debian ships, a word 5% or more of them use. Chosen on the tuned split: of the how-tos of its
 * documentation sites judged by hand (any rules' questions), no realistic one had only such words, and 7 unrealistic ones had.
 */
export const SOFTWARE_COMMON_SHARE = 0.05;
const HOW_TO = /^(how (?:do|can|should) |what is the (?:easiest|best) way to )/i;

/** English's function words and commonest verbs ("up", "make", "get"): the frame of a task, not its field. */
const FUNCTION_RANK = 200;

/**
 * The task of a software site's how-to, when every word of it but its verb is one most software documentation uses
 * ("How do I write tests in Python?"); null when a word is its field's own ("How do I create DXF files?").
 */
function anySoftwaresTask(text: string, software: NonNullable<Grounding['software']>, brandWords: ReadonlySet<string>): string[] | null {
  const frame = HOW_TO.exec(text);
  if (!frame) return null;
  const besides = new Set([software.platform ?? '', ...software.audience].flatMap(words));
  // Who asks ("I", "data engineers"), then the verb ("write"): what is left is what the task is done to.
  const task = words(text.slice(frame[0].length));
  const verb = task.findIndex((w) => !/^(i|we|you)$/.test(w) && !besides.has(w));
  const objects = task.slice(verb + 1).filter((w) => !FRAME_WORDS.has(w) && !brandWords.has(w) && !besides.has(w) && wordRank(w) >= FUNCTION_RANK);
  return verb >= 0 && objects.length > 0 && objects.every((w) => softwareSiteShare(w) >= SOFTWARE_COMMON_SHARE) ? objects : null;
}

/** A word and its plural are the same word for grounding. */
const stem = (w: string) => singular(w).toLowerCase();

/** The brand's words that are not also its subject: "Rust" in "Notes on Rust" is the subject. */
function brandOnlyWords(g: Grounding): Set<string> {
  const subject = new Set(g.phrases.flatMap(words).map(stem));
  return new Set(g.brandNames.flatMap(words).filter((w) => !subject.has(stem(w))));
}

function groundingWords(g: Grounding): Set<string> {
  const brand = brandOnlyWords(g);
  // The site's own words ground only when they are uncommon in English: "provider" or "results" are on every site.
  const own = (g.siteWords ?? []).flatMap(words).filter((w) => wordRank(w) >= SITE_WORD_RANK);
  const stop = stopwordsOf(g.lang);
  return new Set([...[...g.phrases.flatMap(words), ...own].filter((w) => isDistinctiveWord(w) && !brand.has(w) && !stop.has(w)), ...words(g.beat ?? '')].map(stem));
}

/**
 * What counts as naming the brand in a non-branded question: its terms, less the words that are
 * also this site's subject or place ("Rust" in "Notes on Rust", "Brookfield" for Brookfield
 * Council): naming the subject is not naming the brand.
 */
function leakTermsOf(g: Grounding): string[] {
  const subject = new Set(g.phrases.flatMap(words).map(stem));
  return g.brandTerms.filter((t) => t.includes(' ') || t.includes('.') || !subject.has(stem(t)) || g.brandNames.some((n) => n.toLowerCase() === t));
}

export function judgeQuestion(q: JudgeInput, g: Grounding, grounded: Set<string> = groundingWords(g), leakTerms: readonly string[] = leakTermsOf(g)): PromptVerdict {
  const faults: PromptFault[] = [];
  const reasons: string[] = [];
  const text = q.text.trim().replace(/\s+/g, ' ');

  // The judge does not repair: a question that needs repairing is one nobody would type.
  // Its grammar is English's: a question in the site's own language is judged on the rest.
  const foreign = inSiteLanguage(text, g.lang);
  // A brand is a name whatever English word it is ("Get started with restless"): its number and part of speech are not checked.
  const errors = foreign ? [] : [...checkGrammar(text, g.brandNames).errors, ...numberErrors(hideBrands(text, g.brandNames).text, g.phrases)];
  if (errors.length) {
    faults.push('ungrammatical');
    reasons.push(`ungrammatical: ${errors.join('; ')}`);
  } else reasons.push(foreign ? `grammar: not checked (written in "${g.lang}")` : 'grammar: ok');

  const leak = leakOf(text, leakTerms);
  if (q.type === 'non-branded' && leak) {
    faults.push('leak');
    reasons.push(`leak: names the brand ("${leak}")`);
  }

  const brandWords = brandOnlyWords(g);
  const stop = stopwordsOf(g.lang);
  const beatWords = new Set(words(g.beat ?? ''));
  const own = words(text).filter((w) => !FRAME_WORDS.has(w) && !brandWords.has(w) && !stop.has(w) && (isDistinctiveWord(w) || beatWords.has(w)));
  const groundedBy = own.filter((w) => grounded.has(stem(w)));
  if (g.sells === false && PRICE.test(text)) {
    faults.push('ungrounded');
    reasons.push('ungrounded: asks a price of a site that sells nothing');
  }
  if (GENERIC_FRAMES.test(text)) {
    faults.push('generic');
    reasons.push('generic: "which companies offer ..." fits any site and names no need');
  }
  if (q.type === 'non-branded') {
    if (own.length === 0) {
      if (!faults.includes('generic')) faults.push('generic');
      reasons.push('generic: only the vertical\'s words, any site of it would get this question');
    } else if (groundedBy.length === 0) {
      if (!faults.includes('ungrounded')) faults.push('ungrounded');
      reasons.push(`ungrounded: "${own.join(', ')}" is not in this site's topic, subjects or industry`);
    } else reasons.push(`grounded: names "${[...new Set(groundedBy)].join(', ')}"`);
    const common = g.software ? anySoftwaresTask(text, g.software, brandWords) : null;
    if (common) {
      if (!faults.includes('generic')) faults.push('generic');
      reasons.push(`generic: "${common.join(', ')}" is a task of any software project's (words ${SOFTWARE_COMMON_SHARE * 100}% or more of documentation sites use)`);
    }
  }

  const lower = text.toLowerCase();
  // A site's menu names its products too ("Reservations", "Home insurance"): only its chrome counts.
  const nav = g.navTerms.find((t) => {
    const term = t.toLowerCase();
    if (!term || term.length < 3 || !isChrome(term) || g.phrases.some((p) => p.toLowerCase().includes(term))) return false;
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(term)}(?![\\p{L}\\p{N}])`, 'u').test(lower);
  });
  const chrome = nounPhrases(text).find((p) => isChrome(p) && !words(p).every((w) => FRAME_WORDS.has(w)));
  if (nav || chrome) {
    faults.push('boilerplate');
    reasons.push(`boilerplate: "${nav ?? chrome}" is a menu or footer word, not a subject`);
  }

  // A brand is written in capitals: it is not title case.
  const form = realism(g.brandNames.reduce((t, n) => (n ? t.split(n).join('brand') : t), text));
  if (form < REALISM_FLOOR) {
    faults.push('unnatural');
    reasons.push(`unnatural: reads ${form} against the floor ${REALISM_FLOOR}`);
  } else reasons.push(`reads naturally (${form})`);

  const passed = faults.length === 0;
  return { text, type: q.type, intent: q.intent, origin: q.origin, passed, score: passed ? form : 0, faults, reasons };
}

/** Judges a list against one site's grounding (its words computed once). */
export function judgeAll(questions: readonly JudgeInput[], g: Grounding): PromptVerdict[] {
  const grounded = groundingWords(g);
  const leakTerms = leakTermsOf(g);
  return questions.map((q) => judgeQuestion(q, g, grounded, leakTerms));
}
