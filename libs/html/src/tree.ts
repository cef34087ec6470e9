/**
 * Builds the page tree from htmlparser2's tokens. htmlparser2 tokenizes several times faster
 * than a full WHATWG tree builder (parse5), which matters when every crawled page is parsed
 * (twice when rendered). The tree follows the rules of the HTML standard that change what a
 * reader or a check sees, as parse5 with scripting on does:
 * - there is always one html, head and body element; head content met before the body starts
 *   goes to head, anything else starts the body, and content after </body> stays in the body;
 * - <noscript> and <template> contents are inert (no elements), as in a browser that runs
 *   scripts; script, style, title, textarea, iframe and xmp bodies are raw text;
 * - implied end tags (p, li, td, option, ...), void elements, SVG and MathML namespaces;
 * - adjacent text is one text node, and CR LF reads as LF.
 * Misnested formatting tags and table foster-parenting are not rebuilt: they move no text
 * between the head and the body, and no check reads that structure. A test checks that every
 * page check gives the same result on this tree as on parse5's for the real pages of the corpus.
 */
import { Parser } from 'htmlparser2';

export const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

export interface Element {
  readonly nodeName: string;
  readonly tagName: string;
  readonly namespaceURI: string;
  /** Attribute values by lower-cased name (the first of repeated names wins). Read with attr(). */
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
}

export type Node = Element | TextNode;
export type ParentNode = Element | Document;

/** Elements a document's head holds when they come before the body starts. */
const HEAD_CONTENT = new Set(['base', 'basefont', 'bgsound', 'link', 'meta', 'noscript', 'script', 'style', 'template', 'title']);
/** Elements whose contents a scripting browser never turns into elements. */
const INERT = new Set(['noscript', 'template']);
/** SVG elements whose children are HTML again. */
const SVG_HTML_ROOTS = new Set(['foreignObject', 'desc', 'title']);

function element(tagName: string, namespaceURI: string, attribs: Record<string, string>, parentNode: ParentNode | null): Element {
  return { nodeName: tagName, tagName, namespaceURI, attribs, childNodes: [], parentNode };
}

function append(parent: Element, child: Node): void {
  child.parentNode = parent;
  parent.childNodes.push(child);
}

/** Adds the attributes a repeated <html> or <body> tag brings that the element lacks. */
function mergeAttrs(el: Element, attribs: Record<string, string>): void {
  for (const name of Object.keys(attribs)) {
    if (!Object.hasOwn(el.attribs, name)) el.attribs[name] = attribs[name]!;
  }
}

function namespaceFor(tagName: string, parent: Element): string {
  if (tagName === 'svg') return SVG_NS;
  if (tagName === 'math') return MATHML_NS;
  if (parent.namespaceURI === SVG_NS && !SVG_HTML_ROOTS.has(parent.tagName)) return SVG_NS;
  if (parent.namespaceURI === MATHML_NS && parent.tagName !== 'annotation-xml') return MATHML_NS;
  return HTML_NS;
}

const isWhitespace = (text: string) => /^[\t\n\f\r ]*$/.test(text);

export interface Tree {
  document: Document;
  /** Every element in document order, listed as the tree is built. */
  elements: Element[];
}

/** Parses a whole HTML document. Never throws: any input yields a tree, like a browser's. */
export function buildTree(html: string): Tree {
  const document: Document = { nodeName: '#document', childNodes: [] };
  const htmlEl = element('html', HTML_NS, {}, document);
  const head = element('head', HTML_NS, {}, null);
  const body = element('body', HTML_NS, {}, null);
  document.childNodes.push(htmlEl);
  append(htmlEl, head);
  append(htmlEl, body);
  // Nothing goes into head once the body has started, so creation order is document order
  // provided body is listed when it starts.
  const elements: Element[] = [htmlEl, head];

  // One entry per element htmlparser2 holds open: the element built for it, or null when it
  // added nothing (a repeated <html>, an element inside inert content).
  const stack: Array<Element | null> = [];
  let bodyStarted = false;
  let inertDepth = 0;

  /** Where the next node goes: the innermost open element, or head/body by the routing rules. */
  function startBody(): void {
    if (bodyStarted) return;
    bodyStarted = true;
    elements.push(body);
  }

  function openElement(): Element | null {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i] !== null) return stack[i]!;
    return null;
  }

  function parentFor(headContent: boolean): Element {
    const top = openElement();
    if (top !== null && top !== head) return top;
    if (!bodyStarted && headContent) return head;
    startBody();
    return body;
  }

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (inertDepth > 0) {
          stack.push(null);
          return;
        }
        // The document's own html, head and body exist from the start: their tags only add attributes.
        if (name === 'html' || name === 'head' || name === 'body') {
          if (name === 'html' || (name === 'body' && bodyStarted)) mergeAttrs(name === 'html' ? htmlEl : body, attribs);
          if (name === 'head' && !bodyStarted) {
            mergeAttrs(head, attribs);
            stack.push(head);
          } else if (name === 'body' && !bodyStarted) {
            startBody();
            mergeAttrs(body, attribs);
            stack.push(body);
          } else {
            stack.push(null);
          }
          return;
        }
        const parent = parentFor(HEAD_CONTENT.has(name));
        const el = element(name, namespaceFor(name, parent), attribs, parent);
        parent.childNodes.push(el);
        elements.push(el);
        stack.push(el);
        if (INERT.has(name)) inertDepth = 1;
      },
      onclosetag(name) {
        const el = stack.pop();
        if (inertDepth > 0 && el !== null && el !== undefined && INERT.has(name)) inertDepth = 0;
      },
      ontext(text) {
        if (inertDepth > 0) return;
        const top = openElement();
        // Whitespace between head and body elements is not content; text elsewhere starts the body.
        if ((top === null || top === head) && isWhitespace(text)) return;
        const parent = parentFor(false);
        const last = parent.childNodes[parent.childNodes.length - 1];
        if (last !== undefined && last.nodeName === '#text') (last as TextNode).value += text;
        else append(parent, { nodeName: '#text', value: text, parentNode: parent });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html.includes('\r') ? html.replace(/\r\n?/g, '\n') : html);
  startBody();
  return { document, elements };
}
