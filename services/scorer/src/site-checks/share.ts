/**
 * Most site checks are "what share of the pages get this right". This turns per-page verdicts
 * into the outcome: the score is the passing share in percent, the evidence names the worst pages.
 */
import type { CheckOutcome } from './types.js';

export interface PageVerdict {
  url: string;
  pass: boolean;
  /** What the page has, in words, e.g. "FAQ content score 20". */
  found: string;
  /** Orders the failing pages: the lowest rank is the worst page. */
  rank: number;
}

export interface ShareOptions {
  /** Completes "N of M pages ...", e.g. "have FAQ content". */
  summary: string;
  /** What a passing page has, e.g. "score >= 60". */
  expected: string;
  /** Reason given when no page could be judged. */
  noPagesReason: string;
  /** Pages left out before judging: not indexable, or the check did not apply or errored there. */
  excluded: number;
  details?: Record<string, unknown>;
}

/** Evidence and details name at most this many pages, so results stay readable and small. */
export const WORST_PAGES_SHOWN = 5;

function worstFirst(verdicts: readonly PageVerdict[]): PageVerdict[] {
  return verdicts.filter((v) => !v.pass).sort((a, b) => a.rank - b.rank || a.url.localeCompare(b.url));
}

export function shareOutcome(verdicts: readonly PageVerdict[], options: ShareOptions): CheckOutcome {
  const details = { ...options.details, pages_considered: verdicts.length, pages_excluded: options.excluded };
  if (verdicts.length === 0) return { notApplicable: true, reason: options.noPagesReason, details };
  const passing = verdicts.filter((v) => v.pass).length;
  const worst = worstFirst(verdicts).slice(0, WORST_PAGES_SHOWN);
  return {
    score: (100 * passing) / verdicts.length,
    details: { ...details, pages_passing: passing, affected_pages: worst.map((v) => v.url) },
    evidence: [
      `${passing} of ${verdicts.length} pages ${options.summary}`,
      ...worst.map((v) => `${v.url}: found ${v.found}; expected ${options.expected}`),
    ],
  };
}
