/**
 * Advertising on the pages: ad servers' scripts and frames, and elements named for ad slots. A
 * newspaper or magazine lives on display ads and audience measurement; a company, a shop, a
 * project or a person's blog seldom carries any. Pure.
 */
import { attr, findAll } from '@citable/html';
import type { SitePage } from './site-page.js';

/** Ad servers and the audience measurement publishers sell ads by. */
const AD_SOURCE = /doubleclick\.net|googlesyndication|googletagservices|adservice\.google|amazon-adsystem|adnxs\.com|outbrain|taboola|2mdn\.net|advertising\.com|adsafeprotected|moatads|scorecardresearch|quantserve|chartbeat/i;
/** class or id naming an ad slot: "ad", "ad-top", "ads_box", "advert", "adslot", "dfp-ad", "gpt-ad-3" (not "header", "download", "loader"). */
const AD_SLOT = /(?:^|[\s_-])(?:ad|ads|advert|advertisement|adslot|adunit|dfp|gpt-ad)(?:$|[\s_-]|\d)/i;

/** Ad scripts, frames and images plus ad-slot elements over the pages. */
export function adMarkers(pages: readonly SitePage[]): number {
  let n = 0;
  for (const page of pages) {
    for (const tag of ['script', 'iframe', 'img']) n += findAll(page.doc, tag).filter((el) => AD_SOURCE.test(attr(el, 'src') ?? '')).length;
    n += page.doc.elements.filter((el) => AD_SLOT.test(`${attr(el, 'class') ?? ''} ${attr(el, 'id') ?? ''}`)).length;
  }
  return n;
}
