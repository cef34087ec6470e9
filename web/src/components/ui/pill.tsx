import type { ReactNode } from 'react';

export type PillTone = 'success' | 'warn' | 'danger' | 'brand' | 'neutral' | 'preview' | 'orange' | 'info';

/** A small rounded label: statuses, impacts, scopes. Colour is never the only signal: the text says it. */
export function Pill({ tone = 'neutral', children, title, className }: { tone?: PillTone; children: ReactNode; title?: string; className?: string }) {
  return (
    <span className={`pill pill--${tone} ${className ?? ''}`} title={title}>
      {children}
    </span>
  );
}

/** Impact pill of a criterion or check (spec 2): High red, Medium warn, Low green. */
export function ImpactPill({ impact }: { impact: string }) {
  const tone: PillTone = impact === 'High' ? 'danger' : impact === 'Medium' ? 'warn' : 'success';
  return <Pill tone={tone}>{impact} impact</Pill>;
}
