/**
 * A small language guesser for checking a page's declared lang against its text: the writing
 * system decides for most scripts, and for Latin script the share of very common function words
 * of each language. It answers with candidates (close languages such as Danish and Norwegian
 * can't be told apart this way) or null when the text gives no clear signal.
 */

import { codePointClasses } from '@citable/html';

const SCRIPTS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/\p{Script=Hangul}/gu, ['ko']],
  [/\p{Script=Cyrillic}/gu, ['ru', 'uk', 'bg', 'sr', 'mk', 'be', 'kk', 'mn']],
  [/\p{Script=Greek}/gu, ['el']],
  [/\p{Script=Arabic}/gu, ['ar', 'fa', 'ur', 'ps']],
  [/\p{Script=Hebrew}/gu, ['he', 'yi']],
  [/\p{Script=Thai}/gu, ['th']],
  [/\p{Script=Devanagari}/gu, ['hi', 'mr', 'ne', 'sa']],
  [/\p{Script=Armenian}/gu, ['hy']],
  [/\p{Script=Georgian}/gu, ['ka']],
];
const NOT_LETTER = /\P{L}+/gu;
const HAN = /\p{Script=Han}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** The most frequent words of each language (shared words are fine: every language gets credit for its own). */
const FUNCTION_WORDS: Record<string, string> = {
  en: 'the of and to a in is that for it with as was on are this by be not',
  fr: 'de la le et les des en un du une que est pour qui dans pas au sur par',
  de: 'der die und in den von zu das mit sich des auf für ist im nicht ein eine dem',
  es: 'de la que el en y a los del se las por un para con no una su es',
  it: 'di e il la che in a per un è non una del le si sono della con',
  pt: 'de a o que e do da em um para é com não uma os no se na por',
  nl: 'de en van het een is dat op te in voor niet met zijn die er aan',
  sv: 'och i att det som en på är av för med till den inte har om',
  da: 'og i at det er en til på som de med for af ikke den har',
  no: 'og i det er som en på til av med for at ikke har de jeg',
  fi: 'ja on ei että se oli ovat mutta kun tai myös hän joka',
  pl: 'i w na się nie z że do jest to jak od o a',
  cs: 'a se na je že v s to z do jsou jako o k',
  sk: 'a sa na je že v s to z do sú ako o k',
  ro: 'și de în la cu este a un o pe care nu să din',
  hu: 'a az és hogy nem egy is van meg de csak ezt',
  tr: 've bir bu için de da ile çok ne daha olan gibi',
  id: 'dan yang di ini itu dengan untuk tidak dari dalam akan ada',
  vi: 'và của là có không những được cho một các người trong',
  ca: 'el la els les i de que és amb per una no al del',
};
const LANGUAGES = Object.keys(FUNCTION_WORDS);
/** Each function word, with the indexes in LANGUAGES of the languages it belongs to. */
const LANGS_OF_WORD = new Map<string, number[]>();
LANGUAGES.forEach((lang, index) => {
  for (const word of new Set(FUNCTION_WORDS[lang]!.split(' '))) LANGS_OF_WORD.set(word, [...(LANGS_OF_WORD.get(word) ?? []), index]);
});

/** Below this share of function words, Latin-script text gives no clear signal. */
const MIN_SHARE = 0.05;
/** Languages scoring within this factor of the best are all candidates. */
const CLOSE = 0.8;

/** A sample this long decides; reading a whole book-length page would only cost time. */
const SAMPLE_CHARS = 5000;

const NOT_A_LETTER = 1;
const OTHER_LETTER = 2;
const LATIN_LETTER = 3;
/** The second half of a surrogate pair: the pair was classified at its first half. */
const PAIR_END = 4;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;
/** What each character is, worked out once per character (regexes per character would cost more than the rest of the guess). */
const letterClass = codePointClasses((codePoint) => {
  const char = String.fromCodePoint(codePoint);
  return !LETTER.test(char) ? NOT_A_LETTER : LATIN.test(char) ? LATIN_LETTER : OTHER_LETTER;
});

/** Class of the character at i, ASCII decided by its code. */
function classAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) {
    const lower = c | 0x20;
    return lower >= 0x61 && lower <= 0x7a ? LATIN_LETTER : NOT_A_LETTER;
  }
  if (c >= 0xdc00 && c <= 0xdfff && i > 0 && text.codePointAt(i - 1)! > 0xffff) return PAIR_END;
  return letterClass(text.codePointAt(i)!);
}

function countLetters(text: string): { total: number; latin: number } {
  let total = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const cls = classAt(text, i);
    if (cls === LATIN_LETTER || cls === OTHER_LETTER) total++;
    if (cls === LATIN_LETTER) latin++;
  }
  return { total, latin };
}

/** The longest function word: longer words are counted without being looked up. */
const LONGEST_WORD = Math.max(...[...LANGS_OF_WORD.keys()].map((w) => w.length));

/** Function-word hits per language (indexed as LANGUAGES) among the text's words (runs of letters), and the number of words. */
function functionWordHits(text: string): { hits: number[]; words: number } {
  const hits = LANGUAGES.map(() => 0);
  let words = 0;
  let start = -1;
  // One step past the end closes the last word.
  for (let i = 0; i <= text.length; i++) {
    const cls = i < text.length ? classAt(text, i) : NOT_A_LETTER;
    if (cls === PAIR_END) continue;
    if (cls !== NOT_A_LETTER) {
      if (start === -1) start = i;
      continue;
    }
    if (start === -1) continue;
    words++;
    const langs = i - start <= LONGEST_WORD ? LANGS_OF_WORD.get(text.slice(start, i)) : undefined;
    for (const lang of langs ?? []) hits[lang]!++;
    start = -1;
  }
  return { hits, words };
}

/** The start of the texts joined by spaces, joining only as many as the sample needs. */
function sample(texts: readonly string[]): string {
  let joined = -1;
  let n = 0;
  while (n < texts.length && joined < SAMPLE_CHARS) joined += texts[n++]!.length + 1;
  return texts.slice(0, n).join(' ').slice(0, SAMPLE_CHARS);
}

/** Languages the texts (a page's blocks in reading order) may be written in, or null when they can't tell. */
export function guessLanguages(texts: readonly string[]): string[] | null {
  const text = sample(texts);
  const { total, latin } = countLetters(text);
  if (total === 0) return null;
  // Shares add up to at most 1, so when Latin holds the majority no other script can.
  if (latin / total <= 0.5) return nonLatinLanguages(text, total);
  const { hits, words } = functionWordHits(text.toLowerCase());
  const scores = LANGUAGES.map((lang, i) => [lang, hits[i]! / words] as const);
  const best = Math.max(...scores.map(([, s]) => s));
  if (best < MIN_SHARE) return null;
  return scores.filter(([, s]) => s >= best * CLOSE).map(([lang]) => lang);
}

/** The writing system decides: counted with global regexes over the letters, one native scan per script. */
function nonLatinLanguages(text: string, total: number): string[] | null {
  const letters = text.replace(NOT_LETTER, '');
  const share = (re: RegExp) => (total - countCodePoints(letters.replace(re, ''))) / total;
  const han = share(HAN);
  const kana = share(KANA);
  if (han + kana > 0.5) return kana > 0.05 ? ['ja'] : ['zh'];
  for (const [re, langs] of SCRIPTS) if (share(re) > 0.5) return [...langs];
  return null;
}

/** Letters outside the Basic Multilingual Plane are two UTF-16 units but one letter. */
function countCodePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

/** Norwegian is written nb or nn as well as no; Malay and Indonesian share their function words. */
const SAME_LANGUAGE: Record<string, string> = { nb: 'no', nn: 'no', ms: 'id' };

export function primaryLanguage(tag: string): string {
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  return SAME_LANGUAGE[primary] ?? primary;
}
