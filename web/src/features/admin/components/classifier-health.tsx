import { CLASSIFIER_MIN_SAMPLE } from '@citable/contracts/vocab';
import { useEffect } from 'react';

import { Pill, type PillTone } from '@/components/ui/pill';
import { EmptyState, LoadingBlock } from '@/components/ui/states';
import { env } from '@/config/env';
import { formatDateTime } from '@/utils/relative-time';

import { isServiceDown } from '../api/admin-request';
import { CLASSIFIER_HEALTH_PATH, useClassifierHealth } from '../api/get-classifier-health';
import { goNoGo, HEALTH_REFRESH_MS, insufficientData, metricCards, type MetricVerdict } from '../utils/classifier-health';

import { AdminPageHeader } from './admin-page-header';
import { ServiceDown } from './service-down';

const VERDICT_TONE: Record<MetricVerdict, PillTone> = { good: 'success', bad: 'danger', na: 'neutral' };
const ALERT_TONE: Record<string, PillTone> = { critical: 'danger', warning: 'warn', info: 'info' };

/**
 * Classifier health (spec 2): metric cards against their targets, alerts, the go/no-go list and
 * when it was last updated; asks again every 60 s. Under 10 classifications in 24 h every value
 * is N/A (spec 4). Failures are logged; a classifier that is not running says so.
 */
export function ClassifierHealthView() {
  const health = useClassifierHealth();

  useEffect(() => {
    if (health.isError && !isServiceDown(health.error)) console.error('Classifier health failed to load', health.error);
  }, [health.isError, health.error]);

  const data = health.data;
  const cards = data ? metricCards(data) : [];
  const verdict = goNoGo(cards);
  const insufficient = data ? insufficientData(data) : false;

  return (
    <div className="stack-lg">
      <AdminPageHeader
        title="Classifier Health"
        lead="How the V2 classifier has done over the last 24 hours, against its rollout targets."
        aside={
          <p className="muted small admin-updated" aria-live="polite">
            {health.dataUpdatedAt > 0 ? `Last updated ${new Date(health.dataUpdatedAt).toLocaleTimeString('en-US')}` : 'Not updated yet'}
            <br />
            Refreshes every {HEALTH_REFRESH_MS / 1000} seconds ·{' '}
            <a href={`${env.apiUrl}${CLASSIFIER_HEALTH_PATH}`} target="_blank" rel="noreferrer">
              Raw JSON
            </a>
          </p>
        }
      />

      {health.isPending ? (
        <LoadingBlock label="Loading classifier health…" />
      ) : !data ? (
        isServiceDown(health.error) ? (
          <ServiceDown service="classifier" error={health.error} />
        ) : (
          <EmptyState title="No health data yet" icon="search">
            The classifier&rsquo;s metrics could not be read; this page tries again every {HEALTH_REFRESH_MS / 1000} seconds.
          </EmptyState>
        )
      ) : (
        <>
          {insufficient && (
            <div className="notice admin-insufficient" role="status">
              <p>
                <strong>Insufficient Data</strong>: {data.metrics.total_classifications} classifications in the last 24 hours; the targets are judged from{' '}
                {CLASSIFIER_MIN_SAMPLE}.
              </p>
            </div>
          )}
          <ul className="admin-metrics" aria-label="Metrics">
            {cards.map((card) => (
              <li key={card.metric} className={`admin-metric admin-metric--${card.verdict}`}>
                <span className="admin-metric__name">{card.name}</span>
                <span className="admin-metric__value">{card.value}</span>
                <span className="admin-metric__target">Target {card.target}</span>
              </li>
            ))}
          </ul>
          <p className="muted small">
            {data.metrics.total_classifications} classifications in 24 hours · measured {formatDateTime(data.metrics.timestamp)}
          </p>

          <div className="two-col">
            <section className="panel panel--tight" aria-labelledby="health-go-title">
              <div className="toolbar admin-panel-head">
                <h2 id="health-go-title" className="h3">
                  Go / No-Go
                </h2>
                <Pill tone={verdict === 'GO' ? 'success' : verdict === 'NO-GO' ? 'danger' : 'neutral'}>{verdict}</Pill>
              </div>
              <ul className="admin-checklist">
                {cards.map((card) => (
                  <li key={card.metric}>
                    <span>
                      {card.name} {card.target}
                    </span>
                    <Pill tone={VERDICT_TONE[card.verdict]}>{card.verdict === 'good' ? 'Go' : card.verdict === 'bad' ? 'No-go' : 'N/A'}</Pill>
                  </li>
                ))}
              </ul>
            </section>
            <section className="panel panel--tight" aria-labelledby="health-alerts-title">
              <h2 id="health-alerts-title" className="h3">
                Alerts
              </h2>
              {data.alerts.length === 0 ? (
                <p className="muted">No alerts.</p>
              ) : (
                <ul className="admin-alerts">
                  {data.alerts.map((alert) => (
                    <li key={`${alert.metric}-${alert.timestamp}`}>
                      <Pill tone={ALERT_TONE[alert.level] ?? 'neutral'}>{alert.level}</Pill>
                      <div>
                        <p className="admin-alerts__message">{alert.message}</p>
                        <p className="muted small">
                          {formatDateTime(alert.timestamp)}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
