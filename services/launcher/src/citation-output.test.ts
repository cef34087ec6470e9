import { CitationSummarySchema, type CitationSummary } from '@citable/contracts';
import { UsageError } from '@citable/runtime';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { citationProgressLine, citationRateFailure, renderCitations } from './citation-output.js';
import { parseCitationSources } from './citation-test.js';

const RUN = '0b6f3f8e-2d0c-4f57-9d1e-6a8f7c4b2e10';
const AT = '2026-07-01T10:00:00.000Z';
const rate = (cited: number, total: number, low: number, high: number) => ({ rate: total ? (100 * cited) / total : 0, low, high, cited, total });
const source = (ai_source: 'chatgpt' | 'claude' | 'perplexity' | 'brave', configured: boolean, answers: ReturnType<typeof rate>, mentioned = 0, errors = 0) => ({
  ai_source,
  cited_percentage: 0,
  cited_queries: answers.cited ? 1 : 0,
  total_queries: answers.total / 2,
  last_run: configured ? AT : null,
  configured,
  state: configured ? ('completed' as const) : ('not_configured' as const),
  answer_rate: answers,
  mentioned_answers: mentioned,
  errors,
  error_kinds: (errors ? { timeout: errors } : {}) as Record<string, number>,
});
const missing = (query: string, competitors: Array<[string, number]>, mentioned: Array<'claude'> = []) => ({
  query,
  query_type: 'non-branded' as const,
  ai_sources: 'chatgpt, claude',
  last_occurred: AT,
  sample_answer: null,
  source_answers: [],
  mentioned_sources: mentioned,
  competitors: competitors.map(([domain, citations]) => ({ domain, citations, urls: [`https://${domain}/`] })),
});

const summary: CitationSummary = {
  bySource: [source('perplexity', false, rate(0, 0, 0, 0)), source('chatgpt', true, rate(3, 8, 13.7, 69.4), 4), source('claude', true, rate(0, 8, 0, 32.4), 5, 2), source('brave', false, rate(0, 0, 0, 0))],
  byType: [],
  topCitedUrls: [],
  topCitingQueries: [],
  missingQueries: [missing('Which widget makers are best?', [['rival.test', 2]]), missing('How do I fix a widget?', [['rival.test', 4], ['third.test', 3]]), missing('Is Acme any good?', [], ['claude'])],
  overall: { answer_rate: rate(3, 16, 6.6, 43.0), mentioned_answers: 9, mentioned_only_answers: 6, errors: 2 },
  pageScores: { cited: { pages: 1, mean_score: 80 }, never_cited: { pages: 2, mean_score: 60 } },
  run: { id: RUN, status: 'completed', sources: ['chatgpt', 'claude'], queries: 4, repeats: 2, total: 16, done: 16, errors: 2, tokens_used: 0, max_tokens: 1000, started_at: AT, finished_at: AT, error: null },
  prompts: null,
};

describe('--citations sources', () => {
  it.each([
    ['chatgpt,claude', ['chatgpt', 'claude']],
    [' Claude , chatgpt,claude ', ['claude', 'chatgpt']],
    ['all', ['perplexity', 'chatgpt', 'claude', 'brave']],
  ])('%s', (value, sources) => {
    expect(parseCitationSources(value)).toEqual(sources);
  });

  it.each(['gemini', 'chatgpt,bing', ',', ''])('refuses %j', (value) => {
    expect(() => parseCitationSources(value)).toThrow(UsageError);
  });
});

describe('the citation test on a terminal', () => {
  it('is a summary of the API shape', () => {
    expect(Value.Check(CitationSummarySchema, summary)).toBe(true);
  });

  it('prints the requested sources in the order asked, the overall rate, and the missing questions where others were cited most first', () => {
    expect(renderCitations(summary, ['claude', 'chatgpt', 'brave'], null).split('\n')).toEqual([
      '  AI citations: 4 questions, each asked 2 times of each source',
      '    Claude       cited in 0.0% of answers (95% interval 0.0-32.4%), 0 of 8; 0 of 4 questions cited; brand named in 5 answers; 2 answers never came (timeout 2)',
      '    ChatGPT      cited in 37.5% of answers (95% interval 13.7-69.4%), 3 of 8; 1 of 4 questions cited; brand named in 4 answers',
      '    Brave AI     not configured: set BRAVE_API_KEY to ask it (nothing answers in its place)',
      '    All sources  cited in 18.8% of answers (95% interval 6.6-43.0%), 3 of 16; brand named in 9 answers, 6 of them without a link',
      '',
      '  Not cited for 3 questions',
      '    1. "How do I fix a widget?"',
      '       cited instead: rival.test (4), third.test (3)',
      '    2. "Which widget makers are best?"',
      '       cited instead: rival.test (2)',
      '    3. "Is Acme any good?"',
      '       named without a link by Claude',
      '',
      '',
    ]);
  });

  it('says why no run started', () => {
    const none = { ...summary, run: null, missingQueries: [], overall: { answer_rate: rate(0, 0, 0, 0), mentioned_answers: 0, mentioned_only_answers: 0, errors: 0 } };
    expect(renderCitations(none, ['brave'], 'Brave AI: not configured.').split('\n').slice(0, 2)).toEqual([
      '  AI citations: no run (Brave AI: not configured.)',
      '    Brave AI     not configured: set BRAVE_API_KEY to ask it (nothing answers in its place)',
    ]);
  });

  it('draws the run\'s progress', () => {
    expect(citationProgressLine({ auditId: RUN, runId: RUN, status: 'running', total: 16, done: 8, errors: 1, bySource: [] })).toBe(`\r[${'#'.repeat(15)}${'.'.repeat(15)}] citations 8 of 16 answers, 1 error   `);
  });
});

describe('--fail-under-citation-rate', () => {
  it('fails under the threshold, passes at or over it, and fails with no answers to measure', () => {
    expect(citationRateFailure(summary, 20)).toBe('the citation rate 18.8% is under 20%');
    expect(citationRateFailure(summary, 18.75)).toBeNull();
    expect(citationRateFailure({ ...summary, overall: { ...summary.overall, answer_rate: rate(0, 0, 0, 0) } }, 0)).toMatch(/^no citation answers to measure/);
  });
});
