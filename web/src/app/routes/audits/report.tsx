import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';

import { getReportQueryOptions } from '@/features/report/api/get-report';
import { ExecutiveReport } from '@/features/report/components/executive-report';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getReportQueryOptions(params.id));
    return null;
  };

export default function ReportRoute() {
  const { id = '' } = useParams();
  return <ExecutiveReport auditId={id} />;
}
