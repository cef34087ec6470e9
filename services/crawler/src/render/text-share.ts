/**
 * How much of what a browser shows is already in the HTML an AI crawler receives. AI crawlers do
 * not run JavaScript, so text that only exists after rendering is invisible to them. Pure.
 */

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Share (0..1) of the rendered text's words found in the static text, counted as a multiset (a
 * word rendered five times needs five static occurrences). Null when the rendered page has no
 * text to compare.
 */
export function staticTextShare(renderedText: string, staticText: string): number | null {
  const rendered = words(renderedText);
  if (rendered.length === 0) return null;
  const available = new Map<string, number>();
  for (const w of words(staticText)) available.set(w, (available.get(w) ?? 0) + 1);
  let found = 0;
  for (const w of rendered) {
    const left = available.get(w) ?? 0;
    if (left > 0) {
      found++;
      available.set(w, left - 1);
    }
  }
  return Math.round((found / rendered.length) * 1000) / 1000;
}
