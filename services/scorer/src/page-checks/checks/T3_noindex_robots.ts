/**
 * T3 robots directives (catalogue rule): may search and answer engines index and quote the page?
 * Reads meta robots (and its googlebot and AI-crawler names) and the X-Robots-Tag header, added
 * together as Google does (the most restrictive wins: see libs/html/README.md), in the
 * static or the rendered HTML: Google may skip rendering when the first HTML says noindex, and
 * obeys one added by JavaScript.
 *     0  noindex or none
 *    20  nosnippet or max-snippet:0
 *    60  max-snippet between 1 and 49, or data-nosnippet covering more than half of the main text
 *   100  otherwise
 * Non-standard directives (noai, noimageai) are reported without changing the score. Only 2xx
 * pages are scored.
 */
import { descendants, hasAttr, type HtmlDocument } from '@citable/html';
import { mainBlocks, mainWords } from '../lib/main-content.js';
import type { PageCheck } from '../types.js';

function maxSnippet(directives: readonly string[]): number | null {
  const value = directives.find((d) => d.startsWith('max-snippet:'))?.slice('max-snippet:'.length);
  return value === undefined || !/^-?\d+$/.test(value) ? null : Number(value);
}

/** Share of the main text inside data-nosnippet elements. */
function noSnippetShare(doc: HtmlDocument): number {
  const hidden = new Set(doc.elements.filter((el) => hasAttr(el, 'data-nosnippet')).flatMap((el) => [el, ...descendants(el)]));
  const total = mainWords(doc);
  if (total === 0 || hidden.size === 0) return 0;
  const covered = mainBlocks(doc).reduce((n, b) => n + (b.kind === 'text' && hidden.has(b.element) ? b.words : 0), 0);
  return covered / total;
}

export const check: PageCheck = {
  id: 'T3_noindex_robots',
  evaluate({ static: doc, page, facts, renderedFacts }) {
    if (page.statusCode === null || page.statusCode < 200 || page.statusCode >= 300) {
      return { notApplicable: true, reason: `The page answered ${page.statusCode ?? 'nothing'}, not 2xx` };
    }
    const directives = [...new Set([...facts.robotsDirectives, ...(renderedFacts?.robotsDirectives ?? [])])];
    const jsAdded = directives.filter((d) => !facts.robotsDirectives.includes(d));
    const has = (d: string) => directives.includes(d);
    const snippet = maxSnippet(directives);
    const share = noSnippetShare(doc);
    const details = { directives, addedByJavaScript: jsAdded, maxSnippet: snippet, noSnippetShare: share };
    const evidence = [directives.length > 0 ? `Robots directives: ${directives.join(', ')}` : 'No robots meta tag or X-Robots-Tag header: indexing allowed'];
    if (jsAdded.length > 0) evidence.push(`Added by JavaScript: ${jsAdded.join(', ')} (Google obeys them after rendering)`);
    if (has('noai') || has('noimageai')) evidence.push('noai/noimageai are not standard directives: most AI crawlers ignore them (no effect on the score)');
    let score = 100;
    if (has('noindex') || has('none')) {
      score = 0;
      evidence.push('noindex: the page is dropped from the indexes answer engines draw on');
    } else if (has('nosnippet') || snippet === 0) {
      score = 20;
      evidence.push('nosnippet: engines may index the page but not quote it');
    } else if ((snippet !== null && snippet >= 1 && snippet <= 49) || share > 0.5) {
      score = 60;
      evidence.push(snippet !== null && snippet >= 1 && snippet <= 49 ? `max-snippet:${snippet} allows only very short quotes` : `data-nosnippet covers ${Math.round(share * 100)}% of the main text`);
    }
    return { score, details, evidence };
  },
};
