/**
 * The HTML standard's tree-construction rules that decide where elements end, as data: which
 * elements are void, which close an open <p>, and the scopes an end tag may look through
 * (https://html.spec.whatwg.org/multipage/parsing.html#tree-construction).
 */

/** Elements with no contents and no end tag. */
export const VOID = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link',
  'meta', 'param', 'source', 'track', 'wbr',
]);

/** Elements a document's head holds when they come before the body starts. */
export const HEAD_CONTENT = new Set(['base', 'basefont', 'bgsound', 'link', 'meta', 'noscript', 'script', 'style', 'template', 'title']);

/** Elements whose contents a scripting browser never turns into elements. */
export const INERT = new Set(['noscript', 'template']);

/** Start tags that close an open <p> (in button scope) first. */
export const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main',
  'menu', 'nav', 'ol', 'p', 'pre', 'search', 'section', 'summary', 'table', 'ul', 'listing', 'xmp', 'plaintext',
  'li', 'dd', 'dt',
]);

export const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Formatting elements: their end tags close them through other elements (a simplified adoption agency). */
export const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);

/** The "special" category: an unknown end tag stops looking for its element at one of these. */
export const SPECIAL = new Set([
  'address', 'applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote', 'body', 'br', 'button',
  'caption', 'center', 'col', 'colgroup', 'dd', 'details', 'dir', 'div', 'dl', 'dt', 'embed', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr',
  'html', 'iframe', 'img', 'input', 'keygen', 'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav',
  'noembed', 'noframes', 'noscript', 'object', 'ol', 'p', 'param', 'plaintext', 'pre', 'script', 'search', 'section',
  'select', 'source', 'style', 'summary', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead',
  'title', 'tr', 'track', 'ul', 'wbr', 'xmp',
]);

/** "Has an element in scope": looking down the open elements stops at these. */
export const SCOPE = new Set(['applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template']);
export const LIST_ITEM_SCOPE = new Set([...SCOPE, 'ol', 'ul']);
export const BUTTON_SCOPE = new Set([...SCOPE, 'button']);
export const TABLE_SCOPE = new Set(['html', 'table', 'template']);

/** Which scope an end tag looks through for its element; other end tags use the special-category rule. */
export function endTagScope(name: string): ReadonlySet<string> | null {
  if (name === 'p') return BUTTON_SCOPE;
  if (name === 'li') return LIST_ITEM_SCOPE;
  if (name === 'tr' || name === 'tbody' || name === 'thead' || name === 'tfoot' || name === 'table') return TABLE_SCOPE;
  if (FORMATTING.has(name) || HEADINGS.has(name) || name === 'td' || name === 'th') return SCOPE;
  if (CLOSES_P.has(name) || name === 'button' || name === 'select' || name === 'applet' || name === 'marquee' || name === 'object') return SCOPE;
  return null;
}

/** MathML text integration points: their children are HTML again, but for mglyph and malignmark. */
export const MATHML_TEXT_POINTS = new Set(['mi', 'mo', 'mn', 'ms', 'mtext']);

/** SVG elements whose children are HTML again. */
export const SVG_HTML_ROOTS = new Set(['foreignObject', 'desc', 'title']);

/** SVG names the tokenizer lower-cases; only the integration point matters to what we read. */
export const SVG_TAG_CASE: Readonly<Record<string, string>> = { foreignobject: 'foreignObject' };
