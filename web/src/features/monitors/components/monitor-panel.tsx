import type { Audit, Monitor, MonitorCadence } from '@citable/contracts';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';

import { monitorOf, useMonitors } from '../api/get-monitors';
import { useMonitorMutations } from '../api/save-monitor';
import { CADENCE_LABELS, lastRunText, nextRunText } from '../utils/copy';

const CADENCES: MonitorCadence[] = ['daily', 'weekly', 'monthly', 'off'];

/**
 * Monitoring on the audit screen: turn it on for the audit's site (its root URL, project and page
 * budget), then change its settings, run it now, or open its Trends.
 */
export function MonitorPanel({ audit }: { audit: Audit }) {
  const monitors = useMonitors();
  if (monitors.isPending) return null;
  const monitor = monitorOf(monitors.data, audit);
  return (
    <section className="panel panel--tight monitor-panel" aria-labelledby="monitor-title" data-testid="monitor-panel">
      <h2 id="monitor-title" className="h3">
        Monitoring
      </h2>
      {monitor ? <MonitorSettings monitor={monitor} /> : <TurnOn audit={audit} />}
    </section>
  );
}

function CadenceSelect({ value, onChange, options, disabled }: { value: MonitorCadence; onChange: (c: MonitorCadence) => void; options: MonitorCadence[]; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id} className="field__label">
        Run
      </label>
      <select id={id} className="input select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as MonitorCadence)}>
        {options.map((c) => (
          <option key={c} value={c}>
            {CADENCE_LABELS[c]}
          </option>
        ))}
      </select>
    </div>
  );
}

const CITATIONS_HINT = 'Ask the AI sources the same questions after each audit, so citation rates compare run to run.';
const ALERTS_HINT = 'Email me when the score, a check, a citation rate or AI crawler access falls, or the site cannot be reached.';

function TurnOn({ audit }: { audit: Audit }) {
  const { notify } = useToast();
  const { create } = useMonitorMutations();
  const [cadence, setCadence] = useState<MonitorCadence>('weekly');
  const [citations, setCitations] = useState(true);
  const [alerts, setAlerts] = useState(true);
  const start = () =>
    create.mutate(
      { audit_id: audit.id, cadence, citations, alerts },
      {
        onSuccess: () => notify('Monitoring is on.', 'success'),
        onError: () => notify('Failed to turn on monitoring. Please try again.', 'danger'),
      },
    );
  return (
    <>
      <p className="muted">Audit this site again on a schedule, with the same page budget, and see what changed on its Trends screen.</p>
      <div className="monitor-panel__settings">
        <CadenceSelect value={cadence} onChange={setCadence} options={CADENCES.filter((c) => c !== 'off')} />
        <Switch checked={citations} onChange={setCitations} label="Citation test" description={CITATIONS_HINT} />
        <Switch checked={alerts} onChange={setAlerts} label="Alert emails" description={ALERTS_HINT} />
      </div>
      <div className="monitor-panel__actions">
        <button type="button" className="btn btn--primary" onClick={start} disabled={create.isPending} aria-busy={create.isPending}>
          Turn on monitoring
        </button>
      </div>
    </>
  );
}

function MonitorSettings({ monitor }: { monitor: Monitor }) {
  const { notify } = useToast();
  const navigate = useNavigate();
  const { update, run } = useMonitorMutations();
  const save = (body: Parameters<typeof update.mutate>[0]) => update.mutate(body, { onError: () => notify('Failed to save the monitoring settings. Please try again.', 'danger') });
  const runNow = () =>
    run.mutate(monitor.id, {
      onSuccess: (auditId) => {
        notify('Monitored run started.', 'success');
        void navigate(paths.audits.detail.getHref(auditId));
      },
      onError: () => notify('Failed to start a run. Please try again.', 'danger'),
    });
  const busy = update.isPending || run.isPending;
  return (
    <>
      <p className="monitor-panel__status">
        <span>{nextRunText(monitor)}</span> <span className="muted">{lastRunText(monitor)}</span>
      </p>
      <div className="monitor-panel__settings">
        <CadenceSelect value={monitor.cadence} onChange={(cadence) => save({ id: monitor.id, cadence })} options={CADENCES} disabled={busy} />
        <Switch checked={monitor.citations} onChange={(citations) => save({ id: monitor.id, citations })} label="Citation test" description={CITATIONS_HINT} disabled={busy} />
        <Switch checked={monitor.alerts} onChange={(alerts) => save({ id: monitor.id, alerts })} label="Alert emails" description={ALERTS_HINT} disabled={busy} />
      </div>
      <div className="monitor-panel__actions">
        <button type="button" className="btn btn--secondary" onClick={runNow} disabled={busy} aria-busy={run.isPending}>
          Run now
        </button>
        <Link className="btn btn--ghost" to={paths.monitors.trends.getHref(monitor.id)}>
          View Trends
        </Link>
      </div>
    </>
  );
}
