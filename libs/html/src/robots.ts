/**
 * Indexing directives: <meta name="robots"> (and its crawler-specific names) and the X-Robots-Tag
 * header, combined as Google documents: every tag and header that applies adds its rules, and
 * where rules conflict the most restrictive wins ("the sum of the negative rules").
 */
import { attr, type HtmlDocument } from './dom.js';
import { headMetas, metaName } from './meta.js';

/** Meta names whose directives govern indexing by search and answer engines: generic, Google's, and AI crawlers'. */
export const ROBOTS_META_NAMES: ReadonlySet<string> = new Set([
  'robots', 'googlebot', 'bingbot', 'gptbot', 'oai-searchbot', 'chatgpt-user', 'claudebot', 'claude-user',
  'claude-searchbot', 'anthropic-ai', 'perplexitybot', 'perplexity-user', 'google-extended', 'applebot-extended', 'ccbot',
]);

/** Directives that carry a value after a colon; anything else before a colon is a user agent. */
const VALUED_DIRECTIVES = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);

/**
 * Splits a directive list, lower-cased. In X-Robots-Tag a leading "agent:" scopes the directives
 * that follow it, up to the next agent ("googlebot: noindex, otherbot: nofollow"); directives
 * scoped to an agent outside `agents` are dropped. Without `agents` every directive is kept.
 */
export function parseRobotsDirectives(value: string, agents?: ReadonlySet<string>): string[] {
  const out: string[] = [];
  let applies = true;
  for (const raw of value.toLowerCase().split(',')) {
    let part = raw.trim();
    const scoped = /^([a-z0-9_.-]+)\s*:\s*(.*)$/.exec(part);
    if (scoped?.[1] && !VALUED_DIRECTIVES.has(scoped[1])) {
      applies = !agents || agents.has(scoped[1]);
      part = (scoped[2] ?? '').trim();
    }
    part = part.replace(/\s*:\s*/, ':');
    if (part && applies) out.push(part);
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

/** Every directive of the head's robots metas and the X-Robots-Tag header that applies to an engine we report on, de-duplicated. */
export function robotsDirectives(doc: HtmlDocument, headers?: Record<string, string>): string[] {
  const out: string[] = [];
  for (const meta of headMetas(doc)) {
    if (ROBOTS_META_NAMES.has(metaName(meta))) out.push(...parseRobotsDirectives(attr(meta, 'content') ?? ''));
  }
  const header = headerValue(headers, 'x-robots-tag');
  if (header) out.push(...parseRobotsDirectives(header, ROBOTS_META_NAMES));
  return [...new Set(out)];
}
