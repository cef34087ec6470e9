/**
 * The contract between the site-check runner and each site check (one file per check under
 * checks/). A check judges what the crawler gathered and the page checks found; it never fetches,
 * never reads the clock (`now` is an input) and never knows about the catalogue's texts.
 */
import type { CheckResult, PageFacts, SiteArtifacts } from '@citable/contracts';

/** A crawled page as site checks see it: its facts plus the results of its page checks. */
export interface SitePage {
  url: string;
  statusCode: number | null;
  facts: PageFacts;
  checks: CheckResult[];
}

export interface SiteCheckInput {
  pages: SitePage[];
  artifacts: SiteArtifacts;
  now: Date;
}

export interface ScoredOutcome {
  /** 0..100, full precision. */
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

export interface SiteCheck {
  id: string;
  evaluate(input: SiteCheckInput): CheckOutcome;
}

export function isNotApplicable(outcome: CheckOutcome): outcome is NotApplicableOutcome {
  return 'notApplicable' in outcome;
}
