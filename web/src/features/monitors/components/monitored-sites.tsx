import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { displayUrl } from '@/utils/url';
import { pluralize } from '@/utils/text';

import { useMonitors } from '../api/get-monitors';
import { CADENCE_LABELS, lastRunText, nextRunText } from '../utils/copy';

/** The dashboard's "Monitored Sites": each monitor with its cadence, its runs and a link to its Trends. Nothing without monitors. */
export function MonitoredSites() {
  const monitors = useMonitors();
  if (!monitors.data || monitors.data.length === 0) return null;
  return (
    <section className="panel panel--flush monitored-sites" aria-labelledby="monitored-title">
      <div className="panel__head">
        <h2 id="monitored-title">Monitored Sites</h2>
        <span className="muted small">{pluralize(monitors.data.length, 'site')}</span>
      </div>
      <table className="table table--stack">
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">URL</th>
            <th scope="col">Runs</th>
            <th scope="col">Schedule</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {monitors.data.map((m) => (
            <tr key={m.id}>
              <td data-label="Project">{m.project_id}</td>
              <td data-label="URL" className="break-anywhere">
                {displayUrl(m.root_url)}
              </td>
              <td data-label="Runs">{CADENCE_LABELS[m.cadence]}</td>
              <td data-label="Schedule" className="small">
                {nextRunText(m)} <span className="muted">{lastRunText(m)}</span>
              </td>
              <td data-label="Actions">
                <Link to={paths.monitors.trends.getHref(m.id)}>View Trends</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
