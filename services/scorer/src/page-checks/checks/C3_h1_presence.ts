/**
 * C3 H1 presence (the spec's rule): exactly one H1 gives 100, none 0, more than one 30. Counted
 * H1s have text (or an image with alt text); H1s hidden by markup (hidden, aria-hidden, inline
 * display:none) don't count. Rendering rule: see lib/rendering.ts.
 */
import type { HtmlDocument } from '@citable/html';
import { blocks, type HeadingBlock } from '../lib/blocks.js';
import { jsOnly, quote } from '../lib/evidence.js';
import type { PageCheck } from '../types.js';

function h1s(doc: HtmlDocument): HeadingBlock[] {
  return blocks(doc).filter((b): b is HeadingBlock => b.kind === 'heading' && b.level === 1 && b.text !== '');
}

export const check: PageCheck = {
  id: 'C3_h1_presence',
  renderedCredit: true,
  evaluate({ static: doc, rendered }) {
    const found = h1s(doc);
    const details = { h1Count: found.length, h1: found[0]?.text ?? null };
    if (found.length === 0) {
      const evidence = ['No <h1> with text in the HTML'];
      const renderedH1 = rendered ? h1s(rendered)[0] : undefined;
      if (renderedH1) evidence.push(jsOnly(`The H1 ${quote(renderedH1.text)}`));
      return { score: 0, details, evidence };
    }
    if (found.length > 1) {
      return { score: 30, details, evidence: [`${found.length} <h1> elements: ${found.slice(0, 3).map((h) => quote(h.text, 50)).join(', ')}. Use exactly one`] };
    }
    return { score: 100, details, evidence: [`One <h1>: ${quote(found[0]?.text ?? '')}`] };
  },
};
