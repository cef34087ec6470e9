import { describe, expect, it } from 'vitest';
import { answerabilityPrompt, parseJudgement } from './judge.js';

const answer = (o: Record<string, unknown>) =>
  JSON.stringify({ main_question: 'How big?', passage: 'Pick twice the load.', answers: 40, concise: 30, self_contained: 20, specific: 10, reasoning: 'Clear.', ...o });

describe('parseJudgement', () => {
  it.each([
    ['a full marks answer', answer({}), 100],
    ['sub-scores add up', answer({ answers: 30, concise: 20, self_contained: 10, specific: 0 }), 60],
    ['wrapped in a code fence', `\`\`\`json\n${answer({ specific: 5 })}\n\`\`\``, 95],
    ['numbers as strings', answer({ answers: '35' }), 95],
    ['out-of-range sub-scores are clamped', answer({ answers: 55, concise: -3 }), 70],
  ])('%s', (_name, raw, score) => {
    expect(parseJudgement(raw).score).toBe(score);
  });

  it('reads the question, passage and reasoning', () => {
    expect(parseJudgement(answer({}))).toEqual({
      score: 100,
      subscores: { answers: 40, concise: 30, selfContained: 20, specific: 10 },
      question: 'How big?',
      passage: 'Pick twice the load.',
      reasoning: 'Clear.',
    });
  });

  it.each([
    ['not JSON', 'I think it scores about 70.', /not a JSON object/],
    ['a JSON array', '[1, 2]', /not a JSON object/],
    ['a missing sub-score', JSON.stringify({ answers: 40, concise: 30, self_contained: 20 }), /no numeric "specific"/],
    ['a non-numeric sub-score', answer({ concise: 'high' }), /no numeric "concise"/],
  ])('rejects %s', (_name, raw, message) => {
    expect(() => parseJudgement(raw)).toThrow(message);
  });
});

describe('answerabilityPrompt', () => {
  it('names the URL, title and H1 before the text', () => {
    expect(answerabilityPrompt({ url: 'https://e.com/a', title: 'T', h1: null, text: 'Body' })).toBe('URL: https://e.com/a\nTitle: T\nH1: (none)\n\nPage text:\nBody');
  });
});
