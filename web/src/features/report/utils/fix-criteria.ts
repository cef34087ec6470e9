import type { FixCriterion, PriorityFix } from '@citable/contracts';

/**
 * The criteria a fix names beside its own name: both, when it answers a page check and the site
 * check counting it (one change, one fix); none when it answers its own criterion only, or came
 * from a scorer that did not say.
 */
export function pairedCriteria(fix: Pick<PriorityFix, 'criteria'>): FixCriterion[] {
  return fix.criteria && fix.criteria.length > 1 ? fix.criteria : [];
}

/** "page check" or "site check". */
export const scopeLabel = (c: Pick<FixCriterion, 'scope'>): string => `${c.scope} check`;
