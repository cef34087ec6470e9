/**
 * The background of software documentation: the share of free-software projects' documentation
 * sites that use a word (software-words.json, built by scripts/build-software-words.ts from
 * Debian's -doc packages no benchmark scores). A word most projects use ("plugins", "server",
 * "tests") says a site is software, not which software.
 */
import softwareWords from './software-words.json' with { type: 'json' };

const DATA = softwareWords as { sites: number; words: Record<string, number> };

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’+#-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

/** One key for a word and its plural ("plugins", "Plugin"; "libraries", "library"): a lookup key, not English's singular. */
export function wordKey(word: string): string {
  const w = word.toLowerCase();
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/[^su]s$/.test(w) && !/(is|ss)$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

/** The distinct word keys of a text. */
export function documentWords(text: string): Set<string> {
  return new Set((text.match(TOKEN) ?? []).map(wordKey));
}

/** The share (0..1) of software projects' documentation sites that use the word. */
export function softwareSiteShare(word: string): number {
  return (DATA.words[wordKey(word)] ?? 0) / DATA.sites;
}
