import type { Audit } from '@citable/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Breakable } from '@/components/ui/breakable';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCopy } from '@/hooks/use-copy';
import { isRunning } from '@/utils/audit-status';
import { formatDateTime, relativeTime } from '@/utils/relative-time';
import { displayUrl, hostOf } from '@/utils/url';

import { useRerunAudit } from '../api/rerun-audit';
import { useSetAuditPublic } from '../api/set-audit-public';

import { AuditStatusPill } from './audit-status-pill';

export const RERUN_CONFIRM = 'This will re-crawl the entire site and may take several minutes. Continue?';
/** Time to read "New audit started!..." before the screen changes. */
const REDIRECT_DELAY_MS = 1200;

/**
 * Audit Details header (spec 2): back link, site and status, public-sharing switch (with the
 * public link to copy), "View Report" and "Re-run".
 */
export function AuditHeader({ audit }: { audit: Audit }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const [confirming, setConfirming] = useState(false);
  const { copied, copy } = useCopy();

  const sharing = useSetAuditPublic({
    mutationConfig: { onError: () => notify('Failed to update sharing status. Please try again.', 'danger') },
  });
  const rerun = useRerunAudit({
    mutationConfig: {
      onSuccess: (newId) => {
        notify('New audit started! Redirecting to new audit page...', 'success');
        window.setTimeout(() => void navigate(paths.audits.detail.getHref(newId)), REDIRECT_DELAY_MS);
      },
      onError: (error) => notify(error.message, 'danger'),
    },
  });

  const publicUrl = `${window.location.origin}${paths.public.audit.getHref(audit.id)}`;

  const copyLink = async () => {
    if (!(await copy(publicUrl))) notify('Could not copy the link. Select it and copy it by hand.', 'danger');
  };

  return (
    <header className="audit-header">
      <Link to={paths.audits.list.getHref()} className="back-link">
        <span aria-hidden="true">←</span> Back to Audits
      </Link>
      <div className="audit-header__row">
        <div className="audit-header__title">
          <div className="audit-header__heading">
            <h1 className="break-anywhere">
              <Breakable text={hostOf(audit.root_url)} />
            </h1>
            <AuditStatusPill status={audit.status} />
          </div>
          <p className="audit-header__meta">
            <span>
              Project <strong>{audit.project_id}</strong>
            </span>
            <span aria-hidden="true">·</span>
            <a href={audit.root_url} target="_blank" rel="noopener noreferrer" className="break-anywhere">
              {displayUrl(audit.root_url)}
            </a>
            <span aria-hidden="true">·</span>
            <span title={formatDateTime(audit.started_at)}>Started {relativeTime(audit.started_at).toLowerCase()}</span>
          </p>
        </div>
        <div className="audit-header__actions" data-tour="actions">
          <Switch
            checked={audit.is_public}
            onChange={(next) => sharing.mutate({ auditId: audit.id, isPublic: next })}
            label={audit.is_public ? 'Public' : 'Private'}
            description={audit.is_public ? 'Anyone with the link can view' : 'Only you can view'}
            disabled={sharing.isPending}
          />
          <Link to={paths.audits.report.getHref(audit.id)} className="btn btn--secondary">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            View Report
          </Link>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setConfirming(true)}
            disabled={rerun.isPending || isRunning(audit.status)}
            title={isRunning(audit.status) ? 'The audit is still running' : undefined}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {rerun.isPending ? 'Starting…' : 'Re-run'}
          </button>
        </div>
      </div>

      {audit.is_public && (
        <div className="share-bar">
          <span className="share-bar__label">Public link</span>
          <code className="share-bar__url break-anywhere">{publicUrl}</code>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void copyLink()}>
            {copied ? 'Copied!' : 'Copy link'}
          </button>
          <span className="visually-hidden" role="status">
            {copied ? 'Link copied' : ''}
          </span>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title="Re-run this audit?"
        message={RERUN_CONFIRM}
        confirmLabel="Re-run audit"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          rerun.mutate(audit);
        }}
      />
    </header>
  );
}
