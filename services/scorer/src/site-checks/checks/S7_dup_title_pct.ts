/**
 * S7: 100 minus the share of pages whose title is missing or duplicates another page's title.
 * Assistants quote titles to name a source; two pages with one title look like one page.
 * Considers indexable pages (2xx, not noindex) that are not canonicalised to another URL, since
 * those are meant to share their canonical's title. Titles compare case- and
 * whitespace-insensitively. Duplicates need two pages: with fewer it is not applicable.
 */
import { urlKey } from '../../scoring/url-key.js';
import { indexablePages } from '../page-results.js';
import { shareOutcome, type PageVerdict } from '../share.js';
import type { SiteCheck, SitePage } from '../types.js';

function titleKey(title: string | null): string | null {
  const key = title?.replace(/\s+/g, ' ').trim().toLowerCase();
  return key ? key : null;
}

function canonicalisedAway(page: SitePage): boolean {
  return page.facts.canonical !== null && urlKey(page.facts.canonical) !== urlKey(page.url);
}

export const check: SiteCheck = {
  id: 'S7_dup_title_pct',
  evaluate({ pages }) {
    const considered = indexablePages(pages).filter((p) => !canonicalisedAway(p));
    const excluded = pages.length - considered.length;
    if (considered.length < 2) {
      return { notApplicable: true, reason: 'Fewer than 2 indexable pages to compare titles', details: { pages_considered: considered.length } };
    }
    const groups = new Map<string, number>();
    for (const page of considered) {
      const key = titleKey(page.facts.title);
      if (key) groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    const verdicts = considered.map((page): PageVerdict => {
      const key = titleKey(page.facts.title);
      if (key === null) return { url: page.url, pass: false, found: 'no title', rank: 0 };
      const sharing = groups.get(key) ?? 1;
      return sharing === 1
        ? { url: page.url, pass: true, found: `title "${page.facts.title}"`, rank: 1 }
        : {
            url: page.url,
            pass: false,
            found: `title "${page.facts.title}" shared by ${sharing} pages`,
            // Larger groups rank worse; a missing title (0) is worst of all.
            rank: 1 / sharing,
          };
    });
    return shareOutcome(verdicts, {
      summary: 'have a unique title',
      expected: 'a unique, non-empty title',
      noPagesReason: 'No indexable page to compare',
      excluded,
      details: { duplicate_titles: [...groups.values()].filter((n) => n > 1).length },
    });
  },
};
