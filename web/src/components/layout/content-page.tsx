import type { ReactNode } from 'react';

import { Head } from '@/components/seo/head';

/** Narrow reading column for text pages (terms, privacy, bot info). */
export function ContentPage({
  title,
  lastUpdated,
  intro,
  children,
}: {
  title: string;
  /** Shown as "Last updated: {lastUpdated}". */
  lastUpdated?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="container container--narrow page prose">
      <Head title={title} />
      <header className="prose__header">
        <h1>{title}</h1>
        {lastUpdated && <p className="muted">Last updated: {lastUpdated}</p>}
        {intro && <div className="lead">{intro}</div>}
      </header>
      {children}
    </article>
  );
}
