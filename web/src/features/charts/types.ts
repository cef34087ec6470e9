/** The charts' data, as plain rows: screens map their API data to these. */
import type { ScoreBand } from '@/utils/score';

/** A score range drawn as a faint band behind a chart, in the screen's own colour bands. */
export type Band = { from: number; to: number; tone: ScoreBand };

/** One audit of the score history; `day` and `time` are its tick label (utils/history-axis.ts), distinct from every other's. */
export type HistoryDatum = { id: string; day: string; time: string; date: string; score: number; current: boolean };
export type CategoryDatum = { name: string; score: number; tone: ScoreBand };
export type PageBandDatum = { label: string; pages: number; tone: ScoreBand };
export type SourceDatum = { label: string; rate: number; low: number; high: number; cited: number; total: number; tone: ScoreBand };

/**
 * One run on a timeline (the Trends screen): its tick label, and a value per series key (null
 * where the run has none: a failed run, a source not asked). `low`/`high` maps hold intervals.
 */
export type TimelineDatum = {
  id: string;
  day: string;
  time: string;
  values: Record<string, number | null>;
  low?: Record<string, number | null>;
  high?: Record<string, number | null>;
};
/** A line (or stacked bar) of a timeline chart; `tone` picks its colour (.chart-series--N). */
export type TimelineSeries = { key: string; label: string; tone: number };
/** A run marked on the time axis: it failed, or it started a new prompt set series. */
export type TimelineMark = { id: string; kind: 'failed' | 'new_set'; label: string };
