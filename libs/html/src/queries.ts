/** Small, memoised questions about a parsed page: elements by tag, title, headings, forms, images. */
import { attr, attrTokens, descendants, hasAttr, HTML_NS, resolveUrl, type Element, type HtmlDocument } from './dom.js';
import { memo } from './memo.js';
import { collapseWhitespace, isInHiddenSubtree, rawTextOf, textOf } from './text.js';

const NONE: readonly Element[] = [];

/** Elements by tag name in document order: one pass over the page answers every tag asked for. */
function elementsByTag(doc: HtmlDocument): ReadonlyMap<string, readonly Element[]> {
  return memo(doc, 'elementsByTag', () => {
    const index = new Map<string, Element[]>();
    for (const el of doc.elements) {
      const list = index.get(el.tagName);
      if (list) list.push(el);
      else index.set(el.tagName, [el]);
    }
    return index;
  });
}

/** Elements with the given tag name, in document order. */
export function findAll(doc: HtmlDocument, tag: string): readonly Element[] {
  return elementsByTag(doc).get(tag.toLowerCase()) ?? NONE;
}

/** Elements that carry the attribute, in document order. */
export function elementsWithAttr(doc: HtmlDocument, name: string): readonly Element[] {
  return memo(doc, `attr:${name}`, () => doc.elements.filter((el) => hasAttr(el, name)));
}

export function findFirst(doc: HtmlDocument, tag: string): Element | null {
  return findAll(doc, tag)[0] ?? null;
}

/** The document's <title> text (not an SVG <title>), whitespace collapsed; null when absent. */
export function titleText(doc: HtmlDocument): string | null {
  const el = findAll(doc, 'title').find((t) => t.namespaceURI === HTML_NS);
  return el ? collapseWhitespace(rawTextOf(el)) : null;
}

export interface Heading {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
  element: Element;
}

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The headings outline in document order; headings hidden by markup are left out. */
export function headings(doc: HtmlDocument): readonly Heading[] {
  return memo(doc, 'headings', () =>
    doc.elements
      .filter((el) => HEADING_TAGS.has(el.tagName) && !isInHiddenSubtree(el))
      .map((el) => ({ level: Number(el.tagName.slice(1)) as Heading['level'], text: textOf(el), element: el })),
  );
}

export interface FormInfo {
  action: string | null;
  method: string;
  /** Names/types of the form's fields (input, textarea, select), e.g. "email", "textarea". */
  fieldTypes: string[];
  hasSubmit: boolean;
  element: Element;
}

export function forms(doc: HtmlDocument): readonly FormInfo[] {
  return memo(doc, 'forms', () =>
    findAll(doc, 'form').map((form) => {
      const inside = descendants(form);
      const fieldTypes = inside
        .filter((el) => el.tagName === 'input' || el.tagName === 'textarea' || el.tagName === 'select')
        .map((el) => (el.tagName === 'input' ? (attr(el, 'type') ?? 'text').toLowerCase() : el.tagName))
        .filter((type) => type !== 'hidden');
      const hasSubmit = inside.some(
        (el) =>
          (el.tagName === 'button' && (attr(el, 'type') ?? 'submit').toLowerCase() === 'submit') ||
          (el.tagName === 'input' && ['submit', 'image'].includes((attr(el, 'type') ?? '').toLowerCase())),
      );
      const action = attr(form, 'action');
      return {
        action: action !== null ? resolveUrl(action, doc.baseUrl) : null,
        method: (attr(form, 'method') ?? 'get').toLowerCase(),
        fieldTypes,
        hasSubmit,
        element: form,
      };
    }),
  );
}

export interface ImageInfo {
  /** Absolute URL of src (or data-src when lazy-loaded by script), null when missing. */
  src: string | null;
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  element: Element;
}

export function images(doc: HtmlDocument): readonly ImageInfo[] {
  return memo(doc, 'images', () =>
    findAll(doc, 'img').map((img) => {
      const src = attr(img, 'src') ?? attr(img, 'data-src');
      return {
        src: src !== null ? resolveUrl(src, doc.baseUrl) : null,
        alt: attr(img, 'alt'),
        width: attr(img, 'width'),
        height: attr(img, 'height'),
        loading: attr(img, 'loading')?.toLowerCase() ?? null,
        element: img,
      };
    }),
  );
}
