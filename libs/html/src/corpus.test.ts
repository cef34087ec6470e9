import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countWords, extractJsonLd, extractPageFacts, parseHtml, visibleText } from './index.js';

// The shared corpus sits beside the repository: /work/shared/corpus/pages for /work/main.
const corpusDir = fileURLToPath(new URL('../../../../shared/corpus/pages/', import.meta.url));

describe('extractPageFacts on the real-page corpus', () => {
  it('finds the corpus', () => {
    expect(existsSync(corpusDir), `corpus folder missing: ${corpusDir}`).toBe(true);
  });

  const files = existsSync(corpusDir) ? readdirSync(corpusDir).filter((f) => f.endsWith('.html')).sort() : [];

  it('holds the 65 pages', () => {
    expect(files).toHaveLength(65);
  });

  it.each(files)('%s', (file) => {
    const doc = parseHtml(readFileSync(`${corpusDir}${file}`, 'utf8'), `https://corpus.example/${file}`);
    const facts = extractPageFacts(doc);
    expect(facts.wordCount).toBeGreaterThanOrEqual(0);
    expect(facts.h1Count).toBeGreaterThanOrEqual(facts.h1 === null ? 0 : 1);
    for (const link of facts.links) expect(link).toMatch(/^https?:\/\/[^#]*$/);
    if (facts.canonical !== null) expect(() => new URL(facts.canonical ?? '')).not.toThrow();
    expect(facts.jsonld).toEqual(extractJsonLd(doc).items);
    // countWords scans without splitting, for speed; the definition it implements reads plainer.
    const text = visibleText(doc);
    const unspaced = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu) ?? [];
    const spaced = text
      .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu, ' ')
      .split(/\s+/)
      .filter((token) => /[\p{L}\p{N}]/u.test(token));
    expect(countWords(text)).toBe(unspaced.length + spaced.length);
  });
});
