/**
 * A2 semantic headings (catalogue rule): can a machine read the page's outline? Headings in
 * navigation, site header/footer and asides are ignored. Starts at 100 and deducts, never below 0:
 *   40  a page with 300+ words of main text has no H2..H6
 *   10  per skipped level going down (an H2 followed by an H4 skips one), at most 30
 *   10  per empty heading (no text, no image alt), at most 20
 *    5  per generic heading ("Overview", "Introduction", "More", "Read more", "Section 1"...), at most 20
 *   10  the first heading of the main content is not the H1
 * Rendering rule: see lib/rendering.ts.
 */
import type { HtmlDocument } from '@citable/html';
import { blocks, type HeadingBlock } from '../lib/blocks.js';
import { jsOnly, quote } from '../lib/evidence.js';
import { mainBlocks, mainWords } from '../lib/main-content.js';
import type { PageCheck } from '../types.js';

const GENERIC =
  /^(overview|introduction|intro|details|more|more info|more information|read more|learn more|see more|click here|menu|share|untitled|heading|section( \d+)?|\d+)$/i;

interface Deduction {
  points: number;
  count: number;
  evidence: string[];
}

function deduction(items: string[], per: number, cap: number, label: string): Deduction {
  const count = items.length;
  return { points: Math.min(cap, per * count), count, evidence: count > 0 ? [`${label}: ${items.slice(0, 3).join('; ')}`] : [] };
}

function outline(doc: HtmlDocument): HeadingBlock[] {
  return blocks(doc).filter((b): b is HeadingBlock => b.kind === 'heading' && !b.boilerplate);
}

export const check: PageCheck = {
  id: 'A2_headings_semantic',
  renderedCredit: true,
  evaluate({ static: doc, rendered }) {
    const list = outline(doc);
    const words = mainWords(doc);
    const skips: string[] = [];
    let skippedLevels = 0;
    list.forEach((h, i) => {
      const prev = list[i - 1];
      if (prev && h.level > prev.level + 1) {
        skippedLevels += h.level - prev.level - 1;
        skips.push(`H${prev.level} ${quote(prev.text, 40)} then H${h.level} ${quote(h.text, 40)}`);
      }
    });
    const noSubheadings = words >= 300 && !list.some((h) => h.level >= 2);
    const firstMain = mainBlocks(doc).find((b): b is HeadingBlock => b.kind === 'heading');
    const deductions = {
      flat: { points: noSubheadings ? 40 : 0, count: noSubheadings ? 1 : 0, evidence: noSubheadings ? [`${words} words of main text and no H2 to H6`] : [] },
      skips: {
        points: Math.min(30, 10 * skippedLevels),
        count: skippedLevels,
        evidence: skips.length > 0 ? [`${skippedLevels} skipped heading level(s): ${skips.slice(0, 3).join('; ')}`] : [],
      },
      empty: deduction(list.filter((h) => h.text === '').map((h) => `<h${h.level}>`), 10, 20, 'Empty headings'),
      generic: deduction(list.filter((h) => GENERIC.test(h.text)).map((h) => quote(h.text, 40)), 5, 20, 'Generic headings'),
      firstNotH1: {
        points: firstMain?.level === 1 ? 0 : 10,
        count: firstMain?.level === 1 ? 0 : 1,
        evidence: firstMain?.level === 1 ? [] : [firstMain ? `The main content starts with H${firstMain.level} ${quote(firstMain.text, 40)}, not the H1` : 'The main content has no heading'],
      },
    } satisfies Record<string, Deduction>;
    const parts = Object.values(deductions);
    const score = Math.max(0, 100 - parts.reduce((n, d) => n + d.points, 0));
    const evidence = parts.flatMap((d) => d.evidence);
    if (evidence.length === 0) evidence.push(`${list.length} headings, starting with the H1, no skipped levels, all descriptive`);
    if (list.length === 0 && rendered && outline(rendered).length > 0) evidence.push(jsOnly("The page's headings"));
    return {
      score,
      details: {
        headingCount: list.length,
        outline: list.slice(0, 30).map((h) => `H${h.level} ${h.text}`),
        skippedLevels,
        emptyHeadings: deductions.empty.count,
        genericHeadings: deductions.generic.count,
        mainWords: words,
      },
      evidence,
    };
  },
};
