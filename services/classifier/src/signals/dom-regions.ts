/** Where on a page an element sits: navigation, breadcrumbs. Pure. */
import { attr, attrTokens, type Element, type HtmlDocument, type ParentNode } from '@citable/html';

/** How far up a link's ancestors are looked at: menus nest, but not this deep. */
const MAX_DEPTH = 12;

function isElement(node: ParentNode | null | undefined): node is Element {
  return node !== null && node !== undefined && (node as Partial<Element>).tagName !== undefined;
}

function hasNavRole(el: Element): boolean {
  if (el.tagName === 'nav' || el.tagName === 'header') return true;
  const role = attr(el, 'role');
  return role === 'navigation' || role === 'menubar' || role === 'banner';
}

/** The element sits in a <nav>, a <header> or an element with a navigation role. */
export function inNavigation(el: Element): boolean {
  let node: ParentNode | null = el.parentNode;
  for (let depth = 0; depth < MAX_DEPTH && isElement(node); depth++, node = node.parentNode) {
    if (hasNavRole(node)) return true;
    if (node.tagName === 'footer' || node.tagName === 'main' || node.tagName === 'article') return false;
  }
  return false;
}

function isBreadcrumbContainer(el: Element): boolean {
  const label = attr(el, 'aria-label')?.toLowerCase() ?? '';
  return label.includes('breadcrumb') || attrTokens(el, 'class').some((c) => c.includes('breadcrumb')) || (attr(el, 'id') ?? '').toLowerCase().includes('breadcrumb');
}

/** Links inside breadcrumb trails (aria-label or class "breadcrumb"). */
export function breadcrumbLinks(doc: HtmlDocument): Element[] {
  const out: Element[] = [];
  for (const el of doc.elements) {
    if (el.tagName !== 'a') continue;
    let node: ParentNode | null = el.parentNode;
    for (let depth = 0; depth < 6 && isElement(node); depth++, node = node.parentNode) {
      if (isBreadcrumbContainer(node)) {
        out.push(el);
        break;
      }
    }
  }
  return out;
}
