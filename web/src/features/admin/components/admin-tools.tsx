import type { AdminLinks, SystemStatus } from '@citable/contracts';
import { SCHEDULED_JOBS, type ScheduledJobName } from '@citable/contracts/vocab';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { relativeTime } from '@/utils/relative-time';

import { SYSTEM_STATUS_PATH } from '../api/get-admin-overview';

type Tool = { label: string; description: string } & ({ to: string } | { href: string } | { onClick: () => void });

/**
 * Tool links (spec 2): the classifier and prompts screens, the raw health and system status
 * JSON, the bot page and its JSON, re-score recent, and the hosting and analytics dashboards
 * when the server has their URLs.
 */
export function AdminTools({ links, onRescore, busy }: { links: AdminLinks | undefined; onRescore: () => void; busy: boolean }) {
  const tools: Tool[] = [
    { label: 'Classifier Health', description: 'Metrics against targets, alerts, go/no-go', to: paths.admin.health.getHref() },
    { label: 'Classifier Compare', description: 'Legacy and V2 classification of a host', to: paths.admin.classifierCompare.getHref() },
    { label: 'Prompts Compare', description: 'Rules, AI and blended prompt sets side by side', to: paths.admin.promptsCompare.getHref() },
    { label: 'Users', description: 'Accounts and sign-in activity', to: paths.admin.users.getHref() },
    { label: 'Raw health JSON', description: 'Database and every service (/healthz)', href: `${env.apiUrl}/healthz` },
    { label: 'System status JSON', description: 'Replicas, work queues, migrations, audits running', href: `${env.apiUrl}${SYSTEM_STATUS_PATH}` },
    { label: 'Bot docs', description: 'What CitableBot is and how to block it', to: paths.bot.getHref() },
    { label: 'Bot metadata JSON', description: 'User-Agent, limits and AI crawler tokens', href: `${env.apiUrl}/api/bot` },
    { label: 'Re-score Recent', description: 'Score the last 10 completed audits again', onClick: onRescore },
  ];
  if (links?.hosting_dashboard_url) tools.push({ label: 'Hosting dashboard', description: 'Servers, deploys and logs', href: links.hosting_dashboard_url });
  if (links?.analytics_dashboard_url) tools.push({ label: 'Analytics dashboard', description: 'Visitors and traffic', href: links.analytics_dashboard_url });

  return (
    <section aria-labelledby="admin-tools-title" className="admin-section">
      <h2 id="admin-tools-title" className="h3">
        Tools
      </h2>
      <ul className="admin-tools">
        {tools.map((tool) => (
          <li key={tool.label}>{toolElement(tool, busy)}</li>
        ))}
      </ul>
    </section>
  );
}

function toolElement(tool: Tool, busy: boolean): ReactNode {
  const body = (
    <>
      <span className="admin-tool__label">{tool.label}</span>
      <span className="admin-tool__description">{tool.description}</span>
    </>
  );
  if ('to' in tool) {
    return (
      <Link className="admin-tool" to={tool.to}>
        {body}
      </Link>
    );
  }
  if ('href' in tool) {
    return (
      <a className="admin-tool admin-tool--external" href={tool.href} target="_blank" rel="noreferrer">
        {body}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button type="button" className="admin-tool" onClick={tool.onClick} disabled={busy}>
      {body}
    </button>
  );
}

const JOB_LABELS: Record<ScheduledJobName, string> = { finalize_stuck_audits: 'auto-finalize', refresh_prompt_sets: 'prompt refresh' };

/** "auto-finalize 12 minutes ago (0 finalised, 0 failed); prompt refresh 12 minutes ago (...)": beside the spec's words. */
function lastJobRuns(status: SystemStatus | undefined, failed: boolean): string {
  if (!status) return failed ? 'last runs unknown' : 'last runs …';
  return SCHEDULED_JOBS.map((name) => {
    const job = status.scheduled_jobs.find((j) => j.name === name);
    if (!job?.last_run_at) return `${JOB_LABELS[name]} not run yet`;
    const outcome = job.last_error ? `failed: ${job.last_error}` : job.last_result;
    return `${JOB_LABELS[name]} ${relativeTime(job.last_run_at).toLowerCase()}${outcome ? ` (${outcome})` : ''}`;
  }).join('; ');
}

/** The static status text of spec 2; the worker version is the running code's, and the hourly jobs' last runs the scheduler's, from the system status. */
export function AdminStatusText({ status, failed }: { status: SystemStatus | undefined; failed: boolean }) {
  const version = status?.services.flatMap((s) => s.replicas).find((r) => r.version)?.version;
  const items: Array<[string, string]> = [
    ['Worker version', version ? `v${version}` : failed ? '—' : '…'],
    ['Prompt pipeline', 'V4 active (blended)'],
    ['Verticals', '18+'],
    ['Hourly cron', `Auto-finalize and prompt refresh. Last runs: ${lastJobRuns(status, failed)}`],
    ['Quality gates', 'leak=0 plural=0'],
    ['Realism average', '0.85–0.95'],
    ['Citation sources', '3'],
  ];
  return (
    <section aria-labelledby="admin-status-title" className="admin-section">
      <h2 id="admin-status-title" className="h3">
        System Status
      </h2>
      <dl className="admin-status">
        {items.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
