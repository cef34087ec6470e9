/**
 * Per-document memoisation: several checks ask the same questions of one page (its headings,
 * its visible text), so each answer is computed once and kept for as long as the document lives.
 */
import type { HtmlDocument } from './dom.js';

const caches = new WeakMap<HtmlDocument, Map<string, unknown>>();

export function memo<T>(doc: HtmlDocument, key: string, compute: () => T): T {
  let cache = caches.get(doc);
  if (!cache) {
    cache = new Map();
    caches.set(doc, cache);
  }
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  cache.set(key, value);
  return value;
}
