/**
 * Words as the classifier compares them: lower-cased, accents folded, stop words dropped, and
 * stemmed (Porter, the `stemmer` package) so "restaurants" meets "restaurant". A term is one to
 * three words; its key is its stems joined by spaces. Pure.
 */
import { stemmer } from 'stemmer';
import { deu, eng, fra, ita, nld, por, spa } from 'stopword';

/** Matching drops English stop words only: other languages' lists hold English words ("ai", "van", "ad"). */
const STOP_WORDS: ReadonlySet<string> = new Set(eng);
/** Terms shown to people leave out every listed language's stop words ("les", "der", "para"). */
const DISPLAY_STOP_WORDS: ReadonlySet<string> = new Set([...eng, ...fra, ...deu, ...spa, ...ita, ...por, ...nld]);
/** Letters and digits of any script; "&", "+" and "-" inside a word are kept (r&d, c++, e-commerce). */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}&+'-]*[\p{L}\p{N}+])?/gu;

/** Lower-cased, accent-folded words of a text, stop words and one-letter words left out. */
export function words(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const out: string[] = [];
  for (const match of folded.matchAll(WORD)) {
    const word = match[0].replace(/'s$/, '');
    if (word.length > 1 && word.length <= 40 && !STOP_WORDS.has(word)) out.push(word);
  }
  return out;
}

/**
 * Words whose Porter stem is a commoner word's: "news" would meet every "new", "programming"
 * every TV or degree "program". They are kept whole.
 */
const UNSTEMMED: ReadonlySet<string> = new Set(['news', 'programming']);

const stems = new Map<string, string>();
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = UNSTEMMED.has(word) ? word : /^[a-z-]+$/.test(word) ? stemmer(word) : word;
    if (stems.size < 50_000) stems.set(word, s);
  }
  return s;
}

/** The key of a term ("Real Estate" -> "real estat"); empty when the term is only stop words. */
export function termKey(term: string): string {
  return words(term).map(stem).join(' ');
}

/**
 * Weighted bag of term keys (one, two and three words) read from texts of a site. Each source
 * adds its weight per occurrence; `cap` bounds what one source can add to one term, so a long
 * body repeating a word cannot outweigh the title.
 */
export class TermBag {
  readonly weights = new Map<string, number>();
  /** The most frequent surface form of each one-word key, for showing terms to people. */
  private readonly surfaces = new Map<string, Map<string, number>>();

  /** @param trackSurfaces keep spellings for top(); bags nobody shows skip the work. */
  constructor(private readonly trackSurfaces = true) {}

  add(text: string, weight: number, cap = Number.POSITIVE_INFINITY): void {
    const ws = words(text);
    const keys = ws.map(stem);
    const added = new Map<string, number>();
    const put = (key: string) => added.set(key, Math.min(cap, (added.get(key) ?? 0) + weight));
    for (let i = 0; i < keys.length; i++) {
      put(keys[i]!);
      if (this.trackSurfaces) {
        const surface = this.surfaces.get(keys[i]!) ?? new Map<string, number>();
        surface.set(ws[i]!, (surface.get(ws[i]!) ?? 0) + 1);
        this.surfaces.set(keys[i]!, surface);
      }
      if (i + 1 < keys.length) put(`${keys[i]} ${keys[i + 1]}`);
      if (i + 2 < keys.length) put(`${keys[i]} ${keys[i + 1]} ${keys[i + 2]}`);
    }
    for (const [key, w] of added) this.weights.set(key, (this.weights.get(key) ?? 0) + w);
  }

  get(key: string): number {
    return this.weights.get(key) ?? 0;
  }

  /** The heaviest one-word terms, as their most frequent spelling. */
  top(n: number, minWeight = 0): string[] {
    return [...this.weights]
      .filter(([key, w]) => !key.includes(' ') && w > minWeight && !/^\d+$/.test(key) && !DISPLAY_STOP_WORDS.has(this.surface(key)))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([key]) => this.surface(key));
  }

  private surface(key: string): string {
    const forms = this.surfaces.get(key);
    if (!forms) return key;
    return [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  }
}
