/** A text's sentences: split after ".", "!" or "?" before a capital ("e.g. the" and "v1.2" stay whole). Pure. */
export function sentencesOf(text: string | null | undefined, max = Number.POSITIVE_INFINITY): string[] {
  return (text ?? '')
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, max);
}

/** A short aside in parentheses: a pronunciation, a former name, an abbreviation. */
export const PARENTHESIS = /\s*\([^()]{1,80}\)/g;

/** A quotation in straight or curly quotes: a title ("Porn in the Dorm", "Take Me Out To The Ballgame") or someone's words. */
export const QUOTATION = /["“”]([^"“”]{3,80})["“”]/g;

/** Words a title leaves in lower case. */
const TITLE_SMALL_WORDS = /^(a|an|the|and|or|but|nor|of|in|on|at|to|for|by|with|from|as|vs\.?)$/i;

/** Title case: every word of two or more capitalised, the small words of a title aside ("Toolkit for Scientific Computation"). */
export function isTitleCased(phrase: string): boolean {
  const words = phrase.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && !TITLE_SMALL_WORDS.test(w));
  return words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w));
}

/** A name spelled out in capitals, then its initials in brackets: "Musical Instrument Digital Interface (MIDI)". */
const SPELLED_OUT = /\b((?:\p{Lu}[\p{L}\p{N}-]*\s+)(?:(?:of|to|and|for|in|\p{Lu}[\p{L}\p{N}-]*)\s+){0,5}\p{Lu}[\p{L}\p{N}-]*)\s+\((\p{Lu}[\p{L}\p{N}]{1,6})\)/gu;

/**
 * Names as people write them: a name spelled out before its short form in brackets is its short form ("write
 * Musical Instrument Digital Interface (MIDI) files" is "write MIDI files", "an MPEG Audio Layer III (MP3)
 * encoder" an MP3 encoder). A leading "The" or "A" stays.
 */
export function withShortNames(text: string): string {
  return text.replace(SPELLED_OUT, (whole, spelled: string, short: string) => {
    if ((short.match(/\p{Lu}/gu) ?? []).length < 2) return whole;
    const lead = /^(The|A|An)\s+/.exec(spelled)?.[0] ?? '';
    return `${lead}${short}`;
  });
}
