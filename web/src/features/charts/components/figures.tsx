/**
 * The four charts of issue 17 as figures a screen drops in: each maps its data to chart rows, picks
 * the screen's colour bands (spec 9: the detail screens' 85/60, the report's 70/50) and gives the
 * same numbers as a table.
 */
import { formatScore, REPORT_BAND_TONE, reportBand, scoreBand, type ScoreBand } from '@/utils/score';

import type { Band, HistoryDatum, SourceDatum } from '../types';
import { historyAxisLabels } from '../utils/history-axis';
import { ChartFigure } from './chart-figure';
import { LazyCategoryBarsChart, LazyCitationSourcesChart, LazyPageBandsChart, LazyScoreHistoryChart } from './lazy-charts';

/** Which colour bands a chart uses: the audit screens' (spec 9: >= 85, >= 60) or the report's (>= 70, >= 50). */
export type BandScale = 'detail' | 'report';

const BANDS: Record<BandScale, readonly Band[]> = {
  detail: [
    { from: 0, to: 60, tone: 'danger' },
    { from: 60, to: 85, tone: 'warn' },
    { from: 85, to: 100, tone: 'success' },
  ],
  report: [
    { from: 0, to: 50, tone: 'danger' },
    { from: 50, to: 70, tone: 'warn' },
    { from: 70, to: 100, tone: 'success' },
  ],
};
const toneFor = (scale: BandScale, score: number): ScoreBand => (scale === 'detail' ? scoreBand(score) : REPORT_BAND_TONE[reportBand(score)]);
const bandWords = (scale: BandScale) => (scale === 'detail' ? '85 or more is good, 60 to 84 needs work, below 60 is poor' : '70 or more is strong, 50 to 69 moderate, below 50 critical');

export type ScoreHistoryPoint = { id: string; started_at: string; score: number };

/** The Citable Score of each completed audit of the site in the project, oldest first; `currentId` is marked. */
export function ScoreHistoryFigure({ points, currentId, scale = 'detail' }: { points: readonly ScoreHistoryPoint[]; currentId: string; scale?: BandScale }) {
  const labels = historyAxisLabels(points.map((p) => p.started_at));
  const data: HistoryDatum[] = points.map((p, i) => ({ id: p.id, date: p.started_at, ...labels[i]!, score: p.score, current: p.id === currentId }));
  return (
    <ChartFigure
      className="chart--history"
      title="Citable Score over time"
      caption={`${data.length} completed audits of this site in the project; ${bandWords(scale)}.`}
      columns={['Audit', 'Citable Score']}
      // The ticks' own words, so the table tells close audits apart as the axis does.
      rows={data.map((d) => [`${d.time ? `${d.day}, ${d.time}` : d.day}${d.current ? ' (this audit)' : ''}`, formatScore(d.score)])}
      chart={<LazyScoreHistoryChart data={data} bands={BANDS[scale]} />}
    />
  );
}

export function CategoryBarsFigure({ categories, scale }: { categories: ReadonlyArray<{ name: string; score: number }>; scale: BandScale }) {
  const data = categories.map((c) => ({ name: c.name, score: c.score, tone: toneFor(scale, c.score) }));
  return (
    <ChartFigure
      className="chart--categories"
      title="Category scores"
      caption={`Each category 0 to 100; ${bandWords(scale)}.`}
      columns={['Category', 'Score']}
      rows={data.map((d) => [d.name, formatScore(d.score)])}
      height={Math.max(240, data.length * 40)}
      chart={<LazyCategoryBarsChart data={data} bands={BANDS[scale]} />}
    />
  );
}

export function PageBandsFigure({ bands }: { bands: { good: number; needs_work: number; poor: number } }) {
  const data = [
    { label: 'Good', range: '85 or more', pages: bands.good, tone: 'success' as const },
    { label: 'Needs work', range: '60 to 84', pages: bands.needs_work, tone: 'warn' as const },
    { label: 'Poor', range: 'below 60', pages: bands.poor, tone: 'danger' as const },
  ];
  return (
    <ChartFigure
      className="chart--pages"
      title="Pages by diagnostic score"
      caption={`${bands.good + bands.needs_work + bands.poor} pages by their diagnostic score: good is 85 or more, needs work 60 to 84, poor below 60.`}
      columns={['Band', 'Pages']}
      rows={data.map((d) => [`${d.label} (${d.range})`, String(d.pages)])}
      chart={<LazyPageBandsChart data={data} />}
    />
  );
}

export type SourceRate = { label: string; rate: number; low: number; high: number; cited: number; total: number };

/** Cited answers per source with each rate's Wilson 95% interval as a whisker; `toneOf` is the screen's citation band. */
export function CitationSourcesFigure({ sources, toneOf }: { sources: readonly SourceRate[]; toneOf: (rate: number) => ScoreBand }) {
  const data: SourceDatum[] = sources.map((s) => ({ ...s, tone: toneOf(s.rate) }));
  return (
    <ChartFigure
      className="chart--sources"
      title="Citation rate by source"
      caption="Share of answers citing the site, per AI source; the whiskers are each rate's 95% interval."
      columns={['Source', 'Cited answers', '95% interval', 'Answers']}
      rows={data.map((d) => [d.label, `${formatScore(d.rate)}%`, `${formatScore(d.low)}–${formatScore(d.high)}%`, `${d.cited} of ${d.total}`])}
      chart={<LazyCitationSourcesChart data={data} />}
    />
  );
}
