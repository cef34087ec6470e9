/**
 * Reading pages and their page-check results. A page whose check was not applicable, broke
 * (`error`) or did not run says nothing about the site, so it is left out of every share.
 */
import type { CheckResult } from '@citable/contracts';
import type { SitePage } from './types.js';

export interface PageResult {
  page: SitePage;
  result: CheckResult;
}

export interface ApplicableResults {
  applicable: PageResult[];
  /** Pages left out: the check was not applicable, errored or is missing there. */
  excluded: number;
}

function resultOf(page: SitePage, checkId: string): CheckResult | undefined {
  return page.checks.find((c) => c.id === checkId);
}

export function applicableResults(pages: readonly SitePage[], checkId: string): ApplicableResults {
  const applicable: PageResult[] = [];
  for (const page of pages) {
    const result = resultOf(page, checkId);
    if (result && result.status !== 'not_applicable' && result.status !== 'error') applicable.push({ page, result });
  }
  return { applicable, excluded: pages.length - applicable.length };
}

export function isSuccess(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

export function isNoindex(page: SitePage): boolean {
  return page.facts.robotsDirectives.some((d) => d === 'noindex' || d === 'none');
}

/**
 * The pages site shares are taken over (the catalogue's SHARE_RULE): those that answered 2xx and
 * may be indexed. Error pages carry no real facts, and a noindex page is never an answer source.
 */
export function indexablePages(pages: readonly SitePage[]): SitePage[] {
  return pages.filter((p) => isSuccess(p.statusCode) && !isNoindex(p));
}
