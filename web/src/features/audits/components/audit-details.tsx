import type { Audit, AuditDetail } from '@citable/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { Skeleton } from '@/components/ui/states';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { AUDIT_TABS, type AuditTab } from '@/config/paths';
import { isCompleted, isFailed, isRunning } from '@/utils/audit-status';
import { headlineScores } from '@/utils/audit-scores';
import { formatScore } from '@/utils/score';
import { hostOf } from '@/utils/url';

import { useAudit } from '../api/get-audit';
import { useComposite } from '../api/get-composite';
import { usePages } from '../api/get-pages';

import { ActionsTab } from './actions-tab';
import { AuditFailedPanel } from './audit-failed-panel';
import { AuditHeader } from './audit-header';
import { AuditLoadError } from './audit-load-error';
import { AuditProgressPanel } from './audit-progress-panel';
import { AuditTour } from './audit-tour';
import { DiagnosticsTab } from './diagnostics-tab';
import { OverviewTab } from './overview-tab';
import { PagesTab } from './pages-tab';

const TAB_LABELS: Record<AuditTab, string> = {
  overview: 'Overview',
  pages: 'Pages',
  citations: 'Citations',
  actions: 'Actions',
  diagnostics: 'Diagnostics',
};

const TAB_PREFIX = 'audit';

export const parseTab = (value: string | null): AuditTab => (AUDIT_TABS as readonly string[]).includes(value ?? '') ? (value as AuditTab) : 'overview';

export type AuditDetailsProps = {
  auditId: string;
  /** The citation performance summary on the Overview tab (citations feature). */
  renderCitationSummary: (audit: Audit) => ReactNode;
  /** The Citations tab (citations feature). */
  renderCitationsTab: (audit: Audit) => ReactNode;
  /** Overview: "Changes since {date}" (audit-diff feature), after the score tiles; nothing on a first audit. */
  renderChanges: (audit: AuditDetail) => ReactNode;
  /** Overview: the charts (charts feature), after the Category Breakdown. */
  renderCharts: (audit: AuditDetail) => ReactNode;
  /** Under the header of an audit that ended: monitoring of its site (monitors feature). */
  renderMonitor: (audit: AuditDetail) => ReactNode;
};

/** Audit Details (spec 2): header, then progress, failure or the five URL-synced tabs. */
export function AuditDetails({ auditId, renderCitationSummary, renderCitationsTab, renderChanges, renderCharts, renderMonitor }: AuditDetailsProps) {
  const audit = useAudit(auditId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const done = audit.data ? isCompleted(audit.data.status) : false;
  const composite = useComposite(auditId, { enabled: done });
  const pages = usePages(auditId, undefined, { enabled: done });

  if (audit.isPending) {
    return (
      <div className="container page" aria-busy="true">
        <Head title="Audit" />
        <Skeleton lines={2} height={30} />
        <div className="spacer" />
        <Skeleton lines={4} height={90} />
      </div>
    );
  }

  if (audit.isError) return <AuditLoadError error={audit.error} />;

  const data = audit.data;
  const total = headlineScores(data, composite.data).total;

  const selectTab = (next: AuditTab) => {
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="container page">
      <Head title={`${hostOf(data.root_url)} · Audit`} />
      <AuditHeader audit={data} />

      {isRunning(data.status) && <AuditProgressPanel audit={data} />}
      {isFailed(data.status) && <AuditFailedPanel audit={data} />}
      {(done || isFailed(data.status)) && renderMonitor(data)}

      {done && (
        <>
          <div data-tour="tabs" className="tabs-wrap">
            <Tabs
              label="Audit sections"
              idPrefix={TAB_PREFIX}
              value={tab}
              onChange={selectTab}
              tabs={AUDIT_TABS.map((id) => ({
                id,
                label: TAB_LABELS[id],
                badge: id === 'diagnostics' ? formatScore(total) : id === 'pages' && pages.data ? String(data.pages_analyzed || pages.data.length) : undefined,
              }))}
            />
          </div>
          <TabPanel idPrefix={TAB_PREFIX} id={tab}>
            {tab === 'overview' && (
              <OverviewTab audit={data} composite={composite.data} citations={renderCitationSummary(data)} changes={renderChanges(data)} charts={renderCharts(data)} />
            )}
            {tab === 'pages' && <PagesTab auditId={auditId} />}
            {tab === 'citations' && renderCitationsTab(data)}
            {tab === 'actions' && <ActionsTab audit={data} pages={pages.data} />}
            {tab === 'diagnostics' && (
              <DiagnosticsTab audit={data} composite={composite.data} compositeError={composite.error} pages={pages.data} pagesError={pages.error} />
            )}
          </TabPanel>
          <AuditTour ready={tab === 'overview' && !composite.isPending} />
        </>
      )}

      {!done && !isRunning(data.status) && !isFailed(data.status) && (
        <p className="muted">This audit is {data.status}. Results appear here when it completes.</p>
      )}
    </div>
  );
}
