/**
 * The page's main content, as the catalogue defines it: the first <main>, else the first
 * <article>, else the <body> without its site header, navigation, asides and footer. Inside it,
 * navigation, asides and forms are still site furniture and left out.
 */
import { countWords, findFirst, memo, type Element, type HtmlDocument } from '@citable/html';
import { blocks, isBoilerplate, SECTIONING, type Block } from './blocks.js';

function collect(el: Element, sectioned: boolean, out: Set<Element>): void {
  for (const child of el.childNodes) {
    if (!('tagName' in child) || isBoilerplate(child, sectioned)) continue;
    out.add(child);
    collect(child, sectioned || SECTIONING.has(child.tagName), out);
  }
}

/** Every element of the main content (the container itself included). */
export function mainContentElements(doc: HtmlDocument): ReadonlySet<Element> {
  return memo(doc, 'scorer:mainContent', () => {
    const container = findFirst(doc, 'main') ?? findFirst(doc, 'article') ?? findFirst(doc, 'body');
    const out = new Set<Element>();
    if (!container) return out;
    out.add(container);
    collect(container, container.tagName !== 'body', out);
    return out;
  });
}

export function inMainContent(doc: HtmlDocument, el: Element): boolean {
  return mainContentElements(doc).has(el);
}

/** The headings and text blocks of the main content, in document order. */
export function mainBlocks(doc: HtmlDocument): readonly Block[] {
  return memo(doc, 'scorer:mainBlocks', () => {
    const region = mainContentElements(doc);
    return blocks(doc).filter((b) => region.has(b.element));
  });
}

/** Words of main text (headings included); most checks ask. */
export function mainWords(doc: HtmlDocument): number {
  return memo(doc, 'scorer:mainWords', () => mainBlocks(doc).reduce((n, b) => n + (b.kind === 'text' ? b.words : countWords(b.text)), 0));
}
