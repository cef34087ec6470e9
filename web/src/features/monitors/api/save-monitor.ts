import type { CreateMonitorBody, Monitor, RunMonitorResponse, UpdateMonitorBody } from '@citable/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { monitorsQueryKey } from './get-monitors';

/** POST /api/monitors: monitor the site of one of the owner's audits. */
export const createMonitor = async (body: CreateMonitorBody): Promise<Monitor> => (await api.post<{ monitor: Monitor }>('/api/monitors', body)).monitor;

/** PATCH /api/monitors/{id}: cadence, citation test, alerts or threshold. */
export const updateMonitor = async ({ id, ...body }: UpdateMonitorBody & { id: string }): Promise<Monitor> =>
  (await api.patch<{ monitor: Monitor }>(`/api/monitors/${encodeURIComponent(id)}`, body)).monitor;

/** POST /api/monitors/{id}/run: a run now, besides the schedule. Resolves to the new audit's id. */
export const runMonitor = async (id: string): Promise<string> => (await api.post<RunMonitorResponse>(`/api/monitors/${encodeURIComponent(id)}/run`)).audit_id;

/** The three mutations; each refreshes the monitors (list and trends) when it succeeds. */
export function useMonitorMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: monitorsQueryKey });
  return {
    create: useMutation({ mutationFn: createMonitor, onSuccess }),
    update: useMutation({ mutationFn: updateMonitor, onSuccess }),
    run: useMutation({ mutationFn: runMonitor, onSuccess }),
  };
}
