/**
 * S11: share of pages with a machine-readable dateModified (JSON-LD or meta, read into
 * facts.dateModified) in the last 12 months. Assistants prefer sources they can see are current.
 * A date more than a day ahead of `now` is treated as wrong markup, not as fresh (a day of slack
 * covers time zones). Considers indexable pages (2xx, not noindex).
 */
import { indexablePages } from '../page-results.js';
import { shareOutcome, type PageVerdict } from '../share.js';
import type { SiteCheck, SitePage } from '../types.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// Missing or unusable dates rank below any real date.
const NO_DATE_RANK = -Number.MAX_VALUE;

function twelveMonthsBefore(now: Date): number {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 1);
  return cutoff.getTime();
}

function verdict(page: SitePage, now: Date): PageVerdict {
  const raw = page.facts.dateModified;
  if (raw === null) return { url: page.url, pass: false, found: 'no dateModified', rank: NO_DATE_RANK };
  const time = Date.parse(raw);
  if (Number.isNaN(time)) return { url: page.url, pass: false, found: `unparseable dateModified "${raw}"`, rank: NO_DATE_RANK };
  if (time > now.getTime() + DAY_MS) {
    return { url: page.url, pass: false, found: `dateModified ${raw} in the future`, rank: NO_DATE_RANK };
  }
  return { url: page.url, pass: time >= twelveMonthsBefore(now), found: `dateModified ${raw}`, rank: time };
}

export const check: SiteCheck = {
  id: 'S11_freshness_coverage_pct',
  evaluate({ pages, now }) {
    const judged = indexablePages(pages);
    return shareOutcome(
      judged.map((page) => verdict(page, now)),
      {
        summary: 'were modified in the last 12 months',
        expected: `a dateModified on or after ${new Date(twelveMonthsBefore(now)).toISOString().slice(0, 10)}`,
        noPagesReason: 'No indexable page',
        excluded: pages.length - judged.length,
      },
    );
  },
};
