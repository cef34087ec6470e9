import type { ClassifierHealth } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { HEALTH_REFRESH_MS } from '../utils/classifier-health';

import { adminCall } from './admin-request';

export const CLASSIFIER_HEALTH_PATH = '/api/admin/classifier-health';

/** GET /api/admin/classifier-health: the classifier's metrics over 24 hours and its alerts. */
export const getClassifierHealth = ({ signal }: { signal?: AbortSignal } = {}): Promise<ClassifierHealth> =>
  adminCall(() => api.get<ClassifierHealth>(CLASSIFIER_HEALTH_PATH, { signal }));

export const getClassifierHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'classifier-health'],
    queryFn: ({ signal }) => getClassifierHealth({ signal }),
    refetchInterval: HEALTH_REFRESH_MS,
    // Also while the tab is in the background: "last updated" must keep its promise.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export const useClassifierHealth = () => useQuery(getClassifierHealthQueryOptions());
