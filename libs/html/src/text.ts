/**
 * Text as a reader sees it: no script/style/template source, nothing explicitly hidden, and
 * block boundaries kept as spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
 */
import { attr, hasAttr, isElement, type Document, type Element, type HtmlDocument, type Node } from './dom.js';
import { codePointClasses } from './code-point-classes.js';
import { memo } from './memo.js';

/** Elements whose content is never shown as text. */
const NEVER_TEXT = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg', 'math', 'iframe', 'object', 'canvas']);

/** Elements that start a new line of text; inline ones (b, a, span) join their neighbours. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'tr', 'ul', 'option', 'button', 'label', 'caption', 'img',
]);

/**
 * Whitespace runs that are not already one plain space: two or more characters of whitespace
 * (\s holds the non-breaking space) or zero-width space, or a single one other than " ". Leaving
 * the single spaces between words unmatched halves the time collapsing a page's text takes.
 */
const UNCOLLAPSED = /[\s\u200b]{2,}|[^\S ]|\u200b/g;

/** Collapses runs of whitespace (including non-breaking and zero-width spaces) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(UNCOLLAPSED, ' ').trim();
}

/** True when the element itself is hidden by markup (not by external CSS, which we can't see). */
export function isHiddenElement(el: Element): boolean {
  if (NEVER_TEXT.has(el.tagName)) return true;
  if (hasAttr(el, 'hidden')) return true;
  if (attr(el, 'aria-hidden')?.trim().toLowerCase() === 'true') return true;
  if (el.tagName === 'input' && attr(el, 'type')?.toLowerCase() === 'hidden') return true;
  const style = attr(el, 'style');
  return style !== null && /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i.test(style);
}

/** True when the element or one of its ancestors is hidden. */
export function isInHiddenSubtree(el: Element): boolean {
  for (let node: Element | null = el; node; node = parentElement(node)) {
    if (isHiddenElement(node)) return true;
  }
  return false;
}

function parentElement(el: Element): Element | null {
  const parent = el.parentNode;
  return parent && isElement(parent as Node) ? (parent as Element) : null;
}

/**
 * Elements whose own text the checks read: headings, links and text blocks. Walking the page for
 * its visible text passes over each of them anyway, so it keeps their text as well, rather than
 * have each walked again when asked.
 */
const READ_ALONE = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'p', 'li', 'dd', 'dt', 'td', 'th', 'blockquote', 'pre', 'summary', 'figcaption', 'caption']);

/** Text gathered by a walk, whitespace not yet collapsed. */
interface RawText {
  parts: string[];
  length: number;
  /** The READ_ALONE elements met, each with where its text starts and ends in `bounds`. */
  readAlone: Element[];
  bounds: number[];
}

function push(out: RawText, text: string): void {
  out.parts.push(text);
  out.length += text.length;
}

function appendText(node: Node, out: RawText): void {
  if (node.nodeName === '#text') {
    push(out, (node as { value: string }).value);
    return;
  }
  if (!isElement(node) || isHiddenElement(node)) return;
  const block = BLOCK.has(node.tagName);
  if (block) push(out, ' ');
  const start = out.length;
  for (const child of node.childNodes) appendText(child, out);
  if (READ_ALONE.has(node.tagName)) {
    out.readAlone.push(node);
    out.bounds.push(start, out.length);
  }
  if (block) push(out, ' ');
}

/** Where an element's raw text sits in an ancestor's: collapsed into its text when first asked for. */
interface RawSlice {
  raw: string;
  start: number;
  end: number;
}

/**
 * Texts already read in an element's tree, kept on its document. Trees don't change once parsed,
 * so an element's text is read once (links, headings and blocks ask again); a READ_ALONE element
 * met by a walk holds its slice of that walk's raw text. Not a WeakMap keyed by element: adding
 * to one costs about a microsecond, more than reading most elements again, and V8's young
 * generation collector keeps its values alive. An element outside any document has no cache.
 */
function treeTexts(el: Element): Map<Element, string | RawSlice> {
  let top = el;
  for (let up = parentElement(el); up; up = parentElement(up)) top = up;
  const root = top.parentNode;
  if (root === null || root.nodeName !== '#document') return new Map();
  return ((root as Document).texts ??= new Map()) as Map<Element, string | RawSlice>;
}

/** Visible text of an element's subtree, whitespace collapsed. */
export function textOf(el: Element): string {
  const texts = treeTexts(el);
  const cached = texts.get(el);
  if (typeof cached === 'string') return cached;
  let raw: string;
  if (cached) {
    raw = cached.raw.slice(cached.start, cached.end);
  } else {
    const out: RawText = { parts: [], length: 0, readAlone: [], bounds: [] };
    for (const child of el.childNodes) appendText(child, out);
    raw = out.parts.join('');
    // The READ_ALONE elements inside get their slices, unless already read.
    for (let i = 0; i < out.readAlone.length; i++) {
      const inner = out.readAlone[i]!;
      if (!texts.has(inner)) texts.set(inner, { raw, start: out.bounds[2 * i]!, end: out.bounds[2 * i + 1]! });
    }
  }
  const text = collapseWhitespace(raw);
  texts.set(el, text);
  return text;
}

/** Raw text content of an element (for <title>, <script>): every text node, no filtering. */
export function rawTextOf(el: Element): string {
  let out = '';
  for (const child of el.childNodes) {
    if (child.nodeName === '#text') out += (child as { value: string }).value;
    else if (isElement(child)) out += rawTextOf(child);
  }
  return out;
}

/** Visible text of the page body. */
export function visibleText(doc: HtmlDocument): string {
  return memo(doc, 'visibleText', () => {
    const body = doc.elements.find((el) => el.tagName === 'body');
    return body ? textOf(body) : '';
  });
}

/** Scripts that write words without spaces: each character counts as a word. */
const UNSPACED_SCRIPT = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** What a character is to countWords. */
const SPACE = 1;
/** A character of a script written without spaces: a word of its own, and a word boundary. */
const UNSPACED = 2;
const LETTER = 3;
const OTHER = 4;
/** The first half of a surrogate pair: the character it starts is classified as a whole. */
const HIGH_SURROGATE = 5;

/** What \s matches in a JavaScript regex, as a code unit test. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

const classOf = codePointClasses((cp) => {
  if (cp >= 0xd800 && cp <= 0xdbff) return HIGH_SURROGATE;
  if (isSpace(cp)) return SPACE;
  const char = String.fromCodePoint(cp);
  if (UNSPACED_SCRIPT.test(char)) return UNSPACED;
  return LETTER_OR_DIGIT.test(char) ? LETTER : OTHER;
});

/**
 * Words in a text: whitespace-separated tokens holding a letter or digit, plus CJK/Thai
 * characters. Counted in one scan without splitting: it runs on every text block of every page.
 */
export function countWords(text: string): number {
  const n = text.length;
  let words = 0;
  /** The current token already holds a letter or digit. */
  let counted = false;
  let i = 0;
  while (i < n) {
    let kind = classOf(text.charCodeAt(i++));
    if (kind === HIGH_SURROGATE) {
      const cp = text.codePointAt(i - 1)!;
      // A pair is one (astral) character, rare enough to classify each time; a lone surrogate is no letter.
      if (cp > 0xffff) {
        kind = classOf(cp);
        i++;
      } else {
        kind = OTHER;
      }
    }
    if (kind === LETTER) {
      if (!counted) words++;
      counted = true;
      // Nothing more in this token counts: skip to what may end it.
      while (i < n) {
        const next = classOf(text.charCodeAt(i));
        if (next !== LETTER && next !== OTHER) break;
        i++;
      }
    } else if (kind === UNSPACED) {
      words++;
      counted = false;
    } else if (kind === SPACE) {
      counted = false;
    }
  }
  return words;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Decodes entities left in text after parsing. Some sites escape titles twice ("&amp;#8211;"),
 * so the parsed text still reads "&#8211;"; a reader, and an answer engine quoting the title,
 * would show the character.
 */
export function decodeResidualEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
    // Control characters, surrogates and out-of-range values are not text: leave them as written.
    if (code < 0x20 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return whole;
    return String.fromCodePoint(code);
  });
}
