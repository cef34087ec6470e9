import type { Report } from '@citable/contracts';
import { CITATION_SOURCE_LABELS, type CitationSource } from '@citable/contracts/vocab';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BrandMark } from '@/components/layout/brand';
import { Head } from '@/components/seo/head';
import { ImpactPill, Pill, type PillTone } from '@/components/ui/pill';
import { ScoreBar } from '@/components/ui/score-bar';
import { ScoreGauge } from '@/components/ui/score-gauge';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { categoryByName, categoryBySlug } from '@/utils/categories';
import { formatDate } from '@/utils/relative-time';
import { reportSections } from '@/utils/report-sections';
import { formatScore, isScore, overallVisibilityWord, REPORT_BAND_TONE, reportBand, reportCitationBand } from '@/utils/score';
import { pluralize } from '@/utils/text';
import { displayUrl, pathOf } from '@/utils/url';

import { useReport } from '../api/get-report';
import { pairedCriteria, scopeLabel } from '../utils/fix-criteria';

const source = (s: string) => CITATION_SOURCE_LABELS[s as CitationSource] ?? s;
/** "95% CI 20.1–36.4%": the Wilson interval of a cited rate. */
const interval = (r: { low: number; high: number }) => `95% CI ${formatScore(r.low)}–${formatScore(r.high)}%`;
const SEVERITY_TONE: Record<string, PillTone> = { high: 'danger', medium: 'warn', low: 'success' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A strength or weakness: the contract says text; the scorer sends the category with its score. */
type Highlight = string | { display_name?: string; category?: string; percentage?: number; band?: string };
const highlightText = (h: Highlight) =>
  typeof h === 'string' ? h : `${h.display_name ?? h.category ?? ''}${isScore(h.percentage) ? ` (${formatScore(h.percentage)})` : ''}`;

/**
 * What the screen adds to the report beyond the report's own data (other features, passed in by
 * the route): "Changes since {date}" with the score history, and the charts of the category,
 * page and citation sections.
 */
export type ReportExtras = {
  changes?: ReactNode;
  history?: ReactNode;
  categoryChart?: (report: Report) => ReactNode;
  pageBandsChart?: (report: Report) => ReactNode;
  sourcesChart?: (report: Report) => ReactNode;
};

/** Executive Summary (spec 2), printable to PDF through the browser. */
export function ExecutiveReport({ auditId, extras = {} }: { auditId: string; extras?: ReportExtras }) {
  const report = useReport(auditId);
  const back = (
    <Link to={paths.audits.detail.getHref(auditId)} className="btn btn--primary">
      Back to Audit
    </Link>
  );

  if (report.isPending) {
    return (
      <div className="container page" aria-busy="true">
        <Head title="Executive Summary" />
        <Skeleton lines={2} height={30} />
        <div className="spacer" />
        <Skeleton lines={6} height={60} />
      </div>
    );
  }
  if (report.isError) {
    const notFound = isApiError(report.error, 404);
    return (
      <div className="container page">
        <Head title={notFound ? 'Report not found' : 'Error Loading Report'} />
        <ErrorState
          title={notFound ? 'Report not found' : 'Error Loading Report'}
          message={notFound ? 'This audit has no report yet. Reports are created when an audit completes.' : apiErrorMessage(report.error, 'Failed to load report')}
          action={back}
        />
      </div>
    );
  }

  return <ReportView auditId={auditId} report={report.data} extras={extras} />;
}

function ReportView({ auditId, report, extras }: { auditId: string; report: Report; extras: ReportExtras }) {
  const sections = reportSections(report);
  const overall = report.scores?.overall ?? null;
  // Track scores are not in every report version; shown when present.
  const tracks = (report.scores ?? {}) as { aeo?: number | null; geo?: number | null };
  const band = isScore(overall) ? reportBand(overall) : null;
  const domain = report.audit?.domain ?? '';
  const categories = report.categories ?? [];
  const fixes = report.priorityFixes ?? [];

  return (
    <div className="report-page">
      <Head title={`${domain} · Executive Summary`} />
      <div className="report-toolbar no-print">
        <div className="container report-toolbar__inner">
          <Link to={paths.audits.detail.getHref(auditId)} className="back-link back-link--inline">
            <span aria-hidden="true">←</span> Back to Audit
          </Link>
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Download PDF
          </button>
        </div>
      </div>

      <article className="report container">
        {/* Cover */}
        <section className="report-section report-cover" aria-labelledby="report-title">
          <div className="report-cover__brand">
            <BrandMark size={34} />
            <span>Citable</span>
          </div>
          <p className="eyebrow">Executive Summary</p>
          <h1 id="report-title">AI Visibility Report</h1>
          <p className="report-cover__domain break-anywhere">{domain}</p>
          <div className="report-cover__score">
            <ScoreGauge score={overall} label="Citable Score" size={180} tone={band ? REPORT_BAND_TONE[band] : 'none'} />
            <div>
              <p className="report-cover__score-label">Citable Score</p>
              {band && <Pill tone={REPORT_BAND_TONE[band]}>{cap(band)}</Pill>}
            </div>
          </div>
          <dl className="report-cover__facts">
            <div>
              <dt>Audit completed</dt>
              <dd>{formatDate(report.audit?.finished_at)}</dd>
            </div>
            <div>
              <dt>Pages analysed</dt>
              <dd>{report.audit?.pages_analyzed ?? 0}</dd>
            </div>
            <div>
              <dt>Priority fixes</dt>
              <dd>{fixes.length}</dd>
            </div>
          </dl>
        </section>

        {/* Executive summary */}
        <section className="report-section" aria-labelledby="summary-title">
          <h2 id="summary-title">Executive Summary</h2>
          <p className="report-lead">
            <strong>{domain}</strong> has{' '}
            <strong className={band ? `text-${REPORT_BAND_TONE[band]}` : undefined}>{isScore(overall) ? overallVisibilityWord(overall) : 'unknown'}</strong>{' '}
            visibility to AI assistants, with a Citable Score of <strong>{formatScore(overall)}</strong> out of 100 across{' '}
            {pluralize(report.audit?.pages_analyzed ?? 0, 'page')}.
            {(isScore(tracks.aeo) || isScore(tracks.geo)) && (
              <>
                {' '}
                Its answer-engine (AEO) score is {formatScore(tracks.aeo)} and its generative-engine (GEO) score is{' '}
                {formatScore(tracks.geo)}.
              </>
            )}
          </p>
          <div className="two-col">
            <div className="highlight highlight--strength">
              <h3>Strengths</h3>
              {(report.strengths ?? []).length === 0 ? (
                <p className="muted">No category is strong yet (70 or more).</p>
              ) : (
                <ul>
                  {(report.strengths as Highlight[]).map((s) => (
                    <li key={highlightText(s)}>{highlightText(s)}</li>
                  ))}
                </ul>
              )}
            </div>
            <div className="highlight highlight--weakness">
              <h3>Weaknesses</h3>
              {(report.weaknesses ?? []).length === 0 ? (
                <p className="muted">No weak categories: every category scores 70 or more.</p>
              ) : (
                <ul>
                  {(report.weaknesses as Highlight[]).map((s) => (
                    <li key={highlightText(s)}>{highlightText(s)}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </section>

        {/* Changes since the previous audit (beyond the spec): hidden on a first audit. */}
        {extras.changes}
        {extras.history && (
          <section className="report-section report-history" aria-labelledby="report-history-title">
            <h2 id="report-history-title">Score History</h2>
            {extras.history}
          </section>
        )}

        {/* Category breakdown */}
        <section className="report-section" aria-labelledby="report-categories-title">
          <h2 id="report-categories-title">Category Score Breakdown</h2>
          <p className="muted">70 or more is strong, 50 to 69 moderate, below 50 critical.</p>
          {extras.categoryChart?.(report)}
          <ul className="report-categories">
            {categories.map((c) => {
              const b = reportBand(c.percentage);
              return (
                <li key={c.category}>
                  <div className="report-categories__head">
                    <span className="report-categories__name">{c.display_name}</span>
                    <span className={`report-categories__value text-${REPORT_BAND_TONE[b]}`}>{formatScore(c.percentage)}</span>
                  </div>
                  <ScoreBar score={c.percentage} tone={REPORT_BAND_TONE[b]} />
                  <div className="report-categories__meta">
                    <Pill tone={REPORT_BAND_TONE[b]}>{cap(b)}</Pill>
                    <span>
                      {c.checks_passing}/{c.checks_total} checks passing
                    </span>
                    <span>{pluralize(c.affected_pages, 'page')} affected</span>
                    <ImpactPill impact={c.impact_level} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        {/* Priority fixes */}
        <section className="report-section" aria-labelledby="fixes-title">
          <h2 id="fixes-title">Priority Fixes</h2>
          <p className="muted">
            Ordered by expected impact: the points of the Citable Score each fix would add if every affected page passed.
          </p>
          {fixes.length === 0 ? (
            <p className="muted">No fixes needed: every scored check passes.</p>
          ) : (
            <ol className="report-fixes">
              {fixes.map((fix) => (
                <li key={fix.id} className="report-fix">
                  <div className="report-fix__head">
                    <h3>{fix.name}</h3>
                    <span className="report-fix__impact">+{formatScore(fix.expected_impact)} pts</span>
                  </div>
                  <div className="chip-row">
                    <Pill tone={SEVERITY_TONE[fix.severity] ?? 'neutral'}>{cap(fix.severity)} severity</Pill>
                    <Pill tone="neutral">{categoryBySlug(fix.category)?.name ?? categoryByName(fix.category)?.name ?? fix.category}</Pill>
                    <Pill tone="neutral">Effort: {fix.effort_estimate}</Pill>
                    <Pill tone="neutral">Weight {fix.weight}</Pill>
                  </div>
                  {pairedCriteria(fix).length > 0 && (
                    <p className="report-fix__pages report-fix__criteria">
                      <span className="muted">One change answers both criteria: </span>
                      {pairedCriteria(fix).map((c, i) => (
                        <span key={c.id}>
                          {i > 0 && ' and '}
                          <Link to={paths.scoreGuide.criterion.getHref(c.id)}>{c.name}</Link> ({scopeLabel(c)}, +{formatScore(c.expected_impact)} pts)
                        </span>
                      ))}
                    </p>
                  )}
                  <div className="report-fix__cols">
                    <div>
                      <h4>Why it matters</h4>
                      <p>{fix.why_it_matters}</p>
                    </div>
                    <div>
                      <h4>How to fix</h4>
                      <p className="pre-line">{fix.how_to_fix}</p>
                    </div>
                  </div>
                  {fix.affected_pages.length > 0 && (
                    <p className="report-fix__pages">
                      <span className="muted">Affected pages: </span>
                      {fix.affected_pages.map((p) => pathOf(p.url)).join(', ')}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>

        {sections.includes('site-diagnostics') && (
          <section className="report-section" aria-labelledby="report-site-title">
            <h2 id="report-site-title">Site-Level Diagnostics</h2>
            <table className="table table--stack report-table">
              <thead>
                <tr>
                  <th scope="col">Check</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Score
                  </th>
                  <th scope="col">Impact</th>
                </tr>
              </thead>
              <tbody>
                {report.siteDiagnostics.map((d) => (
                  <tr key={d.id}>
                    <th scope="row">{d.name}</th>
                    <td data-label="Status">
                      <Pill tone={d.status === 'ok' ? 'success' : d.status === 'warn' ? 'warn' : 'danger'}>
                        {d.status === 'ok' ? 'Passing' : d.status === 'warn' ? 'Warning' : 'Needs Attention'}
                      </Pill>
                    </td>
                    <td className="num" data-label="Score">
                      {formatScore(d.score)}
                    </td>
                    <td data-label="Impact">
                      <ImpactPill impact={d.impact_level} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}

        {sections.includes('citations') && <CitationSection report={report} chart={extras.sourcesChart?.(report)} />}

        {sections.includes('page-insights') && (
          <section className="report-section" aria-labelledby="insights-title">
            <h2 id="insights-title">Page-Level Insights</h2>
            {extras.pageBandsChart?.(report)}
            <h3>Best pages</h3>
            <ol className="report-list">
              {report.topPages.map((p) => (
                <li key={p.url}>
                  <span className="report-list__row">
                    <span className="report-list__main">
                      <strong>{p.title || pathOf(p.url)}</strong>
                      <span className="muted small break-anywhere">{displayUrl(p.url)}</span>
                    </span>
                    <span className="report-list__side">
                      {formatScore(p.score)}
                      {p.citation_count > 0 && <span className="muted small"> · cited {p.citation_count}×</span>}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
            <h3>Quick wins</h3>
            {(report.quickWins ?? []).length === 0 ? (
              <p className="muted">No quick wins: no heavy check scores 0 on any page.</p>
            ) : (
              <ol className="report-list">
                {report.quickWins.map((w) => (
                  <li key={`${w.url}-${w.quick_win.fix}`}>
                    <span className="report-list__row">
                      <span className="report-list__main">
                        <strong>{w.quick_win.fix}</strong>
                        {pairedCriteria(w).length > 0 && <span className="muted small">{pairedCriteria(w).map((c) => c.name).join(' + ')}</span>}
                        <span className="muted small break-anywhere">{displayUrl(w.url)}</span>
                      </span>
                      <span className="report-list__side small">
                        {w.quick_win.impact} impact · {w.quick_win.effort} effort
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}

        <footer className="report-footer">
          <p>
            Generated by Citable. Scores are heuristic estimates of how visible a site is to AI assistants, not a guarantee of
            how any assistant ranks or cites it. Methodology: {window.location.origin}
            {paths.scoreGuide.root.getHref('methodology')}
          </p>
        </footer>
      </article>
    </div>
  );
}

function CitationSection({ report, chart }: { report: Report; chart: ReactNode }) {
  const c = report.citations;
  return (
    <section className="report-section" aria-labelledby="report-citations-title">
      <h2 id="report-citations-title">AI Citation Performance</h2>
      <p className="report-lead">
        <strong className={`text-${reportCitationBand(c.overall_rate)}`}>{formatScore(c.overall_rate)}%</strong> of {c.total_queries} test
        questions cited the site ({c.cited_queries} cited).
      </p>
      <p className="muted">
        Every question was asked of each source several times: {c.answer_rate.cited} of {c.answer_rate.total} answers cited the site (
        {formatScore(c.answer_rate.rate)}%, {interval(c.answer_rate)}); {c.mentioned_only_answers} named the brand without a link
        {c.errors > 0 ? `; ${c.errors} could not be given and are left out` : ''}.
      </p>
      {chart}
      <ul className="report-sources">
        {c.by_source.map((s) => (
          <li key={s.source}>
            <span className="report-sources__name">{source(s.source)}</span>
            <ScoreBar score={s.rate} tone={reportCitationBand(s.rate)} />
            <span className="report-sources__value">
              {formatScore(s.rate)}% <span className="muted small">({s.cited}/{s.total})</span>
            </span>
            <span className="report-sources__ci muted small">
              answers {formatScore(s.answer_rate.rate)}%, {interval(s.answer_rate)}
            </span>
          </li>
        ))}
      </ul>
      {c.successful_citations.length > 0 && (
        <>
          <h3>Where the site was cited</h3>
          <ul className="report-quotes">
            {c.successful_citations.map((s, i) => (
              <li key={i}>
                <p className="report-quotes__q">
                  &ldquo;{s.query}&rdquo; <span className="muted small">· {source(s.source)}</span>
                </p>
                <blockquote>{s.answer_excerpt}</blockquote>
                <p className="muted small break-anywhere">Cited: {s.cited_url}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {c.missed_opportunities.length > 0 && (
        <>
          <h3>Missed opportunities</h3>
          <table className="table table--stack report-table">
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Source</th>
                <th scope="col">Why it was missed</th>
              </tr>
            </thead>
            <tbody>
              {c.missed_opportunities.map((m, i) => (
                <tr key={i}>
                  <th scope="row">{m.query}</th>
                  <td data-label="Source">{source(m.source)}</td>
                  <td data-label="Why it was missed">{m.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {c.top_cited_pages.length > 0 && (
        <>
          <h3>Most cited pages</h3>
          <ol className="report-list">
            {c.top_cited_pages.map((p) => (
              <li key={p.url}>
                <span className="report-list__row">
                  <span className="report-list__main">
                    <strong className="break-anywhere">{displayUrl(p.url)}</strong>
                    {p.top_queries.length > 0 && <span className="muted small">{p.top_queries.join(' · ')}</span>}
                  </span>
                  <span className="report-list__side">{pluralize(p.citation_count, 'citation')}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
