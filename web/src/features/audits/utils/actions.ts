import type { CheckResult, PageSummary, ScoringCriterion } from '@citable/contracts';

import { IMPACT_ORDER, impactOf, isScored } from '@/utils/checks';

/** Spec 9: top blockers and quick wins list 5 each; a quick win is a check scoring 0 with weight >= 10. */
export const ACTION_LIMITS = { topBlockers: 5, quickWins: 5, quickWinMinWeight: 10 } as const;

export type Blocker = {
  id: string;
  name: string;
  category: string;
  impact: string;
  weight: number;
  /** Pages where the check warns or fails. */
  pages: number;
  /** Average score over the pages where it is scored. */
  average: number;
};

const isIssue = (c: CheckResult) => isScored(c) && (c.status === 'warn' || c.status === 'fail' || c.status === 'error');

/**
 * The checks that hold the most pages back: the ones failing or warning on the most pages,
 * heavier and higher-impact first on ties.
 */
export function topBlockers(pages: readonly Pick<PageSummary, 'checks_json'>[], limit: number = ACTION_LIMITS.topBlockers): Blocker[] {
  const byId = new Map<string, Blocker & { sum: number; scored: number }>();
  for (const page of pages) {
    for (const check of page.checks_json ?? []) {
      if (!isScored(check)) continue;
      const entry = byId.get(check.id) ?? {
        id: check.id,
        name: check.name,
        category: check.category,
        impact: impactOf(check),
        weight: check.weight,
        pages: 0,
        average: 0,
        sum: 0,
        scored: 0,
      };
      entry.sum += check.score;
      entry.scored += 1;
      if (isIssue(check)) entry.pages += 1;
      byId.set(check.id, entry);
    }
  }
  return [...byId.values()]
    .filter((b) => b.pages > 0)
    .map(({ sum, scored, ...b }) => ({ ...b, average: sum / scored }))
    .sort(
      (a, b) =>
        b.pages - a.pages ||
        (IMPACT_ORDER[a.impact] ?? 3) - (IMPACT_ORDER[b.impact] ?? 3) ||
        b.weight - a.weight ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}

export type QuickWinItem = {
  id: string;
  name: string;
  impact: string;
  weight: number;
  /** Pages where the check scores 0. */
  pages: number;
  /** One page to start with. */
  example: { url: string; pageId: string };
  fix: string;
};

/**
 * Quick wins (spec 9): checks scoring 0 with weight >= 10, heaviest first, one entry per check,
 * top 5. The fix is the criterion's first quick fix, else its how-to-fix text, from the catalogue
 * (check results in lists carry no texts); empty while the catalogue is loading.
 */
export function quickWins(
  pages: readonly Pick<PageSummary, 'id' | 'url' | 'checks_json'>[],
  criteria: readonly Pick<ScoringCriterion, 'id' | 'quick_fixes' | 'how_to_fix'>[],
  limit: number = ACTION_LIMITS.quickWins,
): QuickWinItem[] {
  const texts = new Map(criteria.map((c) => [c.id, c]));
  const byId = new Map<string, QuickWinItem>();
  for (const page of pages) {
    for (const check of page.checks_json ?? []) {
      if (!isScored(check) || check.score !== 0 || check.weight < ACTION_LIMITS.quickWinMinWeight) continue;
      const entry = byId.get(check.id);
      if (entry) {
        entry.pages += 1;
        continue;
      }
      byId.set(check.id, {
        id: check.id,
        name: check.name,
        impact: impactOf(check),
        weight: check.weight,
        pages: 1,
        example: { url: page.url, pageId: page.id },
        fix: texts.get(check.id)?.quick_fixes[0] ?? texts.get(check.id)?.how_to_fix ?? '',
      });
    }
  }
  return [...byId.values()]
    .sort((a, b) => b.weight - a.weight || (IMPACT_ORDER[a.impact] ?? 3) - (IMPACT_ORDER[b.impact] ?? 3) || b.pages - a.pages || a.id.localeCompare(b.id))
    .slice(0, limit);
}
