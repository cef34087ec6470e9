import { CATEGORIES } from '@citable/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { criterion, result, scoredPage } from '../__tests__/fixtures.js';
import { categoryScores } from '../category-scores.js';
import { composite } from '../composite.js';
import { checkValues } from '../site-values.js';
import { ReportSchema, type CategoryScore } from '@citable/contracts';
import { buildReport } from './build-report.js';
import { reportCategories } from './categories.js';
import { strengths, weaknesses } from './highlights.js';
import { siteDiagnostics } from './site-diagnostics.js';

const CC = 'Content & Clarity';

function scores(values: number[]): CategoryScore[] {
  return CATEGORIES.map(({ name }, i) => ({ category: name, score: values[i] ?? 0, checks_count: 1 }));
}

describe('strengths and weaknesses', () => {
  it('strengths are strong categories (>= 70), best first, at most 3', () => {
    const s = strengths(scores([70, 95, 80, 90, 69.9, 10]));
    expect(s.map((h) => [h.category, h.percentage, h.band])).toEqual([
      ['structure-organization', 95, 'strong'],
      ['technical-foundations', 90, 'strong'],
      ['authority-trust', 80, 'strong'],
    ]);
  });

  it('weaknesses are the rest, worst first, at most 3, banded moderate (50-69) or critical', () => {
    const w = weaknesses(scores([69.9, 50, 49.9, 10, 75, 60]));
    expect(w.map((h) => [h.display_name, h.percentage, h.band])).toEqual([
      ['Technical Foundations', 10, 'critical'],
      ['Authority & Trust', 49.9, 'critical'],
      ['Structure & Organization', 50, 'moderate'],
    ]);
  });

  it('ignores categories with nothing scored', () => {
    const none = CATEGORIES.map(({ name }) => ({ category: name, score: 0, checks_count: 0 }));
    expect(weaknesses(none)).toEqual([]);
    expect(strengths(none)).toEqual([]);
  });
});

describe('reportCategories', () => {
  // C1 = (100 + 40) / 2 = 70 and C2 = (50 + 90) / 2 = 70 warn by 85/60; S7 95 passes its 90.
  const pages = [
    scoredPage('https://x.test/p1', [result('C1', 100, { category: CC, impact: 'High' }), result('C2', 50, { category: CC, impact: 'Low' })]),
    scoredPage('https://x.test/p2', [result('C1', 40, { category: CC, impact: 'High' }), result('C2', 90, { category: CC, impact: 'Low' })]),
    scoredPage('https://x.test/p3', [
      result('C1', 0, { category: CC, status: 'not_applicable' }),
      result('C2', 0, { category: CC, preview: true }),
    ]),
  ];
  const site = [result('S7', 95, { category: CC, status: 'ok', impact: 'Medium' })];
  const values = checkValues(pages, site);
  const rows = reportCategories(categoryScores(values), values, pages, [criterion('S7', { pass_threshold: 90, warn_threshold: 75 })]);

  it('tallies passing checks, the highest impact not passing and pages below 60', () => {
    expect(rows[0]).toEqual({
      category: 'content-clarity',
      display_name: CC,
      percentage: (10 * 70 + 10 * 70 + 10 * 95) / 30,
      checks_passing: 1,
      checks_total: 3,
      impact_level: 'High',
      affected_pages: 2,
    });
  });

  it('reports an empty category as Low impact with nothing to count', () => {
    expect(rows[1]).toEqual({
      category: 'structure-organization',
      display_name: 'Structure & Organization',
      percentage: 0,
      checks_passing: 0,
      checks_total: 0,
      impact_level: 'Low',
      affected_pages: 0,
    });
  });
});

describe('siteDiagnostics', () => {
  it('shows scored site checks, failures first then warnings then passes, lowest score first', () => {
    const d = siteDiagnostics([
      result('S1', 90, { status: 'ok' }),
      result('S2', 50, { status: 'warn' }),
      result('S3', 10, { status: 'fail' }),
      result('S4', 5, { status: 'fail' }),
      result('T5', 0, { status: 'fail', preview: true }),
      result('S5', 0, { status: 'not_applicable' }),
      result('S6', 0, { status: 'error' }),
    ]);
    expect(d.map((x) => [x.id, x.status])).toEqual([
      ['S4', 'fail'],
      ['S3', 'fail'],
      ['S2', 'warn'],
      ['S1', 'ok'],
    ]);
    expect(d[0]).toEqual({ id: 'S4', name: 'S4 name', status: 'fail', score: 5, impact_level: 'Medium' });
  });
});

describe('buildReport', () => {
  // 20 pages x 12 page checks, each failing everywhere; check Pk scores 0 on page 0 (a quick win).
  const checkIds = Array.from({ length: 12 }, (_, k) => `P${k}`);
  const pages = Array.from({ length: 20 }, (_, i) =>
    scoredPage(
      `https://x.test/page${String(i).padStart(2, '0')}`,
      checkIds.map((id, k) => result(id, i === 0 ? 0 : 10 + i + k, { category: CATEGORIES[k % 6]?.name ?? CC })),
      `Page ${i}`,
    ),
  );
  // 14 failing site checks, each naming 5 affected pages as site checks do in details.
  const siteChecks = Array.from({ length: 14 }, (_, i) =>
    result(`S${i}`, 5 * i, {
      status: 'fail',
      details: { affected_pages: [1, 2, 3, 4, 5].map((n) => `https://x.test/page0${n}`) },
    }),
  );
  // As the citation service writes it when a run completes: page 01 cited twice.
  const citations = {
    report: {
      total_queries: 2,
      cited_queries: 1,
      overall_rate: 50,
      by_source: [{ source: 'perplexity' as const, rate: 50, cited: 1, total: 2, answer_rate: { rate: 50, low: 9.5, high: 90.5, cited: 1, total: 2 }, mentioned_answers: 1 }],
      successful_citations: [{ query: 'found', source: 'perplexity' as const, cited_url: 'https://x.test/page01', answer_excerpt: 'Page one says so.' }],
      missed_opportunities: [{ query: 'missed', source: 'perplexity' as const, reason: 'The answer cited no sources' }],
      top_cited_pages: [{ url: 'https://x.test/page01', citation_count: 2, top_queries: ['found'] }],
      answer_rate: { rate: 50, low: 9.5, high: 90.5, cited: 1, total: 2 },
      mentioned_only_answers: 0,
      errors: 0,
    },
    pageCitations: new Map([['https://x.test/page01/', 2]]),
  };
  const values = checkValues(pages, siteChecks);
  const input = {
    audit: { domain: 'x.test', finished_at: '2025-06-15T10:00:00.000Z', pages_analyzed: 20 },
    pages,
    siteChecks,
    categoryScores: categoryScores(values),
    composite: composite(values),
    tracks: { aeo: 41.5, geo: 63.25 },
    criteria: [],
    crawlSummary: null,
  };
  const report = buildReport({ ...input, citations });

  it('caps every list at the limits of spec section 9', () => {
    expect(report.priorityFixes).toHaveLength(10);
    expect(report.priorityFixes.every((f) => f.affected_pages.length === 3)).toBe(true);
    expect(report.siteDiagnostics).toHaveLength(12);
    expect(report.topPages).toHaveLength(5);
    expect(report.quickWins).toHaveLength(5);
    expect(report.weaknesses).toHaveLength(3);
  });

  it('matches the Report schema', () => {
    expect(Value.Check(ReportSchema, report)).toBe(true);
    expect(Value.Check(ReportSchema, buildReport(input))).toBe(true);
  });

  it('carries the audit, the overall score and all six categories', () => {
    expect(report.scores).toEqual({ overall: input.composite.total, aeo: 41.5, geo: 63.25 });
    expect(report.audit).toEqual({ domain: 'x.test', finished_at: '2025-06-15T10:00:00.000Z', pages_analyzed: 20 });
    expect(report.categories.map((c) => c.category)).toEqual(CATEGORIES.map((c) => c.slug));
  });

  it('counts the pages by diagnostic score band', () => {
    const { analyzed, good, needs_work, poor } = report.pageBands;
    expect(analyzed).toBe(pages.length);
    expect(good + needs_work + poor).toBe(pages.length);
  });

  it('carries the citation section as the citation service wrote it, and zeros before any run', () => {
    expect(report.citations).toEqual(citations.report);
    expect(buildReport(input).citations).toMatchObject({ total_queries: 0, by_source: [], successful_citations: [], answer_rate: { total: 0 } });
  });

  it('counts each page\'s citations from the snapshot, whatever trivia its URL differs in', () => {
    const one = [pages[1]!];
    const onePage = buildReport({ ...input, pages: one, categoryScores: categoryScores(checkValues(one, [])), siteChecks: [], citations });
    expect(onePage.topPages).toEqual([expect.objectContaining({ url: 'https://x.test/page01', citation_count: 2 })]);
  });

  it('ranks top pages by diagnostic score with their citation counts', () => {
    // Page 19 scores round(mean(29..40)) = 35; page 1 (cited twice: found 1, found 8) scores 17.
    expect(report.topPages[0]).toEqual({ url: 'https://x.test/page19', title: 'Page 19', score: 35, citation_count: 0 });
    expect(report.quickWins[0]?.url).toBe('https://x.test/page00');
  });

  it('passes the crawl summary through as it was stored', () => {
    const crawlSummary = {
      pages: 20,
      fetched: 23,
      fetch_cap: 300,
      fetch_cap_reached: false,
      counts: { broken_links: 1, redirects: 1, resources: 1, disallowed: 0, not_fetched: 0 },
      broken_links: [{ url: 'https://x.test/gone', status_code: 404, error: null, found_via: 'link' as const, linked_from: ['https://x.test/page00'], linked_from_count: 1 }],
      redirects: [{ url: 'https://x.test/old', status_code: 301, target: 'https://x.test/page01' }],
      resources: [{ url: 'https://x.test/logo.png', status_code: 200, content_type: 'image/png' }],
    };
    const withCrawl = buildReport({ ...input, crawlSummary });
    expect(withCrawl.crawlSummary).toEqual(crawlSummary);
    expect(Value.Check(ReportSchema, withCrawl)).toBe(true);
    expect(report.crawlSummary).toBeNull();
  });

  it('without a citation run reports no citations and invents none', () => {
    const bare = buildReport(input);
    expect(bare.citations.total_queries).toBe(0);
    expect(bare.citations.successful_citations).toEqual([]);
    expect(bare.topPages.every((p) => p.citation_count === 0)).toBe(true);
  });
});
