/** Site-level status of a check value, by its criterion's thresholds (decisions.md). */
import type { ScoringCriterion } from '@citable/contracts';
import { statusFor } from '@citable/criteria';

type Thresholds = Pick<ScoringCriterion, 'pass_threshold' | 'warn_threshold'>;
type ScoredStatus = ReturnType<typeof statusFor>;

/** decisions.md: page checks, A8 and T5 use pass 85 / warn 60; so does a check the catalogue lacks. */
const DEFAULT_THRESHOLDS: Thresholds = { pass_threshold: 85, warn_threshold: 60 };

export function valueStatus(
  value: { id: string; value: number },
  criteria: ReadonlyArray<Pick<ScoringCriterion, 'id'> & Thresholds>,
): ScoredStatus {
  return statusFor(criteria.find((c) => c.id === value.id) ?? DEFAULT_THRESHOLDS, value.value);
}
