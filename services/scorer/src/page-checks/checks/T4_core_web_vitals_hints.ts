/**
 * T4 Core Web Vitals hints (catalogue rule): what the HTML says about loading and layout
 * stability, plus layout shift measured when the page was rendered. Starts at 100 and deducts,
 * never below 0:
 *    5  per synchronous external script in <head> (no async, defer or type="module"), at most 25
 *    5  per image without width and height (or an inline aspect-ratio) among the first 10 images
 *       of the body, at most 20
 *   15  the first image of the main content is lazy-loaded (it is likely the LCP element)
 *   10  the HTML document is larger than 1 MB
 *   20  measured cumulative layout shift above 0.25 (10 above 0.1)
 */
import { attr, descendants, findAll, findFirst, hasAttr, type HtmlDocument } from '@citable/html';
import { inMainContent } from '../lib/main-content.js';
import { clampScore } from '../lib/score.js';
import type { PageCheck } from '../types.js';

const MB = 1024 * 1024;

interface Hint {
  penalty: number;
  evidence: string;
}

function blockingScripts(doc: HtmlDocument): number {
  const head = findFirst(doc, 'head');
  if (!head) return 0;
  return descendants(head).filter(
    (el) => el.tagName === 'script' && attr(el, 'src') !== null && !hasAttr(el, 'async') && !hasAttr(el, 'defer') && (attr(el, 'type') ?? '').toLowerCase() !== 'module',
  ).length;
}

function hints(doc: HtmlDocument, htmlBytes: number, cls: number | null): Hint[] {
  const out: Hint[] = [];
  const scripts = blockingScripts(doc);
  if (scripts > 0) out.push({ penalty: Math.min(25, 5 * scripts), evidence: `${scripts} synchronous script(s) in <head> without async, defer or type="module"` });
  // The <img> elements themselves: images() would resolve every src, which no hint reads.
  const imgs = findAll(doc, 'img');
  const first10 = imgs.slice(0, 10);
  const unsized = first10.filter((img) => (attr(img, 'width') === null || attr(img, 'height') === null) && !/aspect-ratio\s*:/i.test(attr(img, 'style') ?? '')).length;
  if (unsized > 0) out.push({ penalty: Math.min(20, 5 * unsized), evidence: `${unsized} of the first ${first10.length} image(s) without width and height (layout shift)` });
  const firstMainImage = imgs.find((img) => inMainContent(doc, img));
  if (firstMainImage && attr(firstMainImage, 'loading')?.toLowerCase() === 'lazy') out.push({ penalty: 15, evidence: 'The first image of the main content is lazy-loaded, delaying the Largest Contentful Paint' });
  if (htmlBytes > MB) out.push({ penalty: 10, evidence: `The HTML document is ${(htmlBytes / MB).toFixed(1)} MB` });
  if (cls !== null && cls > 0.25) out.push({ penalty: 20, evidence: `Measured layout shift (CLS) ${cls.toFixed(3)}: poor, above 0.25` });
  else if (cls !== null && cls > 0.1) out.push({ penalty: 10, evidence: `Measured layout shift (CLS) ${cls.toFixed(3)}: needs improvement, above 0.1` });
  return out;
}

export const check: PageCheck = {
  id: 'T4_core_web_vitals_hints',
  evaluate({ static: doc, page }) {
    const cls = page.renderedMetrics?.cls ?? null;
    const htmlBytes = Buffer.byteLength(page.htmlStatic ?? '');
    const found = hints(doc, htmlBytes, cls);
    const score = clampScore(100 - found.reduce((n, h) => n + h.penalty, 0));
    const evidence = found.length > 0 ? found.map((h) => h.evidence) : ['No blocking scripts, unsized images or lazy-loaded lead image in the HTML'];
    if (cls !== null && cls <= 0.1) evidence.push(`Measured layout shift (CLS) ${cls.toFixed(3)}: good`);
    return { score, details: { cls, htmlBytes, penalties: found.map((h) => h.penalty) }, evidence };
  },
};
