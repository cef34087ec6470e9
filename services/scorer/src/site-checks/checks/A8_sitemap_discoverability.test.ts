import { describe, expect, it } from 'vitest';
import { artifacts, run, sitemap } from '../__tests__/fixtures.js';

const llmsTxt = { url: 'https://x.test/llms.txt', statusCode: 200, content: '# X', error: null };

// Points: discovery 30 (robots.txt) or 15 (default location); 25 lists URLs; 20 x same-site share;
// 25 x min(1, lastmod share / 0.8). Thresholds (decisions.md): pass 85, warn 60.
describe('A8_sitemap_discoverability', () => {
  it.each([
    {
      name: 'pass: declared in robots.txt, all URLs on the site, 80% lastmod earns full marks',
      sitemaps: [sitemap({ lastmodCount: 80 })],
      score: 100,
      status: 'ok',
    },
    {
      name: 'warn: found only at /sitemap.xml, half the URLs elsewhere, 40% lastmod',
      // 15 + 25 + 20 x 0.5 + 25 x (0.4 / 0.8) = 62.5
      sitemaps: [sitemap({ source: 'default_location', sameSiteUrlCount: 50, lastmodCount: 40 })],
      score: 62.5,
      status: 'warn',
    },
    {
      name: 'pass: an index from robots.txt with one child; only the child counts as listing pages',
      // 30 + 25 + 20 x 1 + 25 x min(1, (20 / 40) / 0.8) = 30 + 25 + 20 + 15.625
      sitemaps: [
        sitemap({ isIndex: true, urlCount: 2, sameSiteUrlCount: 0, lastmodCount: 0 }),
        sitemap({ url: 'https://x.test/s1.xml', source: 'sitemap_index', urlCount: 40, sameSiteUrlCount: 40, lastmodCount: 20 }),
      ],
      score: 90.625,
      status: 'ok',
    },
    {
      name: 'fail: reachable but empty, only at the default location',
      sitemaps: [sitemap({ source: 'default_location', urlCount: 0, sameSiteUrlCount: 0, lastmodCount: 0 })],
      score: 15,
      status: 'fail',
    },
    {
      name: 'fail: declared sitemap unreachable and nothing at /sitemap.xml',
      sitemaps: [sitemap({ statusCode: 404 }), sitemap({ source: 'default_location', statusCode: null, error: 'timeout' })],
      score: 0,
      status: 'fail',
    },
    { name: 'fail: no sitemap at all', sitemaps: [], score: 0, status: 'fail' },
  ])('$name', ({ sitemaps, score, status }) => {
    const checked = run('A8_sitemap_discoverability', [], artifacts({ sitemaps, llmsTxt }));
    expect(checked.score).toBeCloseTo(score, 10);
    expect(checked.status).toBe(status);
  });

  it('reports llms.txt without scoring it', () => {
    const withIt = run('A8_sitemap_discoverability', [], artifacts({ sitemaps: [sitemap()], llmsTxt }));
    const without = run('A8_sitemap_discoverability', [], artifacts({ sitemaps: [sitemap()] }));
    expect(withIt.score).toBe(without.score);
    expect(withIt.evidence).toContain('llms.txt found at https://x.test/llms.txt (reported, not scored)');
    expect(without.evidence).toContain('No llms.txt (reported, not scored)');
  });

  it('explains what is missing', () => {
    const checked = run(
      'A8_sitemap_discoverability',
      [],
      artifacts({ sitemaps: [sitemap({ statusCode: 404 }), sitemap({ source: 'default_location', sameSiteUrlCount: 90, lastmodCount: 10 })] }),
    );
    expect(checked.evidence).toEqual([
      'Sitemap https://x.test/sitemap.xml (robots.txt): unreachable (HTTP 404); expected HTTP 200',
      'Sitemap https://x.test/sitemap.xml (default location): 100 URLs, 90 on this site, 10 with lastmod',
      'No robots.txt Sitemap: line points to a reachable sitemap; expected one',
      '90 of 100 listed URLs belong to this site; expected all',
      '10 of 100 listed URLs carry lastmod; expected at least 80%',
      'No llms.txt (reported, not scored)',
    ]);
  });
});
