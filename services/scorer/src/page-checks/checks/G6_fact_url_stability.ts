/**
 * G6 stable fact URLs (catalogue rule): an answer engine cites a URL; the page's address, and the
 * sections in it, should be direct, clean and lasting.
 *   30  how the page was reached: no redirect 30, one permanent redirect (301/308) 15, a temporary
 *       redirect or two or more hops 0
 *   20  a clean final URL: no session or tracking parameters (utm_*, gclid, fbclid, msclkid,
 *       sessionid, sid, jsessionid, phpsessid)
 *   25  a canonical that names the final URL itself (scheme, host case and trailing slash aside)
 *   25  linkable sections: at least half of the H2/H3 headings carry an id (or hold an anchor with
 *       an id or name) 25, some 10, none 0; a page under 300 words without H2/H3 gets the 25
 * Rendering rule (for the canonical and heading ids): see lib/rendering.ts.
 */
import { attr, descendants, type HtmlDocument } from '@citable/html';
import { quote } from '../lib/evidence.js';
import { mainWords } from '../lib/main-content.js';
import { blocks, type HeadingBlock } from '../lib/blocks.js';
import { sameTarget } from '../lib/site.js';
import type { CrawledPage } from '@citable/contracts';
import type { PageCheck } from '../types.js';

const NOISE_PARAM = /^(utm_[a-z_]+|gclid|fbclid|msclkid|sessionid|sid|jsessionid|phpsessid)$/i;
const PERMANENT = new Set([301, 308]);

function redirectPoints(page: CrawledPage): { points: number; evidence: string } {
  const hops = page.redirectChain;
  if (hops.length === 0) return { points: 30, evidence: 'Reached directly, without redirects' };
  if (hops.length === 1 && PERMANENT.has(hops[0]?.statusCode ?? 0)) return { points: 15, evidence: `Reached through one permanent redirect (${hops[0]?.statusCode})` };
  return {
    points: 0,
    evidence: hops.length === 1 ? `Reached through a temporary redirect (${hops[0]?.statusCode})` : `Reached through ${hops.length} redirects`,
  };
}

function noiseParams(url: string): string[] {
  if (!URL.canParse(url)) return [];
  const parsed = new URL(url);
  const params = [...parsed.searchParams.keys()].filter((p) => NOISE_PARAM.test(p));
  if (/;jsessionid=/i.test(parsed.pathname)) params.push('jsessionid');
  return params;
}

function hasAnchor(h: HeadingBlock): boolean {
  return Boolean(attr(h.element, 'id')) || descendants(h.element).some((el) => Boolean(attr(el, 'id')) || (el.tagName === 'a' && Boolean(attr(el, 'name'))));
}

function sectionPoints(doc: HtmlDocument): { points: number; evidence: string } {
  const sections = blocks(doc).filter((b): b is HeadingBlock => b.kind === 'heading' && (b.level === 2 || b.level === 3) && !b.boilerplate);
  if (sections.length === 0) {
    const words = mainWords(doc);
    return words < 300
      ? { points: 25, evidence: `A short page (${words} words) without sections to link to` }
      : { points: 0, evidence: `${words} words without H2/H3 sections to link to` };
  }
  const anchored = sections.filter(hasAnchor).length;
  const points = anchored * 2 >= sections.length ? 25 : anchored > 0 ? 10 : 0;
  return { points, evidence: `${anchored} of ${sections.length} H2/H3 heading(s) carry an id to link to` };
}

export const check: PageCheck = {
  id: 'G6_fact_url_stability',
  renderedCredit: true,
  evaluate({ static: doc, page, facts }) {
    const redirect = redirectPoints(page);
    const noise = noiseParams(page.url);
    const canonicalSelf = facts.canonical !== null && sameTarget(facts.canonical, page.url);
    const sections = sectionPoints(doc);
    const score = redirect.points + (noise.length === 0 ? 20 : 0) + (canonicalSelf ? 25 : 0) + sections.points;
    const evidence = [
      redirect.evidence,
      noise.length === 0 ? 'No session or tracking parameters in the URL' : `Session or tracking parameters: ${noise.slice(0, 3).join(', ')}`,
      canonicalSelf
        ? 'The canonical names this URL'
        : facts.canonical === null
          ? 'No canonical naming this URL'
          : `The canonical ${quote(facts.canonical, 80)} names another URL`,
      sections.evidence,
    ];
    return { score, details: { url: page.url, redirects: page.redirectChain.length, noiseParams: noise, canonicalSelf }, evidence };
  },
};
