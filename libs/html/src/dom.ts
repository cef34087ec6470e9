/**
 * A parsed HTML page: the tree (tree.ts) plus the URL that relative references resolve against.
 * Parsing never throws: broken markup yields a tree, as it does in browsers and crawlers.
 */
import { buildTree, type Document, type Element, type Node, type ParentNode } from './tree.js';

export type { Document, Element, Node, ParentNode, TextNode } from './tree.js';

export interface HtmlDocument {
  readonly root: Document;
  /** The URL the page was fetched from. */
  readonly documentUrl: string;
  /** What relative URLs resolve against: the first <base href>, else the document URL. */
  readonly baseUrl: string;
  /** Every element in document order (noscript and template contents are inert: no elements). */
  readonly elements: readonly Element[];
  /** What memo() computed for this document, by key. */
  readonly memos: Map<string, unknown>;
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function collectElements(parent: ParentNode, out: Element[]): void {
  for (const child of parent.childNodes) {
    if (!isElement(child)) continue;
    out.push(child);
    collectElements(child, out);
  }
}

/** Every element below `parent`, in document order. */
export function descendants(parent: ParentNode): Element[] {
  const out: Element[] = [];
  collectElements(parent, out);
  return out;
}

/** Value of an attribute (names are lower-cased by the parser), or null when absent. */
export function attr(el: Element, name: string): string | null {
  // Attribute values are strings. Our parser's records have no prototype, but a tree wrapped by
  // documentFromTree may have records that inherit (constructor, __proto__): those are never strings.
  const value: unknown = el.attribs[name];
  return typeof value === 'string' ? value : null;
}

export function hasAttr(el: Element, name: string): boolean {
  return Object.hasOwn(el.attribs, name);
}

/** Space-separated attribute tokens, lower-cased (rel, class-like lists). */
export function attrTokens(el: Element, name: string): string[] {
  const value = attr(el, name);
  return value ? value.toLowerCase().split(/\s+/).filter(Boolean) : [];
}

/** Resolves a reference to an absolute URL, or null when it cannot be resolved. */
export function resolveUrl(ref: string, base: string): string | null {
  return URL.parse(ref.trim(), base)?.href ?? null;
}

/** Wraps a parsed tree as a page fetched from `documentUrl` (its elements listed when known). */
export function documentFromTree(root: Document, documentUrl: string, elements: readonly Element[] = descendants(root)): HtmlDocument {
  const baseEl = elements.find((el) => el.tagName === 'base' && attr(el, 'href') !== null);
  const baseHref = baseEl ? attr(baseEl, 'href') : null;
  // A <base href> is itself resolved against the document URL (it may be relative).
  const resolvedBase = baseHref !== null ? resolveUrl(baseHref, documentUrl) : null;
  return { root, documentUrl, baseUrl: resolvedBase ?? documentUrl, elements, memos: new Map() };
}

export function parseHtml(html: string, documentUrl: string): HtmlDocument {
  const { document, elements } = buildTree(html);
  return documentFromTree(document, documentUrl, elements);
}
