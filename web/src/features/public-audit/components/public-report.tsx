import type { Audit, Composite, PageSummary } from '@citable/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BrandMark } from '@/components/layout/brand';
import { ExportLinks } from '@/components/exports/export-links';
import { CategoryBreakdown } from '@/components/scores/category-breakdown';
import { Head } from '@/components/seo/head';
import { Pill } from '@/components/ui/pill';
import { ScoreGauge } from '@/components/ui/score-gauge';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { categoryScores, headlineScores } from '@/utils/audit-scores';
import { pageDiagnosticScore } from '@/utils/checks';
import { formatDate } from '@/utils/relative-time';
import { formatScore, isScore, scoreBand, scoreLabel } from '@/utils/score';
import { hostOf, pathOf } from '@/utils/url';

import { usePublicAudit } from '../api/get-public-audit';
import { usePublicComposite } from '../api/get-public-composite';
import { usePublicPages } from '../api/get-public-pages';

type PublicTab = 'overview' | 'pages' | 'citations';
const NOT_PUBLIC = 'This audit is not publicly accessible';
const TAB_PREFIX = 'public';

/** Public Audit Report (spec 2), shown without navigation and footer. `renderCitations` comes from the citations feature. */
export function PublicReport({ auditId, renderCitations }: { auditId: string; renderCitations: (audit: Audit) => ReactNode }) {
  const audit = usePublicAudit(auditId);
  const composite = usePublicComposite(auditId, { enabled: audit.isSuccess });
  const pages = usePublicPages(auditId, { enabled: audit.isSuccess });
  const [tab, setTab] = useState<PublicTab>('overview');

  return (
    <div className="public-shell">
      <header className="public-bar">
        <div className="container public-bar__inner">
          <Link to={paths.home.getHref()} className="brand brand--small">
            <BrandMark size={24} />
            <span className="brand__name">Citable</span>
          </Link>
          <Link to={paths.home.getHref()} className="btn btn--primary btn--sm">
            Run Your Free Audit
          </Link>
        </div>
      </header>
      <main id="main-content" className="container page">
        {audit.isPending ? (
          <div aria-busy="true">
            <Head title="Public Audit Report" />
            <Skeleton lines={2} height={30} />
            <div className="spacer" />
            <Skeleton lines={4} height={90} />
          </div>
        ) : audit.isError ? (
          <Unavailable error={audit.error} />
        ) : (
          <PublicReportView
            audit={audit.data}
            composite={composite.data}
            pages={pages.data}
            pagesFailed={pages.isError}
            pagesLoading={pages.isPending}
            tab={tab}
            setTab={setTab}
            citations={renderCitations(audit.data)}
          />
        )}
      </main>
    </div>
  );
}

function Unavailable({ error }: { error: unknown }) {
  // The server's sentence when it sent one; a bare status code says nothing to a visitor.
  const message = apiErrorMessage(error, NOT_PUBLIC);
  const text = /^\d{3}$/.test(message) ? NOT_PUBLIC : message;
  return (
    <section className="panel panel--center error-state" role="alert">
      <Head title="Audit Not Available" />
      <div className="icon-badge" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <rect x="5" y="10" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <h1>Audit Not Available</h1>
      <p className="muted">{text}</p>
      <p className="muted small">The owner may have made it private again, or the link is mistyped.</p>
      <div className="actions">
        <Link to={paths.home.getHref()} className="btn btn--primary">
          Run Your Own Audit
        </Link>
      </div>
    </section>
  );
}

function PublicReportView({
  audit,
  composite,
  pages,
  pagesFailed,
  pagesLoading,
  tab,
  setTab,
  citations,
}: {
  audit: Audit;
  composite: Composite | null | undefined;
  pages: PageSummary[] | undefined;
  pagesFailed: boolean;
  pagesLoading: boolean;
  tab: PublicTab;
  setTab: (t: PublicTab) => void;
  citations: ReactNode;
}) {
  const scores = headlineScores(audit, composite);
  const total = scores.total;
  const pageCount = pages?.length ?? audit.pages_analyzed ?? 0;

  return (
    <>
      <Head title={`${hostOf(audit.root_url)} · Public Audit Report`} />
      <header className="public-header">
        <div>
          <div className="public-header__title">
            <h1>Public Audit Report</h1>
            <Pill tone="brand">Shared</Pill>
          </div>
          <p className="public-header__domain break-anywhere">{hostOf(audit.root_url)}</p>
          <p className="muted small">
            Audited {formatDate(audit.finished_at ?? audit.started_at)} · {audit.pages_analyzed} pages analysed
          </p>
        </div>
      </header>

      <Tabs
        label="Report sections"
        idPrefix={TAB_PREFIX}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'overview', label: 'Overview' },
          { id: 'pages', label: `Pages (${pageCount})` },
          { id: 'citations', label: 'Citations' },
        ]}
      />
      <TabPanel idPrefix={TAB_PREFIX} id={tab}>
        {tab === 'overview' && (
          <div className="stack-lg">
            <section className="panel public-score" aria-labelledby="public-score-title">
              <ScoreGauge score={total} label="Citable Score" size={150} />
              <div>
                <h2 id="public-score-title">Citable Score</h2>
                {isScore(total) && <p className={`public-score__label text-${scoreBand(total)}`}>{scoreLabel(total)}</p>}
                <p className="muted">
                  How visible {hostOf(audit.root_url)} is to AI assistants such as ChatGPT, Claude and Perplexity, from 0 to
                  100.
                </p>
                {composite && (
                  <p className="muted small">
                    Page score {formatScore(composite.page_score)} · Site score {formatScore(composite.site_score)} · AEO{' '}
                    {formatScore(scores.aeo)} · GEO {formatScore(scores.geo)}
                  </p>
                )}
              </div>
            </section>
            <section aria-labelledby="public-categories-title">
              <div className="section-head">
                <h2 id="public-categories-title">Category Breakdown</h2>
                <p className="muted">Site performance across 6 key categories (0-100 scale)</p>
              </div>
              <CategoryBreakdown scores={categoryScores(audit)} />
            </section>
            <Cta />
          </div>
        )}
        {tab === 'pages' && (
          <section aria-label="Pages" className="stack">
            <ExportLinks auditId={audit.id} shared />
            {pagesFailed && (
              <p className="alert alert--warn" role="status">
                The page list could not be loaded right now. Scores above are unaffected.
              </p>
            )}
            {pagesLoading ? (
              <Skeleton lines={5} height={44} />
            ) : (pages ?? []).length === 0 ? (
              !pagesFailed && <EmptyState title="No pages found" icon="search" />
            ) : (
              <ul className="page-list">
                {(pages ?? []).map((p) => {
                  const score = typeof p.diagnostic_score === 'number' ? Math.round(p.diagnostic_score) : pageDiagnosticScore(p.checks_json ?? []);
                  return (
                    <li key={p.id}>
                      <div className="page-row page-row--static">
                        <span className={`page-row__score score-chip score-chip--${scoreBand(score)}`}>{score}</span>
                        <span className="page-row__main">
                          <span className="page-row__title">{p.title || pathOf(p.url)}</span>
                          <span className="page-row__url break-anywhere">{p.url}</span>
                        </span>
                        <span className="page-row__meta">
                          <span className="muted small">{scoreLabel(score)}</span>
                        </span>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <Cta />
          </section>
        )}
        {tab === 'citations' && (
          <div className="stack-lg">
            {citations}
            <Cta />
          </div>
        )}
      </TabPanel>
      <p className="public-disclaimer muted small">
        Citable scores are heuristic estimates, not a guarantee of how any AI assistant ranks or cites a site.{' '}
        <Link to={paths.scoreGuide.root.getHref('methodology')}>How scores work</Link>
      </p>
    </>
  );
}

function Cta() {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div>
        <h2 id="cta-title">How visible is your site to AI assistants?</h2>
        <p>Run a free audit of your own site and get your Citable Score in under 60 seconds.</p>
      </div>
      <Link to={paths.home.getHref()} className="btn btn--light btn--lg">
        Run Your Free Audit
      </Link>
    </section>
  );
}
