import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { CITATION_SOURCE_LABELS, type CitationSource } from '@citable/contracts/vocab';

import { ChangesPanel } from '@/features/audit-diff/components/changes-panel';
import { useAudit } from '@/features/audits/api/get-audit';
import { useAudits } from '@/features/audits/api/get-audits';
import { scoreHistory } from '@/features/audits/utils/history';
import { CategoryBarsFigure, CitationSourcesFigure, PageBandsFigure, ScoreHistoryFigure } from '@/features/charts/components/figures';
import { getReportQueryOptions } from '@/features/report/api/get-report';
import { ExecutiveReport } from '@/features/report/components/executive-report';
import { reportCitationBand } from '@/utils/score';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getReportQueryOptions(params.id));
    return null;
  };

/** The Executive Summary with the audit-diff and charts features' sections, in the report's colour bands. */
export default function ReportRoute() {
  const { id = '' } = useParams();
  const audit = useAudit(id);
  const audits = useAudits();
  const history = audit.data && audits.data ? scoreHistory(audits.data, audit.data) : [];
  return (
    <ExecutiveReport
      auditId={id}
      extras={{
        changes: <ChangesPanel auditId={id} variant="report" />,
        history: history.length >= 2 ? <ScoreHistoryFigure points={history} currentId={id} scale="report" /> : undefined,
        categoryChart: (report) => <CategoryBarsFigure categories={report.categories.map((c) => ({ name: c.display_name, score: c.percentage }))} scale="report" />,
        pageBandsChart: (report) => (report.pageBands && report.pageBands.analyzed > 0 ? <PageBandsFigure bands={report.pageBands} /> : null),
        sourcesChart: (report) => (
          <CitationSourcesFigure
            toneOf={reportCitationBand}
            sources={report.citations.by_source
              .filter((s) => s.answer_rate.total > 0)
              .map((s) => ({ label: CITATION_SOURCE_LABELS[s.source as CitationSource] ?? s.source, ...s.answer_rate }))}
          />
        ),
      }}
    />
  );
}
