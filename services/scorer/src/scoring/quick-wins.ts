/**
 * Quick wins (spec section 9): a check that scores 0 on a page and weighs 10 or more, so one
 * change gains a lot. One quick win per check, so the five are five different fixes; each names
 * the most AI-cited page where the check scores 0 (then the first by URL). Heavier checks come
 * first, then higher impact, then the check that scores 0 on more pages. The fix is the
 * criterion's first quick fix, else its how-to-fix text (`criteria`: results carry no texts).
 * A quick win names the criteria it answers with their points (`values`: every check's site
 * value): its check and the site check that counts it, one fix as in the priority fixes.
 */
import type { CheckResult, FixCriterion, ScoringCriterion } from '@citable/contracts';
import { effortFor } from './effort.js';
import { fixCriteria, fixesByImpact, leadOf } from './fixes.js';
import { impactRank } from './impact.js';
import { isScored, sameFix } from '@citable/criteria';
import { SCORING_LIMITS } from './limits.js';
import { siteValues, type CheckValue, type ScoredPage } from './site-values.js';
import type { QuickWin } from '@citable/contracts';
import { countsByKey, urlKey } from './url-key.js';

const QUICK_WIN_MIN_WEIGHT = 10;

interface Candidate {
  result: CheckResult;
  /** Pages where the check scores 0. */
  zeroPages: number;
  /** The page the quick win names. */
  best: { url: string; citations: number };
}

function better(a: Candidate['best'], b: Candidate['best']): boolean {
  return a.citations > b.citations || (a.citations === b.citations && a.url.localeCompare(b.url) < 0);
}

function isQuickWin(result: CheckResult): boolean {
  return isScored(result) && result.score === 0 && result.weight >= QUICK_WIN_MIN_WEIGHT;
}

export function quickWins(
  pages: readonly ScoredPage[],
  criteria: readonly ScoringCriterion[],
  citations: ReadonlyMap<string, number> = new Map(),
  values: readonly CheckValue[] = siteValues(pages),
): QuickWin[] {
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const cited = countsByKey(citations);
  const fixes = new Map(fixesByImpact(values).map((fix) => [sameFix(leadOf(fix).id)[0]!, fix]));
  const criteriaOf = (result: CheckResult): FixCriterion[] => {
    const fix = fixes.get(sameFix(result.id)[0]!);
    return fix ? fixCriteria(fix) : [{ id: result.id, name: result.name, scope: 'page', weight: result.weight, expected_impact: 0 }];
  };
  // Keyed by fix rather than by check, as the priority fixes are: one change, one quick win.
  const byCheck = new Map<string, Candidate>();
  for (const page of pages) {
    const here = { url: page.url, citations: cited.get(urlKey(page.url)) ?? 0 };
    for (const result of page.checks.filter(isQuickWin)) {
      const key = sameFix(result.id)[0]!;
      const candidate = byCheck.get(key);
      if (!candidate) {
        byCheck.set(key, { result, zeroPages: 1, best: here });
        continue;
      }
      candidate.zeroPages += 1;
      if (better(here, candidate.best)) candidate.best = here;
    }
  }
  return [...byCheck.values()]
    .sort(
      (a, b) =>
        b.result.weight - a.result.weight ||
        impactRank(a.result.impact) - impactRank(b.result.impact) ||
        b.zeroPages - a.zeroPages ||
        a.result.id.localeCompare(b.result.id),
    )
    .slice(0, SCORING_LIMITS.quickWins)
    .map(({ result, best }) => {
      const criterion = byId.get(result.id);
      return {
        url: best.url,
        quick_win: { fix: criterion?.quick_fixes[0] ?? criterion?.how_to_fix ?? '', impact: result.impact, effort: effortFor(result.id) },
        criteria: criteriaOf(result),
      };
    });
}
