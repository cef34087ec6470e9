import type { ReactNode } from 'react';

import { ProgressBar } from '@/components/ui/progress-bar';

export type RunLine = { key: string; ok: boolean; text: ReactNode };

/** A bulk action's progress and one line per item, kept on screen until closed. */
export function RunReport({ title, done, total, running, lines, onClose }: { title: string; done: number; total: number; running: boolean; lines: readonly RunLine[]; onClose: () => void }) {
  return (
    <section className="panel panel--tight run-report" aria-label={title}>
      <div className="run-report__head">
        <h2 className="h3">{title}</h2>
        <span className="muted small" aria-live="polite">
          {running ? `${done} of ${total}` : `Done: ${done} of ${total}`}
        </span>
        {!running && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
            Close
          </button>
        )}
      </div>
      <ProgressBar value={done} max={total} label={title} />
      {lines.length > 0 && (
        <ul className="run-report__lines">
          {lines.map((line) => (
            <li key={line.key} className={line.ok ? 'run-report__ok' : 'run-report__fail'}>
              <span className="run-report__mark" aria-hidden="true">
                {line.ok ? '✓' : '✕'}
              </span>
              <span>{line.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
