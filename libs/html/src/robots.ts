/** Indexing directives: <meta name="robots"> (and its crawler-specific names) and the X-Robots-Tag header. */
import { findAll } from './queries.js';
import { attrTokens, attr, type HtmlDocument } from './dom.js';

/** Meta names whose directives govern indexing by search and answer engines: generic, Google's, and AI crawlers'. */
export const ROBOTS_META_NAMES: ReadonlySet<string> = new Set([
  'robots', 'googlebot', 'bingbot', 'gptbot', 'oai-searchbot', 'chatgpt-user', 'claudebot', 'claude-user',
  'claude-searchbot', 'anthropic-ai', 'perplexitybot', 'perplexity-user', 'google-extended', 'applebot-extended', 'ccbot',
]);

/** Directives that carry a value after a colon; anything else before a colon is a user agent. */
const VALUED_DIRECTIVES = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);

/**
 * Splits a directive list. In X-Robots-Tag a leading "agent:" scopes the following directives
 * ("googlebot: noindex"); the directives are kept whatever the agent, since any of them may be
 * the one an answer engine obeys.
 */
export function parseRobotsDirectives(value: string): string[] {
  const out: string[] = [];
  for (const raw of value.toLowerCase().split(',')) {
    let part = raw.trim();
    const scoped = /^([a-z0-9_.-]+)\s*:\s*(.+)$/.exec(part);
    if (scoped?.[1] && scoped[2] && !VALUED_DIRECTIVES.has(scoped[1])) part = scoped[2].trim();
    part = part.replace(/\s*:\s*/, ':');
    if (part) out.push(part);
  }
  return out;
}

/** Header value by case-insensitive name. */
export function headerValue(headers: Record<string, string> | undefined, name: string): string | null {
  if (!headers) return null;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return null;
}

export function robotsDirectives(doc: HtmlDocument, headers?: Record<string, string>): string[] {
  const out: string[] = [];
  for (const meta of findAll(doc, 'meta')) {
    if (!attrTokens(meta, 'name').some((n) => ROBOTS_META_NAMES.has(n))) continue;
    out.push(...parseRobotsDirectives(attr(meta, 'content') ?? ''));
  }
  const header = headerValue(headers, 'x-robots-tag');
  if (header) out.push(...parseRobotsDirectives(header));
  return [...new Set(out)];
}
