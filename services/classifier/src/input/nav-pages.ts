/**
 * Which pages besides the home page the classifier reads: the first few of the home page's menu
 * links on the same site, leaving out pages that say nothing about the site (sign-in, cart,
 * legal). Pure.
 */
import { extractLinkDetails } from '@citable/html';
import { siteOf } from '@citable/net';
import { inNavigation } from '../signals/dom-regions.js';
import type { SitePage } from '../signals/site-page.js';

/** Pages read besides the home page ("up to a few of its top navigation pages"). */
export const NAV_PAGES = 4;

const SKIP_PATH = /\/(login|log-in|signin|sign-in|signup|sign-up|register|logout|cart|basket|checkout|account|privacy|terms|legal|cookies?|imprint|impressum|disclaimer|sitemap|search|feed|rss)(\/|$|\.|\?)/i;
const ASSET = /\.(png|jpe?g|gif|svg|webp|ico|pdf|zip|gz|mp[34]|mov|avi|css|js|json|xml|txt|woff2?)$/i;

export function navPageUrls(home: SitePage, limit = NAV_PAGES): string[] {
  const site = siteOf(home.url);
  const homeKey = new URL(home.url).pathname;
  const links = extractLinkDetails(home.doc);
  const menu = links.filter((l) => inNavigation(l.element));
  const out: string[] = [];
  for (const link of menu.length > 0 ? menu : links) {
    if (out.length >= limit) break;
    const url = new URL(link.url);
    url.search = '';
    if (!site.contains(url.href) || url.pathname === homeKey || SKIP_PATH.test(url.pathname) || ASSET.test(url.pathname)) continue;
    if (!out.includes(url.href)) out.push(url.href);
  }
  return out;
}
