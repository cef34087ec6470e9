/**
 * The checks the realism judge (judge.ts) is built on. Each is a pure function:
 * - leak: a non-branded prompt must not name the brand (its name, domain, or a distinctive token
 *   of it): it would measure recall of the brand, not whether the site is found;
 * - grammar ("plural"): no template grammar errors (number agreement, a/an, leftover
 *   placeholders, doubled words); it says what a repair would be, but the judge ships no repair: a
 *   question with an error is rejected;
 * - realism: 0..1, how much the prompt reads like something a person types (length, question
 *   form, no marketing copy); the set's average is reported against the target 0.85-0.95.
 */
import { article, isPlural, pluralVerb, singular } from './english.js';
import escapeStringRegexp from 'escape-string-regexp';
import { NO_SPACE_SCRIPT, wordRank } from '@citable/site-profile';

// ---- leak ----

/** A two-letter word this common (rank on SUBTLEX-US) is everyday English ("go", "it"), not a brand on its own. */
const EVERYDAY_RANK = 3_000;
/** Words more common than this (SUBTLEX-US rank) are the language's, whatever name they are part of. */
const FRAME_RANK = 500;
/** Brand words too common to identify a brand on their own ("Acme Answers" leaks by "acme", not by "answers"). */
const COMMON_WORDS = new Set(
  (
    'the a an and or of for to in on at by with from my our your best top new pro plus group company co inc ltd llc corp ' +
    'services service solutions solution systems system digital online global international media labs lab studio studios ' +
    'agency partners consulting health care home homes shop store market marketing design designs data cloud software tech ' +
    'technologies technology network networks world hub center centre answers answer one first smart easy quick direct ' +
    'energy finance financial law legal travel food kitchen cafe restaurant school academy institute foundation club ' +
    'auto motors cars realty properties capital bank insurance health clinic dental fitness beauty salon spa hotel hotels app apps ' +
    // What a publication is ("BBC News", "Serious Eats Recipes"): the questions' own frame words ("the latest news on Google").
    'news blog blogs recipe recipes magazine docs documentation wiki'
  ).split(' '),
);

export interface BrandTerms {
  /** The brand's names as written ("Acme Answers"). */
  names: string[];
  /** The audited host without www ("acme-answers.test"). */
  host: string;
}

/** What counts as naming the brand: its names, its host and host label, and its distinctive words. */
export function brandTerms(brand: BrandTerms): string[] {
  const label = brand.host.split('.')[0] ?? '';
  const words = [...brand.names, label.replace(/-/g, ' ')].flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  // English's commonest words ("what", "eat", "tonight" of "Eat What Tonight") are every question's, not the brand's.
  const distinctive = words.filter((w) => w.length >= 3 && !COMMON_WORDS.has(w) && wordRank(w) >= FRAME_RANK);
  // A two-letter name is the brand whole ("Mu", the editor), unless it is an everyday word ("Go").
  const shortNames = brand.names.map((n) => n.toLowerCase()).filter((n) => n.length === 2 && /^\p{L}\p{L}$/u.test(n) && wordRank(n) > EVERYDAY_RANK);
  return [...new Set([...brand.names.map((n) => n.toLowerCase()), brand.host, label, label.replace(/-/g, ' '), ...distinctive].filter((t) => t.length >= 3)), ...shortNames];
}

/** The brand term a prompt contains, or null: null is what a non-branded prompt must give. */
export function leakOf(prompt: string, terms: readonly string[]): string | null {
  // Compatibility forms fold first: "②ality" is 2ality.
  const text = prompt.normalize('NFKC').toLowerCase();
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(term.normalize('NFKC')).replace(/(?:\\-|\s)+/g, '[\\s\\-]+')}(?![\\p{L}\\p{N}])`, 'u');
    if (re.test(text)) return term;
  }
  // The brand's package, named for it with a letter more ("uimaj" of UIMA's Java SDK), when the word is no English word.
  for (const term of terms.filter((t) => /^[\p{L}\p{N}]{4,}$/u.test(t))) {
    const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(term.normalize('NFKC'))}\\p{Ll}(?![\\p{L}\\p{N}])`, 'u').exec(text)?.[0];
    if (word && !Number.isFinite(wordRank(word))) return term;
  }
  return null;
}

// ---- grammar ("plural") ----

export interface GrammarVerdict {
  /** The prompt as repaired (equal to the input when nothing was wrong). */
  text: string;
  /** What was wrong, one entry per error found. */
  errors: string[];
  /** False when an error cannot be repaired: the prompt is dropped. */
  repairable: boolean;
}

const PLACEHOLDER = /\{[^}]*\}|\[[a-z_ ]+\]|\b(undefined|null|NaN)\b|\$\{/;
const SINGULAR_VERBS = new Set(['is', 'was', 'has', 'does']);
/** Words that end the noun phrase after a verb: its own verb or complement, or a preposition. */
const PHRASE_END = new Set(
  (
    'cost take work help matter last require include mean for in worth near with covered good safe available necessary needed better at of to on by from like than ' +
    'under over after before during about into without against between among through'
  ).split(' '),
);
const SKIP_AFTER_VERB = new Set(['the', 'best', 'top', 'cheapest', 'right', 'most']);
const ARTICLE_NOUN = /\b(a|an)\s+((?:[\w-]+\s+){0,2}?)([\w-]+)(?=\s+(?:provider|providers|company|companies|agency|agencies|tool|tools|service|services|software|platform|course|program|specialist|lawyer|attorney|supplier|session|trip|appointment|case|charity)\b)/gi;
/** Verbs between "does" and a plural make it the verb's object, not its subject ("Does Acme offer audits?"). */
const OBJECT_VERBS = new Set('offer offers have sell ship accept support provide charge handle serve use make need take work help include cost do get give'.split(' '));
const AN_A = /\b(a|an)\s+([A-Za-z][\w-]*)/g;
const DOUBLED = /\b(\w+)(\s+\1\b)+/gi;
/** Abbreviations English reads as letters or as a word, so that either article is right: "an S-Q-L query", "a sequel query". */
const EITHER_ARTICLE = new Set(['SQL']);

/**
 * "is/was/has/does" + a noun phrase (up to 4 words, ending at its verb, a preposition or the
 * question mark) whose head is plural: the verb is made plural. A verb inside the phrase makes
 * the noun its object ("Does Acme offer audits?"), which is right as it is.
 */
function agreeVerbs(text: string, errors: string[]): string {
  const tokens = text.split(/(\s+)/);
  for (let i = 0; i < tokens.length; i += 2) {
    const verb = tokens[i]!;
    if (!SINGULAR_VERBS.has(verb.toLowerCase())) continue;
    // Only the question's own auxiliary ("Does X...", "How much does X..."): inside a clause ("a
    // dentist that does appointments", "a matrix has eigenvalues") the verb's subject comes before it.
    const before = tokens.slice(0, i).filter((t, k) => k % 2 === 0 && t.trim());
    if (before.length > 0 && !before.every((t) => /^(how|what|which|who|where|when|why|much|many|long|often|far|old|big|soon)$/i.test(t.replace(/[^\p{L}]/gu, '')))) continue;
    const phrase: string[] = [];
    let j = i + 2;
    while (j < tokens.length && SKIP_AFTER_VERB.has(tokens[j]!.toLowerCase())) j += 2;
    for (; j < tokens.length && phrase.length < 5; j += 2) {
      const word = tokens[j]!.replace(/[?.!,]+$/, '');
      if (PHRASE_END.has(word.toLowerCase())) break;
      phrase.push(word);
      if (word !== tokens[j]) break;
    }
    const head = phrase.at(-1);
    // A gerund subject is singular ("Why is installing codecs painful?"); a name ends the subject ("Does Acme Hotel allow dogs?").
    const named = phrase.findIndex((w) => w.startsWith(BRAND_STAND_IN));
    if (!head || phrase.length > 4 || !isPlural(head) || phrase.some((w) => OBJECT_VERBS.has(w.toLowerCase())) || /ing$/i.test(phrase[0] ?? '') || (named >= 0 && named < phrase.length - 1)) continue;
    errors.push(`"${verb}" does not agree with the plural "${head}"`);
    tokens[i] = pluralVerb(verb);
  }
  return tokens.join('');
}

/** Stands in for a brand while the grammar is checked: a brand ending in s is not a plural. */
const BRAND_STAND_IN = 'Zqbrandq';

/**
 * The text with each brand name (longest first, whole words) replaced by a numbered stand-in that no English check reads
 * as a word: a brand is a name whatever English word it is ("Acme Answers", "restless"). `hidden` restores them.
 */
export function hideBrands(text: string, brands: readonly string[]): { text: string; hidden: string[] } {
  const hidden: string[] = [];
  let out = text;
  for (const brand of [...brands].filter(Boolean).sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(brand)}(?![\\p{L}\\p{N}])`, 'giu'), (found) => {
      hidden.push(found);
      return `${BRAND_STAND_IN}${hidden.length - 1}`;
    });
  }
  return { text: out, hidden };
}

/**
 * Checks and repairs the template grammar errors listed in the gate's description. `brand` names
 * are left as they are ("Is Acme Answers worth it?" is right).
 */
export function checkGrammar(prompt: string, brands: readonly string[] = []): GrammarVerdict {
  const errors: string[] = [];
  if (PLACEHOLDER.test(prompt)) return { text: prompt, errors: [`leftover placeholder in "${prompt}"`], repairable: false };
  const { text: unbranded, hidden } = hideBrands(prompt, brands);
  let text = unbranded.replace(DOUBLED, (all, word: string) => {
    // "that that" can be grammatical; template slots never produce it on purpose.
    errors.push(`doubled word "${word}"`);
    return word;
  });
  text = agreeVerbs(text, errors);
  text = text.replace(ARTICLE_NOUN, (all, art: string, between: string, noun: string) => {
    const plurals = [...between.split(/\s+/).filter(Boolean), noun].filter(isPlural);
    if (plurals.length === 0) return all;
    errors.push(`"${art}" before the plural "${plurals.join(' ')}"`);
    const fixed = `${between}${noun}`.split(/(\s+)/).map((w) => (isPlural(w) ? singular(w) : w)).join('');
    return `${art} ${fixed}`;
  });
  text = text.replace(AN_A, (all, art: string, word: string) => {
    const right = article(word);
    if (art.toLowerCase() === right || EITHER_ARTICLE.has(word)) return all;
    errors.push(`"${art} ${word}" should be "${right} ${word}"`);
    return `${art[0] === 'A' ? right[0]!.toUpperCase() + right.slice(1) : right} ${word}`;
  });
  text = text.replace(new RegExp(`${BRAND_STAND_IN}(\\d+)`, 'g'), (_all, i: string) => hidden[Number(i)] ?? '');
  return { text, errors, repairable: true };
}

// ---- realism ----

const QUESTION_START = /^(what|which|who|whom|whose|where|when|why|how|is|are|was|were|do|does|did|can|could|should|would|will|has|have|am)\b/i;
const MARKETING = /\b(revolutionary|world[- ]class|cutting[- ]edge|industry[- ]leading|leading|seamless(ly)?|unlock|empower(s|ing)?|supercharge|game[- ]chang(er|ing)|next[- ]gen(eration)?|best[- ]in[- ]class|synerg(y|ies)|innovative|unparalleled|premier|ultimate|transform your|elevate|#1|number one)\b/i;
/** The words Title Case leaves in lower case: articles, short prepositions and conjunctions. */
const TITLE_SMALL_WORDS = new Set('a an the and or but nor for of to in on at by with from as vs'.split(' '));
/** Acronyms people do type in capitals. */
const SHORT_CAPS = /^[A-Z]{2,5}s?$/;

/**
 * 0..1. Length: 7 to 12 words reads most like a typed question (5-6 and 13-16 nearly so); question form (a question word or
 * auxiliary first, a question mark) or a short keyword query; penalties for marketing words,
 * exclamation, shouting, title case, symbols and title punctuation, repeated words.
 */
export function realism(prompt: string): number {
  const text = prompt.trim();
  const words = text.split(/\s+/).filter(Boolean);
  // Scripts written without spaces: about two characters a word.
  const n = NO_SPACE_SCRIPT.test(text) ? Math.round(text.replace(/\s+/g, '').length / 2) : words.length;
  const length = n < 3 ? 0.3 : n <= 4 ? 0.7 : n <= 6 ? 0.9 : n <= 12 ? 1 : n <= 16 ? 0.9 : n <= 22 ? 0.75 : 0.4;
  const asks = QUESTION_START.test(text);
  const mark = /[?？]$/.test(text);
  // A short keyword query ("best crm for startups") is typed; a longer statement is a pasted headline or tagline.
  const keywordQuery = /^(best|top|cheapest|affordable|free)\b/i.test(text) || n <= 3;
  const form = asks && mark ? 1 : mark ? 0.85 : asks ? 0.8 : n <= 2 ? 0.5 : keywordQuery && n <= 6 ? 0.8 : 0.35;
  let penalty = 0;
  if (MARKETING.test(text)) penalty += 0.25;
  if (text.includes('!')) penalty += 0.2;
  // A pasted headline: title punctuation ("Brand: Tagline review?", "A | B") or Title Case.
  if (/[™®©|]/.test(text) || /\s[-–—:]\s/.test(text) || /\p{L}:\s\p{Lu}/u.test(text)) penalty += 0.25;
  // "Rivers need you: what is the best way?": a tagline with a question tacked on.
  if (/^[^?]{3,}:\s+(which|what|who|how|where|why)\b/i.test(text)) penalty += 0.4;
  if (words.some((w) => /^[A-Z]{6,}$/.test(w.replace(/\W/g, '')) && !SHORT_CAPS.test(w))) penalty += 0.15;
  // Title Case leaves its small words in lower case ("How to Build a Terrarium (with Pictures)"): only the others count.
  const titled = words.slice(1).filter((w) => !TITLE_SMALL_WORDS.has(w.replace(/^\W+/, '')));
  const capitalised = titled.filter((w) => /^\W*[A-Z][a-z]/.test(w)).length;
  if (n >= 4 && titled.length > 0 && capitalised / titled.length > 0.6) penalty += 0.35;
  const content = words.map((w) => w.toLowerCase().replace(/\W/g, '')).filter((w) => w.length > 3);
  if (new Set(content).size < content.length) penalty += 0.1;
  if (/\d{4,}/.test(text.replace(/\b(19|20)\d{2}\b/g, ''))) penalty += 0.1;
  const score = 0.35 * length + 0.65 * form - penalty;
  return Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000;
}

/** The realism the set's average is measured against (spec: realism average 0.85-0.95). */
export const REALISM_TARGET: [number, number] = [0.85, 0.95];
/** Below this a prompt does not read like a person's question: dropped. */
export const REALISM_FLOOR = 0.6;
