/**
 * A7 LLM answerability (preview; catalogue rule): an LLM reads the title, the H1 and the first
 * 1,500 words of main text of the static HTML and grades, as JSON: the page answers its main
 * question explicitly (0..40), the answer fits one passage of at most 80 words (0..30), the
 * passage is self-contained (0..20), it is specific (0..10). Score = the sum. The quoted passage
 * must occur verbatim in the page text; if it doesn't, the last three sub-scores are set to 0, so
 * an invented quote earns nothing. Not applicable without a configured LLM or without text.
 */
import { mainBlocks } from '../lib/main-content.js';
import { clampScore } from '../lib/score.js';
import type { PageCheck } from '../types.js';

const MAX_WORDS = 1500;

/** Compares text the way a reader would: case, spacing and typographic quotes aside. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[\s\u00a0]+/g, ' ').trim();
}

export const check: PageCheck = {
  id: 'A7_llm_answerability',
  async evaluate({ static: doc, page, facts, llm }) {
    if (llm === null) return { notApplicable: true, reason: 'No LLM configured' };
    const text = mainBlocks(doc).map((b) => b.text).join('\n').split(/\s+/).slice(0, MAX_WORDS).join(' ');
    if (text.trim() === '') {
      return { notApplicable: true, reason: 'The page has no main text for the LLM to judge' };
    }
    const judgement = await llm.judgeAnswerability({ url: page.url, title: facts.title ?? '', h1: facts.h1, text });
    const verbatim = judgement.passage !== '' && normalise(text).includes(normalise(judgement.passage));
    const { answers, concise, selfContained, specific } = judgement.subscores;
    const score = clampScore(verbatim ? answers + concise + selfContained + specific : answers);
    const evidence = [`${llm.name}: ${judgement.reasoning || 'no reasoning given'}`];
    if (judgement.question) evidence.push(`Main question: ${judgement.question}`);
    evidence.push(
      verbatim
        ? `Quotable passage: "${judgement.passage}"`
        : judgement.passage
          ? 'The passage the LLM quoted is not in the page, so only "answers" counts'
          : 'The LLM found no passage to quote',
    );
    return {
      score,
      details: { model: llm.name, subscores: judgement.subscores, question: judgement.question, passage: judgement.passage, verbatim, reasoning: judgement.reasoning },
      evidence,
    };
  },
};
