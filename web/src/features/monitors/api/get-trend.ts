import type { TrendResponse } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { monitorsQueryKey } from './get-monitors';

/** GET /api/monitors/{id}/trend: the monitor and a point per ended run, oldest first. */
export const getTrend = (id: string, { signal }: { signal?: AbortSignal } = {}) => api.get<TrendResponse>(`/api/monitors/${encodeURIComponent(id)}/trend`, { signal });

export const getTrendQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...monitorsQueryKey, 'trend', id],
    queryFn: ({ signal }) => getTrend(id, { signal }),
    // While a run is in flight its point is still to come: look again until it ends.
    refetchInterval: (query) => {
      const last = query.state.data?.monitor.last_run;
      return last && !last.finished_at ? 5000 : false;
    },
  });

export const useTrend = (id: string) => useQuery(getTrendQueryOptions(id));
