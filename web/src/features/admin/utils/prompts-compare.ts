import type { PromptSet, PromptVerdict } from '@citable/contracts';

/** A set flag in plain words (issue 22); a flag this screen does not know yet reads as its name. */
const FLAG_TEXT: Readonly<Record<string, string>> = {
  too_few_grounded: 'Few grounded questions: the site says little about what it is',
  english_only: 'Only English questions are asked',
  no_topic: 'No topic found on the site',
};

export const flagText = (flag: string): string => FLAG_TEXT[flag] ?? flag.replace(/_/g, ' ');

/** A 0..1 realism score to two decimals, or "—" when there is none. */
export const realismText = (value: number | null | undefined): string => (value == null || !Number.isFinite(value) ? '—' : value.toFixed(2));

/**
 * The judge's verdict on each shipped prompt, found by its type and text (as the citation service
 * stores them). An old cached set has no verdicts: every lookup is then undefined.
 */
export function shippedVerdicts(set: PromptSet): (type: PromptVerdict['type'], text: string) => PromptVerdict | undefined {
  const byPrompt = new Map((set.judged?.shipped ?? []).map((v) => [`${v.type}\n${v.text}`, v]));
  return (type, text) => byPrompt.get(`${type}\n${text}`);
}

/** What a verdict was written for and by, and its score: "best of · rules · 0.93". */
export function verdictFacts(verdict: PromptVerdict): string {
  return [verdict.intent?.replace(/_/g, ' '), verdict.origin === 'ai' ? 'AI' : 'rules', realismText(verdict.score)].filter(Boolean).join(' · ');
}
