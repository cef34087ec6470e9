/**
 * Text as a reader sees it: no script/style/template source, nothing explicitly hidden, and
 * block boundaries kept as spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
 */
import { forEachDescendant, isElement, type Element, type HtmlDocument, type Node, type TextNode } from './dom.js';
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

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;

/** True when the element itself is hidden by markup (not by external CSS, which we can't see). */
export function isHiddenElement(el: Element): boolean {
  if (NEVER_TEXT.has(el.tagName)) return true;
  // One pass over the attributes: every walk of the page asks this of every element.
  for (const a of el.attrs) {
    if (a.prefix) continue;
    switch (a.name) {
      case 'hidden':
        return true;
      case 'aria-hidden':
        if (a.value.trim().toLowerCase() === 'true') return true;
        break;
      case 'type':
        if (el.tagName === 'input' && a.value.toLowerCase() === 'hidden') return true;
        break;
      case 'style':
        if (HIDDEN_STYLE.test(a.value)) return true;
        break;
    }
  }
  return false;
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
  return parent && isElement(parent) ? parent : null;
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

/** Anything collapseWhitespace keeps. */
const NOT_WHITESPACE = /[^\s\u200b]/;

function appendText(node: Node, out: RawText): void {
  if (node.nodeName === '#text') {
    const { value } = node as TextNode;
    // Over half the text of a page is the indentation between its tags: it collapses to one
    // space, so one space is kept, and the collapsing that follows has half the text to read.
    push(out, NOT_WHITESPACE.test(value) ? value : ' ');
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
 * An element's text once read, kept on the element: collapsed, or (for a READ_ALONE element met
 * by a walk) its slice of that walk's raw text. Trees don't change once parsed, so an element's
 * text is read once however often links, headings and blocks ask. On the element itself, not in
 * a map: a WeakMap costs about a microsecond per entry and V8's young-generation collector keeps
 * its values alive, and a Map on the document means walking up to the document on every ask.
 */
const TEXT = Symbol('text');
type Cached = Element & { [TEXT]?: string | RawSlice };

/** Visible text of an element's subtree, whitespace collapsed. */
export function textOf(el: Element): string {
  const cached = (el as Cached)[TEXT];
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
      const inner = out.readAlone[i] as Cached;
      inner[TEXT] ??= { raw, start: out.bounds[2 * i]!, end: out.bounds[2 * i + 1]! };
    }
  }
  const text = collapseWhitespace(raw);
  (el as Cached)[TEXT] = text;
  return text;
}

/** Raw text content of an element (for <title>, <script>): every text node, no filtering. */
export function rawTextOf(el: Element): string {
  // Nearly always one text node: a title's or a script's.
  const only = el.childNodes.length === 1 ? el.childNodes[0]! : null;
  if (only?.nodeName === '#text') return (only as TextNode).value;
  let out = '';
  forEachDescendant(el, (node) => {
    if (node.nodeName === '#text') out += (node as TextNode).value;
  });
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
