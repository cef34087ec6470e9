import type { Report } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/audits/{id}/report: the Executive Summary's data. */
export function getReport(auditId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Report> {
  return api.get<Report>(`/api/audits/${encodeURIComponent(auditId)}/report`, { signal });
}

export const getReportQueryOptions = (auditId: string) =>
  queryOptions({
    queryKey: ['audits', auditId, 'report'],
    queryFn: ({ signal }) => getReport(auditId, { signal }),
  });

export const useReport = (auditId: string) => useQuery(getReportQueryOptions(auditId));
