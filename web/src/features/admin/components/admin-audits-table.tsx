import type { AdminAudit } from '@citable/contracts';
import { Link } from 'react-router-dom';

import { Pill } from '@/components/ui/pill';
import { paths } from '@/config/paths';
import { statusLabel } from '@/utils/audit-status';
import { formatDateTime, relativeTime } from '@/utils/relative-time';

import { adminStatusTone, trackScores } from '../utils/admin-audits';

/**
 * The admin's audit table (spec 2): domain (to /audits/{id}), status (running blue, completed
 * green, others red), pages, AEO / GEO rounded or a dash, started, Delete. Below 768 px each row
 * becomes a card.
 */
export function AdminAuditsTable({ audits, onDelete, disabled }: { audits: readonly AdminAudit[]; onDelete: (audit: AdminAudit) => void; disabled: boolean }) {
  return (
    <div className="table-wrap">
      <table className="table table--stack admin-table">
        <caption className="visually-hidden">Audits of every user, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Domain</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Pages
            </th>
            <th scope="col" className="num">
              AEO / GEO
            </th>
            <th scope="col">Started</th>
            <th scope="col">
              <span className="visually-hidden">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {audits.map((audit) => (
            <tr key={audit.id}>
              <th scope="row" className="admin-table__domain">
                <Link to={paths.audits.detail.getHref(audit.id)} className="break-anywhere">
                  {audit.domain}
                </Link>
                {audit.duplicate_count > 1 && <span className="table__sub">{audit.duplicate_count} audits of this domain by one owner</span>}
              </th>
              <td data-label="Status">
                <Pill tone={adminStatusTone(audit.status)}>{statusLabel(audit.status)}</Pill>
              </td>
              <td data-label="Pages" className="num">
                {audit.pages_analyzed}
              </td>
              <td data-label="AEO / GEO" className="num">
                {trackScores(audit.aeo_score, audit.geo_score)}
              </td>
              <td data-label="Started">
                <time dateTime={audit.started_at} title={formatDateTime(audit.started_at)}>
                  {relativeTime(audit.started_at)}
                </time>
              </td>
              <td className="admin-table__actions">
                <button type="button" className="btn btn--danger-ghost btn--sm" onClick={() => onDelete(audit)} disabled={disabled}>
                  Delete
                  <span className="visually-hidden"> the audit of {audit.domain}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
