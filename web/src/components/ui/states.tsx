import type { ReactNode } from 'react';

/** Centred message for "nothing here yet" (no audits, no pages, no citations). */
export function EmptyState({ title, children, action, icon = 'inbox', compact }: { title: ReactNode; children?: ReactNode; action?: ReactNode; icon?: 'inbox' | 'check' | 'search' | 'spark'; compact?: boolean }) {
  return (
    <div className={`empty-state ${compact ? 'empty-state--compact' : ''}`}>
      <div className={`empty-state__icon empty-state__icon--${icon}`} aria-hidden="true">
        <StateIcon name={icon} />
      </div>
      <p className="empty-state__title">{title}</p>
      {children && <div className="empty-state__body">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}

/** A screen or section that could not load: a heading, the reason and a way out. */
export function ErrorState({ title, message, action, headingLevel = 1 }: { title: string; message?: ReactNode; action?: ReactNode; headingLevel?: 1 | 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="panel panel--center error-state" role="alert">
      <div className="icon-badge icon-badge--danger" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7.5v5.5M12 16.2v.3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </div>
      <Heading className="error-state__title">{title}</Heading>
      {message && <p className="muted error-state__message">{message}</p>}
      {action && <div className="actions">{action}</div>}
    </section>
  );
}

/** A section-level error inside a loaded screen (tabs, panels). */
export function InlineError({ title, message }: { title: string; message?: ReactNode }) {
  return (
    <div className="inline-error" role="alert">
      <p className="inline-error__title">{title}</p>
      {message && <p className="inline-error__message">{message}</p>}
    </div>
  );
}

/** Grey placeholder blocks while data loads. */
export function Skeleton({ lines = 3, height }: { lines?: number; height?: number }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="skeleton__line" style={{ height, width: `${100 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-block" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

function StateIcon({ name }: { name: 'inbox' | 'check' | 'search' | 'spark' }) {
  const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  return (
    <svg viewBox="0 0 24 24" width="26" height="26">
      {name === 'inbox' && (
        <>
          <path d="M4 13l2.5-7h11L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" {...common} />
          <path d="M4 13h4.5l1 2h5l1-2H20" {...common} />
        </>
      )}
      {name === 'check' && (
        <>
          <circle cx="12" cy="12" r="9" {...common} />
          <path d="M8 12.5l2.7 2.7L16.5 9.5" {...common} />
        </>
      )}
      {name === 'search' && (
        <>
          <circle cx="11" cy="11" r="6.5" {...common} />
          <path d="M16 16l4 4" {...common} />
        </>
      )}
      {name === 'spark' && <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6" {...common} />}
    </svg>
  );
}
