/**
 * G5 and S11: an Article naming the author and dates the page shows, for a page with a visible
 * byline ("By Jane Doe") and no machine-readable author. Its dates are the ones the page carries
 * (<time datetime>, article:*_time); a page that shows no date gets an Article without dates, and
 * a page with no byline gets none: an author is never guessed.
 */
import type { Article, WithContext } from 'schema-dts';
import { checkOf, detail, falls, type FixPageInput } from '../input.js';
import type { HeadFix } from '../draft.js';
import { jsonLdScript } from '../html.js';

const BY = /^(by|written by|von|par|por|di)\s+/i;
/** Lower-case words a name may hold (Ludwig van Beethoven, Maria de la Cruz). */
const PARTICLES = new Set(['de', 'la', 'le', 'van', 'von', 'der', 'den', 'da', 'di', 'del', 'du', 'dos', 'bin', 'al']);

/**
 * "By Jane Doe · 5 min read" -> "Jane Doe": the byline's name, before any separator, when that part
 * is a name and nothing else: 2 to 4 capitalised words (particles aside), no digits. A byline
 * that runs on ("Mark Di Stefano BuzzFeed News Reporter", "Written by A Edited by B") gives
 * none: an author is never cut out of a sentence by guesswork.
 */
export function bylineName(byline: string): string | null {
  const part = byline.trim().replace(BY, '').split(/\s*[|·•–—]\s*|\s+-\s+|,\s+/)[0]?.trim() ?? '';
  const words = part.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4 || /\d/.test(part)) return null;
  const named = words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w) || PARTICLES.has(w));
  return named && /^\p{Lu}/u.test(words[0]!) && /^\p{Lu}/u.test(words.at(-1)!) ? part : null;
}

export function articleFix(page: FixPageInput): HeadFix | null {
  const g5 = checkOf(page.checks, 'G5_author_freshness');
  if (!falls(g5) || detail<string | null>(g5, 'author')) return null;
  const byline = detail<string | null>(g5, 'byline');
  const author = byline ? bylineName(byline) : null;
  const headline = page.facts.h1 ?? page.facts.title;
  if (!author || !headline) return null;
  const { datePublished, dateModified } = page.facts;
  const article: WithContext<Article> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    author: { '@type': 'Person', name: author },
    ...(datePublished ? { datePublished } : {}),
    ...(dateModified ? { dateModified } : {}),
    mainEntityOfPage: page.url,
  };
  return {
    check: 'G5_author_freshness',
    kind: 'jsonld_article',
    drafted: false,
    elements: [jsonLdScript(article)],
    replaces: null,
    texts: [headline, author],
    jsonld: article,
  };
}
