import { describe, expect, it } from 'vitest';
import { artifacts, NOW, pageResult, run, sitePage } from '../__tests__/fixtures.js';
import { criterionById } from '@citable/criteria';
import { runSiteChecks } from '../run-site-checks.js';
import type { CrawlSummary } from '@citable/contracts';

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

  it('fails a page whose canonical is a broken link of the crawl (not a page, so not among them)', () => {
    const pages = [
      sitePage('https://x.test/a', { checks: g10(100), facts: { canonical: 'https://x.test/docs/missing' } }),
      sitePage('https://x.test/b', { checks: g10(100), facts: { canonical: 'https://x.test/down' } }),
      sitePage('https://x.test/c', { checks: g10(100), facts: { canonical: 'https://x.test/c' } }),
    ];
    const broken = (url: string, status_code: number | null, error: string | null) => ({ url, status_code, error, found_via: 'link' as const, linked_from: [], linked_from_count: 0 });
    const crawl: CrawlSummary = {
      pages: 3,
      fetched: 5,
      fetch_cap: 300,
      fetch_cap_reached: false,
      counts: { broken_links: 2, redirects: 0, resources: 0, disallowed: 0, not_fetched: 0 },
      broken_links: [broken('https://x.test/docs/missing/', 404, null), broken('https://x.test/down', null, 'connection_reset: socket hang up')],
      redirects: [],
      resources: [],
    };
    const [checked] = runSiteChecks({ pages, artifacts: artifacts(), crawl, now: NOW }, [criterionById('S3_canonical_correct_pct')!]);
    expect(checked?.evidence).toEqual(
      expect.arrayContaining([
        'https://x.test/a: found canonical https://x.test/docs/missing answered HTTP 404; expected canonical score >= 60, pointing to a live, indexable URL',
        'https://x.test/b: found canonical https://x.test/down could not be fetched (connection_reset: socket hang up); expected canonical score >= 60, pointing to a live, indexable URL',
      ]),
    );
    expect(checked?.score).toBeCloseTo(100 / 3, 5);
  });
});
