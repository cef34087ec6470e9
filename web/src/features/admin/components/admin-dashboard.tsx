import type { AdminAudit } from '@citable/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, InlineError, Skeleton } from '@/components/ui/states';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { apiErrorMessage } from '@/lib/api-client';
import { isFailed } from '@/utils/audit-status';
import { pluralize } from '@/utils/text';

import { deleteAudit } from '../api/delete-audit';
import { adminAuditsQueryKey, useAdminAudits } from '../api/get-admin-audits';
import { useAdminLinks, useSystemStatus } from '../api/get-admin-overview';
import { regeneratePrompts } from '../api/get-prompts';
import { RESCORE_LIMIT, rescoreRecent } from '../api/rescore-recent';
import { ADMIN_TABS, adminStats, auditedDomains, auditsForTab, type AdminTab } from '../utils/admin-audits';
import { runSpaced, type SpacedResult } from '../utils/spaced-run';

import { AdminAuditsTable } from './admin-audits-table';
import { AdminPageHeader } from './admin-page-header';
import { AdminStatusText, AdminTools } from './admin-tools';
import { Banner, useBanner } from './banner';
import { RunReport, type RunLine } from './run-report';

/** Bulk prompt regeneration waits 1 s between domains, bulk delete 0.5 s between audits (spec 9). */
export const PROMPT_GAP_MS = 1000;
export const DELETE_GAP_MS = 500;

type Confirmation =
  | { kind: 'delete'; audit: AdminAudit }
  | { kind: 'delete-failed'; audits: AdminAudit[] }
  | { kind: 'regenerate'; domains: string[] }
  | { kind: 'rescore' };

type Report = { title: string; total: number; done: number; running: boolean; lines: RunLine[] };

const TAB_LABELS: Record<AdminTab, string> = { all: 'All', failed: 'Failed', duplicates: 'Duplicates' };

const reason = (error: unknown) => apiErrorMessage(error, 'Unknown error');

/**
 * The admin dashboard (spec 2): tools, status text, stat tiles, bulk actions with their
 * progress and per-item results, and every user's audits by tab.
 */
export function AdminDashboard() {
  const audits = useAdminAudits();
  const links = useAdminLinks();
  const status = useSystemStatus();
  const queryClient = useQueryClient();
  const [banner, showBanner] = useBanner();
  const [tab, setTab] = useState<AdminTab>('all');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const busy = report?.running === true;

  const list = audits.data?.audits ?? [];
  const stats = adminStats(list, audits.data?.duplicate_groups ?? 0);
  const domainOf = (id: string) => list.find((a) => a.id === id)?.domain ?? id;
  const refreshList = () => queryClient.invalidateQueries({ queryKey: adminAuditsQueryKey });

  const startReport = (title: string, total: number) => setReport({ title, total, done: 0, running: true, lines: [] });
  const progress = <T, R>(line: (result: SpacedResult<T, R>) => RunLine) => (results: SpacedResult<T, R>[]) =>
    setReport((current) => current && { ...current, done: results.length, lines: results.map(line) });
  const finishReport = () => setReport((current) => current && { ...current, running: false });

  async function deleteOne(audit: AdminAudit) {
    try {
      await deleteAudit(audit.id);
      showBanner('Audit deleted successfully');
    } catch (error) {
      console.error('Failed to delete audit', error);
      showBanner('Failed to delete audit', 'danger');
    }
    await refreshList();
  }

  async function deleteFailed(failed: AdminAudit[]) {
    startReport('Deleting failed audits', failed.length);
    const results = await runSpaced(failed, (audit) => deleteAudit(audit.id), {
      gapMs: DELETE_GAP_MS,
      onProgress: progress((r) => ({
        key: r.item.id,
        ok: r.ok,
        text: r.ok ? `Deleted ${r.item.domain}` : `Failed to delete audit of ${r.item.domain}: ${reason(r.error)}`,
      })),
    });
    finishReport();
    const failures = results.filter((r) => !r.ok).length;
    if (failures > 0) showBanner('Failed to delete audit', 'danger');
    else showBanner(`Deleted ${pluralize(results.length, 'failed audit')}`);
    await refreshList();
  }

  async function regenerateAll(domains: string[]) {
    startReport('Regenerating prompts', domains.length);
    const results = await runSpaced(domains, regeneratePrompts, {
      gapMs: PROMPT_GAP_MS,
      onProgress: progress((r) => ({
        key: r.item,
        ok: r.ok,
        text: r.ok
          ? `${r.item}: ${pluralize(r.value.branded.length + r.value.nonBranded.length, 'prompt')} (${r.value.meta.industry}, ${r.value.meta.source})`
          : `Failed to regenerate prompts for ${r.item}: ${reason(r.error)}`,
      })),
    });
    finishReport();
    const failed = results.filter((r) => !r.ok).map((r) => r.item);
    if (failed.length === 0) showBanner(`Regenerated prompts for ${pluralize(results.length, 'domain')}`);
    else showBanner(`Failed to regenerate prompts for ${failed[0]}${failed.length > 1 ? ` (and ${failed.length - 1} more)` : ''}`, 'danger');
  }

  async function rescore() {
    startReport(`Re-scoring the last ${RESCORE_LIMIT} audits`, 0);
    try {
      const { results } = await rescoreRecent();
      setReport((current) =>
        current && {
          ...current,
          total: results.length,
          done: results.length,
          lines: results.map((r) => ({
            key: r.audit_id,
            ok: r.status === 'success',
            text: r.status === 'success' ? `Re-scored ${domainOf(r.audit_id)}` : `${domainOf(r.audit_id)}: ${r.error ?? 'Unknown error'}`,
          })),
        },
      );
      if (results.length === 0) showBanner('No completed audits to re-score', 'info');
      else if (results.every((r) => r.status === 'success')) showBanner(`Re-scored ${pluralize(results.length, 'audit')}`);
      else showBanner('Failed to re-score audits', 'danger');
    } catch (error) {
      setReport((current) => current && { ...current, lines: [{ key: 'error', ok: false, text: reason(error) }] });
      showBanner('Failed to re-score audits', 'danger');
    }
    finishReport();
    await refreshList();
  }

  const confirm = () => {
    const action = confirmation;
    setConfirmation(null);
    if (!action) return;
    if (action.kind === 'delete') void deleteOne(action.audit);
    else if (action.kind === 'delete-failed') void deleteFailed(action.audits);
    else if (action.kind === 'regenerate') void regenerateAll(action.domains);
    else void rescore();
  };

  const askDeleteFailed = () => {
    const failed = list.filter((a) => isFailed(a.status));
    if (failed.length === 0) showBanner('No failed audits to delete', 'info');
    else setConfirmation({ kind: 'delete-failed', audits: failed });
  };

  const askRegenerate = () => {
    const domains = auditedDomains(list);
    if (domains.length === 0) showBanner('No completed audits to regenerate prompts for', 'info');
    else setConfirmation({ kind: 'regenerate', domains });
  };

  const shown = auditsForTab(list, tab);

  return (
    <div className="stack-lg">
      <AdminPageHeader title="Admin Dashboard" lead="Every user’s audits, prompt regeneration and classifier monitoring." />

      <AdminTools links={links.data} onRescore={() => setConfirmation({ kind: 'rescore' })} busy={busy} />
      <AdminStatusText status={status.data} failed={status.isError} />

      <dl className="tile-row admin-tiles" aria-label="Audits">
        {(
          [
            ['Total', stats.total],
            ['Completed', stats.completed],
            ['Running', stats.running],
            ['Failed', stats.failed],
            ['Duplicate groups', stats.duplicateGroups],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="tile">
            <dt>{label}</dt>
            <dd>{audits.isPending ? '…' : value}</dd>
          </div>
        ))}
      </dl>

      <Banner banner={banner} />
      <div className="admin-actions">
        <button type="button" className="btn btn--secondary" onClick={askRegenerate} disabled={busy || !audits.data}>
          Regenerate All Prompts
        </button>
        <button type="button" className="btn btn--secondary" onClick={askDeleteFailed} disabled={busy || !audits.data}>
          Delete All Failed Audits
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void audits.refetch()} disabled={audits.isFetching}>
          {audits.isFetching && !audits.isPending ? 'Refreshing…' : 'Refresh List'}
        </button>
      </div>

      {report && <RunReport {...report} onClose={() => setReport(null)} />}

      <section className="panel panel--flush" aria-labelledby="admin-audits-title">
        <div className="panel__head">
          <h2 id="admin-audits-title">Audits</h2>
          {audits.data && <span className="muted small">{pluralize(list.length, 'audit')}</span>}
        </div>
        <div className="admin-tabs">
          <Tabs
            label="Audits"
            idPrefix="admin-audits"
            tabs={ADMIN_TABS.map((id) => ({ id, label: TAB_LABELS[id], badge: audits.data ? auditsForTab(list, id).length : undefined }))}
            value={tab}
            onChange={setTab}
          />
        </div>
        <TabPanel idPrefix="admin-audits" id={tab}>
          {audits.isPending ? (
            <div className="panel__body">
              <Skeleton lines={4} height={40} />
            </div>
          ) : audits.isError ? (
            <div className="panel__body">
              <InlineError title="Failed to load audits" message={reason(audits.error)} />
            </div>
          ) : shown.length === 0 ? (
            <div className="panel__body">
              <EmptyState title={tab === 'all' ? 'No audits yet' : tab === 'failed' ? 'No failed audits' : 'No duplicate audits'} icon="check" compact />
            </div>
          ) : (
            <AdminAuditsTable audits={shown} onDelete={(audit) => setConfirmation({ kind: 'delete', audit })} disabled={busy} />
          )}
        </TabPanel>
      </section>

      <ConfirmDialog
        open={confirmation !== null}
        title={confirmTitle(confirmation)}
        message={confirmMessage(confirmation)}
        confirmLabel={confirmLabel(confirmation)}
        onConfirm={confirm}
        onCancel={() => setConfirmation(null)}
      />
    </div>
  );
}

function confirmTitle(c: Confirmation | null): string {
  if (!c) return '';
  if (c.kind === 'delete') return 'Delete this audit?';
  if (c.kind === 'delete-failed') return `Delete ${pluralize(c.audits.length, 'failed audit')}?`;
  if (c.kind === 'regenerate') return 'Regenerate all prompts?';
  return `Re-score the last ${RESCORE_LIMIT} audits?`;
}

function confirmMessage(c: Confirmation | null): string {
  if (!c) return '';
  if (c.kind === 'delete') return 'Are you sure you want to delete this audit and all its data? This cannot be undone.';
  if (c.kind === 'delete-failed') return 'Each failed audit and all its data will be deleted, one every half second. This cannot be undone.';
  if (c.kind === 'regenerate') return `Prompts are generated again for ${pluralize(c.domains.length, 'domain')}, one a second. This may take a few minutes.`;
  return `The ${RESCORE_LIMIT} most recent completed audits are scored again from their stored pages with the current checks. This may take a minute.`;
}

function confirmLabel(c: Confirmation | null): string {
  if (!c) return '';
  if (c.kind === 'delete') return 'Delete audit';
  if (c.kind === 'delete-failed') return `Delete ${pluralize(c.audits.length, 'audit')}`;
  if (c.kind === 'regenerate') return 'Regenerate';
  return 'Re-score';
}
