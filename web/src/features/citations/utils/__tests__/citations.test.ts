import type { CitationSummary } from '@citable/contracts';
import { describe, expect, it } from 'vitest';

import { lastRun, overallCitationRate, splitSources } from '../citations';

const row = (cited: number, total: number, last_run: string | null = null) =>
  ({ ai_source: 'claude', cited_percentage: 0, cited_queries: cited, total_queries: total, last_run, configured: true }) as CitationSummary['bySource'][number];

describe('citations helpers', () => {
  it('rates distinct cited questions when byType has them', () => {
    const byType = [
      { query_type: 'branded', cited_percentage: 0, cited_queries: 5, total_queries: 6, total_citations: 9 },
      { query_type: 'non-branded', cited_percentage: 0, cited_queries: 2, total_queries: 6, total_citations: 2 },
    ] as CitationSummary['byType'];
    expect(overallCitationRate({ bySource: [row(3, 10)], byType })?.toFixed(1)).toBe('58.3');
  });
  it('rates cited answers over all answers without byType', () => {
    expect(overallCitationRate({ bySource: [row(3, 10), row(1, 10)] })).toBe(20);
    expect(overallCitationRate({ bySource: [] })).toBeNull();
    expect(overallCitationRate(undefined)).toBeNull();
  });
  it('splits source lists and finds the last run', () => {
    expect(splitSources('perplexity, chatgpt,,claude')).toEqual(['perplexity', 'chatgpt', 'claude']);
    expect(lastRun({ bySource: [row(0, 1, '2025-01-01T00:00:00Z'), row(0, 1, '2025-02-01T00:00:00Z'), row(0, 1)] })).toBe('2025-02-01T00:00:00Z');
  });
});
