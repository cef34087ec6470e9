/**
 * A small language guesser for checking a page's declared lang against its text: the writing
 * system decides for most scripts, and for Latin script the share of very common function words
 * of each language. It answers with candidates (close languages such as Danish and Norwegian
 * can't be told apart this way) or null when the text gives no clear signal.
 */

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
const LATIN = /\p{Script=Latin}/gu;

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
/** Each function word, with the languages it belongs to. */
const LANGS_OF_WORD = new Map<string, string[]>();
for (const [lang, words] of Object.entries(FUNCTION_WORDS)) {
  for (const word of new Set(words.split(' '))) LANGS_OF_WORD.set(word, [...(LANGS_OF_WORD.get(word) ?? []), lang]);
}

/** Below this share of function words, Latin-script text gives no clear signal. */
const MIN_SHARE = 0.05;
/** Languages scoring within this factor of the best are all candidates. */
const CLOSE = 0.8;

/** A sample this long decides; reading a whole book-length page would only cost time. */
const SAMPLE_CHARS = 5000;

/** Languages the text may be written in, or null when it can't tell. */
export function guessLanguages(fullText: string): string[] | null {
  const text = fullText.slice(0, SAMPLE_CHARS);
  // Counted with global regexes over the letters: one native scan per script, no array of characters.
  const letters = text.replace(NOT_LETTER, '');
  const total = countCodePoints(letters);
  if (total === 0) return null;
  const share = (re: RegExp) => (total - countCodePoints(letters.replace(re, ''))) / total;
  // Shares add up to at most 1, so when Latin holds the majority no other script can: most pages
  // are decided by that one scan.
  const latin = share(LATIN) > 0.5;
  if (!latin) {
    const han = share(HAN);
    const kana = share(KANA);
    if (han + kana > 0.5) return kana > 0.05 ? ['ja'] : ['zh'];
    for (const [re, langs] of SCRIPTS) if (share(re) > 0.5) return [...langs];
    return null;
  }
  const tokens = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  const hits = new Map<string, number>();
  for (const token of tokens) for (const lang of LANGS_OF_WORD.get(token) ?? []) hits.set(lang, (hits.get(lang) ?? 0) + 1);
  const scores = Object.keys(FUNCTION_WORDS).map((lang) => [lang, (hits.get(lang) ?? 0) / tokens.length] as const);
  const best = Math.max(...scores.map(([, s]) => s));
  if (best < MIN_SHARE) return null;
  return scores.filter(([, s]) => s >= best * CLOSE).map(([lang]) => lang);
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
