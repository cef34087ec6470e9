import type { ClassifierComparison } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminCall } from './admin-request';

/** GET /api/admin/classifier-compare?host: the legacy and V2 classification of a host. */
export const getClassifierComparison = (host: string, { signal }: { signal?: AbortSignal } = {}): Promise<ClassifierComparison> =>
  adminCall(() => api.get<ClassifierComparison>('/api/admin/classifier-compare', { params: { host }, signal }));

export const getClassifierComparisonQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['admin', 'classifier-compare', host],
    queryFn: ({ signal }) => getClassifierComparison(host, { signal }),
    staleTime: 0,
  });

/** Asks once a host is submitted (`host` non-empty). */
export const useClassifierComparison = (host: string) => useQuery({ ...getClassifierComparisonQueryOptions(host), enabled: host !== '' });
