/**
 * The charts themselves, drawn with Recharts. This module is the only one that imports Recharts,
 * and it is loaded lazily (lazy-charts.tsx), so the library is a chunk of its own that screens
 * without charts never download. The SVGs are decorative to assistive technology: each figure
 * carries its data as a table (chart-figure.tsx).
 */
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, ErrorBar, Legend, Line, LineChart, ReferenceArea, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';

import type { Band, CategoryDatum, HistoryDatum, PageBandDatum, SourceDatum, TimelineDatum, TimelineMark, TimelineSeries } from '../types';

const HEIGHT = 240;
const AXIS = { fontSize: 12, fill: 'var(--color-muted)' };
const PERCENT = [0, 100] as [number, number];

/** Faint background bands behind the bars or line: which score range is good, which is not. */
const bandAreas = (bands: readonly Band[], axis: 'x' | 'y') =>
  bands.map((b) =>
    axis === 'y' ? (
      <ReferenceArea key={b.from} y1={b.from} y2={b.to} className={`chart-band chart-band--${b.tone}`} ifOverflow="hidden" />
    ) : (
      <ReferenceArea key={b.from} x1={b.from} x2={b.to} className={`chart-band chart-band--${b.tone}`} ifOverflow="hidden" />
    ),
  );

/**
 * The score history's tick: the audit's day over its time, two short lines rather than one long
 * one, so more ticks fit before Recharts has to skip some.
 */
function HistoryTick({ x, y, payload, byId }: { x?: number | string; y?: number | string; payload?: { value?: unknown }; byId: ReadonlyMap<string, HistoryDatum> }) {
  const datum = byId.get(String(payload?.value));
  if (!datum) return <g />;
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={AXIS.fontSize} fill={AXIS.fill} className="chart-tick">
      <tspan x={x} dy="0.9em">
        {datum.day}
      </tspan>
      <tspan x={x} dy="1.25em">
        {datum.time}
      </tspan>
    </text>
  );
}

/**
 * The Citable Score of each audit in order. The x axis is by audit (its unique id), evenly spaced,
 * so audits of one minute get a point each; the ticks name when each ran (utils/history-axis.ts).
 */
export function ScoreHistoryChart({ data, bands }: { data: readonly HistoryDatum[]; bands: readonly Band[] }) {
  const byId = new Map(data.map((d) => [d.id, d]));
  // Recharts measures this text to decide which ticks fit: the longer of the tick's two lines.
  const widest = (id: unknown) => {
    const d = byId.get(String(id));
    return d ? (d.time.length > d.day.length ? d.time : d.day) : '';
  };
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      {/* The right margin holds half the last tick's text, so that tick stays centred under its point. */}
      <LineChart data={[...data]} margin={{ top: 12, right: 40, bottom: 4, left: -12 }} accessibilityLayer={false}>
        {bandAreas(bands, 'y')}
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
        <XAxis
          dataKey="id"
          type="category"
          allowDuplicatedCategory={false}
          height={40}
          tickLine={false}
          tickFormatter={widest}
          minTickGap={12}
          tick={(props: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) => <HistoryTick {...props} byId={byId} />}
        />
        <YAxis domain={PERCENT} ticks={[0, 25, 50, 75, 100]} tick={AXIS} tickLine={false} axisLine={false} />
        <Line dataKey="score" type="monotone" className="chart-line" stroke="var(--color-brand)" strokeWidth={2.5} dot={{ r: 4 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function CategoryBarsChart({ data, bands }: { data: readonly CategoryDatum[]; bands: readonly Band[] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(HEIGHT, data.length * 40)}>
      <BarChart data={[...data]} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }} accessibilityLayer={false}>
        {bandAreas(bands, 'x')}
        <CartesianGrid strokeDasharray="3 3" horizontal={false} className="chart-grid" />
        <XAxis type="number" domain={PERCENT} ticks={[0, 25, 50, 75, 100]} tick={AXIS} tickLine={false} />
        <YAxis type="category" dataKey="name" width={170} tick={AXIS} tickLine={false} axisLine={false} />
        <Bar dataKey="score" barSize={18} radius={[0, 4, 4, 0]} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.name} className={`chart-bar chart-bar--${d.tone}`} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function PageBandsChart({ data }: { data: readonly PageBandDatum[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={[...data]} margin={{ top: 12, right: 16, bottom: 4, left: -12 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} interval={0} />
        <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
        <Bar dataKey="pages" barSize={56} radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.label} className={`chart-bar chart-bar--${d.tone}`} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function CitationSourcesChart({ data }: { data: readonly SourceDatum[] }) {
  // ErrorBar takes [below, above] the rate: the Wilson interval around it. It rides on a line with
  // no stroke, not on the bar: a bar of 0% has no height, and Recharts draws no whisker on it,
  // while a source never cited still has an interval worth seeing (0% to its upper bound).
  const rows = data.map((d) => ({ ...d, interval: [d.rate - d.low, d.high - d.rate] }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ComposedChart data={rows} margin={{ top: 12, right: 16, bottom: 4, left: -12 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} interval={0} />
        <YAxis domain={PERCENT} ticks={[0, 25, 50, 75, 100]} unit="%" tick={AXIS} tickLine={false} axisLine={false} />
        <Bar dataKey="rate" barSize={48} radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {rows.map((d) => (
            <Cell key={d.label} className={`chart-bar chart-bar--${d.tone}`} />
          ))}
        </Bar>
        <Line dataKey="rate" stroke="none" dot={false} activeDot={false} legendType="none" isAnimationActive={false}>
          <ErrorBar dataKey="interval" direction="y" isAnimationActive={false} width={10} strokeWidth={2} stroke="var(--color-text)" />
        </Line>
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Series colours: 1-6 for lines (each figure's table carries the same numbers), 101-103 the page bands' good / needs work / poor. */
const SERIES_COLOURS: Record<number, string> = {
  1: '#2563eb',
  2: '#9333ea',
  3: '#0f9488',
  4: '#d97706',
  5: '#db2777',
  6: '#4b5563',
  101: '#1f9d66',
  102: '#e0900f',
  103: '#d23b3b',
};
const colourOf = (tone: number) => SERIES_COLOURS[tone] ?? '#4b5563';

/** Timeline data as Recharts rows: flat keys (`v:key`, and `e:key` for the interval around the value). */
function timelineRows(data: readonly TimelineDatum[], series: readonly TimelineSeries[]) {
  return data.map((d) => {
    const row: Record<string, unknown> = { id: d.id };
    for (const s of series) {
      const v = d.values[s.key] ?? null;
      row[`v:${s.key}`] = v;
      const low = d.low?.[s.key];
      const high = d.high?.[s.key];
      if (v !== null && low != null && high != null) row[`e:${s.key}`] = [v - low, high - v];
    }
    return row;
  });
}

/** Vertical lines on the runs marked: a failed run (danger) or a new prompt set (brand). */
const markLines = (marks: readonly TimelineMark[]) =>
  marks.map((m) => (
    <ReferenceLine key={`${m.kind}:${m.id}`} x={m.id} stroke={m.kind === 'failed' ? '#d23b3b' : '#2563eb'} strokeWidth={2} strokeDasharray="5 4" ifOverflow="extendDomain" />
  ));

function timelineAxis(data: readonly TimelineDatum[]) {
  const byId = new Map(data.map((d) => [d.id, { ...d, date: '', score: 0, current: false } satisfies HistoryDatum]));
  return (
    <XAxis
      dataKey="id"
      type="category"
      allowDuplicatedCategory={false}
      height={40}
      tickLine={false}
      minTickGap={12}
      tickFormatter={(id: unknown) => {
        const d = byId.get(String(id));
        return d ? (d.time.length > d.day.length ? d.time : d.day) : '';
      }}
      tick={(props: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) => <HistoryTick {...props} byId={byId} />}
    />
  );
}

/**
 * Lines over a monitor's runs, evenly spaced by run; a series with intervals gets whiskers. A run
 * with no value leaves a gap (connectNulls off), and marked runs get a dashed vertical line.
 */
export function TimelineChart({
  data,
  series,
  marks,
  bands = [],
  height = HEIGHT + 28,
}: {
  data: readonly TimelineDatum[];
  series: readonly TimelineSeries[];
  marks: readonly TimelineMark[];
  bands?: readonly Band[];
  /** Room for the plot and its legend (a legend of many series wraps on a narrow screen). */
  height?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={timelineRows(data, series)} margin={{ top: 12, right: 40, bottom: 4, left: -12 }} accessibilityLayer={false}>
        {bandAreas(bands, 'y')}
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
        {timelineAxis(data)}
        <YAxis domain={PERCENT} ticks={[0, 25, 50, 75, 100]} tick={AXIS} tickLine={false} axisLine={false} />
        {markLines(marks)}
        {series.map((s) => (
          <Line key={s.key} dataKey={`v:${s.key}`} name={s.label} type="linear" stroke={colourOf(s.tone)} strokeWidth={2.5} dot={{ r: 4, fill: colourOf(s.tone) }} isAnimationActive={false}>
            {data.some((d) => d.low?.[s.key] != null) && <ErrorBar dataKey={`e:${s.key}`} direction="y" width={8} strokeWidth={1.5} stroke={colourOf(s.tone)} isAnimationActive={false} />}
          </Line>
        ))}
        <Legend verticalAlign="bottom" iconType="plainline" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Stacked bars over a monitor's runs (pages by band): one bar per run, a segment per series. */
export function StackedTimelineChart({ data, series, marks }: { data: readonly TimelineDatum[]; series: readonly TimelineSeries[]; marks: readonly TimelineMark[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT + 28}>
      <BarChart data={timelineRows(data, series)} margin={{ top: 12, right: 40, bottom: 4, left: -12 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
        {timelineAxis(data)}
        <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
        {markLines(marks)}
        {series.map((s) => (
          <Bar key={s.key} dataKey={`v:${s.key}`} name={s.label} stackId="runs" maxBarSize={48} fill={colourOf(s.tone)} isAnimationActive={false} />
        ))}
        <Legend verticalAlign="bottom" iconType="square" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
      </BarChart>
    </ResponsiveContainer>
  );
}
