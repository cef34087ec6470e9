/**
 * S3: share of pages whose canonical link is correct (G10_canonical passes), so citations go to
 * one URL per page. On top of the page check, which sees one page, the site knows where the
 * canonical leads: a canonical pointing to a page this crawl fetched with a non-2xx status or
 * found noindex sends engines to a dead end, so the page does not pass. (A canonical target that
 * redirected cannot be told apart here: pages are stored under their final URL.)
 */
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

export const check: SiteCheck = {
  id: SPEC.id,
  evaluate({ pages }) {
    const crawled = new Map(pages.map((p) => [urlKey(p.url), p]));
    return shareOfPages(SPEC, pages, () => ({
      expected: 'canonical score >= 60, pointing to a live, indexable URL',
      judge: (r: PageResult): PageVerdict => {
        const verdict = verdictOf(r, SPEC.what);
        const canonical = r.page.facts.canonical;
        const target = canonical === null ? undefined : crawled.get(urlKey(canonical));
        const problem = verdict.pass && target ? deadEnd(target) : null;
        return problem ? { ...verdict, pass: false, found: `canonical ${canonical} ${problem}` } : verdict;
      },
    }));
  },
};
