/** Microdata items: the FAQ, Question and entity checks each look for items of their own types. */
import { attr, memo, type Element, type HtmlDocument } from '@citable/html';

/** Elements with an itemtype, in document order: one pass over the page for all the checks that read them. */
export function microdataItems(doc: HtmlDocument): readonly Element[] {
  return memo(doc, 'scorer:microdataItems', () => doc.elements.filter((el) => attr(el, 'itemtype') !== null));
}

export function hasItemType(el: Element, type: RegExp): boolean {
  const itemtype = attr(el, 'itemtype');
  return itemtype !== null && type.test(itemtype.trim());
}
