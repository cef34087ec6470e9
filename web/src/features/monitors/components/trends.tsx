import type { CheckChange, Monitor, TrendPoint } from '@citable/contracts';
import { CITATION_SOURCE_LABELS } from '@citable/contracts/vocab';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Breakable } from '@/components/ui/breakable';
import { Head } from '@/components/seo/head';
import { Pill } from '@/components/ui/pill';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/utils/relative-time';
import { formatScore } from '@/utils/score';
import { displayUrl } from '@/utils/url';

import { useTrend } from '../api/get-trend';
import { useMonitorMutations } from '../api/save-monitor';
import { CADENCE_LABELS, lastRunText, nextRunText } from '../utils/copy';

/**
 * Trends (issue 24; its copy is ours, docs/architecture.md): a monitored site over its runs. The
 * charts come from the screen's route (`renderCharts`); this feature gives the header, the
 * alerts, the latest share of voice, the checks that changed and the runs.
 */
export function Trends({ monitorId, renderCharts }: { monitorId: string; renderCharts: (points: readonly TrendPoint[]) => ReactNode }) {
  const trend = useTrend(monitorId);
  if (trend.isPending) {
    return (
      <div className="container page" aria-busy="true">
        <Head title="Trends" />
        <Skeleton lines={2} height={30} />
        <div className="spacer" />
        <Skeleton lines={4} height={90} />
      </div>
    );
  }
  if (trend.isError) {
    return (
      <div className="container page">
        <Head title="Error Loading Trends" />
        <ErrorState
          title="Error Loading Trends"
          message={isApiError(trend.error, 404) ? 'Monitor not found' : apiErrorMessage(trend.error, 'Unknown error')}
          action={
            <Link to={paths.audits.list.getHref()} className="btn btn--primary">
              Back to Audits
            </Link>
          }
        />
      </div>
    );
  }
  const { monitor, points } = trend.data;
  const completed = points.filter((p) => p.status === 'completed');
  return (
    <div className="container page trends">
      <Head title={`${monitor.domain} · Trends`} />
      <TrendsHeader monitor={monitor} latestAudit={completed.at(-1)?.audit_id ?? null} />
      {points.length === 0 ? (
        <section className="panel">
          <EmptyState title="No runs yet" icon="spark">
            <p>{nextRunText(monitor)} Use Run now to start one; its numbers appear here when it ends.</p>
          </EmptyState>
        </section>
      ) : (
        <div className="stack-lg">
          <AlertsSection points={points} />
          <section aria-labelledby="trend-charts-title" className="charts-section">
            <div className="section-head">
              <h2 id="trend-charts-title">Over time</h2>
              <p className="muted">
                {completed.length} completed run{completed.length === 1 ? '' : 's'} of {points.length}. Failed runs and new prompt sets are dashed lines on the time axis; each chart has a table for screen readers.
              </p>
            </div>
            <div className="charts-grid charts-grid--trends">{renderCharts(points)}</div>
          </section>
          <ShareOfVoiceSection point={completed.at(-1)} />
          <ChangedChecksSection points={points} />
          <RunsSection points={points} />
        </div>
      )}
    </div>
  );
}

function TrendsHeader({ monitor, latestAudit }: { monitor: Monitor; latestAudit: string | null }) {
  const { notify } = useToast();
  const navigate = useNavigate();
  const { update, run } = useMonitorMutations();
  const runNow = () =>
    run.mutate(monitor.id, {
      onSuccess: (auditId) => {
        notify('Monitored run started.', 'success');
        void navigate(paths.audits.detail.getHref(auditId));
      },
      onError: () => notify('Failed to start a run. Please try again.', 'danger'),
    });
  return (
    <header className="audit-header trends__header">
      <Link to={latestAudit ? paths.audits.detail.getHref(latestAudit) : paths.audits.list.getHref()} className="back-link">
        <span aria-hidden="true">←</span> {latestAudit ? 'Back to Latest Audit' : 'Back to Audits'}
      </Link>
      <div className="audit-header__row">
        <div className="audit-header__title">
          <div className="audit-header__heading">
            <h1 className="break-anywhere">
              Trends: <Breakable text={monitor.domain} />
            </h1>
            <Pill tone={monitor.cadence === 'off' ? 'neutral' : 'brand'}>{monitor.cadence === 'off' ? 'Monitoring off' : CADENCE_LABELS[monitor.cadence]}</Pill>
          </div>
          <p className="audit-header__meta">
            <span>
              Project <strong>{monitor.project_id}</strong>
            </span>
            <span aria-hidden="true">·</span>
            <span className="break-anywhere">{displayUrl(monitor.root_url)}</span>
            <span aria-hidden="true">·</span>
            <span>{nextRunText(monitor)}</span>
            <span aria-hidden="true">·</span>
            <span>{lastRunText(monitor)}</span>
          </p>
        </div>
        <div className="audit-header__actions">
          <Switch
            checked={monitor.alerts}
            onChange={(alerts) => update.mutate({ id: monitor.id, alerts }, { onError: () => notify('Failed to save the alert setting. Please try again.', 'danger') })}
            label="Alert emails"
            description={monitor.alerts ? `On: a Citable Score fall of ${formatScore(monitor.threshold)} points or more alerts.` : 'Muted: runs still show here.'}
            disabled={update.isPending}
          />
          <button type="button" className="btn btn--primary" onClick={runNow} disabled={run.isPending} aria-busy={run.isPending}>
            Run now
          </button>
        </div>
      </div>
    </header>
  );
}

function AlertsSection({ points }: { points: readonly TrendPoint[] }) {
  const alerted = points.filter((p) => p.alerts.length > 0).reverse();
  return (
    <section className="panel panel--tight trends__alerts" aria-labelledby="trend-alerts-title">
      <h2 id="trend-alerts-title" className="h3">
        Alerts
      </h2>
      {alerted.length === 0 ? (
        <p className="muted">No alerts: no run found a significant fall since the run before it.</p>
      ) : (
        <ul className="trends__alert-list">
          {alerted.map((p) => (
            <li key={p.run_id} className="trends__alert">
              <p className="trends__alert-when">
                <strong>{formatDateTime(p.finished_at)}</strong>
                {p.audit_id && (
                  <>
                    {' '}
                    <Link to={paths.audits.detail.getHref(p.audit_id)}>See what changed</Link>
                  </>
                )}
              </p>
              <ul>
                {p.alerts.map((a) => (
                  <li key={`${a.kind}:${a.summary}`}>{a.summary}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareOfVoiceSection({ point }: { point: TrendPoint | undefined }) {
  if (!point || point.share_of_voice.length === 0) return null;
  return (
    <section className="panel panel--tight" aria-labelledby="trend-sov-title">
      <h2 id="trend-sov-title" className="h3">
        Share of voice in the latest run
      </h2>
      <p className="muted">Of the citations each AI source gave for the questions it was asked, the share that went to this site and to the five sites cited most instead.</p>
      <div className="trends__sov">
        {point.share_of_voice.map((v) => (
          <table key={v.source} className="table table--compact">
            <caption>
              {CITATION_SOURCE_LABELS[v.source]} ({v.total} citation{v.total === 1 ? '' : 's'})
            </caption>
            <thead>
              <tr>
                <th scope="col">Site</th>
                <th scope="col" className="num">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="trends__sov-site">
                <th scope="row">This site</th>
                <td className="num">{formatScore(v.site.share)}%</td>
              </tr>
              {v.competitors.map((c) => (
                <tr key={c.domain}>
                  <th scope="row" className="break-anywhere">
                    {c.domain}
                  </th>
                  <td className="num">{formatScore(c.share)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}

const CHANGE_WORDS: Record<CheckChange['change'], string> = {
  fixed: 'fixed',
  improved: 'improved',
  regressed: 'regressed',
  unchanged: 'unchanged',
  new: 'newly scored',
  dropped: 'no longer scored',
};

function changeLine(c: CheckChange): string {
  const from = c.previous ? `${formatScore(c.previous.value)} (${c.previous.status})` : 'not scored';
  const to = c.current ? `${formatScore(c.current.value)} (${c.current.status})` : 'not scored';
  const pages = c.pages_regressed.length ? `, worse on ${c.pages_regressed.length} page${c.pages_regressed.length === 1 ? '' : 's'}` : '';
  return `${c.name}: ${CHANGE_WORDS[c.change]}, ${from} to ${to}${pages}`;
}

function ChangedChecksSection({ points }: { points: readonly TrendPoint[] }) {
  const changed = points.filter((p) => p.changed_checks.length > 0).reverse();
  return (
    <section className="panel panel--tight" aria-labelledby="trend-checks-title">
      <h2 id="trend-checks-title" className="h3">
        Checks that changed
      </h2>
      {changed.length === 0 ? (
        <p className="muted">No check changed its status between runs.</p>
      ) : (
        <ul className="trends__changes">
          {changed.map((p) => (
            <li key={p.run_id}>
              <p>
                <strong>{formatDateTime(p.finished_at)}</strong>
              </p>
              <ul>
                {p.changed_checks.map((c) => (
                  <li key={c.id} className={`trends__change trends__change--${c.change}`}>
                    {changeLine(c)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RunsSection({ points }: { points: readonly TrendPoint[] }) {
  return (
    <section className="panel panel--tight" aria-labelledby="trend-runs-title">
      <h2 id="trend-runs-title" className="h3">
        Runs
      </h2>
      <table className="table table--stack">
        <thead>
          <tr>
            <th scope="col">Finished</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Citable Score
            </th>
            <th scope="col">Prompt set</th>
            <th scope="col">Audit</th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={p.run_id}>
              <td data-label="Finished">{formatDateTime(p.finished_at)}</td>
              <td data-label="Status">
                {p.status === 'completed' ? <Pill tone="success">Completed</Pill> : <Pill tone="danger">Failed</Pill>}
                {p.error && <span className="muted small trends__run-error"> {p.error}</span>}
              </td>
              <td className="num" data-label="Citable Score">
                {p.scores ? formatScore(p.scores.overall) : '—'}
              </td>
              <td data-label="Prompt set">{p.prompt_set_id ? `Series ${p.series}` : '—'}</td>
              <td data-label="Audit">{p.audit_id ? <Link to={paths.audits.detail.getHref(p.audit_id)}>View Details</Link> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
