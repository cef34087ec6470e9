import { describe, expect, it } from 'vitest';
import { result, scoredPage } from './__tests__/fixtures.js';
import { fixFirst } from './fix-first.js';

const high = (id: string, score: number) => result(id, score, { impact: 'High' });
const medium = (id: string, score: number) => result(id, score, { impact: 'Medium' });

// Issues are checks that warn (60..84) or fail (< 60); ok, preview, n/a and error are not.
const pages = [
  scoredPage('https://x.test/a', [high('h1', 10), medium('m1', 70), medium('ok', 90)]), // 1 high, 2 issues
  scoredPage('https://x.test/b', [medium('m1', 10), medium('m2', 10), medium('m3', 70)]), // 0 high, 3 issues, cited 2
  scoredPage('https://x.test/c', [high('h1', 0), high('h2', 65)]), // 2 high, 2 issues
  scoredPage('https://x.test/d', [high('h1', 0), medium('m1', 0), medium('m2', 0)]), // 1 high, 3 issues
  scoredPage('https://x.test/e', [high('h1', 100), medium('m1', 90)]), // no issues
  scoredPage('https://x.test/f', [medium('m1', 50)]), // 0 high, 1 issue, cited 5
  scoredPage('https://x.test/g', [
    high('p', 0),
    result('n', 0, { status: 'not_applicable' }),
    result('e', 0, { status: 'error' }),
  ].map((r) => (r.id === 'p' ? { ...r, preview: true } : r))), // nothing that counts
];
const citations = new Map([
  ['https://x.test/b/', 2], // trailing slash and fragment still match the page
  ['https://x.test/f#top', 5],
]);

describe('fixFirst', () => {
  it('puts cited pages first, then more High-impact issues, then more issues', () => {
    expect(fixFirst(pages, citations).map((i) => i.url)).toEqual([
      'https://x.test/b', // cited, 3 issues
      'https://x.test/f', // cited, 1 issue (more citations do not outrank more issues)
      'https://x.test/c', // 2 high
      'https://x.test/d', // 1 high, 3 issues
      'https://x.test/a', // 1 high, 2 issues
    ]);
  });

  it('counts issues and High-impact issues and names the top issues, High first', () => {
    const d = fixFirst(pages, citations).find((i) => i.url === 'https://x.test/d');
    expect(d).toEqual({
      url: 'https://x.test/d',
      title: null,
      citation_count: 0,
      high_impact_issues: 1,
      issue_count: 3,
      top_issues: [
        { id: 'h1', name: 'h1 name', impact: 'High', score: 0 },
        { id: 'm1', name: 'm1 name', impact: 'Medium', score: 0 },
        { id: 'm2', name: 'm2 name', impact: 'Medium', score: 0 },
      ],
    });
  });

  it('without citations orders by High-impact issues, then issue count', () => {
    expect(fixFirst(pages).map((i) => i.url)).toEqual([
      'https://x.test/c',
      'https://x.test/d',
      'https://x.test/a',
      'https://x.test/b',
      'https://x.test/f',
    ]);
  });

  it('carries the page id and caps the issues shown at 5', () => {
    const busy = { ...scoredPage('https://x.test/z', Array.from({ length: 7 }, (_, i) => medium(`m${i}`, 0)), 'Z'), id: 'page-1' };
    const [item] = fixFirst([busy]);
    expect(item?.page_id).toBe('page-1');
    expect(item?.title).toBe('Z');
    expect(item?.issue_count).toBe(7);
    expect(item?.top_issues).toHaveLength(5);
  });
});
