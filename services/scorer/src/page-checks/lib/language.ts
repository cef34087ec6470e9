/**
 * Which language a page's text is written in, for checking its declared lang: ELD (the `eld`
 * package, Efficient Language Detector), an n-gram detector of 60 languages, with its smallest
 * database. It answers with candidates (close languages score alike) or null when it can't tell.
 */

/** ELD reads at most the first 1000 characters of a text; joining more blocks would be wasted work. */
const SAMPLE_CHARS = 1000;
/** Languages scoring within this share of the best are all candidates (on the corpus: no false mismatch, 99% of wrong declarations caught). */
const CLOSE = 0.9;

interface Detector {
  detect(text: string): { language: string; getScores(): Record<string, number> };
  /** The languages it knows, as primaryLanguage names them. */
  languages: ReadonlySet<string>;
}

let detector: Promise<Detector> | undefined;

/**
 * Loaded on first use: its n-gram tables take about 30 MB and 0.2 s to load, which a process
 * that never checks a page's language (the gateway, the crawler) doesn't pay. A process that
 * knows it will score pages may load it early, while it waits for something else.
 */
export function loadDetector(): Promise<Detector> {
  detector ??= import('eld/extrasmall').then(({ eld }) => ({
    detect: (text: string) => eld.detect(text),
    languages: new Set(Object.values(eld.info().Languages).map(primaryLanguage)),
  }));
  return detector;
}

/** The start of the texts joined by spaces, joining only as many as the sample needs. */
function sample(texts: readonly string[]): string {
  let joined = -1;
  let n = 0;
  while (n < texts.length && joined < SAMPLE_CHARS) joined += texts[n++]!.length + 1;
  return texts.slice(0, n).join(' ').slice(0, SAMPLE_CHARS);
}

/** Variants a text can't tell apart, under one name: Norwegian (no, nb, nn), Malay and Indonesian, Filipino and Tagalog, Serbo-Croatian. */
const SAME_LANGUAGE: Record<string, string> = { nb: 'no', nn: 'no', id: 'ms', fil: 'tl', sr: 'hr', bs: 'hr' };

export function primaryLanguage(tag: string): string {
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  return SAME_LANGUAGE[primary] ?? primary;
}

/**
 * Languages the texts (a page's blocks in reading order) may be written in, or null when the
 * text gives no clear signal or `declared` is a language the detector doesn't know (it would
 * name a neighbour instead).
 */
export async function guessLanguages(texts: readonly string[], declared: string): Promise<string[] | null> {
  const { detect, languages } = await loadDetector();
  if (!languages.has(primaryLanguage(declared))) return null;
  const text = sample(texts);
  if (!text.trim()) return null;
  const result = detect(text);
  if (!result.language) return null;
  // The usual case, a page in the language it declares, needs no ranking of the others.
  if (primaryLanguage(result.language) === primaryLanguage(declared)) return [result.language];
  const scores = Object.entries(result.getScores());
  const best = Math.max(...scores.map(([, s]) => s));
  return scores.filter(([, s]) => s >= best * CLOSE).map(([lang]) => lang);
}

/**
 * The one language the texts are written in, for a page that declares none (the fix pack writes it
 * into <html lang>): null when the text gives no clear signal or close languages tie.
 */
export async function detectLanguage(texts: readonly string[]): Promise<string | null> {
  const { detect } = await loadDetector();
  const text = sample(texts);
  if (!text.trim()) return null;
  const result = detect(text);
  if (!result.language) return null;
  const scores = Object.values(result.getScores());
  const best = Math.max(...scores);
  return scores.filter((s) => s >= best * CLOSE).length === 1 ? result.language : null;
}
