/** Commerce markers: cart and checkout links or buttons, prices, Product/Offer markup. Pure. */
import { extractLinkDetails, findAll, textOf, visibleText } from '@citable/html';
import type { SitePage } from './site-page.js';
import { pagesWithType } from './structured-data.js';

export interface CommerceMarkers {
  /** Links and buttons that add to or open a cart, basket or checkout. */
  cartControls: number;
  /** Prices in the text ($19.99, 12,50 €, £5). */
  prices: number;
  /** Pages carrying Product, Offer or AggregateOffer markup (or og:type product). */
  productPages: number;
}

const CART_TEXT = /\b(add to (cart|bag|basket)|shopping (cart|bag)|view (cart|bag|basket)|checkout|buy now|your cart|my cart|basket)\b/i;
const CART_HREF = /\/(cart|basket|checkout|bag)(\/|$|\?)/i;
const PRICE = /(?:[$€£¥]\s?\d{1,6}(?:[.,]\d{2})?(?!\d)|\b\d{1,6}(?:[.,]\d{2})?\s?(?:€|(?:EUR|USD|GBP)\b))/g;
const PRODUCT_TYPES = ['Product', 'Offer', 'AggregateOffer', 'ProductGroup', 'IndividualProduct', 'ProductModel'];
/** Characters of text scanned for prices per page. */
const TEXT_SCAN = 50_000;

export function commerceMarkers(pages: readonly SitePage[], typeCounts: ReadonlyMap<string, number>, ogType: string | null): CommerceMarkers {
  let cartControls = 0;
  let prices = 0;
  for (const page of pages) {
    for (const link of extractLinkDetails(page.doc)) if (CART_TEXT.test(link.text) || CART_HREF.test(new URL(link.url).pathname)) cartControls++;
    for (const button of findAll(page.doc, 'button')) if (CART_TEXT.test(textOf(button))) cartControls++;
    prices += [...visibleText(page.doc).slice(0, TEXT_SCAN).matchAll(PRICE)].length;
  }
  const productPages = Math.max(pagesWithType(typeCounts, PRODUCT_TYPES), ogType === 'product' || ogType === 'og:product' ? 1 : 0);
  return { cartControls, prices, productPages };
}
