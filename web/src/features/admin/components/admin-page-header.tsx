import type { ReactNode } from 'react';

import { Head } from '@/components/seo/head';

/** The title block of an admin screen (and the tab title), with an optional note on the right. */
export function AdminPageHeader({ title, lead, aside }: { title: string; lead: ReactNode; aside?: ReactNode }) {
  return (
    <header className="page-header">
      <Head title={title} />
      <div>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </div>
      {aside}
    </header>
  );
}
