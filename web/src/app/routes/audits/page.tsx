import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';

import { getPageQueryOptions } from '@/features/audits/api/get-page';
import { PageAnalysis } from '@/features/audits/components/page-analysis';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (params.id && params.pageId) void queryClient.prefetchQuery(getPageQueryOptions(params.id, params.pageId));
    return null;
  };

export default function PageAnalysisRoute() {
  const { id = '', pageId = '' } = useParams();
  return <PageAnalysis key={`${id}/${pageId}`} auditId={id} pageId={pageId} />;
}
