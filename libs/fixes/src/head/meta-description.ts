/**
 * C2: a meta description drafted from the page's own opening text (the lead paragraph and what
 * follows it, as A1 read it), 120 to 160 characters cut at a word, never one another page has.
 * Nothing when the page has too little text of its own to describe it.
 */
import { checkOf, detail, falls, type FixPageInput } from '../input.js';
import { cutAtWord, type HeadFix } from '../draft.js';
import { meta } from '../html.js';

export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

/** The description the draft would be, or null when the opening text is too short. */
export function draftDescription(page: FixPageInput): string | null {
  const opening = detail<string | null>(checkOf(page.checks, 'A1_answer_first'), 'opening');
  if (!opening) return null;
  const full = opening.trim();
  if ([...full].length <= DESCRIPTION_MAX) return [...full].length >= DESCRIPTION_MIN ? full : null;
  // A whole sentence when one ends in range; else cut at a word, the ellipsis saying the text goes on.
  const head = [...full].slice(0, DESCRIPTION_MAX).join('');
  const sentenceEnd = Math.max(...[...head.matchAll(/[.!?](?=\s)/g)].map((m) => m.index + 1), -1);
  if (sentenceEnd >= DESCRIPTION_MIN) return head.slice(0, sentenceEnd);
  const text = `${cutAtWord(full, DESCRIPTION_MAX - 1)}…`;
  return [...text].length >= DESCRIPTION_MIN ? text : null;
}

/** `taken`: the descriptions other pages have or were given (lower-cased); the new one joins it. */
export function metaDescriptionFix(page: FixPageInput, taken: Set<string>, description = draftDescription(page), drafted = false): HeadFix | null {
  if (!falls(checkOf(page.checks, 'C2_meta_description')) || description === null) return null;
  if (taken.has(description.toLowerCase())) return null;
  taken.add(description.toLowerCase());
  return {
    check: 'C2_meta_description',
    kind: 'meta_description',
    drafted,
    elements: [meta('name', 'description', description)],
    // A description that is there but too short, too long or the title's twin is replaced, not doubled.
    replaces: page.facts.metaDescription === null ? null : 'meta[name="description"]',
    texts: drafted ? [] : [description],
  };
}
