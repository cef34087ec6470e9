import type { Monitor } from '@citable/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const monitorsQueryKey = ['monitors'] as const;

/** GET /api/monitors: the signed-in owner's monitors, newest first. */
export const getMonitors = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Monitor[]> =>
  (await api.get<{ monitors: Monitor[] }>('/api/monitors', { signal })).monitors;

export const getMonitorsQueryOptions = () =>
  queryOptions({
    queryKey: [...monitorsQueryKey, 'list'],
    queryFn: ({ signal }) => getMonitors({ signal }),
    // A run in flight moves on by itself: look again until it ends.
    refetchInterval: (query) => (query.state.data?.some((m) => m.last_run && !m.last_run.finished_at) ? 5000 : false),
  });

export const useMonitors = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...getMonitorsQueryOptions(), enabled });

/** The monitor of an audit's site and project, if the owner has one. */
export const monitorOf = (monitors: readonly Monitor[] | undefined, audit: { root_url: string; project_id: string }) =>
  monitors?.find((m) => m.root_url === audit.root_url && m.project_id === audit.project_id);
