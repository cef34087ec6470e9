/**
 * Fixes as the fix lists name them. A page check and the site check that counts it ask for one
 * change (sameFix, from ANSWERED_SITE_CHECK in @citable/criteria): "FAQPage schema" fixed on every
 * page is "FAQ schema adoption" fixed too. Listed apart they took two of the first five places of
 * a real site's priority fixes for one piece of work, so each pair is one fix here, with the
 * points of both.
 */
import type { FixCriterion } from '@citable/contracts';
import { sameFix } from '@citable/criteria';
import { totalWeight } from './composite.js';
import { expectedImpact } from './expected-impact.js';
import type { CheckValue } from './site-values.js';

export interface Fix {
  /** The criteria the fix answers that would gain points, the page check first; never empty. */
  members: Array<{ value: CheckValue; impact: number }>;
  /** Points of the Citable Score the fix would gain: its members' added. */
  impact: number;
  /** Its members' weights added: the weight the fix moves in the score. */
  weight: number;
}

/** The check whose id, name and texts a fix goes by: its page check when it has one. */
export const leadOf = (fix: Fix): CheckValue => fix.members[0]!.value;

/**
 * Every fix that would gain points, by expected impact (then weight, then the lead check's id,
 * so the order is stable). A criterion that would gain nothing is no member: a pair whose site
 * check already passes is its page check alone.
 */
export function fixesByImpact(values: readonly CheckValue[]): Fix[] {
  const weight = totalWeight(values);
  const groups = new Map<string, Array<{ value: CheckValue; impact: number }>>();
  for (const value of values) {
    const impact = expectedImpact(value, weight);
    if (impact <= 0) continue;
    const key = sameFix(value.id)[0]!;
    groups.set(key, [...(groups.get(key) ?? []), { value, impact }]);
  }
  return [...groups.values()]
    .map((members) => {
      const ordered = members.sort((a, b) => sameFix(a.value.id).indexOf(a.value.id) - sameFix(b.value.id).indexOf(b.value.id));
      return {
        members: ordered,
        impact: ordered.reduce((sum, m) => sum + m.impact, 0),
        weight: ordered.reduce((sum, m) => sum + m.value.weight, 0),
      };
    })
    .sort((a, b) => b.impact - a.impact || b.weight - a.weight || leadOf(a).id.localeCompare(leadOf(b).id));
}

/** The criteria of a fix as the report names them. */
export function fixCriteria(fix: Fix): FixCriterion[] {
  return fix.members.map(({ value, impact }) => ({ id: value.id, name: value.name, scope: value.scope, weight: value.weight, expected_impact: impact }));
}
