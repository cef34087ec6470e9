import type { Audit } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { isRunning } from '@/utils/audit-status';

/** GET /api/audits: the signed-in owner's audits, newest first. */
export async function getAudits({ signal }: { signal?: AbortSignal } = {}): Promise<Audit[]> {
  const data = await api.get<{ audits?: Audit[] } | Audit[]>('/api/audits', { signal });
  const audits = Array.isArray(data) ? data : (data?.audits ?? []);
  return [...audits].sort((a, b) => (b.started_at ?? '').localeCompare(a.started_at ?? ''));
}

export const auditsQueryKey = ['audits'] as const;

export const getAuditsQueryOptions = () =>
  queryOptions({
    queryKey: [...auditsQueryKey, 'list'],
    queryFn: ({ signal }) => getAudits({ signal }),
    // Running audits change on their own: refresh the list until they finish.
    refetchInterval: (query) => (query.state.data?.some((a) => isRunning(a.status)) ? 5000 : false),
  });

export const useAudits = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...getAuditsQueryOptions(), enabled });
