/**
 * The Trends screen's charts: a monitor's runs on one time axis, evenly spaced by run (the score
 * history's axis and ticks). Failed runs and new prompt sets are marked on the axis with dashed
 * lines, and named in each caption and table. Each figure has its data as a table.
 */
import type { TrendPoint } from '@citable/contracts';
import { CATEGORIES, CITATION_SOURCE_LABELS, CITATION_SOURCES, type CitationSource } from '@citable/contracts/vocab';

import { formatScore } from '@/utils/score';

import type { Band, TimelineDatum, TimelineMark, TimelineSeries } from '../types';
import { historyAxisLabels } from '../utils/history-axis';
import { ChartFigure } from './chart-figure';
import { LazyStackedTimelineChart, LazyTimelineChart } from './lazy-charts';

const DETAIL_BANDS: readonly Band[] = [
  { from: 0, to: 60, tone: 'danger' },
  { from: 60, to: 85, tone: 'warn' },
  { from: 85, to: 100, tone: 'success' },
];

/** The runs as timeline rows, their tick labels, and the marks on the axis. */
export function trendTimeline(points: readonly TrendPoint[]) {
  const labels = historyAxisLabels(points.map((p) => p.finished_at));
  const runLabel = (i: number) => {
    const l = labels[i]!;
    return l.time ? `${l.day}, ${l.time}` : l.day;
  };
  const marks: TimelineMark[] = points.flatMap((p, i): TimelineMark[] => {
    const out: TimelineMark[] = [];
    if (p.status === 'failed') out.push({ id: p.run_id, kind: 'failed', label: `Run of ${runLabel(i)} failed` });
    const before = points.slice(0, i).findLast((q) => q.prompt_set_id !== null);
    if (before && p.prompt_set_id !== null && p.series > before.series) out.push({ id: p.run_id, kind: 'new_set', label: `New prompt set from ${runLabel(i)}` });
    return out;
  });
  const row = (p: TrendPoint, i: number, values: TimelineDatum['values'], extra: Partial<TimelineDatum> = {}): TimelineDatum => ({
    id: p.run_id,
    ...labels[i]!,
    values,
    ...extra,
  });
  return { labels, runLabel, marks, row };
}

/** What the marks mean, for a caption: "Dashed lines: run of Dec 7 failed; new prompt set from Dec 9." */
function marksCaption(marks: readonly TimelineMark[]): string {
  return marks.length ? ` Dashed lines: ${marks.map((m) => m.label.charAt(0).toLowerCase() + m.label.slice(1)).join('; ')}.` : '';
}

/** A run's row header in a table: when, and what is marked on it. */
function runHeader(label: string, p: TrendPoint, marks: readonly TimelineMark[]): string {
  const notes = marks.filter((m) => m.id === p.run_id).map((m) => (m.kind === 'failed' ? 'failed' : 'new prompt set'));
  return notes.length ? `${label} (${notes.join(', ')})` : label;
}

const score = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatScore(v));

export function TrendScoresFigure({ points }: { points: readonly TrendPoint[] }) {
  const t = trendTimeline(points);
  const series: TimelineSeries[] = [
    { key: 'overall', label: 'Citable Score', tone: 1 },
    { key: 'aeo', label: 'AEO', tone: 2 },
    { key: 'geo', label: 'GEO', tone: 3 },
  ];
  const data = points.map((p, i) => t.row(p, i, { overall: p.scores?.overall ?? null, aeo: p.scores?.aeo ?? null, geo: p.scores?.geo ?? null }));
  return (
    <ChartFigure
      className="chart--trend"
      title="Citable Score, AEO and GEO"
      caption={`Each monitored run, oldest first; 85 or more is good, 60 to 84 needs work, below 60 is poor.${marksCaption(t.marks)}`}
      columns={['Run', 'Citable Score', 'AEO', 'GEO']}
      rows={points.map((p, i) => [runHeader(t.runLabel(i), p, t.marks), score(p.scores?.overall), score(p.scores?.aeo), score(p.scores?.geo)])}
      height={268}
      chart={<LazyTimelineChart data={data} series={series} marks={t.marks} bands={DETAIL_BANDS} />}
    />
  );
}

export function TrendCategoriesFigure({ points }: { points: readonly TrendPoint[] }) {
  const t = trendTimeline(points);
  const series: TimelineSeries[] = CATEGORIES.map((c, i) => ({ key: c.slug, label: c.name, tone: i + 1 }));
  const valueOf = (p: TrendPoint, slug: string) => p.categories.find((c) => c.category === slug)?.score ?? null;
  const data = points.map((p, i) => t.row(p, i, Object.fromEntries(CATEGORIES.map((c) => [c.slug, valueOf(p, c.slug)]))));
  return (
    <ChartFigure
      className="chart--trend chart--trend-wide"
      title="Categories"
      caption={`The six category scores of each run, 0 to 100.${marksCaption(t.marks)}`}
      columns={['Run', ...CATEGORIES.map((c) => c.name)]}
      rows={points.map((p, i) => [runHeader(t.runLabel(i), p, t.marks), ...CATEGORIES.map((c) => score(valueOf(p, c.slug)))])}
      height={340}
      chart={<LazyTimelineChart data={data} series={series} marks={t.marks} height={340} />}
    />
  );
}

export function TrendPageBandsFigure({ points }: { points: readonly TrendPoint[] }) {
  const t = trendTimeline(points);
  const series: TimelineSeries[] = [
    { key: 'good', label: 'Good (85 or more)', tone: 101 },
    { key: 'needs_work', label: 'Needs work (60 to 84)', tone: 102 },
    { key: 'poor', label: 'Poor (below 60)', tone: 103 },
  ];
  const data = points.map((p, i) => t.row(p, i, { good: p.pages?.good ?? null, needs_work: p.pages?.needs_work ?? null, poor: p.pages?.poor ?? null }));
  const cell = (v: number | undefined) => (v === undefined ? '—' : String(v));
  return (
    <ChartFigure
      className="chart--trend"
      title="Pages by diagnostic score"
      caption={`How many pages of each run were good, needed work or were poor.${marksCaption(t.marks)}`}
      columns={['Run', 'Good', 'Needs work', 'Poor']}
      rows={points.map((p, i) => [runHeader(t.runLabel(i), p, t.marks), cell(p.pages?.good), cell(p.pages?.needs_work), cell(p.pages?.poor)])}
      height={268}
      chart={<LazyStackedTimelineChart data={data} series={series} marks={t.marks} />}
    />
  );
}

/** The sources any run asked, in the catalogue's order. */
const sourcesOf = (points: readonly TrendPoint[]): CitationSource[] =>
  CITATION_SOURCES.filter((s) => points.some((p) => p.citation_rates.some((r) => r.source === s) || p.share_of_voice.some((v) => v.source === s)));

export function TrendCitationRatesFigure({ points }: { points: readonly TrendPoint[] }) {
  const t = trendTimeline(points);
  const sources = sourcesOf(points);
  const series: TimelineSeries[] = sources.map((s, i) => ({ key: s, label: CITATION_SOURCE_LABELS[s], tone: i + 1 }));
  const rateOf = (p: TrendPoint, s: CitationSource) => p.citation_rates.find((r) => r.source === s)?.rate;
  const data = points.map((p, i) =>
    t.row(p, i, Object.fromEntries(sources.map((s) => [s, rateOf(p, s)?.rate ?? null])), {
      low: Object.fromEntries(sources.map((s) => [s, rateOf(p, s)?.low ?? null])),
      high: Object.fromEntries(sources.map((s) => [s, rateOf(p, s)?.high ?? null])),
    }),
  );
  const cell = (p: TrendPoint, s: CitationSource) => {
    const r = rateOf(p, s);
    return r ? `${formatScore(r.rate)}% (${formatScore(r.low)}–${formatScore(r.high)}%, ${r.cited} of ${r.total})` : '—';
  };
  return (
    <ChartFigure
      className="chart--trend"
      title="Citation rate by source"
      caption={`Share of answers citing the site, per AI source and run; the whiskers are each rate's 95% interval.${marksCaption(t.marks)}`}
      columns={['Run', ...series.map((s) => s.label)]}
      rows={points.map((p, i) => [runHeader(t.runLabel(i), p, t.marks), ...sources.map((s) => cell(p, s))])}
      height={268}
      chart={<LazyTimelineChart data={data} series={series} marks={t.marks} />}
    />
  );
}

export function TrendShareOfVoiceFigure({ points }: { points: readonly TrendPoint[] }) {
  const t = trendTimeline(points);
  const sources = sourcesOf(points);
  const series: TimelineSeries[] = sources.map((s, i) => ({ key: s, label: CITATION_SOURCE_LABELS[s], tone: i + 1 }));
  const shareOf = (p: TrendPoint, s: CitationSource) => p.share_of_voice.find((v) => v.source === s);
  const data = points.map((p, i) => t.row(p, i, Object.fromEntries(sources.map((s) => [s, shareOf(p, s)?.site.share ?? null]))));
  const cell = (p: TrendPoint, s: CitationSource) => {
    const v = shareOf(p, s);
    if (!v) return '—';
    const rivals = v.competitors.map((c) => `${c.domain} ${formatScore(c.share)}%`).join(', ');
    return `${formatScore(v.site.share)}%${rivals ? `; ${rivals}` : ''}`;
  };
  return (
    <ChartFigure
      className="chart--trend"
      title="Share of voice"
      caption={`The site's share of the citations among it and the sites cited for the same questions, per AI source.${marksCaption(t.marks)}`}
      columns={['Run', ...series.map((s) => `${s.label}: site; top competitors`)]}
      rows={points.map((p, i) => [runHeader(t.runLabel(i), p, t.marks), ...sources.map((s) => cell(p, s))])}
      height={268}
      chart={<LazyTimelineChart data={data} series={series} marks={t.marks} />}
    />
  );
}
