import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';

import { CitationsAnalytics } from '@/features/citations/components/citations-analytics';
import { getPublicAuditQueryOptions } from '@/features/public-audit/api/get-public-audit';
import { PublicReport } from '@/features/public-audit/components/public-report';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getPublicAuditQueryOptions(params.id));
    return null;
  };

/** Public Audit Report (/public/:id): no navigation, no footer, read-only citations. */
export default function PublicAuditRoute() {
  const { id = '' } = useParams();
  return <PublicReport key={id} auditId={id} renderCitations={(audit) => <CitationsAnalytics auditId={audit.id} scope="public" />} />;
}
