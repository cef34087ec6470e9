/** What every generator hands the pack: the elements it means, and the texts it claims come from the page. */
import type { FixKind, HeadReplaceable } from '@citable/contracts';
import type { ElementSpec } from './html.js';

export interface HeadFix {
  check: string | null;
  kind: FixKind;
  /** True when a language model wrote the text (see polish.ts); the texts are then not held to the page's words. */
  drafted: boolean;
  /** Head elements to add, or the attribute to set on <html>. */
  elements: readonly ElementSpec[];
  htmlAttribute?: readonly [string, string];
  replaces: HeadReplaceable | null;
  /** Every human-readable text the fix writes from this page's own words. */
  texts: readonly string[];
  /** Texts it writes from the site's words (the site's name, another page's title for a breadcrumb). */
  siteTexts?: readonly string[];
  /** The JSON-LD the fix writes, checked against the schema.org vocabulary. */
  jsonld?: object;
}

/** Cut a text at a word to at most `max` characters (never mid-word), without trailing punctuation that dangles. */
export function cutAtWord(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max + 1).join('');
  const cut = head.slice(0, head.lastIndexOf(' '));
  return cut.replace(/[\s,;:–—-]+$/u, '');
}
