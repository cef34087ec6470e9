/**
 * A5 related questions block (catalogue rule): a block of internal links to follow-up questions
 * ("People also ask", "Related", "See also", "You might also", "More questions", "Further
 * reading") lets answer engines fan out from this page. A block is the section under such a
 * heading, an element labelled so (aria-label, class or id), or a list of internal links of
 * which at least two are questions. Links in nav, header and footer are ignored.
 *   100  3+ distinct internal links, at least 2 of them questions or descriptive (3+ words, not "Read more")
 *    70  2+ internal links with generic text
 *    40  a single link
 *     0  no such block
 * Rendering rule: see lib/rendering.ts.
 */
import { attr, descendants, extractLinkDetails, findAll, isElement, memo, textOf, type Element, type HtmlDocument, type Node } from '@citable/html';
import { blocks } from '../lib/blocks.js';
import { jsOnly, quote } from '../lib/evidence.js';
import { markerToken } from '../lib/markers.js';
import { isQuestion } from '../lib/questions.js';
import { sectionElements } from '../lib/sections.js';
import { sameAddress, sameSite } from '../lib/site.js';
import type { PageCheck } from '../types.js';

const RELATED_LABEL = /\b(related|see also|you (may|might) also|more questions|other questions|people (also )?ask|further reading|read next|also read)\b/i;
const RELATED_MARKER = /(^|[-_])(related|people-also-ask|also-ask|see-also|further-reading)([-_]|$)/i;
/** Every RELATED_MARKER match holds one of these words. */
const MARKER_WORD = /related|also-ask|see-also|further-reading/i;
const GENERIC_TEXT = /^(read more|more|learn more|see more|click here|here|continue reading)$/i;
const FURNITURE = new Set(['nav', 'header', 'footer']);

interface Block {
  label: string;
  links: Map<string, string>;
}

function inFurniture(el: Element): boolean {
  for (let node = el.parentNode as Node | null; node && isElement(node); node = node.parentNode as Node | null) {
    if (FURNITURE.has(node.tagName)) return true;
  }
  return false;
}

/** Each <a>'s http(s) target without its fragment, resolved once per page. */
function linkTargets(doc: HtmlDocument): ReadonlyMap<Element, string> {
  return memo(doc, 'scorer:linkTargets', () => new Map(extractLinkDetails(doc).map((l) => [l.element, l.url])));
}

/** Distinct internal link targets among the elements, with their anchor text. */
function internalLinks(doc: HtmlDocument, elements: readonly Element[], pageUrl: string): Map<string, string> {
  const targets = linkTargets(doc);
  const links = new Map<string, string>();
  for (const el of elements) {
    if (el.tagName !== 'a' || !attr(el, 'href') || inFurniture(el)) continue;
    const url = targets.get(el);
    if (url === undefined || !sameSite(url, pageUrl) || sameAddress(url, pageUrl)) continue;
    if (!links.has(url)) links.set(url, textOf(el));
  }
  return links;
}

const isDescriptive = (text: string) => isQuestion(text) || (text.split(/\s+/).filter(Boolean).length >= 3 && !GENERIC_TEXT.test(text.trim()));

function blockScore(b: Block): number {
  const n = b.links.size;
  if (n >= 3 && [...b.links.values()].filter(isDescriptive).length >= 2) return 100;
  if (n >= 2) return 70;
  return n === 1 ? 40 : 0;
}

/** Lists holding two or more links phrased as questions: no other list can be a list of question links. */
function listsWithQuestionLinks(doc: HtmlDocument): Set<Element> {
  const counts = new Map<Element, number>();
  for (const a of findAll(doc, 'a')) {
    if (!isQuestion(textOf(a))) continue;
    for (let node = a.parentNode as Node | null; node && isElement(node); node = node.parentNode as Node | null) {
      if (node.tagName === 'ul' || node.tagName === 'ol') counts.set(node, (counts.get(node) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, n]) => n >= 2).map(([list]) => list));
}

function candidates(doc: HtmlDocument, pageUrl: string): Block[] {
  const out: Block[] = [];
  for (const b of blocks(doc)) {
    if (b.kind === 'heading' && RELATED_LABEL.test(b.text)) {
      out.push({ label: `Heading ${quote(b.text, 60)}`, links: internalLinks(doc, sectionElements(doc, b.element), pageUrl) });
    }
  }
  for (const el of doc.elements) {
    // Labels and markers are attributes: most elements have none to read.
    if (el.attrs.length === 0) continue;
    const label = attr(el, 'aria-label') ?? '';
    const marker = markerToken(el, MARKER_WORD, RELATED_MARKER);
    if (marker === undefined && !(label !== '' && RELATED_LABEL.test(label))) continue;
    out.push({ label: `<${el.tagName}> labelled "${marker ?? label}"`, links: internalLinks(doc, descendants(el), pageUrl) });
  }
  const questionLists = listsWithQuestionLinks(doc);
  for (const list of [...findAll(doc, 'ul'), ...findAll(doc, 'ol')]) {
    if (!questionLists.has(list)) continue;
    const links = internalLinks(doc, descendants(list), pageUrl);
    if ([...links.values()].filter(isQuestion).length >= 2) out.push({ label: 'A list of question links', links });
  }
  return out;
}

export const check: PageCheck = {
  id: 'A5_related_questions_block',
  renderedCredit: true,
  evaluate({ static: doc, rendered, page }) {
    const found = candidates(doc, page.url);
    const best = found.reduce<Block | null>((a, b) => (a === null || blockScore(b) > blockScore(a) ? b : a), null);
    if (best === null || blockScore(best) === 0) {
      const evidence = [best ? `${best.label} holds no internal links` : 'No related-questions block ("People also ask", "Related", "See also", ...)'];
      if (rendered && candidates(rendered, page.url).some((b) => blockScore(b) > 0)) evidence.push(jsOnly('The related-questions block'));
      return { score: 0, details: { blocks: found.length, links: 0 }, evidence };
    }
    const texts = [...best.links.values()];
    const questions = texts.filter(isQuestion);
    const evidence = [`${best.label}: ${best.links.size} internal link(s), ${texts.filter(isDescriptive).length} descriptive or phrased as questions`];
    if (questions.length > 0) evidence.push(`Questions: ${questions.slice(0, 3).map((q) => quote(q, 60)).join(', ')}`);
    return { score: blockScore(best), details: { blocks: found.length, links: best.links.size, questions: questions.length }, evidence };
  },
};
