/**
 * Per-document memoisation: several checks ask the same questions of one page (its headings,
 * its visible text), so each answer is computed once and kept for as long as the document lives.
 * The answers live on the document, not in a WeakMap keyed by it: V8's young-generation
 * collector keeps a WeakMap's values alive, so every page's answers were copied and promoted
 * (5x the bytes promoted over the corpus) before a full collection freed them.
 */
import type { HtmlDocument } from './dom.js';

export function memo<T>(doc: HtmlDocument, key: string, compute: () => T): T {
  const cache = doc.memos;
  const cached = cache.get(key);
  // One lookup on a hit; has() only tells a stored undefined from a missing answer.
  if (cached !== undefined || cache.has(key)) return cached as T;
  const value = compute();
  cache.set(key, value);
  return value;
}
