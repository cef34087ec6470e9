import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getAuditQueryOptions } from '@/features/audits/api/get-audit';
import { AuditDetails } from '@/features/audits/components/audit-details';
import { CitationSummaryCard } from '@/features/citations/components/citation-summary-card';
import { CitationsAnalytics } from '@/features/citations/components/citations-analytics';
import { hostOf } from '@/utils/url';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getAuditQueryOptions(params.id));
    return null;
  };

/** Audit Details: the audits feature's screen with the citations feature's panels slotted in. */
export default function AuditDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <AuditDetails
      key={id}
      auditId={id}
      renderCitationSummary={(audit) => <CitationSummaryCard auditId={audit.id} citationsHref={paths.audits.detail.getHref(audit.id, { tab: 'citations' })} />}
      renderCitationsTab={(audit) => (
        <CitationsAnalytics auditId={audit.id} run={{ projectId: audit.project_id, domain: hostOf(audit.root_url) }} />
      )}
    />
  );
}
