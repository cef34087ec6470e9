import type { PageSummary } from '@citable/contracts';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { ExportLinks } from '@/components/exports/export-links';
import { EmptyState, InlineError, Skeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { pageDiagnosticScore, statusCounts } from '@/utils/checks';
import { scoreBand } from '@/utils/score';
import { pathOf } from '@/utils/url';

import { PAGE_LIMITS, usePages } from '../api/get-pages';

export type PageFilter = 'all' | 'issues' | 'good';
export type PageSort = 'url' | 'score';

/** Page filter options (spec 5): All Pages, Issues (<60), Good (>=85). */
export const PAGE_FILTERS: { value: PageFilter; label: string }[] = [
  { value: 'all', label: 'All Pages' },
  { value: 'issues', label: 'Issues (<60)' },
  { value: 'good', label: 'Good (>=85)' },
];

export const PAGE_SORTS: { value: PageSort; label: string }[] = [
  { value: 'url', label: 'URL' },
  { value: 'score', label: 'Diagnostic Score' },
];

export const pageScore = (page: Pick<PageSummary, 'checks_json' | 'diagnostic_score'>): number =>
  typeof page.diagnostic_score === 'number' ? Math.round(page.diagnostic_score) : pageDiagnosticScore(page.checks_json ?? []);

export function filterAndSortPages<T extends Pick<PageSummary, 'url' | 'checks_json' | 'diagnostic_score'>>(pages: readonly T[], filter: PageFilter, sort: PageSort): T[] {
  const kept = pages.filter((p) => {
    const score = pageScore(p);
    if (filter === 'issues') return score < 60;
    if (filter === 'good') return score >= 85;
    return true;
  });
  return kept.sort((a, b) => (sort === 'score' ? pageScore(a) - pageScore(b) || a.url.localeCompare(b.url) : a.url.localeCompare(b.url)));
}

/** Pages tab (spec 2): the audit's pages (up to 500) with filter and sort, each linking to its analysis. */
export function PagesTab({ auditId }: { auditId: string }) {
  const pages = usePages(auditId, PAGE_LIMITS.pagesTab);
  const [filter, setFilter] = useState<PageFilter>('all');
  const [sort, setSort] = useState<PageSort>('url');
  const filterId = useId();
  const sortId = useId();
  const shown = useMemo(() => filterAndSortPages(pages.data ?? [], filter, sort), [pages.data, filter, sort]);

  if (pages.isPending) return <Skeleton lines={6} height={44} />;
  if (pages.isError) return <InlineError title="Error Loading Pages" message={apiErrorMessage(pages.error, 'Unknown error')} />;

  return (
    <section aria-labelledby="pages-title" className="stack">
      <div className="toolbar">
        <div>
          <h2 id="pages-title">Pages</h2>
          <p className="muted" aria-live="polite">
            Showing {shown.length} of {pages.data.length} pages
          </p>
          <ExportLinks auditId={auditId} />
        </div>
        <div className="toolbar__controls">
          <div className="field field--inline">
            <label htmlFor={filterId} className="field__label">
              Filter
            </label>
            <select id={filterId} className="input select" value={filter} onChange={(e) => setFilter(e.target.value as PageFilter)}>
              {PAGE_FILTERS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field field--inline">
            <label htmlFor={sortId} className="field__label">
              Sort by
            </label>
            <select id={sortId} className="input select" value={sort} onChange={(e) => setSort(e.target.value as PageSort)}>
              {PAGE_SORTS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {shown.length === 0 ? (
        <EmptyState title="No pages found" icon="search">
          {pages.data.length > 0 ? 'No page matches this filter. Choose All Pages to see every page.' : 'This audit has no analysed pages yet.'}
        </EmptyState>
      ) : (
        <ul className="page-list">
          {shown.map((page) => {
            const score = pageScore(page);
            const counts = statusCounts(page.checks_json ?? []);
            const ok = page.status_code !== null && page.status_code >= 200 && page.status_code < 300;
            return (
              <li key={page.id}>
                <Link to={paths.audits.page.getHref(auditId, page.id)} className="page-row">
                  <span className={`page-row__score score-chip score-chip--${scoreBand(score)}`} aria-label={`Diagnostic score ${score}`}>
                    {score}
                  </span>
                  <span className="page-row__main">
                    <span className="page-row__title">{page.title || pathOf(page.url)}</span>
                    <span className="page-row__url break-anywhere">{page.url}</span>
                  </span>
                  <span className="page-row__meta">
                    <span className={`http-badge ${ok ? 'http-badge--ok' : 'http-badge--bad'}`}>{page.status_code ?? '—'}</span>
                    <span className="page-row__counts">
                      <span className="count count--success">{counts.passing} passing</span>
                      <span className="count count--warn">{counts.warnings} warnings</span>
                      <span className="count count--danger">{counts.failing} failing</span>
                    </span>
                  </span>
                  <span className="page-row__arrow" aria-hidden="true">
                    →
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
