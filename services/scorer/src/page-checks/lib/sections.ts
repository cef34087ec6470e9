/** The elements that belong to a heading's section: up to the next heading of the same or a higher level. */
import { descendants, type Element, type HtmlDocument } from '@citable/html';

/** Enough for any real "related" or FAQ block; stops a last section from swallowing a whole footer. */
const MAX_SECTION_ELEMENTS = 300;

export function sectionElements(doc: HtmlDocument, heading: Element): Element[] {
  const level = Number(heading.tagName.slice(1));
  const inside = new Set(descendants(heading));
  const out: Element[] = [];
  for (let i = doc.elements.indexOf(heading) + 1; i < doc.elements.length && out.length < MAX_SECTION_ELEMENTS; i++) {
    const el = doc.elements[i];
    if (!el || inside.has(el)) continue;
    if (/^h[1-6]$/.test(el.tagName) && Number(el.tagName.slice(1)) <= level) break;
    out.push(el);
  }
  return out;
}
