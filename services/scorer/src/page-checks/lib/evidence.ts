/** Shared wording of evidence lines, so the same situation reads the same in every check. */

/** A text cut to `max` characters for an evidence line, quoted. */
export function quote(text: string, max = 120): string {
  const chars = [...text];
  return `"${chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text}"`;
}

/**
 * For content the rendered page shows but the static HTML lacks: the static HTML is what GPTBot,
 * ClaudeBot and PerplexityBot read, so the check scores it and says why.
 */
export function jsOnly(what: string): string {
  return `${what} appears only after JavaScript runs: AI crawlers that don't render (GPTBot, ClaudeBot, PerplexityBot) won't see it`;
}

/** For a meta tag the parser put in the body: Google and Lighthouse read page metadata from the head only. */
export function outsideHead(what: string): string {
  return `${what} sits after the <head> ended (an element such as <img>, <iframe> or <div> above it ends the head): search engines ignore it there`;
}
