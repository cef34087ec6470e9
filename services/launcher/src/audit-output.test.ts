import type { AuditProgress, CrawlSummary } from '@citable/contracts';
import { describe, expect, it } from 'vitest';
import { crawlLines, fixName, progressLine } from './audit-output.js';

const AUDIT = '4b0c1a4e-8d35-4e0e-9c43-6f1e2a9b7c10';
const ev = (status: AuditProgress['status'], discovered: number, crawled: number, scored: number): AuditProgress => ({ auditId: AUDIT, status, discovered, crawled, scored });
const parse = (line: string) => {
  const m = /^\r\[(#*)(\.*)\] (\w+)\s+found (\d+), crawled (\d+), scored (\d+)/.exec(line);
  if (!m) throw new Error(`not a progress line: ${JSON.stringify(line)}`);
  return { filled: m[1]!.length, width: m[1]!.length + m[2]!.length, status: m[3], found: Number(m[4]), crawled: Number(m[5]), scored: Number(m[6]) };
};

describe('citable audit progress line', () => {
  // Events in the order they arrived in a real 3-page audit: the crawler's say 0 scored, and the
  // scorer's carry the crawl counters as last stored.
  const events = [
    ev('running', 0, 0, 0),
    ev('running', 1, 0, 0),
    ev('running', 1, 0, 1),
    ev('running', 3, 1, 0),
    ev('running', 3, 1, 2),
    ev('running', 3, 2, 0),
    ev('running', 3, 2, 3),
    ev('running', 3, 3, 0),
    ev('completed', 3, 3, 3),
  ];

  it('never shows a counter or the bar going back, and fills when the audit completes', () => {
    const line = progressLine(50);
    const shown = events.map((e) => parse(line(e)));
    for (const [i, p] of shown.entries()) {
      expect(p.width).toBe(30);
      if (i === 0) continue;
      const before = shown[i - 1]!;
      expect(p.found).toBeGreaterThanOrEqual(before.found);
      expect(p.crawled).toBeGreaterThanOrEqual(before.crawled);
      expect(p.scored).toBeGreaterThanOrEqual(before.scored);
      expect(p.filled).toBeGreaterThanOrEqual(before.filled);
    }
    expect(shown.at(-1)).toEqual({ filled: 30, width: 30, status: 'completed', found: 3, crawled: 3, scored: 3 });
    expect(shown.slice(0, -1).every((p) => p.filled < 30)).toBe(true);
    expect(shown[4]!.filled).toBeGreaterThan(0);
    // The scorer's first event came before the crawler's counters: 1 scored means 1 crawled.
    expect(shown[2]).toMatchObject({ found: 1, crawled: 1, scored: 1 });
  });

  it('counts toward --max-pages when the site has more pages than that', () => {
    const line = progressLine(10);
    const halfway = parse(line(ev('running', 40, 10, 0)));
    expect(halfway.filled).toBe(15);
  });
});

describe('citable audit crawl summary lines', () => {
  const broken = (i: number) => ({
    url: `https://x.test/docs/${i}`,
    status_code: i === 0 ? null : 404,
    error: i === 0 ? 'connection_reset: socket hang up' : null,
    found_via: 'link' as const,
    linked_from: ['https://x.test/', 'https://x.test/about'],
    linked_from_count: i === 1 ? 1 : 12,
  });
  const summary: CrawlSummary = {
    pages: 40,
    fetched: 150,
    fetch_cap: 150,
    fetch_cap_reached: true,
    counts: { broken_links: 7, redirects: 1, resources: 3, disallowed: 2, not_fetched: 0 },
    broken_links: Array.from({ length: 7 }, (_, i) => broken(i)),
    redirects: [],
    resources: [],
  };

  it('counts what is not a page, shows the first broken links and their linking pages, and says when the cap stopped the crawl', () => {
    expect(crawlLines(summary)).toEqual([
      '  Crawl: 7 broken links, 1 redirect, 3 files skipped, 2 disallowed by robots.txt; stopped at the fetch cap (150 fetches)',
      '    connection_reset: socket hang up  https://x.test/docs/0  (linked from https://x.test/ and 11 others)',
      '    HTTP 404  https://x.test/docs/1  (linked from https://x.test/)',
      '    HTTP 404  https://x.test/docs/2  (linked from https://x.test/ and 11 others)',
      '    HTTP 404  https://x.test/docs/3  (linked from https://x.test/ and 11 others)',
      '    HTTP 404  https://x.test/docs/4  (linked from https://x.test/ and 11 others)',
      '    ... 2 more (--json lists them)',
    ]);
  });

  it('counts the canonical copies when there are some (--json lists them with their canonicals)', () => {
    const copies = { ...summary, fetch_cap_reached: false, counts: { ...summary.counts, broken_links: 0, disallowed: 0, canonical_copies: 158 }, broken_links: [] };
    expect(crawlLines(copies)).toEqual(['  Crawl: 0 broken links, 1 redirect, 3 files skipped, 158 canonical copies']);
    expect(crawlLines({ ...copies, counts: { ...copies.counts, canonical_copies: 1 } })[0]).toMatch(/, 1 canonical copy$/);
    // A summary kept before copies were counted reads as none.
    expect(crawlLines({ ...copies, counts: { ...copies.counts, canonical_copies: undefined } })[0]).toBe('  Crawl: 0 broken links, 1 redirect, 3 files skipped');
  });

  it('says nothing for an audit crawled before summaries were kept', () => {
    expect(crawlLines(null)).toEqual([]);
  });
});

describe('citable audit fix names', () => {
  it('names both criteria of a fix that answers a page check and the site check counting it', () => {
    const criterion = (id: string, name: string, scope: 'page' | 'site') => ({ id, name, scope, weight: 10, expected_impact: 2 });
    expect(
      fixName({ name: 'FAQPage schema', criteria: [criterion('A4_schema_faqpage', 'FAQPage schema', 'page'), criterion('S2_faq_schema_adoption_pct', 'FAQ schema adoption', 'site')] }),
    ).toBe('FAQPage schema + FAQ schema adoption');
    expect(fixName({ name: 'Title quality', criteria: [criterion('C1_title_quality', 'Title quality', 'page')] })).toBe('Title quality');
    // A report from an older scorer names no criteria.
    expect(fixName({ name: 'Title quality' })).toBe('Title quality');
  });
});
