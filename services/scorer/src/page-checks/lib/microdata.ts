/** Microdata items: the FAQ, Question and entity checks each look for items of their own types. */
import { attr, elementsWithAttr, type Element, type HtmlDocument } from '@citable/html';

/** Elements with an itemtype, in document order: one memoised pass over the page for all the checks that read them. */
export function microdataItems(doc: HtmlDocument): readonly Element[] {
  return elementsWithAttr(doc, 'itemtype');
}

export function hasItemType(el: Element, type: RegExp): boolean {
  const itemtype = attr(el, 'itemtype');
  return itemtype !== null && type.test(itemtype.trim());
}
