/**
 * A6 contact / call to action (catalogue rule): can a reader, or an assistant acting for one,
 * reach the business or take the next step?
 *   50  a contact route: a link to a contact page (href or text containing "contact"), a mailto:
 *       or a tel: link
 *   20  a second, independent contact detail: two kinds among contact page, email, phone, postal
 *       address (<address> or PostalAddress) and ContactPoint markup
 *   30  a call to action in the header or main content: a link or button whose text is an action
 *       ("Book", "Buy", "Get a quote", "Start free trial", "Contact sales", "Sign up", ...)
 * details.cta_above_fold is true when that call to action sits in the header or before the first
 * H2 of the main content (S10 aggregates it). Rendering rule: see lib/rendering.ts.
 */
import { attr, findAll, isElement, schemaTypes, textOf, visibleText, type Element, type HtmlDocument, type Node } from '@citable/html';
import { jsOnly, quote } from '../lib/evidence.js';
import { inMainContent } from '../lib/main-content.js';
import type { PageCheck } from '../types.js';

const CTA_TEXT =
  /^(book|buy|order|shop now|get a (quote|demo|free)|get started|start (your |a )?(free )?(trial|now)|try (it )?(free|now|for free)|contact (sales|us)|sign ?up|subscribe|schedule|request|download|register|join|apply|donate|get in touch)\b/i;
/** An address in the text: matched at its "@" (a leading "[\w.+-]+" would retry at every letter of every word). */
const EMAIL_IN_TEXT = /[\w.+-]@[\w-]+\.[\w.-]/;

type Kind = 'contactPage' | 'email' | 'phone' | 'address' | 'contactPoint';

function inHeader(el: Element): boolean {
  for (let node = el.parentNode as Node | null; node && isElement(node); node = node.parentNode as Node | null) {
    if (node.tagName === 'header' || attr(node, 'role') === 'banner') return true;
  }
  return false;
}

function contactKinds(doc: HtmlDocument): { kinds: Set<Kind>; route: string | null } {
  const kinds = new Set<Kind>();
  let route: string | null = null;
  for (const a of findAll(doc, 'a')) {
    const href = (attr(a, 'href') ?? '').trim();
    const text = textOf(a);
    const kind: Kind | null = /^mailto:/i.test(href) ? 'email' : /^tel:/i.test(href) ? 'phone' : /contact/i.test(href) || /contact/i.test(text) ? 'contactPage' : null;
    if (kind === null) continue;
    kinds.add(kind);
    route ??= text || href;
  }
  const types = schemaTypes(doc).map((t) => t.toLowerCase());
  if (findAll(doc, 'address').length > 0 || types.includes('postaladdress')) kinds.add('address');
  if (types.includes('contactpoint')) kinds.add('contactPoint');
  const text = visibleText(doc);
  if (text.includes('@') && EMAIL_IN_TEXT.test(text)) kinds.add('email');
  return { kinds, route };
}

interface Cta {
  text: string;
  aboveFold: boolean;
}

function callsToAction(doc: HtmlDocument): Cta[] {
  let firstH2: number | undefined;
  const out: Cta[] = [];
  for (const el of [...findAll(doc, 'a'), ...findAll(doc, 'button')]) {
    const text = textOf(el) || (attr(el, 'aria-label') ?? '').trim();
    if (text.length > 40 || !CTA_TEXT.test(text)) continue;
    const header = inHeader(el);
    if (!header && !inMainContent(doc, el)) continue;
    firstH2 ??= doc.elements.findIndex((h) => h.tagName === 'h2' && inMainContent(doc, h));
    out.push({ text, aboveFold: header || firstH2 === -1 || doc.elements.indexOf(el) < firstH2 });
  }
  return out;
}

export const check: PageCheck = {
  id: 'A6_contact_cta_presence',
  renderedCredit: true,
  evaluate({ static: doc, rendered }) {
    const { kinds, route } = contactKinds(doc);
    const ctas = callsToAction(doc);
    const hasRoute = route !== null;
    const cta = ctas.find((c) => c.aboveFold) ?? ctas[0] ?? null;
    const score = (hasRoute ? 50 : 0) + (kinds.size >= 2 ? 20 : 0) + (cta ? 30 : 0);
    const details = { contactKinds: [...kinds], contactRoute: route, cta: cta?.text ?? null, cta_above_fold: cta?.aboveFold ?? false };
    const evidence = [
      hasRoute ? `Contact route ${quote(route ?? '', 60)}` : 'No contact page link, mailto: or tel: link',
      kinds.size >= 2 ? `Contact details: ${[...kinds].join(', ')}` : 'No second, independent contact detail (address, phone, email, ContactPoint)',
      cta ? `Call to action ${quote(cta.text, 40)}${cta.aboveFold ? ' above the fold' : ', but below the first H2'}` : 'No call-to-action link or button in the header or main content',
    ];
    if (score === 0 && rendered && (contactKinds(rendered).route !== null || callsToAction(rendered).length > 0)) {
      evidence.push(jsOnly('The contact or call-to-action element'));
    }
    return { score, details, evidence };
  },
};
