/**
 * A parsed HTML page: parse5's tree (the HTML standard's parser; tree-adapter.ts) plus the URL
 * that relative references resolve against. Parsing never throws: broken markup yields a tree,
 * as it does in browsers and crawlers.
 */
import { parse, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { cappedTreeAdapter } from './tree-adapter.js';

export type Element = P5.Element;
export type TextNode = P5.TextNode;
export type Node = P5.ChildNode;
export type ParentNode = P5.ParentNode;
export type Document = P5.Document;

export const HTML_NS = 'http://www.w3.org/1999/xhtml';

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

export function isElement(node: Node | ParentNode): node is Element {
  // A property read, not the `in` operator: walks ask this of every node, and V8 answers it faster.
  return (node as Partial<Element>).tagName !== undefined;
}

/**
 * Calls `visit` on every node below `parent` in document order. Iterative: the tree may be as
 * deep as the parser allows, and a walk must not depend on how much stack is left.
 */
export function forEachDescendant(parent: ParentNode, visit: (node: Node) => void): void {
  const stack: Node[] = [];
  for (let i = parent.childNodes.length - 1; i >= 0; i--) stack.push(parent.childNodes[i]!);
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    if (!isElement(node)) continue;
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/** Every element below `parent`, in document order. */
export function descendants(parent: ParentNode): Element[] {
  const out: Element[] = [];
  // Only elements go on the stack: about half of a page's nodes are text.
  const stack: Element[] = [];
  const pushChildren = (children: readonly Node[]) => {
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]!;
      if (isElement(child)) stack.push(child);
    }
  };
  pushChildren(parent.childNodes);
  while (stack.length > 0) {
    const el = stack.pop()!;
    out.push(el);
    pushChildren(el.childNodes);
  }
  return out;
}

/**
 * Value of an attribute (names are lower-cased by the parser), or null when absent. A prefixed
 * attribute of an SVG or MathML element (xlink:href) is not the attribute of its local name, as in the DOM.
 */
export function attr(el: Element, name: string): string | null {
  for (const a of el.attrs) if (a.name === name && !a.prefix) return a.value;
  return null;
}

export function hasAttr(el: Element, name: string): boolean {
  return attr(el, name) !== null;
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

export function parseHtml(html: string, documentUrl: string): HtmlDocument {
  const root: Document = parse(html, { treeAdapter: cappedTreeAdapter() });
  const elements = descendants(root);
  const baseEl = elements.find((el) => el.tagName === 'base' && attr(el, 'href') !== null);
  const baseHref = baseEl ? attr(baseEl, 'href') : null;
  // A <base href> is itself resolved against the document URL (it may be relative).
  const resolvedBase = baseHref !== null ? resolveUrl(baseHref, documentUrl) : null;
  return { root, documentUrl, baseUrl: resolvedBase ?? documentUrl, elements, memos: new Map() };
}
