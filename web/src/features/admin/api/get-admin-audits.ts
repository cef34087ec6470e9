import type { AdminAudit } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { isRunning } from '@/utils/audit-status';

import { adminCall } from './admin-request';

export type AdminAuditList = { audits: AdminAudit[]; duplicate_groups: number };

/** GET /api/admin/audits: every user's audits, newest first, and the number of duplicate groups. */
export const getAdminAudits = ({ signal }: { signal?: AbortSignal } = {}): Promise<AdminAuditList> =>
  adminCall(() => api.get<AdminAuditList>('/api/admin/audits', { signal }));

export const adminAuditsQueryKey = ['admin', 'audits'] as const;

export const getAdminAuditsQueryOptions = () =>
  queryOptions({
    queryKey: adminAuditsQueryKey,
    queryFn: ({ signal }) => getAdminAudits({ signal }),
    // Running audits change on their own: the list follows them until they end.
    refetchInterval: (query) => (query.state.data?.audits.some((a) => isRunning(a.status)) ? 5000 : false),
  });

export const useAdminAudits = () => useQuery(getAdminAuditsQueryOptions());
