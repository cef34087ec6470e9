import type { AuditDetail } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { isRunning } from '@/utils/audit-status';

import { auditsQueryKey } from './get-audits';

/** GET /api/audits/{id} -> {audit} (with its crawl summary). Another user's audit is a 404, like a missing one. */
export async function getAudit(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AuditDetail> {
  const data = await api.get<{ audit?: AuditDetail } & Partial<AuditDetail>>(`/api/audits/${encodeURIComponent(id)}`, { signal });
  // The spec allows the audit directly or wrapped.
  return (data.audit ?? data) as AuditDetail;
}

export const auditQueryKey = (id: string) => [...auditsQueryKey, id] as const;

export const getAuditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: auditQueryKey(id),
    queryFn: ({ signal }) => getAudit(id, { signal }),
    // The progress stream refreshes a running audit; this is the fallback if the stream drops.
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? 10_000 : false),
  });

export const useAudit = (id: string) => useQuery(getAuditQueryOptions(id));
