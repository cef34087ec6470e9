import type { Audit } from '@citable/contracts';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { formatDateTime, relativeTime } from '@/utils/relative-time';
import { formatScore, maybeBand } from '@/utils/score';
import { displayUrl } from '@/utils/url';

import { AuditStatusPill } from './audit-status-pill';

/**
 * "Recent Audits" (spec 2): Project, URL, Status, Citable Score, Pages, Started, Actions. Below
 * 768 px each row becomes a card; the cells keep their column names as labels.
 */
export function AuditsTable({ audits }: { audits: readonly Audit[] }) {
  return (
    <div className="table-wrap">
      <table className="table table--stack audits-table">
        <caption className="visually-hidden">Recent audits, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">URL</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Citable Score
            </th>
            <th scope="col" className="num">
              Pages
            </th>
            <th scope="col">Started</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {audits.map((audit) => {
            const score = audit.composite_score;
            return (
              <tr key={audit.id}>
                <td data-label="Project" className="audits-table__project">
                  {audit.project_id}
                </td>
                <td data-label="URL" className="audits-table__url">
                  <span className="break-anywhere">{displayUrl(audit.root_url)}</span>
                </td>
                <td data-label="Status">
                  <AuditStatusPill status={audit.status} />
                </td>
                <td data-label="Citable Score" className="num">
                  <span className={`score-chip score-chip--${maybeBand(score)}`}>{formatScore(score)}</span>
                </td>
                <td data-label="Pages" className="num">
                  {audit.pages_analyzed ?? 0}
                </td>
                <td data-label="Started">
                  <time dateTime={audit.started_at} title={formatDateTime(audit.started_at)}>
                    {relativeTime(audit.started_at)}
                  </time>
                </td>
                <td className="audits-table__actions">
                  <Link to={paths.audits.detail.getHref(audit.id)} className="btn btn--secondary btn--sm">
                    View Details
                    <span className="visually-hidden"> of {displayUrl(audit.root_url)}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
