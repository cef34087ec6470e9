/**
 * T1 mobile viewport (catalogue rule): <meta name="viewport"> sized to the device (the first one in
 * the head, as Lighthouse reads it).
 *   100  width=device-width and no zoom restriction (initial-scale without a width counts as
 *        device width: browsers then lay the page out at the device's width)
 *    80  the same, but zoom disabled or limited (user-scalable=no, or maximum-scale below 2)
 *    30  a fixed pixel width, or no width at all (the 980px desktop layout shrunk onto a phone)
 *     0  no viewport meta
 * Rendering rule: see lib/rendering.ts.
 */
import { attr, metaByName, metaName, metasOutsideHead, type HtmlDocument } from '@citable/html';
import { jsOnly, outsideHead, quote } from '../lib/evidence.js';
import type { PageCheck } from '../types.js';

function viewportContent(doc: HtmlDocument): string | null {
  const meta = metaByName(doc, 'viewport');
  return meta ? (attr(meta, 'content') ?? '') : null;
}

function parseViewport(content: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of content.split(/[,;]/)) {
    const [key, value] = part.split('=').map((s) => s.trim().toLowerCase());
    if (key) out.set(key, value ?? '');
  }
  return out;
}

export const check: PageCheck = {
  id: 'T1_mobile_viewport',
  renderedCredit: true,
  evaluate({ static: doc, rendered }) {
    const content = viewportContent(doc);
    if (content === null) {
      const evidence = ['No <meta name="viewport"> in the <head>'];
      if (metasOutsideHead(doc).some((m) => metaName(m) === 'viewport')) evidence.push(outsideHead('A <meta name="viewport">'));
      if (rendered && viewportContent(rendered) !== null) evidence.push(jsOnly('The viewport meta tag'));
      return { score: 0, details: { viewport: null }, evidence };
    }
    const props = parseViewport(content);
    const width = props.get('width');
    const deviceWidth = width === 'device-width' || (width === undefined && props.has('initial-scale'));
    const userScalable = props.get('user-scalable');
    const maxScale = Number(props.get('maximum-scale'));
    const zoomLimited = userScalable === 'no' || userScalable === '0' || (props.has('maximum-scale') && Number.isFinite(maxScale) && maxScale < 2);
    const details = { viewport: content, width: width ?? null, zoomLimited };
    const evidence = [`Viewport ${quote(content)}`];
    if (!deviceWidth) {
      evidence.push(width ? `Fixed width ${width}: use width=device-width` : 'No width=device-width');
      return { score: 30, details, evidence };
    }
    if (zoomLimited) {
      evidence.push('Zoom is disabled or limited (user-scalable=no or maximum-scale below 2)');
      return { score: 80, details, evidence };
    }
    return { score: 100, details, evidence };
  },
};
