/**
 * S3: share of pages whose canonical link is correct (G10_canonical passes), so citations go to
 * one URL per page. On top of the page check, which sees one page, the site knows where the
 * canonical leads: a canonical pointing to a URL this crawl found broken (a 4xx/5xx answer or
 * none: a broken link of the crawl summary) or to a page found noindex sends engines to a dead end,
 * so the page does not pass.
 */
import type { BrokenLink } from '@citable/contracts';
import { urlKey } from '../../scoring/url-key.js';
import { shareOfPages, verdictOf, type PageCheckShareSpec } from '../page-check-share.js';
import { isNoindex, isSuccess, type PageResult } from '../page-results.js';
import type { PageVerdict } from '../share.js';
import type { SiteCheck, SitePage } from '../types.js';

const SPEC: PageCheckShareSpec = {
  id: 'S3_canonical_correct_pct',
  pageCheckId: 'G10_canonical',
  what: 'canonical',
  summary: 'have a correct canonical link',
};

function deadEnd(target: SitePage): string | null {
  if (!isSuccess(target.statusCode)) return `answered HTTP ${target.statusCode ?? 'no response'}`;
  return isNoindex(target) ? 'is noindex' : null;
}

function brokenProblem(link: BrokenLink): string {
  return link.status_code === null ? `could not be fetched (${link.error ?? 'no response'})` : `answered HTTP ${link.status_code}`;
}

export const check: SiteCheck = {
  id: SPEC.id,
  evaluate({ pages, crawl }) {
    const crawled = new Map(pages.map((p) => [urlKey(p.url), p]));
    const broken = new Map((crawl?.broken_links ?? []).map((b) => [urlKey(b.url), b]));
    const problemOf = (canonical: string): string | null => {
      const target = crawled.get(urlKey(canonical));
      if (target) return deadEnd(target);
      const link = broken.get(urlKey(canonical));
      return link ? brokenProblem(link) : null;
    };
    return shareOfPages(SPEC, pages, () => ({
      expected: 'canonical score >= 60, pointing to a live, indexable URL',
      judge: (r: PageResult): PageVerdict => {
        const verdict = verdictOf(r, SPEC.what);
        const canonical = r.page.facts.canonical;
        const problem = verdict.pass && canonical !== null ? problemOf(canonical) : null;
        return problem ? { ...verdict, pass: false, found: `canonical ${canonical} ${problem}` } : verdict;
      },
    }));
  },
};
