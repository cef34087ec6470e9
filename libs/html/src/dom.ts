/**
 * A parsed HTML page: the parse5 tree plus the URL that relative references resolve against.
 * Parsing never throws: parse5 follows the HTML standard's error recovery, as browsers and
 * crawlers do, so broken markup yields the same tree a browser would build.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
export type Node = DefaultTreeAdapterTypes.Node;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export interface HtmlDocument {
  readonly root: DefaultTreeAdapterTypes.Document;
  /** The URL the page was fetched from. */
  readonly documentUrl: string;
  /** What relative URLs resolve against: the first <base href>, else the document URL. */
  readonly baseUrl: string;
  /** Every element in document order (template contents excluded: they are inert). */
  readonly elements: readonly Element[];
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
  for (const a of el.attrs) if (a.name === name) return a.value;
  return null;
}

export function hasAttr(el: Element, name: string): boolean {
  return el.attrs.some((a) => a.name === name);
}

/** Space-separated attribute tokens, lower-cased (rel, class-like lists). */
export function attrTokens(el: Element, name: string): string[] {
  const value = attr(el, name);
  return value ? value.toLowerCase().split(/\s+/).filter(Boolean) : [];
}

/** Resolves a reference to an absolute URL, or null when it cannot be resolved. */
export function resolveUrl(ref: string, base: string): string | null {
  const trimmed = ref.trim();
  if (!URL.canParse(trimmed, base)) return null;
  return new URL(trimmed, base).href;
}

export function parseHtml(html: string, baseUrl: string): HtmlDocument {
  const root = parse(html);
  const elements = descendants(root);
  const baseEl = elements.find((el) => el.tagName === 'base' && attr(el, 'href') !== null);
  const baseHref = baseEl ? attr(baseEl, 'href') : null;
  // A <base href> is itself resolved against the document URL (it may be relative).
  const resolvedBase = baseHref !== null ? resolveUrl(baseHref, baseUrl) : null;
  return { root, documentUrl: baseUrl, baseUrl: resolvedBase ?? baseUrl, elements };
}
