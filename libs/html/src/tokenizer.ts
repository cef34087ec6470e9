/**
 * The HTML standard's tokenizer, for reading pages: start tags with their attributes, end tags
 * and text, character references decoded (https://html.spec.whatwg.org/multipage/parsing.html#tokenization).
 * Comments, doctypes and processing instructions are skipped; no check reads them.
 *
 * It jumps instead of stepping: indexOf finds the next "<", a quoted value's closing quote, the
 * end of a comment or of a script, so the engine's native string search does most of the scanning;
 * only names and the spaces between attributes are read one character at a time. Most of a page's
 * bytes are text and inline scripts, read in one search each. Every position is read a bounded
 * number of times: linear time on any input.
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';

export interface TokenSink {
  /**
   * A start tag. Returns true when the element opened is an HTML element whose contents are
   * text (script, style, title, ...): only the tree knows the namespace it landed in.
   */
  startTag(name: string, attribs: Record<string, string>, selfClosing: boolean): boolean;
  endTag(name: string): void;
  text(text: string): void;
  /** True when the current node is in SVG or MathML, where <![CDATA[...]]> is text. */
  inForeignContent(): boolean;
}

/**
 * An empty attribute record. Records have no prototype: a page's "constructor" or "__proto__"
 * attribute is just an attribute, and lookups by name read a hash table instead of the many
 * shapes that objects built key by key take (twice as fast over the corpus).
 */
export function noAttributes(): Record<string, string> {
  return Object.create(null) as Record<string, string>;
}

/** The record of every tag without attributes (a page's bare p, li, span...): one, frozen. */
export const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze(noAttributes());

/** How the contents of an element read (the standard's tokenizer states for them). */
const enum Content {
  /** Text up to the end tag, character references decoded: title, textarea. */
  RcData,
  /** Text up to the end tag as written: style, xmp, iframe, noembed, noframes, noscript (scripting on). */
  RawText,
  /** Like RawText, with the script data escapes ("<!--" ... "<script>") that hide an end tag. */
  Script,
  /** Everything to the end of the document. */
  PlainText,
}

const CONTENT: ReadonlyMap<string, Content> = new Map([
  ['title', Content.RcData], ['textarea', Content.RcData],
  ['style', Content.RawText], ['xmp', Content.RawText], ['iframe', Content.RawText], ['noembed', Content.RawText],
  ['noframes', Content.RawText], ['noscript', Content.RawText],
  ['script', Content.Script],
  ['plaintext', Content.PlainText],
]);

/** Whitespace as the tokenizer knows it (CR is already LF when the tree builder calls). */
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
const isAsciiAlpha = (c: number) => ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);

/** A hash of the characters of the name nameEnd last read. */
let nameHash = 0;

/**
 * Where a tag or attribute name starting at `start` ends: at whitespace, "/", ">", or for an
 * attribute "=" after its first character ('<a =b>' names an attribute "=b").
 */
function nameEnd(html: string, start: number, isAttribute: boolean): number {
  let hash = 0;
  let at = start;
  for (; at < html.length; at++) {
    const c = html.charCodeAt(at);
    if (isSpace(c) || c === 0x2f || c === 0x3e || (isAttribute && c === 0x3d && at > start)) break;
    hash = (Math.imul(hash, 31) + c) | 0;
  }
  nameHash = hash;
  return at;
}

/**
 * Names read before, by the hash of their characters. A page uses a few dozen tag and attribute
 * names thousands of times: a name found here costs no new string, and the same string object each
 * time is one the engine has already hashed for the Sets and records it is looked up in.
 */
const NAMES: Array<string | undefined> = new Array(1024);
const MAX_INTERNED = 32;

/** Whether `html` holds `name` at `start` (a loop the compiler inlines: cheaper than startsWith for short names). */
function sameChars(html: string, start: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) if (html.charCodeAt(start + i) !== name.charCodeAt(i)) return false;
  return true;
}

/** The lower-cased name between `start` and `end`, whose hash nameEnd just computed. */
function nameAt(html: string, start: number, end: number): string {
  const slot = nameHash & (NAMES.length - 1);
  const known = NAMES[slot];
  if (known !== undefined && known.length === end - start && sameChars(html, start, known)) return known;
  const name = html.slice(start, end).toLowerCase();
  if (end - start <= MAX_INTERNED) NAMES[slot] = name;
  return name;
}

function skipSpaces(html: string, at: number): number {
  while (at < html.length && isSpace(html.charCodeAt(at))) at++;
  return at;
}

/** The end tag of each element whose contents are text, found case-insensitively. */
const END_TAGS = new Map<string, RegExp>();

const text = (raw: string) => (raw.includes('&') ? decodeHTML(raw) : raw);
const attrValue = (raw: string) => (raw.includes('&') ? decodeHTMLAttribute(raw) : raw);

/** Where a construct ending in `close` ends (just past it), or the end of the document. */
function endAfter(html: string, from: number, close: string): number {
  const at = html.indexOf(close, from);
  return at === -1 ? html.length : at + close.length;
}

export function tokenize(html: string, sink: TokenSink): void {
  const length = html.length;
  let pos = 0;
  let textStart = 0;

  const flushText = (end: number) => {
    if (end > textStart) sink.text(text(html.slice(textStart, end)));
  };

  /**
   * Reads a tag's attributes from `at` to its ">" into `attribs` (when `keep`). Returns where the tag
   * ends (past ">") or -1 when the document ends first (the standard drops such a tag). The
   * first of repeated names wins.
   */
  let selfClosing = false;
  let attribs: Record<string, string> = NO_ATTRIBUTES;
  function readAttributes(at: number, keep: boolean): number {
    selfClosing = false;
    attribs = NO_ATTRIBUTES;
    for (;;) {
      // Whitespace and stray slashes come before a name; a slash right before ">" self-closes.
      let slash = false;
      for (; at < length; at++) {
        const c = html.charCodeAt(at);
        if (c === 0x2f) slash = true;
        else if (isSpace(c)) slash = false;
        else break;
      }
      if (at >= length) return -1;
      if (html.charCodeAt(at) === 0x3e) {
        selfClosing = slash;
        return at + 1;
      }
      const end = nameEnd(html, at, true);
      const name = nameAt(html, at, end);
      let value = '';
      at = skipSpaces(html, end);
      if (html.charCodeAt(at) === 0x3d) {
        at = skipSpaces(html, at + 1);
        const quote = html.charCodeAt(at);
        if (quote === 0x22 || quote === 0x27) {
          const close = html.indexOf(quote === 0x22 ? '"' : "'", at + 1);
          if (close === -1) return -1;
          value = attrValue(html.slice(at + 1, close));
          at = close + 1;
        } else {
          const start = at;
          while (at < length && html.charCodeAt(at) !== 0x3e && !isSpace(html.charCodeAt(at))) at++;
          value = attrValue(html.slice(start, at));
        }
      }
      if (!keep) continue;
      if (attribs === NO_ATTRIBUTES) attribs = noAttributes();
      if (attribs[name] === undefined) attribs[name] = value;
    }
  }

  /** Where the element's text contents end: the start of its end tag, or the document's end. */
  function contentsEnd(name: string, content: Content, from: number): number {
    if (content === Content.PlainText) return length;
    let endTag = END_TAGS.get(name);
    if (endTag === undefined) END_TAGS.set(name, (endTag = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi')));
    endTag.lastIndex = from;
    const found = endTag.exec(html)?.index ?? length;
    if (content !== Content.Script || !html.slice(from, found).includes('<!--')) return found;
    return scriptEnd(html, from);
  }

  while (pos < length) {
    const lt = html.indexOf('<', pos);
    if (lt === -1 || lt + 1 >= length) break;
    const c = html.charCodeAt(lt + 1);

    if (isAsciiAlpha(c)) {
      const tagEnd = nameEnd(html, lt + 1, false);
      const name = nameAt(html, lt + 1, tagEnd);
      const end = readAttributes(tagEnd, true);
      flushText(lt);
      if (end === -1) {
        textStart = pos = length;
        break;
      }
      const content = CONTENT.get(name);
      const isText = sink.startTag(name, attribs, selfClosing);
      pos = textStart = end;
      if (content !== undefined && isText) {
        const stop = contentsEnd(name, content, pos);
        if (stop > pos) {
          const raw = html.slice(pos, stop);
          sink.text(content === Content.RcData ? text(raw) : raw);
        }
        pos = textStart = stop;
      }
      continue;
    }

    if (c === 0x2f) {
      // "</": an end tag, "</>" (nothing), or a bogus comment.
      const after = html.charCodeAt(lt + 2);
      if (lt + 2 >= length) break;
      flushText(lt);
      if (isAsciiAlpha(after)) {
        const tagEnd = nameEnd(html, lt + 2, false);
        const name = nameAt(html, lt + 2, tagEnd);
        const end = readAttributes(tagEnd, false);
        if (end === -1) {
          textStart = pos = length;
          break;
        }
        sink.endTag(name);
        pos = textStart = end;
      } else {
        pos = textStart = after === 0x3e ? lt + 3 : endAfter(html, lt + 2, '>');
      }
      continue;
    }

    if (c === 0x21) {
      flushText(lt);
      pos = textStart = markupDeclarationEnd(lt + 2);
      continue;
    }

    if (c === 0x3f) {
      // "<?": a bogus comment to the next ">".
      flushText(lt);
      pos = textStart = endAfter(html, lt + 2, '>');
      continue;
    }

    // A "<" that starts nothing is text.
    pos = lt + 1;
  }
  flushText(length);

  /** After "<!": a comment, a CDATA section (text, in foreign content), or a doctype or bogus comment. */
  function markupDeclarationEnd(at: number): number {
    if (html.startsWith('--', at)) return commentEnd(at + 2);
    if (html.startsWith('[CDATA[', at) && sink.inForeignContent()) {
      const close = html.indexOf(']]>', at + 7);
      const end = close === -1 ? length : close;
      if (end > at + 7) sink.text(html.slice(at + 7, end));
      return close === -1 ? length : close + 3;
    }
    return endAfter(html, at, '>');
  }

  /** A comment's end: "-->" or "--!>", or "<!-->" and "<!--->" which end at once. */
  function commentEnd(at: number): number {
    if (html.charCodeAt(at) === 0x3e) return at + 1;
    if (html.startsWith('->', at)) return at + 2;
    for (let dash = html.indexOf('--', at); dash !== -1; dash = html.indexOf('--', dash + 1)) {
      if (html.charCodeAt(dash + 2) === 0x3e) return dash + 3;
      if (html.startsWith('!>', dash + 2)) return dash + 4;
    }
    return length;
  }
}

/**
 * The end of a script whose text holds "<!--": the standard's script data escape states, where
 * "<script>" after "<!--" hides the next "</script>" until "-->" (old pages wrote scripts that write
 * scripts this way). Only such scripts take this path, so its step-by-step loop runs rarely.
 */
function scriptEnd(html: string, from: number): number {
  const length = html.length;
  let escaped = false;
  let doubleEscaped = false;
  // As in contentsEnd, "script" must be followed by a delimiter: a document ending in "</script" leaves the script open.
  const closesHere = (at: number, prefix: string) =>
    html.startsWith(prefix, at) &&
    html.slice(at + prefix.length, at + prefix.length + 6).toLowerCase() === 'script' &&
    isDelimiter(html.charCodeAt(at + prefix.length + 6));
  for (let i = from; i < length; i++) {
    if (html.charCodeAt(i) === 0x2d && html.startsWith('-->', i)) {
      if (escaped) escaped = doubleEscaped = false;
      continue;
    }
    if (html.charCodeAt(i) !== 0x3c) continue;
    if (!escaped) {
      if (html.startsWith('<!--', i)) {
        escaped = true;
        // "<!-->" opens and closes at once: its dashes also end the escape.
        i += 1;
      } else if (closesHere(i, '</')) return i;
    } else if (!doubleEscaped) {
      if (closesHere(i, '</')) return i;
      if (closesHere(i, '<')) doubleEscaped = true;
    } else if (closesHere(i, '</')) {
      doubleEscaped = false;
    }
  }
  return length;
}

const isDelimiter = (c: number) => isSpace(c) || c === 0x2f || c === 0x3e;
