/**
 * G2 Open Graph completeness: og:title, og:description, og:image, og:url and og:type give every
 * engine and chat client that previews a link the page's own title, summary and image.
 * 20 points per tag present with a value; og:image and og:url must be absolute http(s) URLs.
 * Each is the first head meta with that property (or name, as Open Graph consumers also accept);
 * og:image:url stands for og:image, which the protocol says it is identical to.
 * Rendering rule: see lib/rendering.ts.
 */
import { attrTokens, metaByProperty, metaName, metasOutsideHead, metaValue, type HtmlDocument } from '@citable/html';
import { jsOnly, outsideHead } from '../lib/evidence.js';
import type { PageCheck } from '../types.js';

const OG_TAGS = ['og:title', 'og:description', 'og:image', 'og:url', 'og:type'] as const;
const URL_TAGS = new Set(['og:image', 'og:url']);

function presentTags(doc: HtmlDocument): { present: string[]; relative: string[] } {
  const present: string[] = [];
  const relative: string[] = [];
  for (const tag of OG_TAGS) {
    const value = metaValue(metaByProperty(doc, tag)) ?? (tag === 'og:image' ? metaValue(metaByProperty(doc, 'og:image:url')) : null);
    if (value === null) continue;
    if (URL_TAGS.has(tag) && !/^https?:\/\//i.test(value)) relative.push(tag);
    else present.push(tag);
  }
  return { present, relative };
}

export const check: PageCheck = {
  id: 'G2_og_tags_completeness',
  renderedCredit: true,
  evaluate({ static: doc, rendered }) {
    const { present, relative } = presentTags(doc);
    const missing = OG_TAGS.filter((t) => !present.includes(t) && !relative.includes(t));
    const evidence = [present.length > 0 ? `Present: ${present.join(', ')}` : 'No Open Graph tags in the <head>'];
    if (missing.length > 0) evidence.push(`Missing: ${missing.join(', ')}`);
    if (relative.length > 0) evidence.push(`Not an absolute URL: ${relative.join(', ')}`);
    const outside = metasOutsideHead(doc);
    const misplaced = missing.filter((t) => outside.some((m) => metaName(m) === t || attrTokens(m, 'property').includes(t)));
    if (misplaced.length > 0) evidence.push(outsideHead(misplaced.join(', ')));
    if (rendered) {
      const jsAdded = presentTags(rendered).present.filter((t) => !present.includes(t));
      if (jsAdded.length > 0) evidence.push(jsOnly(jsAdded.join(', ')));
    }
    return { score: present.length * 20, details: { present, missing, relative }, evidence };
  },
};
