/**
 * Quick wins (spec section 9): a check that scores 0 on a page and weighs 10 or more, so one
 * change gains a lot. One quick win per check, so the five are five different fixes; each names
 * the most AI-cited page where the check scores 0 (then the first by URL). Heavier checks come
 * first, then higher impact, then the check that scores 0 on more pages. The fix is the
 * criterion's first quick fix, else its how-to-fix text (`criteria`: results carry no texts).
 */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { effortFor } from './effort.js';
import { impactRank } from './impact.js';
import { isScored } from '@citable/criteria';
import { SCORING_LIMITS } from './limits.js';
import type { ScoredPage } from './site-values.js';
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

export function quickWins(pages: readonly ScoredPage[], criteria: readonly ScoringCriterion[], citations: ReadonlyMap<string, number> = new Map()): QuickWin[] {
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const cited = countsByKey(citations);
  const byCheck = new Map<string, Candidate>();
  for (const page of pages) {
    const here = { url: page.url, citations: cited.get(urlKey(page.url)) ?? 0 };
    for (const result of page.checks.filter(isQuickWin)) {
      const candidate = byCheck.get(result.id);
      if (!candidate) {
        byCheck.set(result.id, { result, zeroPages: 1, best: here });
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
      };
    });
}
