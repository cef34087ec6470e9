/**
 * The contract between the site-check runner and each site check (one file per check under
 * checks/). A check judges what the crawler gathered and the page checks found; it never fetches,
 * never reads the clock (`now` is an input) and never knows about the catalogue's texts.
 */
import type { CheckResult, CrawlSummary, PageFacts, SiteArtifacts } from '@citable/contracts';
import type { CheckOutcome } from '../check-outcome.js';

export { isNotApplicable, type CheckOutcome, type NotApplicableOutcome, type ScoredOutcome } from '../check-outcome.js';

/** A crawled page as site checks see it: its facts plus the results of its page checks. */
export interface SitePage {
  url: string;
  statusCode: number | null;
  facts: PageFacts;
  checks: CheckResult[];
}

export interface SiteCheckInput {
  /** The pages of the audit: HTML that answered 2xx. */
  pages: SitePage[];
  artifacts: SiteArtifacts;
  /** What the crawl met besides pages (broken links...); absent for audits crawled before it was kept. */
  crawl?: CrawlSummary | null;
  now: Date;
}

export interface SiteCheck {
  id: string;
  evaluate(input: SiteCheckInput): CheckOutcome;
}

