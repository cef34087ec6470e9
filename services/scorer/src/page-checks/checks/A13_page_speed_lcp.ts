/**
 * A13 page speed (catalogue rule): AI user agents fetching live (ChatGPT-User, Perplexity-User)
 * give up on slow pages, and Google weighs Largest Contentful Paint.
 * With LCP measured in headless Chromium:
 *   <= 2.5 s 100; 2.5..4 s falls linearly from 85 to 60; 4..8 s from 59 to 10; over 8 s 10
 * When the page was not rendered, the fetch time of the static HTML stands in (the evidence says so):
 *   <= 600 ms 100; <= 1.5 s 75; <= 3 s 50; slower 20
 * Not applicable when neither was measured.
 */
import { clampScore } from '../lib/score.js';
import type { PageCheck } from '../types.js';

function lcpScore(ms: number): number {
  if (ms <= 2500) return 100;
  if (ms <= 4000) return clampScore(85 - (25 * (ms - 2500)) / 1500);
  if (ms <= 8000) return clampScore(59 - (49 * (ms - 4000)) / 4000);
  return 10;
}

function fetchScore(ms: number): number {
  if (ms <= 600) return 100;
  if (ms <= 1500) return 75;
  return ms <= 3000 ? 50 : 20;
}

export const check: PageCheck = {
  id: 'A13_page_speed_lcp',
  evaluate({ page }) {
    const lcp = page.renderedMetrics?.lcpMs ?? null;
    if (lcp !== null) {
      const ms = Math.round(lcp);
      const band = ms <= 2500 ? 'good' : ms <= 4000 ? 'needs improvement' : 'poor';
      return { score: lcpScore(ms), details: { lcpMs: ms, band, source: 'lcp' }, evidence: [`Largest Contentful Paint ${ms} ms (${band}; good is 2500 ms or less)`] };
    }
    if (page.fetchMs !== null) {
      const ms = Math.round(page.fetchMs);
      return {
        score: fetchScore(ms),
        details: { fetchMs: ms, source: 'fetch' },
        evidence: [`The page was not rendered, so LCP was not measured; the HTML took ${ms} ms to fetch (good: 600 ms or less)`],
      };
    }
    return { notApplicable: true, reason: 'Neither LCP nor the fetch time was measured for this page' };
  },
};
