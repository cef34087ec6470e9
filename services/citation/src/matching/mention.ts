/**
 * Whether an answer names the brand: its name, its domain, or a distinctive token of it, as a
 * whole word, in any case. Naming is not citing: an answer can name the brand without linking to
 * the site, and the two are counted apart.
 */
import escapeStringRegexp from 'escape-string-regexp';

/** A matcher for the brand's terms (names, domains, distinctive tokens; 3+ characters each). */
export function brandMentionMatcher(terms: readonly string[]): (text: string) => boolean {
  const usable = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter((t) => t.length >= 3))];
  if (usable.length === 0) return () => false;
  // Hyphens and spaces in a brand are interchangeable in prose ("acme-answers" / "Acme Answers").
  const alternatives = usable.map((t) => escapeStringRegexp(t).replace(/(?:\\-|\s)+/g, '[\\s\\-]+')).sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
  return (text) => re.test(text);
}
