import type { Audit } from '@citable/contracts';

import { failReasonMessage } from '@citable/contracts/vocab';
import { formatDateTime } from '@/utils/relative-time';

/** A failed audit (spec 4): the message for its fail_reason and when it failed. */
export function AuditFailedPanel({ audit }: { audit: Audit }) {
  return (
    <section className="panel failed-panel" role="alert" aria-labelledby="failed-title">
      <div className="icon-badge icon-badge--danger" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M9 9l6 6M15 9l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      <div>
        <h2 id="failed-title">Audit failed</h2>
        <p className="failed-panel__message">{failReasonMessage(audit.fail_reason)}</p>
        <p className="muted failed-panel__time">
          Failed at <time dateTime={audit.fail_at ?? undefined}>{formatDateTime(audit.fail_at ?? audit.finished_at)}</time>
        </p>
        <p className="muted">Check the address, then use Re-run to try again.</p>
      </div>
    </section>
  );
}
