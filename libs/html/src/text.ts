/**
 * Text as a reader sees it: no script/style/template source, nothing explicitly hidden, and
 * block boundaries kept as spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
 */
import { attr, hasAttr, isElement, type Element, type HtmlDocument, type Node } from './dom.js';
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

/** Collapses runs of whitespace (including non-breaking spaces) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
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

function appendText(node: Node, parts: string[]): void {
  if (node.nodeName === '#text') {
    parts.push((node as { value: string }).value);
    return;
  }
  if (!isElement(node) || isHiddenElement(node)) return;
  const block = BLOCK.has(node.tagName);
  if (block) parts.push(' ');
  for (const child of node.childNodes) appendText(child, parts);
  if (block) parts.push(' ');
}

/** Trees don't change once parsed, so an element's text is read once (links, headings and blocks ask again). */
const textCache = new WeakMap<Element, string>();

/** Visible text of an element's subtree, whitespace collapsed. */
export function textOf(el: Element): string {
  let text = textCache.get(el);
  if (text === undefined) {
    const parts: string[] = [];
    for (const child of el.childNodes) appendText(child, parts);
    text = collapseWhitespace(parts.join(''));
    textCache.set(el, text);
  }
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
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;
/**
 * A superset of the code units of those scripts (Thai, the CJK blocks, halfwidth forms, and any
 * astral character): most texts, typographic quotes and dashes included, skip looking for them.
 */
const MAYBE_UNSPACED = /[\u0e00-\u0e7f\u2e80-\ua4cf\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\ud800-\udbff]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** What \s matches in a JavaScript regex, as a code unit test. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * Words in a text: whitespace-separated tokens holding a letter or digit, plus CJK/Thai
 * characters. Counted in one scan without splitting: it runs on every text block of every page.
 */
export function countWords(text: string): number {
  let words = 0;
  if (MAYBE_UNSPACED.test(text)) {
    const unspaced = text.match(UNSPACED_SCRIPT)?.length ?? 0;
    if (unspaced > 0) {
      words += unspaced;
      text = text.replace(UNSPACED_SCRIPT, ' ');
    }
  }
  let inToken = false;
  let counted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      inToken = false;
      continue;
    }
    if (!inToken) {
      inToken = true;
      counted = false;
    }
    if (counted) continue;
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) {
      counted = true;
      words++;
    } else if (c >= 0x80) {
      const cp = text.codePointAt(i)!;
      if (LETTER_OR_DIGIT.test(String.fromCodePoint(cp))) {
        counted = true;
        words++;
      }
      if (cp > 0xffff) i++;
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
