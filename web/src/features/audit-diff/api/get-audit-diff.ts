import type { AuditDiffResponse } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/audits/{id}/diff: the changes since the owner's previous completed audit of the same root URL. */
export function getAuditDiff(auditId: string, { signal }: { signal?: AbortSignal } = {}): Promise<AuditDiffResponse> {
  return api.get<AuditDiffResponse>(`/api/audits/${encodeURIComponent(auditId)}/diff`, { signal });
}

export const getAuditDiffQueryOptions = (auditId: string) =>
  queryOptions({
    queryKey: ['audits', auditId, 'diff'],
    queryFn: ({ signal }) => getAuditDiff(auditId, { signal }),
  });

export const useAuditDiff = (auditId: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...getAuditDiffQueryOptions(auditId), enabled });
