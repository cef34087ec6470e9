import { describe, expect, it } from 'vitest';

import { intervalText, lastRun, overallCitationRate, sourceLabel, splitSources } from '../citations';

describe('citation utils', () => {
  it('rates distinct questions across types, or null before any run', () => {
    expect(overallCitationRate({ byType: [] })).toBeNull();
    expect(
      overallCitationRate({
        byType: [
          { query_type: 'branded', cited_percentage: 100, cited_queries: 2, total_queries: 2, total_citations: 6 },
          { query_type: 'non-branded', cited_percentage: 25, cited_queries: 2, total_queries: 8, total_citations: 3 },
        ],
      }),
    ).toBe(40);
  });

  it('reads source lists, labels, the last run and intervals', () => {
    expect(splitSources('perplexity, chatgpt,')).toEqual(['perplexity', 'chatgpt']);
    expect(sourceLabel('brave')).toBe('Brave AI');
    expect(sourceLabel('other')).toBe('other');
    expect(lastRun({ bySource: [{ last_run: '2026-12-01T00:00:00Z' }, { last_run: null }, { last_run: '2026-12-02T00:00:00Z' }] as never })).toBe('2026-12-02T00:00:00Z');
    expect(intervalText({ low: 20.14, high: 36.44 })).toBe('95% CI 20.1–36.4%');
  });
});
