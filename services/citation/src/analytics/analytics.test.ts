import type { CitationAnswer } from '@citable/contracts';
import { CitationSummarySchema, NO_REPORT_CITATIONS, ReportCitationsSchema } from '@citable/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SiteMatcher } from '../matching/site-urls.js';
import { pageCitations, reportCitations } from './report.js';
import { citationSummary, type SummaryInput } from './summary.js';
import { wilsonInterval } from './wilson.js';

let clock = 0;
function answer(query: string, ai_source: CitationAnswer['ai_source'], extra: Partial<CitationAnswer> = {}): CitationAnswer {
  clock += 1;
  return {
    query,
    query_type: 'non-branded',
    ai_source,
    repeat: 1,
    cited: false,
    mentioned: false,
    first_match_url: null,
    cited_urls: [],
    read_urls: [],
    answer_text: `answer to ${query}`,
    answer_excerpt: `answer to ${query}`,
    tokens: 10,
    latency_ms: 5,
    error: null,
    error_kind: null,
    occurred_at: new Date(Date.UTC(2026, 11, 3, 10, 0, clock)).toISOString(),
    ...extra,
  };
}
const cited = (url: string, others: string[] = []) => ({ cited: true, first_match_url: url, cited_urls: [url, ...others] });

describe('wilsonInterval', () => {
  it.each([
    [0, 0, 0, 0, 0],
    [0, 10, 0, 0, 27.75],
    [10, 10, 100, 72.25, 100],
    [5, 10, 50, 23.66, 76.34],
    [1, 3, 33.33, 6.15, 79.23],
    [30, 100, 30, 21.9, 39.6],
  ])('%i of %i: rate %f, [%f, %f]', (k, n, rate, low, high) => {
    const w = wilsonInterval(k, n);
    expect(w.rate).toBeCloseTo(rate, 1);
    expect(w.low).toBeCloseTo(low, 1);
    expect(w.high).toBeCloseTo(high, 1);
    expect(w).toMatchObject({ cited: k, total: n });
  });
});

describe('reportCitations (repeats, errors, mentions)', () => {
  const answers = [
    answer('q1', 'perplexity', cited('https://x.test/p1')),
    answer('q1', 'perplexity', { repeat: 2 }),
    answer('q1', 'chatgpt', { cited_urls: ['https://other.test/a', 'https://other.test/b'] }),
    answer('q2', 'perplexity', { mentioned: true, cited_urls: ['https://rival.test/'] }),
    answer('q2', 'chatgpt', { error: 'Rate limited (3 attempts): 429', error_kind: 'rate_limited' }),
    answer('q3', 'claude', cited('https://x.test/p1')),
    answer('q3', 'claude', { ...cited('https://x.test/p2'), repeat: 2 }),
    answer('q4', 'chatgpt', { error: 'The API key was refused (1 attempt): 401', error_kind: 'unauthorized' }),
  ];

  it('counts distinct answered queries (a query is cited when any repeat cited it), per source too, errors apart', () => {
    const c = reportCitations(answers);
    expect(c.total_queries).toBe(3);
    expect(c.cited_queries).toBe(2);
    expect(c.overall_rate).toBeCloseTo(200 / 3, 10);
    expect(c.by_source.map(({ source, rate, cited: k, total }) => ({ source, rate, cited: k, total }))).toEqual([
      { source: 'perplexity', rate: 50, cited: 1, total: 2 },
      { source: 'chatgpt', rate: 0, cited: 0, total: 1 },
      { source: 'claude', rate: 100, cited: 1, total: 1 },
    ]);
    expect(c.by_source[0]).toMatchObject({ answer_rate: wilsonInterval(1, 3), mentioned_answers: 1 });
    expect(c.answer_rate).toEqual(wilsonInterval(3, 6));
    expect(c.mentioned_only_answers).toBe(1);
    expect(c.errors).toBe(2);
    expect(Value.Check(ReportCitationsSchema, c)).toBe(true);
  });

  it('lists one citation and one miss per query and source, whatever the repeats, with a reason', () => {
    const c = reportCitations(answers);
    expect(c.successful_citations).toEqual([
      { query: 'q1', source: 'perplexity', cited_url: 'https://x.test/p1', answer_excerpt: 'answer to q1' },
      { query: 'q3', source: 'claude', cited_url: 'https://x.test/p2', answer_excerpt: 'answer to q3' },
    ]);
    expect(c.missed_opportunities).toEqual([
      { query: 'q1', source: 'chatgpt', reason: 'The answer cited other.test instead' },
      { query: 'q2', source: 'perplexity', reason: 'The answer named the brand without citing the site' },
    ]);
    expect(c.top_cited_pages).toEqual([
      { url: 'https://x.test/p1', citation_count: 2, top_queries: ['q1', 'q3'] },
      { url: 'https://x.test/p2', citation_count: 1, top_queries: ['q3'] },
    ]);
    expect(pageCitations(answers)).toEqual(new Map([['https://x.test/p1', 2], ['https://x.test/p2', 1]]));
  });

  it('with no answers reports zeros and empty lists', () => {
    expect(reportCitations([])).toEqual(NO_REPORT_CITATIONS);
    expect(NO_REPORT_CITATIONS).toMatchObject({ total_queries: 0, by_source: [], successful_citations: [], answer_rate: { total: 0 } });
  });

  it('names the domains cited instead', () => {
    const c = reportCitations([answer('q', 'claude', { cited_urls: ['https://www.rival.test/a', 'https://rival.test/b', 'https://third.test/', 'https://fourth.test/'] })]);
    expect(c.missed_opportunities[0]?.reason).toBe('The answer cited rival.test and 2 other sources instead');
  });

  it('shows non-branded answers before branded ones', () => {
    const c = reportCitations([answer('brand', 'claude', { query_type: 'branded' }), answer('generic', 'claude')]);
    expect(c.missed_opportunities.map((m) => m.query)).toEqual(['generic', 'brand']);
  });

  it('caps examples at 10, misses at 8, cited pages at 5 and queries per page at 3, and cuts long excerpts', () => {
    const many = [
      ...Array.from({ length: 14 }, (_, i) => answer(`hit${i}`, 'perplexity', { ...cited(`https://x.test/page${i % 7}`), answer_excerpt: 'x'.repeat(500) })),
      ...Array.from({ length: 4 }, (_, i) => answer(`hit${i}`, 'claude', cited('https://x.test/page0'))),
      ...Array.from({ length: 11 }, (_, i) => answer(`miss${i}`, 'chatgpt')),
    ];
    const c = reportCitations(many);
    expect(c.successful_citations).toHaveLength(10);
    expect(c.successful_citations[0]?.answer_excerpt).toBe(`${'x'.repeat(500)}…`);
    expect(c.missed_opportunities).toHaveLength(8);
    expect(c.top_cited_pages).toHaveLength(5);
    expect(c.top_cited_pages[0]).toEqual({ url: 'https://x.test/page0', citation_count: 6, top_queries: ['hit0', 'hit7', 'hit1'] });
  });
});

describe('citationSummary', () => {
  const site = new SiteMatcher('x.test', ['https://x.test/', 'https://x.test/p1', 'https://x.test/p2', 'https://x.test/p3']);
  const run = {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'completed' as const,
    sources: ['perplexity', 'chatgpt', 'claude'] as Array<'perplexity' | 'chatgpt' | 'claude'>,
    queries: 3,
    repeats: 2,
    total: 18,
    done: 18,
    errors: 1,
    tokens_used: 180,
    max_tokens: 1000,
    started_at: '2026-12-03T10:00:00.000Z',
    finished_at: '2026-12-03T10:01:00.000Z',
    error: null,
  };
  const base = (answers: CitationAnswer[], over: Partial<SummaryInput> = {}): SummaryInput => ({
    answers,
    configured: new Set(['perplexity', 'chatgpt', 'claude'] as const),
    run,
    prompts: { industry: 'General', vertical: 'general', source: 'blended', classifier: 'unavailable', brand: 'X', brand_terms: ['x.test'] },
    pages: [
      { url: 'https://x.test/', score: 90 },
      { url: 'https://x.test/p1', score: 80 },
      { url: 'https://x.test/p2', score: 40 },
      { url: 'https://x.test/p3', score: null },
    ],
    site,
    ...over,
  });
  const answers = [
    answer('best widgets', 'perplexity', cited('https://x.test/p1', ['https://rival.test/w'])),
    answer('best widgets', 'perplexity', { repeat: 2, cited_urls: ['https://rival.test/w'] }),
    answer('best widgets', 'chatgpt', { mentioned: true }),
    answer('widget prices', 'perplexity', { cited_urls: ['https://www.rival.test/prices?utm_source=x', 'https://third.test/a'] }),
    answer('widget prices', 'chatgpt', { cited_urls: ['https://rival.test/prices'], mentioned: true }),
    answer('widget prices', 'claude', { error: 'Timed out (3 attempts): no answer before the deadline', error_kind: 'timeout' }),
    // As matchAnswer stores it: the audited page's URL as first match, the cited spelling kept.
    answer('X reviews', 'claude', { query_type: 'branded', cited: true, first_match_url: 'https://x.test/', cited_urls: ['http://www.x.test/#reviews'] }),
  ];

  it('fills the spec\'s fields: by source, by type, top URLs, citing and missing queries', () => {
    const s = citationSummary(base(answers));
    expect(Value.Check(CitationSummarySchema, s)).toBe(true);
    expect(s.bySource.map((b) => [b.ai_source, b.cited_queries, b.total_queries, b.cited_percentage, b.configured, b.state])).toEqual([
      ['perplexity', 1, 2, 50, true, 'completed'],
      ['chatgpt', 0, 2, 0, true, 'completed'],
      ['claude', 1, 1, 100, true, 'completed'],
      ['brave', 0, 0, 0, false, 'not_configured'],
    ]);
    expect(s.bySource[2]).toMatchObject({ errors: 1, error_kinds: { timeout: 1 } });
    expect(s.byType).toEqual([
      { query_type: 'branded', cited_percentage: 100, cited_queries: 1, total_queries: 1, total_citations: 1 },
      { query_type: 'non-branded', cited_percentage: 50, cited_queries: 1, total_queries: 2, total_citations: 1 },
    ]);
    expect(s.topCitedUrls.map((u) => [u.first_match_url, u.citation_count])).toEqual([
      ['https://x.test/', 1],
      ['https://x.test/p1', 1],
    ]);
    expect(s.topCitingQueries.map((q) => [q.query, q.ai_sources, q.total_citations])).toEqual([
      ['best widgets', 'perplexity', 1],
      ['X reviews', 'claude', 1],
    ]);
    const [best] = s.topCitingQueries;
    expect(best?.source_answers).toEqual([
      { ai_source: 'perplexity', cited_match_count: 1, cited_urls: JSON.stringify(['https://x.test/p1', 'https://rival.test/w']), answer_excerpt: 'answer to best widgets', mentioned: false, answers: 2, cited_answers: 1 },
      { ai_source: 'chatgpt', cited_match_count: 0, cited_urls: '[]', answer_excerpt: 'answer to best widgets', mentioned: true, answers: 1, cited_answers: 0 },
    ]);
    expect(s.missingQueries).toHaveLength(1);
    expect(s.missingQueries[0]).toMatchObject({ query: 'widget prices', query_type: 'non-branded', ai_sources: 'perplexity, chatgpt', mentioned_sources: ['chatgpt'] });
  });

  it('names the competitors cited instead for a missing non-branded query', () => {
    expect(citationSummary(base(answers)).missingQueries[0]?.competitors).toEqual([
      { domain: 'rival.test', citations: 2, urls: ['https://www.rival.test/prices', 'https://rival.test/prices'] },
      { domain: 'third.test', citations: 1, urls: ['https://third.test/a'] },
    ]);
  });

  it('gives answer-level rates with Wilson intervals, cited apart from mentioned', () => {
    const s = citationSummary(base(answers));
    expect(s.overall).toEqual({ answer_rate: wilsonInterval(2, 6), mentioned_answers: 2, mentioned_only_answers: 2, errors: 1 });
    expect(s.bySource[0]?.answer_rate).toEqual(wilsonInterval(1, 3));
    expect(s.bySource[1]).toMatchObject({ answer_rate: wilsonInterval(0, 2), mentioned_answers: 2 });
  });

  it('sets the score of cited pages against pages never cited', () => {
    expect(citationSummary(base(answers)).pageScores).toEqual({ cited: { pages: 2, mean_score: 85 }, never_cited: { pages: 2, mean_score: 40 } });
  });

  it('says which sources are running, not run, failed or not configured', () => {
    const running = citationSummary(base([], { run: { ...run, status: 'running', sources: ['perplexity'] } }));
    expect(running.bySource.map((b) => b.state)).toEqual(['running', 'not_run', 'not_run', 'not_configured']);
    const failed = citationSummary(base([answer('q', 'claude', { error: 'refused', error_kind: 'unauthorized' })]));
    expect(failed.bySource[2]?.state).toBe('failed');
  });

  it('is empty, and valid, before any run', () => {
    const s = citationSummary(base([], { run: null, prompts: null }));
    expect(s).toMatchObject({ byType: [], topCitedUrls: [], topCitingQueries: [], missingQueries: [], run: null });
    expect(s.bySource.every((b) => b.total_queries === 0)).toBe(true);
    expect(s.pageScores).toEqual({ cited: { pages: 0, mean_score: null }, never_cited: { pages: 4, mean_score: 70 } });
    expect(Value.Check(CitationSummarySchema, s)).toBe(true);
  });
});
