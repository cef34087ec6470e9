import type { CitationSummary } from '@citable/contracts';

/**
 * Overall share of test questions whose answers cited the site (0..100), or null without
 * queries. byType counts distinct questions; without it, answers across sources are counted.
 */
export function overallCitationRate(summary: Partial<Pick<CitationSummary, 'bySource' | 'byType'>> | undefined): number | null {
  const types = summary?.byType ?? [];
  const asked = types.reduce((s, t) => s + (t.total_queries ?? 0), 0);
  if (asked > 0) return (types.reduce((s, t) => s + (t.cited_queries ?? 0), 0) / asked) * 100;
  const rows = summary?.bySource ?? [];
  const total = rows.reduce((s, r) => s + (r.total_queries ?? 0), 0);
  if (total === 0) return null;
  const cited = rows.reduce((s, r) => s + (r.cited_queries ?? 0), 0);
  return (cited / total) * 100;
}

/** "perplexity, chatgpt" -> ["perplexity", "chatgpt"]. */
export const splitSources = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The last run across sources (ISO text), or null. */
export function lastRun(summary: Pick<CitationSummary, 'bySource'> | undefined): string | null {
  const times = (summary?.bySource ?? []).map((s) => s.last_run).filter((t): t is string => Boolean(t));
  return times.sort().at(-1) ?? null;
}
