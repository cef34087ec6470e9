import type { CitationSourceState, CitationSummary, RateInterval } from '@citable/contracts';
import { CITATION_SOURCE_LABELS, type CitationSource } from '@citable/contracts/vocab';

import { formatScore } from '@/utils/score';

export const sourceLabel = (source: string): string => CITATION_SOURCE_LABELS[source as CitationSource] ?? source;

/** What the Citations tab calls each state of a source. */
export const SOURCE_STATE_LABELS: Record<CitationSourceState, string> = {
  not_configured: 'Not configured',
  not_run: 'Not run yet',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

/**
 * Overall share of test questions whose answers cited the site (0..100), or null without
 * queries. byType counts distinct questions across sources.
 */
export function overallCitationRate(summary: Pick<CitationSummary, 'byType'> | undefined): number | null {
  const types = summary?.byType ?? [];
  const asked = types.reduce((s, t) => s + t.total_queries, 0);
  if (asked === 0) return null;
  return (types.reduce((s, t) => s + t.cited_queries, 0) / asked) * 100;
}

/** "perplexity, chatgpt" -> ["perplexity", "chatgpt"]. */
export const splitSources = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The last answer across sources (ISO text), or null. */
export function lastRun(summary: Pick<CitationSummary, 'bySource'> | undefined): string | null {
  const times = (summary?.bySource ?? []).map((s) => s.last_run).filter((t): t is string => Boolean(t));
  return times.sort().at(-1) ?? null;
}

/** "95% CI 20.1–36.4%": the Wilson interval of a rate, for a person to read. */
export const intervalText = (r: Pick<RateInterval, 'low' | 'high'>): string => `95% CI ${formatScore(r.low)}–${formatScore(r.high)}%`;
