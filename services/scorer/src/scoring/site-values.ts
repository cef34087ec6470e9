/**
 * The value of each check for the whole site, the unit every score is built from
 * (decisions.md): a page check's value is its mean over the pages where it applies; a site
 * check's value is its score. Only scored results take part (isScored, in @citable/criteria).
 */
import type { CategoryName, CheckResult, Impact } from '@citable/contracts';
import { isScored } from '@citable/criteria';
import { mean } from './mean.js';
import { pagePasses } from './pass-mark.js';

/** A page as the scorer reads it back: its url, title and page-check results. */
export interface ScoredPage {
  id?: string;
  url: string;
  title: string | null;
  checks: CheckResult[];
}

export interface CheckValue {
  id: string;
  name: string;
  scope: 'page' | 'site';
  category: CategoryName;
  weight: number;
  impact: Impact;
  /** 0..100: mean over applicable pages (page check) or the score (site check). */
  value: number;
  /**
   * Share (0..1) of the site the check's problem touches: for a page check the pages below the
   * pass mark of 60 over the pages where it applies; for a site check 1 unless it passes (ok).
   */
  affected_share: number;
  /** Pages with the problem, worst first. */
  affected_urls: string[];
}

function identity(result: CheckResult) {
  const { id, name, category, weight, impact } = result;
  return { id, name, category, weight, impact };
}

export function siteValues(pages: readonly ScoredPage[]): CheckValue[] {
  const byCheck = new Map<string, Array<{ url: string; result: CheckResult }>>();
  for (const page of pages) {
    for (const result of page.checks.filter(isScored)) {
      const list = byCheck.get(result.id) ?? [];
      list.push({ url: page.url, result });
      byCheck.set(result.id, list);
    }
  }
  return [...byCheck.values()].flatMap((applied) => {
    const first = applied[0];
    if (!first) return [];
    const affected = applied
      .filter((a) => !pagePasses(a.result.score))
      .sort((a, b) => a.result.score - b.result.score || a.url.localeCompare(b.url));
    return [
      {
        ...identity(first.result),
        scope: 'page' as const,
        value: mean(applied.map((a) => a.result.score)),
        affected_share: affected.length / applied.length,
        affected_urls: affected.map((a) => a.url),
      },
    ];
  });
}

/** Site checks name their worst pages in details.affected_pages (see site-checks/share.ts). */
function affectedPagesOf(result: CheckResult): string[] {
  const listed = result.details['affected_pages'];
  return Array.isArray(listed) ? listed.filter((u): u is string => typeof u === 'string') : [];
}

export function siteCheckValues(siteChecks: readonly CheckResult[]): CheckValue[] {
  return siteChecks.filter(isScored).map((result) => ({
    ...identity(result),
    scope: 'site' as const,
    value: result.score,
    affected_share: result.status === 'ok' ? 0 : 1,
    affected_urls: affectedPagesOf(result),
  }));
}

export function checkValues(pages: readonly ScoredPage[], siteChecks: readonly CheckResult[]): CheckValue[] {
  return [...siteValues(pages), ...siteCheckValues(siteChecks)];
}
