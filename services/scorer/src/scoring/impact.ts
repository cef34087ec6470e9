import type { Impact } from '@citable/contracts';

const RANK: Record<Impact, number> = { High: 0, Medium: 1, Low: 2 };
const SEVERITY = { High: 'high', Medium: 'medium', Low: 'low' } as const satisfies Record<Impact, string>;

/** High is 0 and sorts first. */
export function impactRank(impact: Impact): number {
  return RANK[impact];
}

/** The report's lower-case severity of an impact level. */
export function severityOf(impact: Impact): (typeof SEVERITY)[Impact] {
  return SEVERITY[impact];
}
