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

/** "By Jane Doe · 5 min read" -> "Jane Doe": the byline's name, before any separator. */
export function bylineName(byline: string): string | null {
  const name = byline.replace(BY, '').split(/\s+[|·•–—-]\s+|,\s+|\s+on\s+/)[0]?.trim() ?? '';
  return name.length >= 2 && name.length <= 80 && /\p{L}/u.test(name) ? name : null;
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
