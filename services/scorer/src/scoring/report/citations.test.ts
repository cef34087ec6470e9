import { describe, expect, it } from 'vitest';
import type { CitationAnswer } from '@citable/contracts';
import { citationCounts } from './citation-counts.js';
import { reportCitations } from './citations.js';

function answer(query: string, ai_source: CitationAnswer['ai_source'], extra: Partial<CitationAnswer> = {}): CitationAnswer {
  return {
    query,
    query_type: 'non-branded',
    ai_source,
    cited: false,
    first_match_url: null,
    cited_urls: [],
    answer_excerpt: `answer to ${query}`,
    error: null,
    ...extra,
  };
}
const cited = (url: string) => ({ cited: true, first_match_url: url, cited_urls: [url] });

const answers = [
  answer('q1', 'perplexity', cited('https://x.test/p1')),
  answer('q1', 'chatgpt', { cited_urls: ['https://other.test/a', 'https://other.test/b'] }),
  answer('q2', 'perplexity'),
  answer('q2', 'chatgpt', { error: 'HTTP 500' }),
  answer('q3', 'claude', cited('https://x.test/p1/')),
  answer('q4', 'chatgpt', { error: 'not configured' }),
];

describe('reportCitations', () => {
  it('counts distinct answered queries and per-source rates, leaving errored answers out', () => {
    const c = reportCitations(answers);
    expect(c.total_queries).toBe(3); // q1, q2, q3 (q4 only errored)
    expect(c.cited_queries).toBe(2); // q1, q3
    expect(c.overall_rate).toBeCloseTo(200 / 3, 10);
    expect(c.by_source).toEqual([
      { source: 'perplexity', rate: 50, cited: 1, total: 2 },
      { source: 'chatgpt', rate: 0, cited: 0, total: 1 },
      { source: 'claude', rate: 100, cited: 1, total: 1 },
    ]);
  });

  it('lists citations, misses with a reason, and cited pages grouped by URL', () => {
    const c = reportCitations(answers);
    expect(c.successful_citations).toEqual([
      { query: 'q1', source: 'perplexity', cited_url: 'https://x.test/p1', answer_excerpt: 'answer to q1' },
      { query: 'q3', source: 'claude', cited_url: 'https://x.test/p1/', answer_excerpt: 'answer to q3' },
    ]);
    expect(c.missed_opportunities).toEqual([
      { query: 'q1', source: 'chatgpt', reason: 'The answer cited 2 other sources instead' },
      { query: 'q2', source: 'perplexity', reason: 'The answer cited no sources' },
    ]);
    expect(c.top_cited_pages).toEqual([{ url: 'https://x.test/p1', citation_count: 2, top_queries: ['q1', 'q3'] }]);
  });

  it('with no citation run reports zeros and empty lists', () => {
    expect(reportCitations()).toEqual({
      total_queries: 0,
      cited_queries: 0,
      overall_rate: 0,
      by_source: [],
      successful_citations: [],
      missed_opportunities: [],
      top_cited_pages: [],
    });
  });

  it('shows non-branded answers before branded ones', () => {
    const c = reportCitations([
      answer('brand', 'claude', { query_type: 'branded' }),
      answer('generic', 'claude'),
    ]);
    expect(c.missed_opportunities.map((m) => m.query)).toEqual(['generic', 'brand']);
  });

  it('caps examples at 10, misses at 8, cited pages at 5 and queries per page at 3, and cuts long excerpts', () => {
    const many = [
      ...Array.from({ length: 14 }, (_, i) =>
        answer(`hit${i}`, 'perplexity', { ...cited(`https://x.test/page${i % 7}`), answer_excerpt: 'x'.repeat(800) }),
      ),
      ...Array.from({ length: 11 }, (_, i) => answer(`miss${i}`, 'brave')),
    ];
    const c = reportCitations(many);
    expect(c.successful_citations).toHaveLength(10);
    expect(c.successful_citations[0]?.answer_excerpt).toBe(`${'x'.repeat(500)}…`);
    expect(c.missed_opportunities).toHaveLength(8);
    expect(c.top_cited_pages).toHaveLength(5);
    expect(c.top_cited_pages[0]).toEqual({ url: 'https://x.test/page0', citation_count: 2, top_queries: ['hit0', 'hit7'] });
    const busy = reportCitations(
      ['a', 'b', 'b', 'c', 'd', 'd', 'd'].map((q) => answer(q, 'claude', cited('https://x.test/one'))),
    );
    expect(busy.top_cited_pages[0]?.top_queries).toEqual(['d', 'b', 'a']);
  });
});

describe('citationCounts', () => {
  it('counts cited answers per first matching URL', () => {
    expect(citationCounts(answers)).toEqual(
      new Map([
        ['https://x.test/p1', 1],
        ['https://x.test/p1/', 1],
      ]),
    );
  });
});
