/**
 * C5 H2 coverage (catalogue rule): is the main text broken into sections an answer engine can lift
 * one at a time? The main text is split at each H2. Covered words are the words before the first
 * H2 (up to 150) plus, for each H2 section, its words up to 400; the rest of a longer section is
 * uncovered. Score = min(100, round(covered / all words x 125)): 80% coverage scores 100, 68%
 * reaches the pass mark. Not applicable below 300 words of main text. Rendering rule: see
 * lib/rendering.ts.
 */
import { countWords } from '@citable/html';
import { jsOnly } from '../lib/evidence.js';
import { mainBlocks } from '../lib/main-content.js';
import { clampScore } from '../lib/score.js';
import type { PageCheck } from '../types.js';

const MIN_WORDS = 300;
const INTRO_COVERED = 150;
const SECTION_COVERED = 400;

export const check: PageCheck = {
  id: 'C5_h2_coverage_ratio',
  renderedCredit: true,
  evaluate({ static: doc, renderedFacts }) {
    // Section 0 is the text before the first H2; each H2 opens the next section.
    const sections: number[] = [0];
    for (const b of mainBlocks(doc)) {
      if (b.kind === 'heading' && b.level === 2) sections.push(0);
      const words = b.kind === 'text' ? b.words : countWords(b.text);
      sections[sections.length - 1] = (sections.at(-1) ?? 0) + words;
    }
    const total = sections.reduce((n, w) => n + w, 0);
    const h2s = sections.length - 1;
    if (total < MIN_WORDS) {
      return { notApplicable: true, reason: `Only ${total} words of main text: too short to need sections`, details: { words: total, h2s } };
    }
    const covered = sections.reduce((n, w, i) => n + Math.min(w, i === 0 ? INTRO_COVERED : SECTION_COVERED), 0);
    const ratio = covered / total;
    const longest = Math.max(...sections.slice(1), 0);
    const evidence = [`${h2s} H2 section(s) cover ${Math.round(ratio * 100)}% of ${total} words of main text`];
    if (h2s === 0 && renderedFacts && renderedFacts.h2Count > 0) evidence.push(jsOnly(`${renderedFacts.h2Count} H2 heading(s)`));
    if (sections[0] !== undefined && sections[0] > INTRO_COVERED) evidence.push(`${sections[0]} words before the first H2 (${INTRO_COVERED} count as covered)`);
    if (longest > SECTION_COVERED) evidence.push(`The longest H2 section runs ${longest} words (${SECTION_COVERED} count as covered)`);
    return { score: clampScore(Math.min(100, ratio * 125)), details: { words: total, h2s, covered, ratio }, evidence };
  },
};
