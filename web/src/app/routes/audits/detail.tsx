import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { AuditDetail } from '@citable/contracts';
import { CITATION_SOURCE_LABELS, type CitationSource } from '@citable/contracts/vocab';

import { paths } from '@/config/paths';
import { ChangesPanel } from '@/features/audit-diff/components/changes-panel';
import { getAuditQueryOptions } from '@/features/audits/api/get-audit';
import { useAudits } from '@/features/audits/api/get-audits';
import { AuditDetails } from '@/features/audits/components/audit-details';
import { scoreHistory } from '@/features/audits/utils/history';
import { CategoryBarsFigure, CitationSourcesFigure, PageBandsFigure, ScoreHistoryFigure } from '@/features/charts/components/figures';
import { CitationSummaryCard } from '@/features/citations/components/citation-summary-card';
import { CitationsAnalytics } from '@/features/citations/components/citations-analytics';
import { MonitorPanel } from '@/features/monitors/components/monitor-panel';
import { categoryScores } from '@/utils/audit-scores';
import { citationRateBand } from '@/utils/score';
import { hostOf } from '@/utils/url';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getAuditQueryOptions(params.id));
    return null;
  };

/** The Overview's charts: the site's score history (from two audits on), the categories and the pages by band. */
function OverviewCharts({ audit }: { audit: AuditDetail }) {
  const audits = useAudits();
  const history = audits.data ? scoreHistory(audits.data, audit) : [];
  const categories = categoryScores(audit).flatMap((c) => (typeof c.score === 'number' ? [{ name: c.category, score: c.score }] : []));
  const bands = audit.scorecard_v2?.pages;
  return (
    <section aria-labelledby="charts-title" className="charts-section">
      <div className="section-head">
        <h2 id="charts-title">Charts</h2>
        <p className="muted">The same numbers as pictures; each chart has a table for screen readers.</p>
      </div>
      <div className="charts-grid">
        {history.length >= 2 && <ScoreHistoryFigure points={history} currentId={audit.id} />}
        {categories.length > 0 && <CategoryBarsFigure categories={categories} scale="detail" />}
        {bands && bands.analyzed > 0 && <PageBandsFigure bands={bands} />}
      </div>
    </section>
  );
}

/** Audit Details: the audits feature's screen with the citations, audit-diff, charts and monitors features' panels slotted in. */
export default function AuditDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <AuditDetails
      key={id}
      auditId={id}
      renderCitationSummary={(audit) => <CitationSummaryCard auditId={audit.id} citationsHref={paths.audits.detail.getHref(audit.id, { tab: 'citations' })} />}
      renderCitationsTab={(audit) => (
        <CitationsAnalytics
          auditId={audit.id}
          run={{ projectId: audit.project_id, domain: hostOf(audit.root_url) }}
          renderSourcesChart={(summary) => (
            <CitationSourcesFigure
              toneOf={citationRateBand}
              sources={summary.bySource
                .filter((s) => s.answer_rate.total > 0)
                .map((s) => ({ label: CITATION_SOURCE_LABELS[s.ai_source as CitationSource] ?? s.ai_source, ...s.answer_rate }))}
            />
          )}
        />
      )}
      renderChanges={(audit) => <ChangesPanel auditId={audit.id} variant="details" />}
      renderCharts={(audit) => <OverviewCharts audit={audit} />}
      renderMonitor={(audit) => <MonitorPanel audit={audit} />}
    />
  );
}
