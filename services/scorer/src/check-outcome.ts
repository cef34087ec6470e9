/** What a page or site check returns: a score with its evidence, or "does not apply" and why. */
export interface ScoredOutcome {
  /** 0..100 (page checks give integers). */
  score: number;
  details: Record<string, unknown>;
  evidence: string[];
}

export interface NotApplicableOutcome {
  notApplicable: true;
  reason: string;
  details?: Record<string, unknown>;
  evidence?: string[];
}

export type CheckOutcome = ScoredOutcome | NotApplicableOutcome;

export function isNotApplicable(outcome: CheckOutcome): outcome is NotApplicableOutcome {
  return 'notApplicable' in outcome;
}
