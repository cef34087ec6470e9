/**
 * The voice a site writes in: a one-person blog says "I" and "my" ("I love this recipe, my kids
 * ask for it"), a publication does not, but for what it quotes. Pure.
 */
import { findAll, textOf } from '@citable/html';
import type { SitePage } from './site-page.js';

/** Fewer words than this say too little to tell a voice. */
const MIN_WORDS = 150;
const FIRST_PERSON = /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|my|me|mine|myself)\b/g;
/** What a page quotes is its people's voice, not its own. */
const QUOTED = /[“"][^”"]*[”"]/g;

/** First-person words per 100 words of the pages' own paragraphs, quotations aside; 0 when they say too little. */
export function firstPersonRate(pages: readonly SitePage[]): number {
  const text = pages
    .flatMap((p) => findAll(p.doc, 'p').map(textOf))
    .join(' ')
    .replace(QUOTED, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words < MIN_WORDS) return 0;
  return ((text.match(FIRST_PERSON) ?? []).length / words) * 100;
}
