import type { PromptSet, PromptVerdict } from '@citable/contracts';
import { describe, expect, it } from 'vitest';

import { flagText, realismText, shippedVerdicts, verdictFacts } from '../prompts-compare';

const verdict = (over: Partial<PromptVerdict>): PromptVerdict => ({
  text: 'best data orchestration tools',
  type: 'non-branded',
  intent: 'best_of',
  origin: 'rules',
  passed: true,
  score: 0.934,
  faults: [],
  reasons: ['grounded: names "data orchestration"', 'reads naturally (0.93)'],
  ...over,
});

const set = (judged?: PromptSet['judged']): PromptSet => ({
  meta: { industry: 'Software', prompt_gen_version: 'v3', source: 'rules', realism_avg: 0.9, realism_target: 0.85 },
  branded: ['Is Acme good?'],
  nonBranded: ['best data orchestration tools'],
  ...(judged ? { judged } : {}),
});

describe('prompts compare', () => {
  it('says each known flag in plain words, an unknown one by its name', () => {
    expect(flagText('too_few_grounded')).toBe('Few grounded questions: the site says little about what it is');
    expect(flagText('english_only')).toBe('Only English questions are asked');
    expect(flagText('no_topic')).toBe('No topic found on the site');
    expect(flagText('thin_site')).toBe('thin site');
  });

  it('finds a shipped prompt\'s verdict by its type and text, and none in an old cached set', () => {
    const branded = verdict({ text: 'Is Acme good?', type: 'branded', intent: 'brand' });
    const nonBranded = verdict({});
    const find = shippedVerdicts(set({ shipped: [branded, nonBranded], rejected: [] }));
    expect(find('branded', 'Is Acme good?')).toBe(branded);
    expect(find('non-branded', 'best data orchestration tools')).toBe(nonBranded);
    // The same text under the other type is another question.
    expect(find('branded', 'best data orchestration tools')).toBeUndefined();
    expect(shippedVerdicts(set())('branded', 'Is Acme good?')).toBeUndefined();
  });

  it('states a verdict\'s intent, origin and score on one line', () => {
    expect(verdictFacts(verdict({}))).toBe('best of · rules · 0.93');
    expect(verdictFacts(verdict({ intent: null, origin: 'ai', score: 1 }))).toBe('AI · 1.00');
  });

  it('shows a missing score as a dash', () => {
    expect([realismText(0.875), realismText(null), realismText(undefined), realismText(Number.NaN)]).toEqual(['0.88', '—', '—', '—']);
  });
});
