/**
 * The configured LLM as a Polisher: it rewrites the deterministic draft of a meta description into
 * 120 to 160 characters, from the draft's own facts. Anything else it answers (too short, too
 * long, an error, a refusal) keeps the draft; the pack validates what it keeps either way.
 */
import type { LlmClient } from '@citable/llm';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from './head/meta-description.js';
import type { Polisher } from './polish.js';

const SYSTEM = `You edit meta descriptions for web pages. Rewrite the draft into one plain sentence or two of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters that says what the page offers. Use only facts in the draft and the title: add no claim, number or name they do not contain. Answer with the description alone, no quotes.`;

export function llmPolisher(llm: LlmClient): Polisher {
  return {
    async description({ title, draft }) {
      try {
        const { text } = await llm.complete({ system: SYSTEM, user: `Title: ${title ?? '(none)'}\nDraft: ${draft}`, maxTokens: 120 });
        const polished = text.trim().replace(/^["“']|["”']$/g, '').replace(/\s+/g, ' ');
        const length = [...polished].length;
        return length >= DESCRIPTION_MIN && length <= DESCRIPTION_MAX ? polished : null;
      } catch {
        return null;
      }
    },
  };
}
