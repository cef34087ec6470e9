import { describe, expect, it } from 'vitest';
import { pageResult, run, sitePage } from '../__tests__/fixtures.js';

const g10 = (score: number) => [pageResult('G10_canonical', score)];

describe('S3_canonical_correct_pct', () => {
  it('fails a page whose canonical points to a crawled page that is not live or is noindex', () => {
    const pages = [
      sitePage('https://x.test/a', { checks: g10(100), facts: { canonical: 'https://x.test/a' } }),
      sitePage('https://x.test/b', { checks: g10(100), facts: { canonical: 'https://x.test/gone/' } }),
      sitePage('https://x.test/c', { checks: g10(100), facts: { canonical: 'https://x.test/hidden' } }),
      sitePage('https://x.test/d', { checks: g10(100), facts: { canonical: 'https://elsewhere.test/d' } }),
      sitePage('https://x.test/gone', { statusCode: 404 }),
      sitePage('https://x.test/hidden', { facts: { robotsDirectives: ['noindex'] } }),
    ];
    const checked = run('S3_canonical_correct_pct', pages);
    // a and d pass (d's target was not crawled: nothing to hold against it); b and c lead to dead ends.
    expect(checked.score).toBe(50);
    expect(checked.status).toBe('fail');
    expect(checked.evidence).toContain(
      'https://x.test/b: found canonical https://x.test/gone/ answered HTTP 404; expected canonical score >= 60, pointing to a live, indexable URL',
    );
    expect(checked.evidence).toContain(
      'https://x.test/c: found canonical https://x.test/hidden is noindex; expected canonical score >= 60, pointing to a live, indexable URL',
    );
  });
});
