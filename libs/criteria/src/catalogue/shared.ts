/** Fields and sentences every criterion shares, so each category file holds only what differs. */
import type { CategoryName, CheckType, Impact, ScoringCriterion, Scope } from '@citable/contracts';

/**
 * ScoringCriterion with its vocabulary fields narrowed to the contracts' unions. The schema's
 * static type currently widens category, scope, impact and check_type to string; this keeps a
 * typo in the catalogue a compile error rather than a test failure.
 */
export type CatalogueCriterion = ScoringCriterion & {
  category: CategoryName;
  scope: Scope;
  impact: Impact;
  check_type: CheckType;
};

/** Constant fields of every criterion in catalogue version 1. */
export const BASE = {
  version: 1,
  points_possible: 100,
  enabled: true,
  view_in_ui: true,
} as const;

/** Page checks: spec section 3, "Page checks use pass 85 / warn 60". */
export const PAGE_THRESHOLDS = { pass_threshold: 85, warn_threshold: 60 } as const;

/**
 * The rendering rule shared by the page checks that read markup. GPTBot, OAI-SearchBot,
 * ClaudeBot and PerplexityBot fetch HTML without running JavaScript (Vercel/MERJ log study,
 * Dec 2024), while Googlebot renders. So an element that only exists after JavaScript is real
 * for Google AI Overviews but invisible to most assistants: it earns at most a warning.
 */
export const JS_RULE =
  'Read from the static HTML, which is what GPTBot, ClaudeBot and PerplexityBot receive. If the page was rendered and the rendered HTML scores higher, the score is max(static, min(rendered, 60)): content that only appears after JavaScript runs is seen by Google but not by most AI crawlers, so it can reach a warning, never a pass.';

/** How S-checks turn page results into a site score (spec section 9: a page passes a criterion at >= 60). */
export const SHARE_RULE = (pageCheck: string): string =>
  `Share of crawled HTML pages (2xx, not noindex) where ${pageCheck} applies and scores 60 or more ("passing", spec section 9), times 100. Pages where ${pageCheck} is not_applicable or errored are left out of both sides of the ratio; with no such pages the check is not_applicable.`;

/** Numbered steps, one per line, as the UI's "How to Fix" section shows them. */
export const steps = (...items: string[]): string => items.map((s, i) => `${i + 1}. ${s}`).join('\n');

/**
 * Lets code examples be indented with the surrounding data: drops the first and last blank
 * lines and the indentation every line shares.
 */
export function dedent(text: string): string {
  const lines = text.replace(/^\s*\n/, '').replace(/\n\s*$/, '').split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}
