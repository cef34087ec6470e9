import { Suspense, useId, type ReactNode } from 'react';

/**
 * A chart as a figure: a visible title and caption, the chart (hidden from assistive technology)
 * and its data as a table that screen readers read instead (visually hidden; `showTable` shows it).
 */
export function ChartFigure({
  title,
  caption,
  columns,
  rows,
  chart,
  height = 240,
  className,
}: {
  title: string;
  caption: ReactNode;
  columns: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  chart: ReactNode;
  height?: number;
  className?: string;
}) {
  const id = useId();
  return (
    <figure className={`chart ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <figcaption>
        <span id={`${id}-title`} className="chart__title">
          {title}
        </span>
        <span className="chart__caption muted small">{caption}</span>
      </figcaption>
      <div className="chart__canvas" aria-hidden="true" style={{ minHeight: height }}>
        <Suspense fallback={<div className="chart__loading" style={{ height }} />}>{chart}</Suspense>
      </div>
      {/* In a div: a table will not shrink to the 1 px that hides it, and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
