import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHECK_STATUSES } from '@citable/contracts';
import { PAGE_CRITERIA } from '@citable/criteria';
import { documentFromTree, extractPageFacts, type Document, type Element, type Node } from '@citable/html';
import { parse, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { describe, expect, it } from 'vitest';
import { crawledPage, metrics } from './__tests__/fixture.js';
import { buildPageInput } from './input.js';
import { PAGE_CHECKS } from './registry.js';
import { runPageChecks } from './runner.js';

// The shared corpus sits beside the repository: /work/shared/corpus/pages for /work/main.
const corpusDir = fileURLToPath(new URL('../../../../../shared/corpus/pages/', import.meta.url));
const files = existsSync(corpusDir) ? readdirSync(corpusDir).filter((f) => f.endsWith('.html')).sort() : [];

describe('every page check on the real-page corpus', () => {
  it('finds the 65 corpus pages', () => {
    expect(existsSync(corpusDir), `corpus folder missing: ${corpusDir}`).toBe(true);
    expect(files).toHaveLength(65);
  });

  // Every other page also gets a rendered copy and metrics, so the rendering rule runs too.
  it.each(files.map((file, i) => [file, i % 2 === 1] as const))('%s (rendered: %s)', async (file, rendered) => {
    const source = readFileSync(`${corpusDir}${file}`, 'utf8');
    const page = crawledPage(source, {
      url: `https://corpus.example/${file}`,
      ...(rendered ? { rendered: source, metrics: metrics({ lcpMs: 2100, cls: 0.12 }) } : {}),
    });
    const { results } = await runPageChecks(page, { criteria: PAGE_CRITERIA, now: new Date('2026-07-01T00:00:00Z') });
    expect(results).toHaveLength(PAGE_CRITERIA.length);
    for (const r of results) {
      expect(r.error, `${r.id}: ${r.error}`).toBeUndefined();
      expect(CHECK_STATUSES).toContain(r.status);
      expect(r.status).not.toBe('error');
      expect(Number.isInteger(r.score) && r.score >= 0 && r.score <= 100, `${r.id} score ${r.score}`).toBe(true);
      expect(r.evidence.length, `${r.id} has evidence`).toBeGreaterThan(0);
    }
  });
});

/** parse5's tree in our node shape: attributes as a record, comments and doctypes left out. */
function fromParse5(root: P5.Document): Document {
  const convert = (node: P5.ChildNode, parentNode: Element): Node[] => {
    if (node.nodeName === '#text') return [{ nodeName: '#text', value: (node as P5.TextNode).value, parentNode }];
    if (!('tagName' in node)) return [];
    const attribs: Record<string, string> = {};
    for (const a of node.attrs) attribs[a.name] = a.value;
    const el: Element = { nodeName: node.tagName, tagName: node.tagName, namespaceURI: node.namespaceURI, attribs, childNodes: [], parentNode };
    el.childNodes.push(...node.childNodes.flatMap((c) => convert(c, el)));
    return [el];
  };
  const document: Document = { nodeName: '#document', childNodes: [] };
  for (const child of root.childNodes) document.childNodes.push(...convert(child, document as unknown as Element));
  return document;
}

// @citable/html builds its own tree for speed (see libs/html/src/tree.ts and tokenizer.ts).
// parse5 implements the HTML standard's tree construction in full: on real pages, every fact and
// every check must read the same from both trees.
describe('the fast tree reads real pages as the standard parser does', () => {
  it.each(files)('%s', async (file) => {
    const source = readFileSync(`${corpusDir}${file}`, 'utf8');
    const page = crawledPage(source, { url: `https://corpus.example/${file}` });
    const now = new Date('2026-07-01T00:00:00Z');
    const fast = buildPageInput(page, { now });
    const standardDoc = documentFromTree(fromParse5(parse(source)), page.url);
    const standard = { ...fast, static: standardDoc, facts: extractPageFacts(standardDoc, page.headers) };
    expect(fast.facts).toEqual(standard.facts);
    for (const [id, check] of PAGE_CHECKS) {
      expect(await check.evaluate(fast), id).toEqual(await check.evaluate(standard));
    }
  });
});
