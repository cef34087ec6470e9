import type { CheckResultWithTexts, Page } from '@citable/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { ScoreGauge } from '@/components/ui/score-gauge';
import { Skeleton, EmptyState, ErrorState } from '@/components/ui/states';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { averageScore, groupByCategory, pageDiagnosticScore, statusCounts } from '@/utils/checks';
import { CATEGORIES } from '@/utils/categories';
import { formatScore, pageBand, scoreLabel } from '@/utils/score';
import { parseJsonList, pluralize, truncatePreview } from '@/utils/text';
import { pathOf } from '@/utils/url';

import { usePage } from '../api/get-page';
import { checksForTab, PAGE_TABS, type PageTab } from '../utils/page-tabs';

import { CheckCard } from './check-card';
import { PageFixesPanel } from './fixes-panel';

const TAB_PREFIX = 'page-analysis';

/** Page Analysis (spec 2): one page's checks in three tabs, its metadata and an HTML preview, and the fix pack's snippets for it. */
export function PageAnalysis({ auditId, pageId }: { auditId: string; pageId: string }) {
  const page = usePage(auditId, pageId);
  const backHref = paths.audits.detail.getHref(auditId, { tab: 'pages' });

  if (page.isPending) {
    return (
      <div className="container page">
        <Skeleton lines={2} height={28} />
        <div className="spacer" />
        <Skeleton lines={6} height={48} />
      </div>
    );
  }

  if (page.isError) {
    const message = isApiError(page.error, 404) ? 'Page not found' : apiErrorMessage(page.error, 'Unknown error');
    return (
      <div className="container page">
        <Head title="Error Loading Page" />
        <ErrorState
          title="Error Loading Page"
          message={message}
          action={
            <Link to={backHref} className="btn btn--primary">
              Back to Pages
            </Link>
          }
        />
      </div>
    );
  }

  return <PageAnalysisView auditId={auditId} page={page.data} backHref={backHref} />;
}

function PageAnalysisView({ auditId, page, backHref }: { auditId: string; page: Page; backHref: string }) {
  const [tab, setTab] = useState<PageTab>('all');
  // Preview checks are left out of per-page views (spec 5).
  const checks = (page.checks_json ?? []).filter((c) => !c.preview);
  const score = pageDiagnosticScore(checks);
  const counts = statusCounts(checks);
  const status = page.status_code;
  const ok = status !== null && status >= 200 && status < 300;
  const title = page.title || pathOf(page.url);

  const tabs = PAGE_TABS.map((t) => {
    const list = checksForTab(checks, t.id);
    const avg = averageScore(list);
    return { id: t.id, label: t.label, badge: `${list.length} · avg ${formatScore(avg)}` };
  });

  return (
    <div className="container page">
      <Head title={`${title} · Page Analysis`} />
      <Link to={backHref} className="back-link">
        <span aria-hidden="true">←</span> Back to Pages
      </Link>
      <header className="page-analysis__header">
        <p className="eyebrow">Page Analysis</p>
        <h1 className="break-anywhere">{title}</h1>
        <p className="page-analysis__url">
          <a href={page.url} target="_blank" rel="noopener noreferrer" className="break-anywhere">
            {page.url}
          </a>
          <span className={`http-badge ${ok ? 'http-badge--ok' : 'http-badge--bad'}`} title="HTTP status">
            HTTP {status ?? '—'}
          </span>
        </p>
      </header>

      <section className="panel diag-card" aria-labelledby="diag-title">
        <ScoreGauge score={score} label="Page Diagnostic Score" size={116} />
        <div className="diag-card__text">
          <h2 id="diag-title">Page Diagnostic Score</h2>
          <p className={`diag-card__label text-${pageBand(score) === 'good' ? 'success' : pageBand(score) === 'warn' ? 'warn' : 'danger'}`}>
            {scoreLabel(score)}
          </p>
          <p className="muted small">The average of this page&rsquo;s scored checks (preview checks excluded).</p>
        </div>
        <dl className="diag-card__counts">
          <div className="count-tile count-tile--success">
            <dt>Passing</dt>
            <dd>{counts.passing}</dd>
          </div>
          <div className="count-tile count-tile--warn">
            <dt>Warnings</dt>
            <dd>{counts.warnings}</dd>
          </div>
          <div className="count-tile count-tile--danger">
            <dt>Failing</dt>
            <dd>{counts.failing}</dd>
          </div>
        </dl>
      </section>

      {checks.length === 0 ? (
        <EmptyState title="No diagnostic checks available for this page." icon="spark">
          Checks may still be processing.
        </EmptyState>
      ) : (
        <>
          <Tabs label="Page analysis sections" tabs={tabs} value={tab} onChange={setTab} idPrefix={TAB_PREFIX} className="tabs--boxed" />
          <TabPanel idPrefix={TAB_PREFIX} id={tab}>
            {tab === 'metadata' && <CurrentValues page={page} />}
            {tab === 'html' && <HtmlPreview page={page} />}
            <CheckGroups checks={checksForTab(checks, tab)} key={tab} />
          </TabPanel>
        </>
      )}
      <PageFixesPanel auditId={auditId} url={page.url} />
      <p className="page-analysis__foot">
        <Link to={paths.audits.detail.getHref(auditId)}>Audit overview</Link>
      </p>
    </div>
  );
}

/** Checks grouped by category; each group collapses on click (spec 4). */
function CheckGroups({ checks }: { checks: readonly CheckResultWithTexts[] }) {
  const order = new Map<string, number>(CATEGORIES.map((c, i) => [c.name, i]));
  const groups = groupByCategory(checks).sort(([a], [b]) => (order.get(a) ?? 9) - (order.get(b) ?? 9));
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  if (groups.length === 0) return <p className="muted">No checks in this section.</p>;
  return (
    <div className="check-groups">
      {groups.map(([category, list]) => {
        const open = !collapsed.has(category);
        const avg = averageScore(list);
        const panelId = `group-${category.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <section key={category} className="check-group">
            <h3 className="check-group__heading">
              <button
                type="button"
                className="check-group__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() =>
                  setCollapsed((prev) => {
                    const next = new Set(prev);
                    if (next.has(category)) next.delete(category);
                    else next.add(category);
                    return next;
                  })
                }
              >
                <span className="check-group__chevron" aria-hidden="true" />
                <span className="check-group__name">{category}</span>
                <span className="check-group__meta">
                  {pluralize(list.length, 'check')} · avg {formatScore(avg)}
                </span>
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="check-group__list">
              {list.map((check) => (
                <CheckCard key={check.id} check={check} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function CurrentValues({ page }: { page: Page }) {
  const schemaTypes = parseJsonList(page.schema_types);
  const rows: [string, string | null, string][] = [
    ['Title', page.title, 'Not found'],
    ['H1', page.h1, 'Not found'],
    ['Canonical', page.canonical, 'Not found'],
    ['Schema Types', schemaTypes.length ? schemaTypes.join(', ') : null, 'None found'],
  ];
  return (
    <section className="panel panel--tight current-values" aria-labelledby="current-values-title">
      <h3 id="current-values-title">Current Values</h3>
      <dl className="kv-list">
        {rows.map(([label, value, missing]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value ? 'break-anywhere' : 'muted kv-list__missing'}>{value || missing}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function HtmlPreview({ page }: { page: Page }) {
  return (
    <section className="panel panel--tight html-preview" aria-labelledby="html-preview-title">
      <h3 id="html-preview-title">HTML Preview</h3>
      <p className="muted small">
        The first 1,000 characters of what a non-JavaScript AI crawler receives (static) and of the page after a browser runs
        its scripts (rendered).
      </p>
      <div className="html-preview__grid">
        {(
          [
            ['Static HTML', page.html_static],
            ['Rendered HTML', page.html_rendered],
          ] as const
        ).map(([label, html]) => (
          <figure key={label} className="html-preview__item">
            <figcaption>
              {label}
              {html ? <span className="muted small"> · {html.length.toLocaleString('en-US')} characters</span> : null}
            </figcaption>
            {html ? (
              <pre className="code-block code-block--scroll" tabIndex={0}>
                <code>{truncatePreview(html)}</code>
              </pre>
            ) : (
              <p className="muted html-preview__none">{label === 'Rendered HTML' ? 'This page was not rendered.' : 'No HTML stored.'}</p>
            )}
          </figure>
        ))}
      </div>
    </section>
  );
}
