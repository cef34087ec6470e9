/**
 * Builds the page tree from the tokens of tokenizer.ts. It parses several times faster than a
 * full WHATWG tree builder (parse5), which matters when every crawled page is parsed (twice when
 * rendered). The tree follows the rules of the HTML standard that change what a reader or a
 * check sees, as parse5 with scripting on does (the rules as data: tree-rules.ts):
 * - there is always one html, head and body element; head content met before the body starts
 *   goes to head, anything else starts the body, and content after </body> stays in the body;
 * - <noscript> and <template> contents are inert (no elements), as in a browser that runs
 *   scripts; the contents of script, style, title, textarea and the other elements tokenizer.ts
 *   names are text, when they are HTML elements;
 * - implied end tags (p, li, dd, headings, cells, option, ...), end tags looked for within their
 *   scope, void elements, SVG and MathML namespaces (HTML again in foreignObject, mi, mtext, ...);
 * - adjacent text is one text node, and CR LF reads as LF;
 * - no element deeper than MAX_DEPTH: deeper ones become siblings at that depth, as in Chromium.
 * Misnested formatting tags and table foster-parenting are not rebuilt: they move no text
 * between the head and the body, and no check reads that structure. Every token costs O(1) on
 * average: looking down the open elements stops after MAX_DEPTH of them, so no page, however
 * hostile, parses in more than linear time. A test checks that every
 * page check gives the same result on this tree as on parse5's for the real pages of the corpus.
 */
import { NO_ATTRIBUTES, noAttributes, tokenize } from './tokenizer.js';
import {
  BUTTON_SCOPE, CLOSES_P, endTagScope, FORMATTING, HEAD_CONTENT, HEADINGS, INERT, MATHML_TEXT_POINTS, SCOPE, SPECIAL, SVG_HTML_ROOTS,
  SVG_TAG_CASE, TABLE_SCOPE, VOID,
} from './tree-rules.js';

export const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

/**
 * The deepest an element can sit (html is 1). Chromium's parser caps the tree at 512 levels too;
 * without a cap a hostile page of nested <div>s would overflow every recursive walk of the tree.
 */
export const MAX_DEPTH = 512;

export interface Element {
  readonly nodeName: string;
  readonly tagName: string;
  readonly namespaceURI: string;
  /** Attribute values by lower-cased name (the first of repeated names wins), no prototype. Read with attr(). */
  readonly attribs: Record<string, string>;
  readonly childNodes: Node[];
  parentNode: ParentNode | null;
}

export interface TextNode {
  readonly nodeName: '#text';
  value: string;
  parentNode: ParentNode | null;
}

export interface Document {
  readonly nodeName: '#document';
  readonly childNodes: Node[];
  /** Texts of its elements already read (text.ts keeps them here: trees don't change once parsed). */
  texts?: Map<Element, unknown>;
}

export type Node = Element | TextNode;
export type ParentNode = Element | Document;

function element(tagName: string, namespaceURI: string, attribs: Record<string, string>, parentNode: ParentNode | null): Element {
  return { nodeName: tagName, tagName, namespaceURI, attribs, childNodes: [], parentNode };
}

function append(parent: Element, child: Node): void {
  child.parentNode = parent;
  parent.childNodes.push(child);
}

/** Adds the attributes a repeated <html>, <head> or <body> tag brings that the element lacks. */
function mergeAttrs(el: Element, attribs: Record<string, string>): void {
  for (const name of Object.keys(attribs)) {
    if (!Object.hasOwn(el.attribs, name)) el.attribs[name] = attribs[name]!;
  }
}

function namespaceFor(tagName: string, parent: Element): string {
  if (tagName === 'svg') return SVG_NS;
  if (tagName === 'math') return MATHML_NS;
  if ((tagName === 'mglyph' || tagName === 'malignmark') && parent.namespaceURI === MATHML_NS) return MATHML_NS;
  return childNamespace(parent);
}

/** The namespace an element's children are in (HTML again under SVG's and MathML's integration points). */
function childNamespace(parent: Element): string {
  if (parent.namespaceURI === SVG_NS && !SVG_HTML_ROOTS.has(parent.tagName)) return SVG_NS;
  if (parent.namespaceURI === MATHML_NS && parent.tagName !== 'annotation-xml' && !MATHML_TEXT_POINTS.has(parent.tagName)) return MATHML_NS;
  return HTML_NS;
}

const isWhitespace = (text: string) => /^[\t\n\f\r ]*$/.test(text);

export interface Tree {
  document: Document;
  /** Every element in document order, listed as the tree is built. */
  elements: Element[];
}

/** Parses a whole HTML document. Never throws: any input yields a tree, like a browser's. */
export function buildTree(source: string): Tree {
  const html = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const document: Document = { nodeName: '#document', childNodes: [] };
  const htmlEl = element('html', HTML_NS, noAttributes(), document);
  const head = element('head', HTML_NS, noAttributes(), null);
  const body = element('body', HTML_NS, noAttributes(), null);
  document.childNodes.push(htmlEl);
  append(htmlEl, head);
  append(htmlEl, body);
  // Nothing goes into head once the body has started, so creation order is document order
  // provided body is listed when it starts.
  const elements: Element[] = [htmlEl, head];

  // The open elements (head before the body starts, then body and what is open inside it), with
  // their depths (html is 1).
  const stack: Element[] = [];
  const depths: number[] = [];
  let bodyStarted = false;
  /** The open <noscript> or <template> whose contents are skipped, and how many templates nest in it. */
  let inert: Element | null = null;
  let inertNesting = 0;
  let formOpen = false;

  const top = (): Element | null => stack[stack.length - 1] ?? null;

  // How many elements of each name that start tags may close are open: most start tags then
  // skip looking down the stack. And the namespace the current node's children are in.
  const openCount = new Int32Array(COUNTED.size);
  let foreign = false;

  function push(el: Element, depth: number): void {
    stack.push(el);
    depths.push(depth);
    const counted = COUNTED.get(el.tagName);
    if (counted !== undefined) openCount[counted]!++;
    foreign = childNamespace(el) !== HTML_NS;
  }

  function popTo(index: number): void {
    while (stack.length > index) {
      const name = stack.pop()!.tagName;
      depths.pop();
      const counted = COUNTED.get(name);
      if (counted !== undefined) openCount[counted]!--;
      if (name === 'form') formOpen = false;
    }
    const current = top();
    foreign = current !== null && childNamespace(current) !== HTML_NS;
  }

  function anyOpen(names: ReadonlySet<string> | string): boolean {
    if (typeof names === 'string') return openCount[COUNTED.get(names) ?? -1] !== 0;
    for (const name of names) if (openCount[COUNTED.get(name) ?? -1] !== 0) return true;
    return false;
  }

  function startBody(): void {
    if (bodyStarted) return;
    bodyStarted = true;
    popTo(0);
    elements.push(body);
    push(body, 2);
  }

  /**
   * Where the open element named `name` is, looking down from the current node: -1 when a
   * `boundary` element (or, with none given, a special one) comes first, or after MAX_DEPTH.
   */
  function findOpen(names: ReadonlySet<string> | string, boundary: ReadonlySet<string> | null): number {
    if (!anyOpen(names)) return -1;
    const floor = Math.max(bodyStarted ? 1 : 0, stack.length - MAX_DEPTH);
    for (let i = stack.length - 1; i >= floor; i--) {
      const name = stack[i]!.tagName;
      if (typeof names === 'string' ? name === names : names.has(name)) return i;
      if (boundary ? boundary.has(name) : SPECIAL.has(name)) return -1;
    }
    return -1;
  }

  function closeOpen(names: ReadonlySet<string> | string, boundary: ReadonlySet<string> | null): void {
    const i = findOpen(names, boundary);
    if (i !== -1) popTo(i);
  }

  /** The implied end tags a start tag brings (the standard's "in body" and table rules). */
  function closeBefore(name: string): void {
    if (!IMPLIES_END.has(name)) return;
    if ((name === 'li' || name === 'dd' || name === 'dt') && anyOpen(name === 'li' ? 'li' : DD_DT)) {
      // An open item of the same list closes, unless a special element other than address, div or p comes first.
      const items = name === 'li' ? 'li' : DD_DT;
      for (let i = stack.length - 1, n = 0; i >= 1 && n < MAX_DEPTH; i--, n++) {
        const open = stack[i]!.tagName;
        if (typeof items === 'string' ? open === items : items.has(open)) {
          popTo(i);
          break;
        }
        if (SPECIAL.has(open) && open !== 'address' && open !== 'div' && open !== 'p') break;
      }
    }
    if (CLOSES_P.has(name)) closeOpen('p', BUTTON_SCOPE);
    if (HEADINGS.has(name) && HEADINGS.has(top()?.tagName ?? '')) popTo(stack.length - 1);
    if (name === 'a') closeOpen('a', SCOPE);
    if (name === 'button') closeOpen('button', SCOPE);
    if (name === 'option' || name === 'optgroup') {
      if (top()?.tagName === 'option') popTo(stack.length - 1);
      if (name === 'optgroup' && top()?.tagName === 'optgroup') popTo(stack.length - 1);
    }
    if (name === 'td' || name === 'th' || name === 'tr' || TABLE_SECTIONS.has(name)) {
      closeOpen(CELLS, TABLE_SCOPE);
      if (name !== 'td' && name !== 'th' && top()?.tagName === 'tr') popTo(stack.length - 1);
      if (TABLE_SECTIONS.has(name) && TABLE_SECTIONS.has(top()?.tagName ?? '')) popTo(stack.length - 1);
    }
  }

  /** Where the next node goes (the current node, or head/body by the routing rules); its depth in `parentDepth`. */
  let parentDepth = 0;
  function parentFor(headContent: boolean): Element {
    const current = top();
    if (current !== null && current !== head) {
      parentDepth = depths[depths.length - 1]!;
      return current;
    }
    parentDepth = 2;
    if (!bodyStarted && headContent) return head;
    startBody();
    return body;
  }

  /** Returns whether the element is an HTML one (so a script's or a title's contents are text). */
  function openTag(tagName: string, attribs: Record<string, string>, selfClosing: boolean): boolean {
    // Renamed below for SVG's camel-cased names and <image>.
    let name = tagName;
    if (inert !== null) {
      if (name === 'template' && inert.tagName === 'template') inertNesting++;
      return true;
    }
    if (name === 'html' || name === 'head' || name === 'body') {
      if (name === 'html') mergeAttrs(htmlEl, attribs);
      else if (name === 'body') {
        startBody();
        mergeAttrs(body, attribs);
      } else if (!bodyStarted && stack.length === 0) {
        mergeAttrs(head, attribs);
        push(head, 2);
      }
      return true;
    }
    if (name === 'form' && formOpen) return true;
    if (foreign) name = SVG_TAG_CASE[name] ?? name;
    else if (name === 'image') name = 'img';
    if (!foreign) closeBefore(name);
    let parent = parentFor(HEAD_CONTENT.has(name));
    let depth = parentDepth;
    // Past the cap, elements become siblings at the deepest level, as in Chromium's parser.
    if (depth >= MAX_DEPTH) {
      parent = parent.parentNode as Element;
      depth = MAX_DEPTH - 1;
    }
    const el = element(name, namespaceFor(name, parent), attribs, parent);
    parent.childNodes.push(el);
    elements.push(el);
    const isHtml = el.namespaceURI === HTML_NS;
    if (isHtml ? VOID.has(name) : selfClosing) return isHtml;
    push(el, depth + 1);
    if (name === 'form') formOpen = true;
    if (INERT.has(name) && isHtml) inert = el;
    return isHtml;
  }

  function closeTag(rawName: string): void {
    const name = foreign ? (SVG_TAG_CASE[rawName] ?? rawName) : rawName;
    if (inert !== null) {
      if (name !== inert.tagName) return;
      if (inertNesting > 0) {
        inertNesting--;
        return;
      }
      inert = null;
    }
    if (name === 'html' || name === 'body') return;
    if (name === 'head') {
      if (top() === head) popTo(stack.length - 1);
      return;
    }
    if (name === 'br') {
      openTag('br', NO_ATTRIBUTES, false);
      return;
    }
    if (name === 'p' && findOpen('p', BUTTON_SCOPE) === -1) {
      // </p> with no open paragraph: the standard inserts an empty one.
      openTag('p', NO_ATTRIBUTES, false);
    }
    if (HEADINGS.has(name)) return closeOpen(HEADINGS, SCOPE);
    closeOpen(name, endTagScope(name));
  }

  function addText(text: string): void {
    if (inert !== null || text === '') return;
    const current = top();
    // Whitespace between head and body elements is not content; text elsewhere starts the body.
    if ((current === null || current === head) && isWhitespace(text)) return;
    const parent = parentFor(false);
    const last = parent.childNodes[parent.childNodes.length - 1];
    if (last !== undefined && last.nodeName === '#text') (last as TextNode).value += text;
    else append(parent, { nodeName: '#text', value: text, parentNode: parent });
  }

  tokenize(html, {
    startTag: openTag,
    endTag: closeTag,
    text: addText,
    inForeignContent: () => foreign,
  });
  startBody();
  return { document, elements };
}

const DD_DT = new Set(['dd', 'dt']);
/** The names anyOpen is asked about, each with its slot in openCount. */
const COUNTED = new Map(
  [...new Set(['p', 'button', 'li', 'dd', 'dt', 'td', 'th', 'tr', ...HEADINGS, ...FORMATTING])].map((name, i) => [name, i]),
);
/** Start tags that may end open elements (see closeBefore). */
const IMPLIES_END = new Set([...CLOSES_P, 'a', 'button', 'option', 'optgroup', 'td', 'th', 'tr', 'tbody', 'thead', 'tfoot']);
const CELLS = new Set(['td', 'th']);
const TABLE_SECTIONS = new Set(['tbody', 'thead', 'tfoot']);
