import { env } from '@/config/env';

/** The CSV downloads of an audit (GET .../export/{kind}.csv): the owner's, or a shared audit's public twin. */
export type ExportKind = 'page-checks' | 'site-checks';

export function exportUrl(auditId: string, kind: ExportKind, { shared = false }: { shared?: boolean } = {}): string {
  return `${env.apiUrl}/api/${shared ? 'public/' : ''}audits/${encodeURIComponent(auditId)}/export/${kind}.csv`;
}

/**
 * Links that download the audit's checks as CSV (one row per page and check; one per site check),
 * on the owner's Pages tab and, while the audit is shared, on the public report's.
 */
export function ExportLinks({ auditId, shared = false }: { auditId: string; shared?: boolean }) {
  return (
    <div className="export-links" aria-label="Download as CSV" role="group">
      <a className="btn btn--secondary btn--sm" href={exportUrl(auditId, 'page-checks', { shared })} download>
        Download page checks (CSV)
      </a>
      <a className="btn btn--secondary btn--sm" href={exportUrl(auditId, 'site-checks', { shared })} download>
        Download site checks (CSV)
      </a>
    </div>
  );
}
