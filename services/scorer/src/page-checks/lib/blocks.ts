/**
 * The page as a reader scans it: a flat sequence of headings and text blocks (paragraphs, list
 * items, runs of loose text in a div) in document order. Checks about where an answer sits and
 * what follows a question read this instead of walking the tree themselves.
 */
import { attr, countWords, descendants, memo, isElement, isHiddenElement, textOf, type Element, type HtmlDocument, type Node } from '@citable/html';

export interface HeadingBlock {
  kind: 'heading';
  level: number;
  /** Visible text, or the alt text of an image in the heading. */
  text: string;
  element: Element;
  boilerplate: boolean;
  /** The heading is a link (or inside one): a teaser pointing at another page, not a section here. */
  linked: boolean;
}

export interface TextBlock {
  kind: 'text';
  /** p, li, dd, dt, td, th, blockquote, pre, summary, figcaption, caption, or "run" for loose text. */
  tag: string;
  text: string;
  words: number;
  element: Element;
  /** Inside nav, aside, a form, or a site-wide header/footer: site furniture, not the page's content. */
  boilerplate: boolean;
}

export type Block = HeadingBlock | TextBlock;

const HEADING = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const TEXT_BLOCKS = new Set(['p', 'li', 'dd', 'dt', 'td', 'th', 'blockquote', 'pre', 'summary', 'figcaption', 'caption']);
/** Inline elements: their text joins the run of text around them. */
const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'font', 'i', 'kbd', 'mark', 'q', 's',
  'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'label', 'br',
]);
const BOILERPLATE_TAGS = new Set(['nav', 'aside', 'form']);
const BOILERPLATE_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search']);
/** Inside these, <header>/<footer> belong to the content (an article's header), not to the site. */
export const SECTIONING: ReadonlySet<string> = new Set(['article', 'main', 'section']);

/** Site furniture: navigation, asides, forms, and a <header>/<footer> that isn't inside sectioning content. */
export function isBoilerplate(el: Element, sectioned: boolean): boolean {
  if (BOILERPLATE_TAGS.has(el.tagName)) return true;
  if (!sectioned && (el.tagName === 'header' || el.tagName === 'footer')) return true;
  return BOILERPLATE_ROLES.has(attr(el, 'role')?.trim().toLowerCase() ?? '');
}

function textBlock(tag: string, text: string, element: Element, boilerplate: boolean): TextBlock {
  return { kind: 'text', tag, text, words: countWords(text), element, boilerplate };
}

interface WalkContext {
  boilerplate: boolean;
  /** Inside article/main/section, where <header>/<footer> belong to the content. */
  sectioned: boolean;
  /** Inside an <a href>: a heading here is a teaser card linking elsewhere. */
  inLink: boolean;
}

/** Text of inline content as written: nothing added between "Hel<b>lo</b>", hidden parts left out. */
function inlineText(el: Element): string {
  if (el.tagName === 'br') return ' ';
  let out = '';
  for (const child of el.childNodes as Node[]) {
    if (child.nodeName === '#text') out += (child as { value: string }).value;
    else if (isElement(child) && !isHiddenElement(child)) out += inlineText(child);
  }
  return out;
}

const BLOCKISH = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'ul', 'ol', 'dl', 'table', 'section', 'article', 'header', 'footer', 'nav', 'aside', 'blockquote', 'pre', 'figure', 'main', 'form', 'details']);

/** HTML lets <a> wrap whole cards (<a><h2>..</h2><p>..</p></a>): those are walked, not read as a run. */
function wrapsBlocks(el: Element): boolean {
  for (const child of el.childNodes) {
    if (isElement(child) && (BLOCKISH.has(child.tagName) || wrapsBlocks(child))) return true;
  }
  return false;
}

const NOT_SPACE = /\S/;

function walk(container: Element, ctx: WalkContext, out: Block[]): void {
  let run = '';
  for (const child of container.childNodes as Node[]) {
    if (child.nodeName === '#text') {
      // Indentation between tags (most text nodes) becomes the one space it collapses to.
      const { value } = child as { value: string };
      run += NOT_SPACE.test(value) ? value : ' ';
      continue;
    }
    if (!isElement(child) || isHiddenElement(child)) continue;
    const tag = child.tagName;
    if (INLINE.has(tag) && !wrapsBlocks(child)) {
      run += inlineText(child);
      continue;
    }
    pushRun(run, container, ctx.boilerplate, out);
    run = '';
    const boilerplate = ctx.boilerplate || isBoilerplate(child, ctx.sectioned);
    if (HEADING.has(tag)) {
      const text = textOf(child) || imageAlt(child);
      const linked = ctx.inLink || isLinked(child, text);
      out.push({ kind: 'heading', level: Number(tag.slice(1)), text, element: child, boilerplate, linked });
    } else if (TEXT_BLOCKS.has(tag) && !hasBlockChild(child)) {
      const text = textOf(child);
      if (text) out.push(textBlock(tag, text, child, boilerplate));
    } else {
      const inLink = ctx.inLink || (tag === 'a' && attr(child, 'href') !== null);
      walk(child, { boilerplate, sectioned: ctx.sectioned || SECTIONING.has(tag), inLink }, out);
    }
  }
  pushRun(run, container, ctx.boilerplate, out);
}

/** Loose text as a block; most runs are only the indentation between two tags, and are dropped unread. */
function pushRun(run: string, container: Element, boilerplate: boolean, out: Block[]): void {
  if (!NOT_SPACE.test(run)) return;
  out.push(textBlock('run', run.replace(/\s+/g, ' ').trim(), container, boilerplate));
}

/** A heading made of a logo image reads as its alt text. */
function imageAlt(heading: Element): string {
  return descendants(heading)
    .filter((el) => el.tagName === 'img')
    .map((img) => (attr(img, 'alt') ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

function isLinked(heading: Element, text: string): boolean {
  const linkText = descendants(heading)
    .filter((el) => el.tagName === 'a' && attr(el, 'href') !== null)
    .map(textOf)
    .join(' ');
  return text !== '' && linkText.replace(/\s+/g, '') === text.replace(/\s+/g, '');
}

const BLOCK_CHILD = new Set(['p', 'ul', 'ol', 'div', 'table', 'dl']);

/** A list item or cell that wraps paragraphs or headings is walked into, not read whole. */
function hasBlockChild(el: Element): boolean {
  return el.childNodes.some((c) => isElement(c) && (HEADING.has(c.tagName) || BLOCK_CHILD.has(c.tagName)));
}

export function blocks(doc: HtmlDocument): readonly Block[] {
  return memo(doc, 'scorer:blocks', () => {
    const body = doc.elements.find((el) => el.tagName === 'body');
    const out: Block[] = [];
    if (body) walk(body, { boilerplate: false, sectioned: false, inLink: false }, out);
    return out;
  });
}
