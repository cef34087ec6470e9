/**
 * The contract between the page-check runner and each page check (one file per check under
 * checks/). A check is a function of the page's artifacts: it never fetches, never reads the
 * clock (`now` is an input) and never knows the catalogue's texts or thresholds.
 */
import type { CrawledPage, PageFacts } from '@citable/contracts';
import type { HtmlDocument } from '@citable/html';
import type { LlmJudge } from './llm/judge.js';
import type { CheckOutcome } from '../check-outcome.js';

export { isNotApplicable, type CheckOutcome, type NotApplicableOutcome, type ScoredOutcome } from '../check-outcome.js';

export interface PageCheckInput {
  page: CrawledPage;
  /**
   * The HTML a non-JavaScript AI crawler (GPTBot, ClaudeBot, PerplexityBot) receives. The runner
   * only runs checks on pages that have it, so it is never null when a check is evaluated.
   */
  static: HtmlDocument;
  /** The page after headless Chromium ran its scripts; null when the page was not rendered. */
  rendered: HtmlDocument | null;
  facts: PageFacts;
  renderedFacts: PageFacts | null;
  now: Date;
  /** The LLM behind the llm-type checks; null when none is configured. */
  llm: LlmJudge | null;
}

export interface PageCheck {
  id: string;
  /**
   * The catalogue's rendering rule applies: when the rendered HTML scores higher than the static
   * HTML, the result is max(static, min(rendered, 60)). The runner applies it by evaluating the
   * check a second time with the rendered page in the static slot.
   */
  renderedCredit?: boolean;
  evaluate(input: PageCheckInput): CheckOutcome | Promise<CheckOutcome>;
}

